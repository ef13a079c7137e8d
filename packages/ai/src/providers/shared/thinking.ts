import type { Model, ThinkingLevel } from "../../model.js";
import type { StreamOptions } from "../../stream-options.js";

/** A thinking level that asks for reasoning. */
export type ActiveThinkingLevel = Exclude<ThinkingLevel, "off">;

/**
 * The thinking level to request, or `undefined` to request none: the model
 * does not reason, or the level is `off` / unset (the default).
 */
export function activeThinkingLevel(
  model: Pick<Model, "reasoning">,
  options?: Pick<StreamOptions, "thinkingLevel">,
): ActiveThinkingLevel | undefined {
  const level = options?.thinkingLevel ?? "off";
  return model.reasoning && level !== "off" ? level : undefined;
}

/** OpenAI `reasoning_effort` / `reasoning.effort` values Keel sends. */
export type OpenAIReasoningEffort = "minimal" | "low" | "medium" | "high";

/**
 * Maps a thinking level to an OpenAI reasoning effort. `xhigh` becomes
 * `high`: only a few models accept `xhigh`, and an unknown effort is a 400.
 */
export function openAIReasoningEffort(level: ActiveThinkingLevel): OpenAIReasoningEffort {
  switch (level) {
    case "minimal":
    case "low":
    case "medium":
    case "high":
      return level;
    case "xhigh":
      return "high";
  }
}

/** Default thinking-token budgets for budget-based APIs (Anthropic extended thinking, Gemini 2.5). */
export const DEFAULT_THINKING_BUDGETS: Readonly<Record<ActiveThinkingLevel, number>> = {
  minimal: 1024,
  low: 4096,
  medium: 10_240,
  high: 20_480,
  xhigh: 32_768,
};

/**
 * The thinking-token budget for `level`: at most 80% of `maxTokens`, so
 * room is left for the answer (Anthropic requires `budget_tokens <
 * max_tokens`), and never below `minimum` (Anthropic's floor is 1024).
 * When `maxTokens` is that small, the caller must raise its output cap.
 */
export function thinkingBudget(
  level: ActiveThinkingLevel,
  maxTokens: number,
  budgets: Readonly<Record<ActiveThinkingLevel, number>> = DEFAULT_THINKING_BUDGETS,
  minimum = 1024,
): number {
  const wanted = budgets[level];
  const ceiling = Math.max(minimum, Math.floor(maxTokens * 0.8));
  return Math.max(minimum, Math.min(wanted, ceiling));
}
