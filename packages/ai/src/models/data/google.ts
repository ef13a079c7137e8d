import { defineModels } from "../define-models.js";

/**
 * Google Gemini API (AI Studio keys). Caching is implicit, so there is no
 * cache-write price. Gemini 4 models share one 1,048,576-token limit for
 * input and output; a streamed segment carries up to 65,536 output tokens.
 * Checked 2026-11 on ai.google.dev.
 */
export const GOOGLE_MODELS = defineModels(
  {
    provider: "google",
    api: "google-generative-ai",
    baseUrl: "https://generativelanguage.googleapis.com",
    reasoning: true,
    input: ["text", "image"],
  },
  [
    // Launch price through 2026-11-30; from 2026-12-01 it is $4 / $20, cache read $0.20.
    {
      id: "gemini-4-argon",
      name: "Gemini 4 Argon",
      contextWindow: 1_048_576,
      maxTokens: 65_536,
      price: [2, 10, 0.1, 0],
    },
    // Released 2026-11-18.
    {
      id: "gemini-4-neon",
      name: "Gemini 4 Neon",
      contextWindow: 1_048_576,
      maxTokens: 65_536,
      price: [3, 15, 0.15, 0],
    },
    {
      id: "gemini-4-hydrogen",
      name: "Gemini 4 Hydrogen",
      contextWindow: 1_048_576,
      maxTokens: 65_536,
      price: [1.5, 7.5, 0.075, 0],
    },
    // Promotional price through 2026-12-31; from 2027-01-01 it is $1.50 / $7.50.
    {
      id: "gemini-3.8-flash",
      name: "Gemini 3.8 Flash",
      contextWindow: 1_048_576,
      maxTokens: 65_536,
      price: [0.75, 3.75, 0.075, 0],
    },
    {
      id: "gemini-3.5-flash-lite",
      name: "Gemini 3.5 Flash-Lite",
      contextWindow: 1_048_576,
      maxTokens: 65_536,
      price: [0.3, 2.5, 0.03, 0],
    },
  ],
);
