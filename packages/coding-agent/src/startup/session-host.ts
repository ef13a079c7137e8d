import type { Agent, AgentMessage } from "@keel/agent-core";
import type { ImageContent, Model, TextContent, ThinkingLevel, UserMessage } from "@keel/ai";
import type { AgentSession } from "../agent-session/agent-session.js";
import type { ToolCatalog } from "../agent-session/tool-catalog.js";
import { estimateContextTokens } from "../compaction/token-estimate.js";
import type { ExtensionMode, ExtensionUI, ToolInfo } from "../extensions/extension-api.js";
import type { CustomMessageInput } from "../extensions/extension-events.js";
import type { ExtensionHost } from "../extensions/extension-host.js";
import { localExec } from "../extensions/local-exec.js";
import type { SessionFile } from "../session/session-file.js";

/** The live parts a {@link SessionHost} acts on; set once the session exists. */
export interface LiveSession {
  session: AgentSession;
  agent: Agent;
  file: SessionFile;
}

/** Inputs of {@link createSessionHost}. */
export interface SessionHostOptions {
  mode: ExtensionMode;
  cwd: string;
  ui: ExtensionUI;
  trusted: boolean;
  /** Every tool the session knows (built-in, extension and MCP tools). */
  catalog: ToolCatalog;
  /** Runs the extensions' `exec` (the sandbox's, when one is in force). Default: `localExec` in `cwd`. */
  exec?: ExtensionHost["exec"];
}

/** A host whose live session is attached after the session is built (the hooks are needed first). */
export interface SessionHost extends ExtensionHost {
  attach(live: LiveSession): void;
}

function userMessage(content: string | (TextContent | ImageContent)[]): UserMessage {
  return { role: "user", content, timestamp: Date.now() };
}

function customAsUser(message: CustomMessageInput): UserMessage {
  return userMessage(message.content);
}

/**
 * The {@link ExtensionHost} of a coding-agent session: extension requests
 * go through the session's `SessionControls` (checked, recorded in the
 * session file and announced as from any other front end; tools and model
 * take effect at the next provider request, CONTRACT.md rule 13).
 * Extension messages reach the model as user text.
 */
export function createSessionHost(options: SessionHostOptions): SessionHost {
  let live: LiveSession | undefined;
  const need = (what: string): LiveSession => {
    if (live === undefined) throw new Error(`${what} is not available before the session has started`);
    return live;
  };
  const deliver = (
    message: AgentMessage,
    deliverAs: "steer" | "followUp" | "nextTurn" | undefined,
    trigger: boolean,
  ): void => {
    const { agent, session } = need("sending a message");
    if (agent.state.isStreaming) {
      if (deliverAs === "followUp") agent.followUp(message);
      else agent.steer(message);
      return;
    }
    if (trigger || deliverAs === undefined) void session.prompt(message);
    else session.controls.replaceContext([...agent.state.messages, message]);
  };
  return {
    mode: options.mode,
    cwd: options.cwd,
    ui: options.ui,
    attach(session) {
      live = session;
    },
    isProjectTrusted: () => options.trusted,
    getModel: () => live?.agent.state.model,
    getSignal: () => undefined,
    abort: () => live?.session.abort(),
    isIdle: () => live === undefined || !live.agent.state.isStreaming,
    getContextUsage() {
      if (live === undefined) return undefined;
      const tokens = estimateContextTokens(live.agent.state.messages);
      const contextWindow = live.agent.state.model.contextWindow;
      return { tokens, contextWindow, ratio: contextWindow > 0 ? tokens / contextWindow : 0 };
    },
    compact(compactOptions) {
      const { session } = need("compact");
      void session.compact(compactOptions?.customInstructions).then((outcome) => {
        if (outcome.ok) compactOptions?.onComplete?.();
        else compactOptions?.onError?.(new Error(outcome.errorMessage));
      });
    },
    getSystemPrompt: () => live?.agent.state.systemPrompt ?? "",
    getSession: () => live?.file,
    sendMessage(message, sendOptions) {
      deliver(customAsUser(message), sendOptions?.deliverAs, sendOptions?.triggerTurn === true);
    },
    sendUserMessage(content, sendOptions) {
      const { agent } = need("sendUserMessage");
      if (agent.state.isStreaming && sendOptions?.deliverAs === undefined) {
        throw new Error("sendUserMessage during a run needs deliverAs: 'steer' or 'followUp'");
      }
      deliver(userMessage(content), sendOptions?.deliverAs, true);
    },
    appendEntry(customType, data) {
      need("appendEntry").file.appendCustom(customType, data);
    },
    getActiveTools: () => live?.agent.state.tools.map((tool) => tool.name) ?? [],
    getAllTools: (): ToolInfo[] =>
      options.catalog.all().map((tool) => ({
        name: tool.name,
        description: tool.description,
        parameters: tool.parameters,
        ...(tool.promptGuidelines ? { promptGuidelines: tool.promptGuidelines } : {}),
        source: options.catalog.source(tool.name),
      })),
    setActiveTools(names) {
      // Unknown names are ignored, as the extension API documents.
      need("setActiveTools").session.controls.setActiveTools(names);
    },
    async setModel(model: Model) {
      // A model whose provider has no key is refused, as everywhere else: `false`, nothing recorded.
      return need("setModel").session.controls.setModel(model).ok;
    },
    getThinkingLevel: () => live?.agent.state.thinkingLevel ?? "off",
    setThinkingLevel(level: ThinkingLevel) {
      need("setThinkingLevel").session.controls.setThinkingLevel(level);
    },
    exec: options.exec ?? ((command, args, execOptions) => localExec(command, args, options.cwd, execOptions)),
  };
}
