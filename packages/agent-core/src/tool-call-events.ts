import type { ToolCall, ToolResultMessage } from "@keel/ai";
import type { AgentEventSink } from "./agent-events.js";
import type { BatchEnv } from "./batch-env.js";
import type { UpdateSink } from "./tool-execute.js";
import { type ToolCallOutcome, toolResultMessage } from "./tool-outcome.js";

// The events of one tool call, and its result message (CONTRACT.md rules 7 and 8 order them).
// A synchronous sink costs no promise here: each helper returns its value directly unless
// the sink returned a promise, which is then waited for, as always.

/** Emits `tool_execution_start`; returns the start time for `durationMs` (a promise of it only for an async sink). @internal */
export function emitToolStart(emit: AgentEventSink, toolCall: ToolCall): number | Promise<number> {
  const startedAt = performance.now();
  const sent = emit({
    type: "tool_execution_start",
    toolCallId: toolCall.id,
    toolName: toolCall.name,
    args: toolCall.arguments,
  });
  return sent === undefined ? startedAt : Promise.resolve(sent).then(() => startedAt);
}

/** The update sink for a call: emits each progress update as `tool_execution_update`. @internal */
export function toolUpdateSink(emit: AgentEventSink, toolCall: ToolCall): UpdateSink {
  return (partialResult) =>
    emit({
      type: "tool_execution_update",
      toolCallId: toolCall.id,
      toolName: toolCall.name,
      args: toolCall.arguments,
      partialResult,
    });
}

/** Emits `tool_execution_end` for a finalized call. @internal */
export function emitToolEnd(emit: AgentEventSink, outcome: ToolCallOutcome, startedAt: number): void | Promise<void> {
  const { toolCall } = outcome;
  return emit({
    type: "tool_execution_end",
    toolCallId: toolCall.id,
    toolName: toolCall.name,
    args: toolCall.arguments,
    result: outcome.result,
    isError: outcome.isError,
    durationMs: performance.now() - startedAt,
  });
}

/**
 * Records the tool-result message of an outcome and emits its
 * `message_start`/`message_end`; returns the message (a promise of it only
 * when the sink returned a promise). @internal
 */
export function emitResultMessage(
  env: Pick<BatchEnv, "emit" | "append">,
  outcome: ToolCallOutcome,
): ToolResultMessage | Promise<ToolResultMessage> {
  const message = toolResultMessage(outcome);
  const started = env.emit({ type: "message_start", message });
  if (started !== undefined) return Promise.resolve(started).then(() => endResultMessage(env, message));
  return endResultMessage(env, message);
}

function endResultMessage(
  env: Pick<BatchEnv, "emit" | "append">,
  message: ToolResultMessage,
): ToolResultMessage | Promise<ToolResultMessage> {
  env.append(message);
  const ended = env.emit({ type: "message_end", message });
  return ended === undefined ? message : Promise.resolve(ended).then(() => message);
}
