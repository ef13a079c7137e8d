import type { ToolCall, ToolResultMessage } from "@keel/ai";
import type { BatchEnv } from "./batch-env.js";
import { emitResultMessage, emitToolEnd, emitToolStart } from "./tool-call-events.js";
import type { ToolCallOutcome } from "./tool-outcome.js";

/**
 * Finalizes every call with an error built by `outcomeFor`, without running
 * anything (CONTRACT.md rule 10's truncated calls, CONTRACT.md rule 15's calls of a failed
 * response). Each call still gets its start/end events and its result
 * message. @internal
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
