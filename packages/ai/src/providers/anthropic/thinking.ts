import type Anthropic from "@anthropic-ai/sdk";
import type { Model } from "../../model.js";
import { type ActiveThinkingLevel, thinkingBudget } from "../shared/thinking.js";

/**
 * Thinking-token budgets (`thinking.budget_tokens`) per level, for models
 * that take a manual budget. Anthropic's floor is 1024 and the budget must
 * stay below `max_tokens`.
 */
export const ANTHROPIC_THINKING_BUDGETS: Readonly<Record<ActiveThinkingLevel, number>> = {
  minimal: 1024,
  low: 2048,
  medium: 8192,
  high: 16_384,
  xhigh: 32_000,
};

/** `output_config.effort` per level, for models with adaptive thinking (Anthropic has no `minimal`). */
export const ANTHROPIC_EFFORTS: Readonly<Record<ActiveThinkingLevel, "low" | "medium" | "high" | "xhigh">> = {
  minimal: "low",
  low: "low",
  medium: "medium",
  high: "high",
  xhigh: "xhigh",
};

/** Room kept for the answer when a small `max_tokens` has to grow to fit the minimum thinking budget. */
const ANSWER_ROOM = 1024;

/** The request fields that turn thinking on. */
export interface AnthropicThinkingFields {
  thinking: Anthropic.ThinkingConfigParam;
  output_config?: Anthropic.OutputConfig;
  max_tokens: number;
}

/**
 * The Claude version in a model id (`claude-sonnet-4-6`, `claude-opus-5-5`,
 * `claude-haiku-4-5-20251001`, `claude-3-7-sonnet-20250219`): the first
 * number is the major version, the second (when present, and not an
 * 8-digit date) the minor. `undefined` when the id names no version.
 */
export function claudeVersion(id: string): { major: number; minor: number } | undefined {
  const numbers = (id.match(/\d+/g) ?? []).filter((n) => n.length < 8).map(Number);
  const [major, minor] = numbers;
  return major === undefined ? undefined : { major, minor: minor ?? 0 };
}

/**
 * Whether the model takes adaptive thinking (`thinking: { type: "adaptive" }`
 * with `output_config.effort`) rather than a manual `budget_tokens`: Claude
 * 4.6 and later. From 4.7 on the manual form is rejected with a 400; on 4.6
 * it is deprecated. Ids without a version keep the manual form.
 */
export function usesAdaptiveThinking(model: Pick<Model, "id">): boolean {
  const version = claudeVersion(model.id);
  if (version === undefined) return false;
  return version.major > 4 || (version.major === 4 && version.minor >= 6);
}

/**
 * The thinking fields for `level`:
 * - adaptive models: `thinking: { type: "adaptive", display: "summarized" }`
 *   (so the reasoning streams as text, not only as a signature) and
 *   `output_config.effort` from {@link ANTHROPIC_EFFORTS}; `max_tokens` unchanged;
 * - other models: `thinking: { type: "enabled", budget_tokens }` from
 *   {@link ANTHROPIC_THINKING_BUDGETS}, kept below `max_tokens` (at most
 *   80 % of it); a `max_tokens` too small for the 1024 minimum is raised.
 */
export function anthropicThinking(
  model: Pick<Model, "id">,
  level: ActiveThinkingLevel,
  maxTokens: number,
): AnthropicThinkingFields {
  if (usesAdaptiveThinking(model)) {
    return {
      thinking: { type: "adaptive", display: "summarized" },
      output_config: { effort: ANTHROPIC_EFFORTS[level] },
      max_tokens: maxTokens,
    };
  }
  const budget = thinkingBudget(level, maxTokens, ANTHROPIC_THINKING_BUDGETS);
  return {
    thinking: { type: "enabled", budget_tokens: budget },
    max_tokens: maxTokens > budget ? maxTokens : budget + ANSWER_ROOM,
  };
}
