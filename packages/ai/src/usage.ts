import type { Model } from "./model.js";

/** Cost in US dollars, split like the token counts. */
export interface UsageCost {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  total: number;
}

/** Token counts reported by the provider, and their cost. */
export interface Usage {
  /** Non-cached input tokens. */
  input: number;
  /** Output tokens, reasoning included. */
  output: number;
  cacheRead: number;
  cacheWrite: number;
  /** Reasoning tokens, where the provider reports them (a subset of `output`). */
  reasoning?: number;
  totalTokens: number;
  cost: UsageCost;
}

/** A zeroed usage record. Returns a fresh object each call. */
export function emptyUsage(): Usage {
  return {
    input: 0,
    output: 0,
    cacheRead: 0,
    cacheWrite: 0,
    totalTokens: 0,
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
  };
}

/**
 * Computes `usage.cost` from the model's per-million-token prices, writes it
 * onto `usage` and returns it.
 *
 * @example
 * const cost = calculateCost(model, message.usage); // cost.total in USD
 */
export function calculateCost(model: Pick<Model, "cost">, usage: Usage): UsageCost {
  const perToken = (pricePerMillion: number, tokens: number): number => (pricePerMillion * tokens) / 1_000_000;
  const cost: UsageCost = {
    input: perToken(model.cost.input, usage.input),
    output: perToken(model.cost.output, usage.output),
    cacheRead: perToken(model.cost.cacheRead, usage.cacheRead),
    cacheWrite: perToken(model.cost.cacheWrite, usage.cacheWrite),
    total: 0,
  };
  cost.total = cost.input + cost.output + cost.cacheRead + cost.cacheWrite;
  usage.cost = cost;
  return cost;
}
