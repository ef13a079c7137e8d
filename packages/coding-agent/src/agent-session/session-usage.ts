import type { AssistantMessage } from "@keel/ai";

/** Usage and cost accumulated over a session's assistant responses. */
export interface SessionUsage {
  /** Assistant responses counted (failed ones included: they may have cost tokens). */
  responses: number;
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  totalTokens: number;
  /** Cost in US dollars, from the model's prices. */
  cost: number;
}

/** A zeroed {@link SessionUsage}. */
export function emptySessionUsage(): SessionUsage {
  return { responses: 0, input: 0, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 0, cost: 0 };
}

/** Adds one assistant message's usage to a total (returns a new object). */
export function addUsage(total: SessionUsage, message: AssistantMessage): SessionUsage {
  const usage = message.usage;
  return {
    responses: total.responses + 1,
    input: total.input + usage.input,
    output: total.output + usage.output,
    cacheRead: total.cacheRead + usage.cacheRead,
    cacheWrite: total.cacheWrite + usage.cacheWrite,
    totalTokens: total.totalTokens + usage.totalTokens,
    cost: total.cost + usage.cost.total,
  };
}
