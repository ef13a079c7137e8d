import type { ResponseUsage } from "openai/resources/responses/responses";
import type { Model } from "../../model.js";
import { calculateCost, emptyUsage, type Usage } from "../../usage.js";

function n(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/**
 * Normalizes Responses usage: `input_tokens` minus `cached_tokens` →
 * `input`, `cached_tokens` → `cacheRead`, `output_tokens` (reasoning
 * included) → `output`, `reasoning_tokens` → `reasoning`; cost from the
 * model's prices.
 */
export function responsesUsage(wire: Partial<ResponseUsage>, model: Pick<Model, "cost">): Usage {
  const usage = emptyUsage();
  const input = n(wire.input_tokens);
  const cached = Math.min(input, n(wire.input_tokens_details?.cached_tokens));
  usage.input = input - cached;
  usage.cacheRead = cached;
  usage.output = n(wire.output_tokens);
  const reasoning = wire.output_tokens_details?.reasoning_tokens;
  if (typeof reasoning === "number") usage.reasoning = reasoning;
  usage.totalTokens = usage.input + usage.output + usage.cacheRead;
  calculateCost(model, usage);
  return usage;
}
