import type { AgentMessage } from "@keel/agent-core";
import type { AssistantMessage, JsonObject } from "@keel/ai";
import { hookLine } from "../../../hooks/hook-line.js";
import type { RuntimeEvent } from "../../../runtime/runtime-events.js";
import { countOf } from "../render/count.js";
import { isNestedToolEvent, reduceNestedToolEvent } from "./nested-tool-calls.js";
import { markRetried, markRetrying, responseOutcome, settleFailures } from "./response-outcome.js";
import { finishedDuration, onApproval, onPermissionDecision } from "./tool-timing.js";
import type { UiAction } from "./ui-action.js";
import type { AssistantItem, HookItem, NoticeLevel, ToolItem, TranscriptItem, UiState } from "./ui-state.js";

/** The most live output kept for a running tool (the screen shows only its tail). */
const LIVE_TAIL_CHARS = 4_000;

/** The text of a message's content (text blocks; images as a placeholder). */
export function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((block: { type?: string; text?: string }) =>
      block.type === "text" ? (block.text ?? "") : block.type === "image" ? "[image]" : "",
    )
    .filter((text) => text !== "")
    .join("\n");
}

function tail(text: string): string {
  return text.length <= LIVE_TAIL_CHARS ? text : text.slice(text.length - LIVE_TAIL_CHARS);
}

function isFinal(item: TranscriptItem): boolean {
  switch (item.kind) {
    case "user":
    case "notice":
    case "hook":
      return true;
    case "assistant":
      // A failure the run may still retry waits in the live region until the run decides.
      return !item.streaming && item.retry !== "open" && item.retry !== "retrying";
    case "tool":
      return item.phase === "done";
  }
}

/** Moves the committed mark over every leading item that is final. */
function commit(state: UiState): UiState {
  let committed = state.committed;
  while (committed < state.items.length && isFinal(state.items[committed] as TranscriptItem)) committed++;
  return committed === state.committed ? state : { ...state, committed };
}

function notice(state: UiState, level: NoticeLevel, text: string): UiState {
  const seq = state.seq + 1;
  return { ...state, seq, items: [...state.items, { kind: "notice", id: `n${seq}`, level, text }] };
}

function updateItem<T extends TranscriptItem>(
  state: UiState,
  find: (item: TranscriptItem) => item is T,
  change: (item: T) => T,
): UiState {
  for (let i = state.items.length - 1; i >= 0; i--) {
    const item = state.items[i] as TranscriptItem;
    if (find(item)) {
      const items = state.items.slice();
      items[i] = change(item);
      return { ...state, items };
    }
  }
  return state;
}

const streamingAssistant = (item: TranscriptItem): item is AssistantItem => item.kind === "assistant" && item.streaming;

function toolById(id: string) {
  return (item: TranscriptItem): item is ToolItem => item.kind === "tool" && item.id === id;
}

function ensureTool(state: UiState, id: string, name: string, args: JsonObject): UiState {
  if (state.items.some(toolById(id))) return state;
  const batch = state.items.findLast((item) => item.kind === "assistant")?.id;
  const item: ToolItem = {
    kind: "tool",
    id,
    name,
    args,
    phase: "streaming",
    liveOutput: "",
    isError: false,
    ...(batch !== undefined ? { batch } : {}),
  };
  return { ...state, items: [...state.items, item] };
}

/** The response is complete: its calls that have not entered their checks are queued. */
function queueCalls(state: UiState, message: AssistantMessage): UiState {
  const ids = new Set(message.content.flatMap((block) => (block.type === "toolCall" ? [block.id] : [])));
  if (ids.size === 0) return state;
  return {
    ...state,
    items: state.items.map((item) =>
      item.kind === "tool" && item.phase === "streaming" && ids.has(item.id) ? { ...item, phase: "queued" } : item,
    ),
  };
}

function textOf(message: AssistantMessage): { text: string; thinking: string } {
  let text = "";
  let thinking = "";
  for (const block of message.content) {
    if (block.type === "text") text += block.text;
    else if (block.type === "thinking" && !block.redacted) thinking += block.thinking;
  }
  return { text, thinking };
}

/** Tool items for the calls of a (partial or final) assistant message, in source order; arguments as they arrive. */
function syncToolCalls(state: UiState, message: AssistantMessage): UiState {
  let next = state;
  for (const block of message.content) {
    if (block.type !== "toolCall" || block.id === "") continue;
    next = ensureTool(next, block.id, block.name, block.arguments ?? {});
    next = updateItem(next, toolById(block.id), (item) =>
      item.phase === "streaming" ? { ...item, name: block.name || item.name, args: block.arguments ?? {} } : item,
    );
  }
  return next;
}

