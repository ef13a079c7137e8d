import type { AssistantMessage, AssistantMessageEvent, JsonObject, ToolResultMessage } from "@keel/ai";
import type { AgentMessage } from "./agent-message.js";
import type { AgentToolResult } from "./agent-tool.js";

/**
 * Everything the loop reports, in the order of CONTRACT.md:
 *
 *     agent_start
 *       turn_start
 *         message_start/end            (prompts, steering or follow-up messages)
 *         message_start                (assistant)
 *         message_update*              (assistant streaming)
 *         message_end                  (assistant, final)
 *         tool_execution_start/update/end   (per call; see CONTRACT.md rules 7 and 8)
 *         message_start/end            (one tool result per call, source order)
 *       turn_end
 *       …more turns…
 *     agent_end
 *
 * Every payload is typed; switch on `type`.
 */
export type AgentEvent =
  | AgentStartEvent
  | TurnStartEvent
  | MessageStartEvent
  | MessageUpdateEvent
  | MessageEndEvent
  | ToolExecutionStartEvent
  | ToolExecutionUpdateEvent
  | ToolExecutionEndEvent
  | TurnEndEvent
  | AgentEndEvent;

/** The `type` tag of an {@link AgentEvent}. */
export type AgentEventType = AgentEvent["type"];

/** A run started. Always the first event. */
export interface AgentStartEvent {
  type: "agent_start";
}

/** A turn (one provider request and the tool batch it asks for) starts. */
export interface TurnStartEvent {
  type: "turn_start";
}

/**
 * A message enters the transcript. For a streamed assistant message this is
 * the message before its first delta (no content yet, and a copy that does
 * not change): each block then arrives once, through the `message_update`
 * events. For any other message it is the message itself.
 */
export interface MessageStartEvent {
  type: "message_start";
  message: AgentMessage;
}

/**
 * The assistant message being streamed changed. `message` is the provider's
 * partial message, which keeps changing after the event (it may already hold
 * later deltas): copy it if you keep it, or build the message from the
 * `assistantMessageEvent` deltas appended to the `message_start` message.
 */
export interface MessageUpdateEvent {
  type: "message_update";
  message: AssistantMessage;
  /** The provider event that caused the update. */
  assistantMessageEvent: AssistantMessageEvent;
}

/** A message is final and part of the transcript: persist it here. */
export interface MessageEndEvent {
  type: "message_end";
  message: AgentMessage;
}

/** A tool call enters preflight (CONTRACT.md rule 3). `args` are the model's raw arguments. */
export interface ToolExecutionStartEvent {
  type: "tool_execution_start";
  toolCallId: string;
  toolName: string;
  args: JsonObject;
  /** For a nested call (made by another tool through `runToolCall`), the id of the call that made it. */
  parentToolCallId?: string;
}

/** A running tool reported progress through `onUpdate`. Never persisted. */
export interface ToolExecutionUpdateEvent {
  type: "tool_execution_update";
  toolCallId: string;
  toolName: string;
  args: JsonObject;
  /** For a nested call (made by another tool through `runToolCall`), the id of the call that made it. */
  parentToolCallId?: string;
  partialResult: AgentToolResult<unknown>;
}

/**
 * A tool call is finalized (executed, failed, blocked or aborted). Emitted in
 * completion order in parallel batches. The matching tool-result message
 * follows as `message_start`/`message_end`.
 */
export interface ToolExecutionEndEvent {
  type: "tool_execution_end";
  toolCallId: string;
  toolName: string;
  args: JsonObject;
  /** For a nested call (made by another tool through `runToolCall`), the id of the call that made it. */
  parentToolCallId?: string;
  /**
   * The final result, after `afterToolCall`: the tool's own `content` and
   * `details` (also when it failed by resolving `isError: true`). The error
   * flag is not repeated inside it: read {@link ToolExecutionEndEvent.isError}.
   */
  result: AgentToolResult<unknown>;
  /** Whether the call failed; the tool-result message carries the same value. */
  isError: boolean;
  /** Milliseconds from `tool_execution_start` to this event's finalization. */
  durationMs: number;
}

/** A turn ended. `toolResults` are in assistant source order (empty when no tool ran). */
export interface TurnEndEvent {
  type: "turn_end";
  message: AssistantMessage;
  toolResults: ToolResultMessage[];
}

/** The run ended. `messages` are the messages this run added, in transcript order. Always the last event. */
export interface AgentEndEvent {
  type: "agent_end";
  messages: AgentMessage[];
}

/**
 * Receives the loop's events. The loop awaits each call before emitting the
 * next event, so events arrive one at a time and in order.
 *
 * Contract: must not throw. An exception thrown here is a bug in the caller
 * and ends the run by rejecting `runAgentLoop`.
 */
export type AgentEventSink = (event: AgentEvent) => void | Promise<void>;
