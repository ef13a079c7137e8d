import type { AgentMessage } from "@keel/agent-core";
import type { SessionFile } from "../session/session-file.js";
import { messageText } from "./message-text.js";
import type { Created } from "./run-coordinator.js";
import type { RuntimeState } from "./session-runtime.js";

/** The runtime's state (RPC `get_state`) of a session; `busy` when a run is in progress. */
export function runtimeState(created: Created, busy: boolean): RuntimeState {
  const { session, store } = created;
  const agent = session.agent;
  const name = store.name;
  return {
    model: agent.state.model,
    thinkingLevel: agent.state.thinkingLevel,
    isStreaming: busy,
    isCompacting: session.isCompacting,
    steeringMode: agent.steeringMode,
    followUpMode: agent.followUpMode,
    ...(store.path === undefined ? {} : { sessionFile: store.path }),
    sessionId: store.id,
    ...(name === undefined ? {} : { sessionName: name }),
    autoCompactionEnabled: session.autoCompactionEnabled,
    autoRetryEnabled: session.autoRetryEnabled,
    messageCount: agent.state.messages.length,
    pendingMessageCount: agent.queuedSteeringMessages.length + agent.queuedFollowUpMessages.length,
  };
}

/** The user messages of the store's current branch, oldest first: where a fork can start again. */
export function forkMessages(store: SessionFile): { entryId: string; text: string }[] {
  return store
    .getBranch()
    .flatMap((entry) =>
      entry.type === "message" && entry.message.role === "user"
        ? [{ entryId: entry.id, text: messageText(entry.message) }]
        : [],
    );
}

/** The text of the last assistant message that has text, if any. */
export function lastAssistantText(messages: readonly AgentMessage[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as AgentMessage;
    if ((message as { role?: unknown }).role !== "assistant") continue;
    const text = messageText(message);
    if (text.trim() !== "") return text;
  }
  return undefined;
}