function isAssistantMessage(message: AgentMessage): message is AssistantMessage {
  return (message as { role?: unknown }).role === "assistant";
}

function onUserMessage(state: UiState, message: AgentMessage): UiState {
  const text = contentText((message as { content?: unknown }).content);
  const seq = state.seq + 1;
  // A delivered steering or follow-up message leaves the queue.
  const queued = state.queue.findIndex((entry) => entry.text === text);
  const queue = queued === -1 ? state.queue : state.queue.filter((_, i) => i !== queued);
  return { ...state, seq, queue, items: [...state.items, { kind: "user", id: `u${seq}`, text }] };
}

function reduceSession(state: UiState, event: RuntimeEvent, at: number): UiState {
  switch (event.type) {
    case "agent_start":
      return state.busy ? state : { ...state, busy: true, busySince: at, status: undefined };
    case "agent_settled": {
      const next: UiState = settleFailures({
        ...state,
        busy: false,
        busySince: undefined,
        status: undefined,
        abortRequested: false,
      });
      return event.aborted || state.abortRequested ? notice(next, "warning", "Run aborted.") : next;
    }
    case "queue_update":
      return {
        ...state,
        queue: [
          ...event.steering.map((text) => ({ kind: "steer" as const, text })),
          ...event.followUp.map((text) => ({ kind: "followUp" as const, text })),
        ],
      };
    case "permission_decision":
      // A refused call shows as its tool's error result; an allowed one runs from now (or once its batch is approved).
      return onPermissionDecision(state, event, at);
    case "session_info_changed":
    case "thinking_level_changed":
    case "checkpoint_created":
    case "session_changed":
      // The footer reads these from the runtime; a new session's transcript comes with a `reset`.
      return state;
    case "agent_end": {
      return {
        ...state,
        items: state.items.map((item) =>
          item.kind === "assistant" && item.streaming
            ? { ...item, streaming: false }
            : item.kind === "tool" && item.phase !== "done"
              ? { ...item, phase: "done" as const, isError: true, resultText: item.resultText ?? "aborted" }
              : item,
        ),
      };
    }
    case "turn_start":
    case "turn_end":
      return state;
    case "message_start": {
      const message = event.message;
      const role = (message as { role?: unknown }).role;
      if (role === "user") return onUserMessage(state, message);
      if (!isAssistantMessage(message)) return state;
      const seq = state.seq + 1;
      const item: AssistantItem = {
        kind: "assistant",
        id: `a${seq}`,
        text: "",
        thinking: "",
        streaming: true,
        aborted: false,
      };
      return syncToolCalls({ ...state, seq, items: [...state.items, item] }, message);
    }
    case "message_update": {
      const { text, thinking } = textOf(event.message);
      const next = updateItem(state, streamingAssistant, (item) => ({ ...item, text, thinking }));
      return syncToolCalls(next, event.message);
    }
    case "message_end": {
      const message = event.message;
      if (!isAssistantMessage(message)) return state;
      const { text, thinking } = textOf(message);
      const succeeded = message.stopReason !== "error" && message.stopReason !== "aborted";
      const next = updateItem(succeeded ? markRetried(state) : state, streamingAssistant, (item) => ({
        ...item,
        text,
        thinking,
        streaming: false,
        ...responseOutcome(message, text, thinking),
      }));
      return queueCalls(syncToolCalls(next, message), message);
    }
    case "tool_execution_start": {
      if (isNestedToolEvent(event)) return reduceNestedToolEvent(state, event);
      const next = ensureTool(state, event.toolCallId, event.toolName, event.args);
      return updateItem(next, toolById(event.toolCallId), (item) => ({
        ...item,
        args: event.args,
        phase: "running",
        startedAt: at,
        runningSince: undefined,
        held: false,
      }));
    }
    case "tool_execution_update":
      if (isNestedToolEvent(event)) return reduceNestedToolEvent(state, event);
      return updateItem(state, toolById(event.toolCallId), (item) => ({
        ...item,
        liveOutput: tail(contentText(event.partialResult.content)),
        partialDetails: event.partialResult.details,
      }));
    case "tool_execution_end":
      if (isNestedToolEvent(event)) return reduceNestedToolEvent(state, event);
      return updateItem(
        ensureTool(state, event.toolCallId, event.toolName, event.args),
        toolById(event.toolCallId),
        (item) => ({
          ...item,
          phase: "done",
          durationMs: finishedDuration(item, event.durationMs, at),
          awaitingApproval: false,
          held: false,
          liveOutput: "",
          partialDetails: undefined,
          resultText: contentText(event.result.content),
          isError: event.isError,
          details: event.result.details,
        }),
      );
    case "retry_scheduled": {
      const seconds = (event.delayMs / 1000).toFixed(1);
      const status = `Retrying in ${seconds} s (attempt ${event.attempt} of ${event.maxAttempts})`;
      // The failure being retried says so itself; a notice only when no failure is on screen.
      return (
        markRetrying({ ...state, status }, status.toLowerCase()) ||
        notice({ ...state, status }, "warning", `${event.errorMessage || event.errorKind}; ${status.toLowerCase()}`)
      );
    }
    case "retry_end":
      return event.success
        ? markRetried({ ...state, status: undefined })
        : notice(
            settleFailures({ ...state, status: undefined }),
            "error",
            `Gave up after ${countOf(event.attempts, "retry", "retries")}: ${event.finalError ?? "failed"}`,
          );
    case "compaction_start":
      return { ...state, status: "Compacting the conversation" };
    case "compaction_end": {
      const next = { ...state, status: undefined };
      if (event.result) {
        return notice(
          next,
          "info",
          `Compacted: about ${event.result.tokensBefore} → ${event.result.tokensAfter} tokens.`,
        );
      }
      return notice(next, event.aborted ? "warning" : "error", `Compaction failed: ${event.errorMessage ?? "aborted"}`);
    }
    case "hook_started":
      return state;
    case "hook_finished": {
      // One line per hook that blocked, failed or has a message for the user; Ctrl+O shows its output.
      const line = hookLine(event);
      if (line === undefined) return state;
      const seq = state.seq + 1;
      const item: HookItem = {
        kind: "hook",
        id: `h${seq}`,
        level: event.outcome === "success" ? "info" : "warning",
        text: line,
        stderr: event.stderr,
        stdout: event.stdout,
      };
      return { ...state, seq, items: [...state.items, item] };
    }
    default: {
      // Exhaustive over the known events; one from a newer runtime changes nothing on screen.
      const unknown: never = event;
      void unknown;
      return state;
    }
  }
}

