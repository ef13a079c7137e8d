import type { Model } from "../../model.js";
import { calculateCost, emptyUsage, type Usage } from "../../usage.js";

/** The usage object of a chunk, with the extensions compatible servers add. */
export interface ChatUsageWire {
  prompt_tokens?: number | null;
  completion_tokens?: number | null;
  total_tokens?: number | null;
  prompt_tokens_details?: { cached_tokens?: number | null } | null;
  completion_tokens_details?: { reasoning_tokens?: number | null } | null;
  /** DeepSeek's name for cached prompt tokens. */
  prompt_cache_hit_tokens?: number | null;
}

function n(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/**
 * Normalizes Chat Completions usage: `prompt_tokens` minus cached →
 * `input`; `cached_tokens` (or DeepSeek's `prompt_cache_hit_tokens`) →
 * `cacheRead`; `completion_tokens` → `output`; `reasoning_tokens` →
 * `reasoning`; cost from the model's prices.
 *
 * `output` includes reasoning. OpenAI and DeepSeek count reasoning inside
 * `completion_tokens`; xAI does not (its `total_tokens` is prompt +
 * completion + reasoning), which is detected from the totals and added.
 */
export function chatUsage(wire: ChatUsageWire, model: Pick<Model, "cost">): Usage {
  const usage = emptyUsage();
  const prompt = n(wire.prompt_tokens);
  const cached = Math.min(prompt, n(wire.prompt_tokens_details?.cached_tokens) || n(wire.prompt_cache_hit_tokens));
  const completion = n(wire.completion_tokens);
  const reasoning = n(wire.completion_tokens_details?.reasoning_tokens);
  const reasoningOutside = reasoning > 0 && n(wire.total_tokens) === prompt + completion + reasoning;
  usage.input = prompt - cached;
  usage.cacheRead = cached;
  usage.output = completion + (reasoningOutside ? reasoning : 0);
  if (wire.completion_tokens_details?.reasoning_tokens != null) usage.reasoning = reasoning;
  usage.totalTokens = usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
  calculateCost(model, usage);
  return usage;
}
