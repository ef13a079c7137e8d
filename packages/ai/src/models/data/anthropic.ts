import { defineModels } from "../define-models.js";

/**
 * Anthropic, over the Messages API. Cache writes are the 5-minute price.
 * Checked 2026-11 on platform.claude.com (models overview and pricing).
 */
export const ANTHROPIC_MODELS = defineModels(
  {
    provider: "anthropic",
    api: "anthropic-messages",
    baseUrl: "https://api.anthropic.com",
    reasoning: true,
    input: ["text", "image"],
  },
  [
    // Released 2026-11-09; thinking is always on.
    {
      id: "claude-fable-5-2",
      name: "Claude Fable 5.2",
      contextWindow: 1_000_000,
      maxTokens: 128_000,
      price: [8, 40, 0.2, 10],
    },
    {
      id: "claude-opus-5-5",
      name: "Claude Opus 5.5",
      contextWindow: 1_000_000,
      maxTokens: 128_000,
      price: [4, 20, 0.2, 5],
    },
    // Cache reads were cut from $0.20 to $0.10 on 2026-10-07.
    {
      id: "claude-sonnet-5-5",
      name: "Claude Sonnet 5.5",
      contextWindow: 1_000_000,
      maxTokens: 128_000,
      price: [2, 10, 0.1, 2.5],
    },
    // Released 2026-10-07. Prices for prompts up to 100K tokens; longer prompts bill ×5.
    {
      id: "claude-haiku-5-5",
      name: "Claude Haiku 5.5",
      contextWindow: 1_000_000,
      maxTokens: 128_000,
      price: [0.1, 0.5, 0.01, 0.125],
    },
    {
      id: "claude-haiku-4-5-20251001",
      name: "Claude Haiku 4.5",
      contextWindow: 200_000,
      maxTokens: 64_000,
      price: [1, 5, 0.1, 1.25],
    },
  ],
);