/**
 * The terminal UI's one reducer: session events and the user's actions in,
 * the next screen state out. Leading items that are final are committed
 * (printed once into the scrollback); the rest form the live region.
 */
export function reduceUi(state: UiState, action: UiAction): UiState {
  switch (action.type) {
    case "session":
      return commit(reduceSession(state, action.event, action.at));
    case "queued":
      return { ...state, queue: [...state.queue, action.message] };
    case "queue-cleared":
      return { ...state, queue: [] };
    case "abort-requested":
      return state.busy ? { ...state, abortRequested: true, status: "Aborting" } : state;
    case "notice":
      return commit(notice(state, action.level, action.text));
    case "toggle-tools":
      return { ...state, toolsExpanded: !state.toolsExpanded, redraws: state.redraws + 1 };
    case "toggle-thinking":
      return { ...state, thinkingExpanded: !state.thinkingExpanded, redraws: state.redraws + 1 };
    case "redraw":
      return { ...state, redraws: state.redraws + 1 };
    case "approval":
      return onApproval(state, action.id, action.waiting, action.at);
    case "shell-start": {
      const item: ToolItem = {
        kind: "tool",
        id: action.id,
        name: "bash",
        args: { command: action.command },
        phase: "running",
        startedAt: action.at,
        liveOutput: "",
        isError: false,
        origin: "user",
      };
      return { ...state, items: [...state.items, item] };
    }
    case "shell-output":
      return updateItem(state, toolById(action.id), (item) => ({
        ...item,
        liveOutput: tail(item.liveOutput + action.text),
      }));
    case "shell-end":
      return commit(
        updateItem(state, toolById(action.id), (item) => ({
          ...item,
          phase: "done",
          liveOutput: "",
          resultText: action.text,
          isError: action.isError,
          durationMs: action.durationMs,
        })),
      );
    case "reset":
      return commit({ ...state, items: action.items, committed: 0, queue: [], redraws: state.redraws + 1 });
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}
