import { defineModels } from "../define-models.js";

/** OpenAI-compatible servers that are not OpenAI: no `developer` role, `max_tokens`. */
const COMPATIBLE = { supportsDeveloperRole: false, maxTokensField: "max_tokens" } as const;

/** Groq (GroqCloud production models). No cached-input price is listed for them. Checked 2026-11. */
export const GROQ_MODELS = defineModels(
  {
    provider: "groq",
    api: "openai-completions",
    baseUrl: "https://api.groq.com/openai/v1",
    reasoning: false,
    input: ["text"],
    compat: { supportsDeveloperRole: false },
  },
  [
    {
      id: "openai/gpt-oss-120b",
      name: "GPT-OSS 120B (Groq)",
      contextWindow: 131_072,
      maxTokens: 65_536,
      price: [0.15, 0.6, 0, 0],
      reasoning: true,
      compat: { reasoningField: "reasoning", supportsReasoningEffort: true },
    },
    {
      id: "openai/gpt-oss-20b",
      name: "GPT-OSS 20B (Groq)",
      contextWindow: 131_072,
      maxTokens: 65_536,
      price: [0.075, 0.3, 0, 0],
      reasoning: true,
      compat: { reasoningField: "reasoning", supportsReasoningEffort: true },
    },
    {
      id: "llama-3.3-70b-versatile",
      name: "Llama 3.3 70B (Groq)",
      contextWindow: 131_072,
      maxTokens: 32_768,
      price: [0.59, 0.79, 0, 0],
    },
    {
      id: "llama-3.1-8b-instant",
      name: "Llama 3.1 8B (Groq)",
      contextWindow: 131_072,
      maxTokens: 131_072,
      price: [0.05, 0.08, 0, 0],
    },
  ],
);

/**
 * DeepSeek. Peak-hour prices (off-peak is half). Thinking is on by default
 * and streamed in `reasoning_content`; `reasoning_effort` takes only
 * `high`/`max`, so it is not sent. Checked 2026-11-15 on api-docs.deepseek.com.
 */
export const DEEPSEEK_MODELS = defineModels(
  {
    provider: "deepseek",
    api: "openai-completions",
    baseUrl: "https://api.deepseek.com/v1",
    reasoning: true,
    input: ["text"],
    compat: { ...COMPATIBLE, reasoningField: "reasoning_content", supportsReasoningEffort: false },
  },
  [
    // DeepSeek-V4.1-Flash; the only DeepSeek model with image input.
    {
      id: "deepseek-flash",
      name: "DeepSeek V4.1 Flash",
      contextWindow: 1_000_000,
      maxTokens: 384_000,
      price: [0.3, 1.2, 0.006, 0],
      input: ["text", "image"],
    },
    {
      id: "deepseek-v4-pro",
      name: "DeepSeek V4 Pro",
      contextWindow: 1_000_000,
      maxTokens: 384_000,
      price: [1.32, 3.96, 0.044, 0],
    },
  ],
);

/**
 * xAI. Prices for prompts under 200K tokens (longer prompts bill ×2). xAI
 * lists no output limit for these models; 128K is our default cap.
 * Checked 2026-11 on docs.x.ai.
 */
export const XAI_MODELS = defineModels(
  {
    provider: "xai",
    api: "openai-completions",
    baseUrl: "https://api.x.ai/v1",
    reasoning: true,
    input: ["text", "image"],
    compat: { ...COMPATIBLE, supportsReasoningEffort: true },
  },
  [
    // Released 2026-09-21.
    { id: "grok-4.7", name: "Grok 4.7", contextWindow: 500_000, maxTokens: 128_000, price: [2, 6, 0.5, 0] },
    { id: "grok-4.3", name: "Grok 4.3", contextWindow: 1_000_000, maxTokens: 128_000, price: [1.25, 2.5, 0.2, 0] },
  ],
);

/** OpenRouter: a router to many providers; prices follow the upstream provider. Checked 2026-11. */
export const OPENROUTER_MODELS = defineModels(
  {
    provider: "openrouter",
    api: "openai-completions",
    baseUrl: "https://openrouter.ai/api/v1",
    reasoning: true,
    input: ["text", "image"],
    compat: { ...COMPATIBLE, reasoningField: "reasoning" },
  },
  [
    {
      id: "anthropic/claude-sonnet-5.5",
      name: "Claude Sonnet 5.5 (OpenRouter)",
      contextWindow: 1_000_000,
      maxTokens: 128_000,
      price: [2, 10, 0.1, 2.5],
    },
    {
      id: "openai/gpt-6.1-terra",
      name: "GPT-6.1 Terra (OpenRouter)",
      contextWindow: 1_050_000,
      maxTokens: 128_000,
      price: [1, 5, 0.05, 1.25],
    },
    {
      id: "mistralai/mistral-medium-3-5",
      name: "Mistral Medium 3.5 (OpenRouter)",
      contextWindow: 262_144,
      maxTokens: 256_000,
      price: [1.5, 7.5, 0.15, 0],
    },
  ],
);

/**
 * Mistral. Tool-call ids must be exactly nine letters and digits, and the
 * API rejects unknown fields such as `stream_options`. Checked 2026-11.
 */
export const MISTRAL_MODELS = defineModels(
  {
    provider: "mistral",
    api: "openai-completions",
    baseUrl: "https://api.mistral.ai/v1",
    reasoning: true,
    input: ["text", "image"],
    compat: { ...COMPATIBLE, maxToolCallIdLength: 9, supportsUsageInStreaming: false, supportsReasoningEffort: false },
  },
  [
    // Mistral Medium 3.5 (mistral-medium-2604), released 2026-04-29.
    {
      id: "mistral-medium-latest",
      name: "Mistral Medium 3.5",
      contextWindow: 262_144,
      maxTokens: 256_000,
      price: [1.5, 7.5, 0.15, 0],
    },
  ],
);
