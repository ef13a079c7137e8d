import type { ToolResultMessage } from "@keel/ai";
import type { ToolCallOutcome } from "./tool-outcome.js";

/** What a batch produced. @internal */
export interface BatchResult {
  /** One tool-result message per call, in source order. */
  results: ToolResultMessage[];
  /** CONTRACT.md rule 9: at least one call, and every finalized result asked to terminate. */
  terminate: boolean;
}

/** CONTRACT.md rule 9 over a batch's outcomes. @internal */
export function batchTerminates(outcomes: readonly ToolCallOutcome[]): boolean {
  if (outcomes.length === 0) return false;
  for (const outcome of outcomes) if (outcome.result.terminate !== true) return false;
  return true;
}
