import type { ToolCall, ToolResultMessage } from "@keel/ai";
import type { AgentEventSink } from "./agent-events.js";
import type { ToolCallEnv } from "./tool-call-env.js";
import type { UpdateSink } from "./tool-execute.js";
import { type ToolCallOutcome, toolResultMessage } from "./tool-outcome.js";

/** A batch's environment: the per-call environment plus where events and results go. @internal */
export interface BatchEnv extends ToolCallEnv {
  emit: AgentEventSink;
  /** Records a tool-result message in the transcript (called in source order). */
  append: (message: ToolResultMessage) => void;
}

/** What a batch produced. @internal */
export interface BatchResult {
  /** One tool-result message per call, in source order. */
  results: ToolResultMessage[];
  /** CONTRACT rule 9: at least one call, and every finalized result asked to terminate. */
  terminate: boolean;
}

/**
 * Finalizes every call with an error built by `outcomeFor`, without running
 * anything (rule 10's truncated calls, rule 15's calls of a failed response).
 * Each call still gets its start/end events and its result message. @internal
 */
export async function failToolCalls(
  toolCalls: readonly ToolCall[],
  outcomeFor: (toolCall: ToolCall) => ToolCallOutcome,
  env: Pick<BatchEnv, "emit" | "append">,
): Promise<ToolResultMessage[]> {
  const results: ToolResultMessage[] = [];
  for (const toolCall of toolCalls) {
    const startedAt = await emitToolStart(env.emit, toolCall);
    const outcome = outcomeFor(toolCall);
    await emitToolEnd(env.emit, outcome, startedAt);
    results.push(await emitResultMessage(env, outcome));
  }
  return results;
}

/** Emits `tool_execution_start`; returns the start time for `durationMs`. @internal */
export async function emitToolStart(emit: AgentEventSink, toolCall: ToolCall): Promise<number> {
  const startedAt = performance.now();
  await emit({
    type: "tool_execution_start",
    toolCallId: toolCall.id,
    toolName: toolCall.name,
    args: toolCall.arguments,
  });
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
  await env.emit({ type: "message_start", message });
  env.append(message);
  await env.emit({ type: "message_end", message });
  return message;
}

/** Rule 9 over a batch's outcomes. @internal */
export function batchTerminates(outcomes: readonly ToolCallOutcome[]): boolean {
  if (outcomes.length === 0) return false;
  for (const outcome of outcomes) if (outcome.result.terminate !== true) return false;
  return true;
}
