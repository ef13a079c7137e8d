import type { ToolCall, ToolResultMessage } from "@keel/ai";
import type { BatchEnv } from "./batch-env.js";
import { type BatchResult, batchTerminates } from "./batch-result.js";
import { emitResultMessage, emitToolEnd, emitToolStart, toolUpdateSink } from "./tool-call-events.js";
import { executePreparedCall } from "./tool-execute.js";
import type { ToolCallOutcome } from "./tool-outcome.js";
import { preflightToolCall } from "./tool-preflight.js";

/**
 * CONTRACT.md rule 7: each call, in source order, goes start → preflight →
 * execute (updates) → end → its result message, before the next call starts.
 * Lookup reads the active set as each call enters preflight, so a tool enabled
 * by an earlier call of the batch resolves (CONTRACT.md rule 14). After an abort, the
 * remaining calls still get their events and an "aborted" result from
 * preflight (CONTRACT.md rule 15). Steps that returned no promise are not awaited. @internal
 */
export async function executeSequential(toolCalls: readonly ToolCall[], env: BatchEnv): Promise<BatchResult> {
  const { emit } = env;
  const results: ToolResultMessage[] = [];
  const outcomes: ToolCallOutcome[] = [];
  for (const toolCall of toolCalls) {
    const start = emitToolStart(emit, toolCall);
    const startedAt = typeof start === "number" ? start : await start;
    let preflight = preflightToolCall(toolCall, env);
    if (preflight instanceof Promise) preflight = await preflight;
    const outcome = preflight.ok
      ? await executePreparedCall(preflight, env, toolUpdateSink(emit, toolCall))
      : preflight.outcome;
    const ended = emitToolEnd(emit, outcome, startedAt);
    if (ended !== undefined) await ended;
    const result = emitResultMessage(env, outcome);
    results.push(result instanceof Promise ? await result : result);
    outcomes.push(outcome);
  }
  return { results, terminate: batchTerminates(outcomes) };
}
