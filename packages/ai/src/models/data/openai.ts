import { defineModels } from "../define-models.js";

/**
 * OpenAI, over the Responses API (GPT-6 models take function tools only
 * there). Prices are the Standard tier for prompts up to 272K input tokens;
 * longer prompts bill input ×2 and output ×1.5. Cache writes are the
 * 30-minute retention price. Checked 2026-11 on developers.openai.com.
 */
export const OPENAI_MODELS = defineModels(
  {
    provider: "openai",
    api: "openai-responses",
    baseUrl: "https://api.openai.com/v1",
    reasoning: true,
    input: ["text", "image"],
  },
  [
    // Released 2026-11-17.
    {
      id: "gpt-6.2-astra",
      name: "GPT-6.2 Astra",
      contextWindow: 1_050_000,
      maxTokens: 128_000,
      price: [8, 40, 0.4, 10],
    },
    // Released 2026-11-17.
    { id: "gpt-6.2-sol", name: "GPT-6.2 Sol", contextWindow: 1_050_000, maxTokens: 128_000, price: [2, 10, 0.1, 2.5] },
    // Released 2026-10-26.
    {
      id: "gpt-6.1-terra",
      name: "GPT-6.1 Terra",
      contextWindow: 1_050_000,
      maxTokens: 128_000,
      price: [1, 5, 0.05, 1.25],
    },
    {
      id: "gpt-6-luna",
      name: "GPT-6 Luna",
      contextWindow: 1_050_000,
      maxTokens: 128_000,
      price: [0.1, 0.5, 0.01, 0.125],
    },
  ],
);
