import type { ToolCall, ToolResultMessage } from "@keel/ai";
import type { AgentEventSink } from "./agent-events.js";
import type { BatchEnv } from "./batch-env.js";
import type { UpdateSink } from "./tool-execute.js";
import { type ToolCallOutcome, toolResultMessage } from "./tool-outcome.js";

// The events of one tool call, and its result message (CONTRACT.md rules 7 and 8 order them).

/** Emits `tool_execution_start`; returns the start time for `durationMs`. @internal */
export async function emitToolStart(emit: AgentEventSink, toolCall: ToolCall): Promise<number> {
  const startedAt = performance.now();
  // A synchronous sink is not awaited (no promise per event); an async one is, as always.
  const sent = emit({
    type: "tool_execution_start",
    toolCallId: toolCall.id,
    toolName: toolCall.name,
    args: toolCall.arguments,
  });
  if (sent !== undefined) await sent;
  return startedAt;
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

/** Records the tool-result message of an outcome and emits its `message_start`/`message_end`. @internal */
export async function emitResultMessage(
  env: Pick<BatchEnv, "emit" | "append">,
  outcome: ToolCallOutcome,
): Promise<ToolResultMessage> {
  const message = toolResultMessage(outcome);
  const started = env.emit({ type: "message_start", message });
  if (started !== undefined) await started;
  env.append(message);
  const ended = env.emit({ type: "message_end", message });
  if (ended !== undefined) await ended;
  return message;
}
