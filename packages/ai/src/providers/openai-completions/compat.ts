import type { Model, ModelCompat } from "../../model.js";

/** Every compat flag with a value: what the Chat Completions adapter actually does for a model. */
export interface ResolvedChatCompat {
  maxTokensField: "max_completion_tokens" | "max_tokens";
  supportsUsageInStreaming: boolean;
  supportsDeveloperRole: boolean;
  supportsReasoningEffort: boolean;
  supportsStrictMode: boolean;
  /** Field reasoning is replayed in; `undefined` = the server has none (streamed reasoning is still read from both). */
  reasoningField: "reasoning_content" | "reasoning" | undefined;
  maxToolCallIdLength: number | undefined;
  /** Send `prompt_cache_key` (OpenAI only). */
  supportsPromptCacheKey: boolean;
}

const OPENAI: ResolvedChatCompat = {
  maxTokensField: "max_completion_tokens",
  supportsUsageInStreaming: true,
  supportsDeveloperRole: true,
  supportsReasoningEffort: true,
  supportsStrictMode: true,
  reasoningField: undefined,
  maxToolCallIdLength: undefined,
  supportsPromptCacheKey: true,
};

/** Conservative defaults for any other OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio…). */
const COMPATIBLE: ResolvedChatCompat = {
  maxTokensField: "max_tokens",
  supportsUsageInStreaming: true,
  supportsDeveloperRole: false,
  supportsReasoningEffort: false,
  supportsStrictMode: false,
  reasoningField: undefined,
  maxToolCallIdLength: undefined,
  supportsPromptCacheKey: false,
};

const BY_PROVIDER: Record<string, Partial<ResolvedChatCompat>> = {
  deepseek: { reasoningField: "reasoning_content" },
  xai: { reasoningField: "reasoning_content" },
  groq: { supportsReasoningEffort: true, reasoningField: "reasoning" },
  openrouter: { reasoningField: "reasoning" },
  mistral: { maxToolCallIdLength: 9 },
};

function isOpenAIHost(baseUrl: string): boolean {
  try {
    return new URL(baseUrl).hostname === "api.openai.com";
  } catch {
    return false;
  }
}

/**
 * The Chat Completions quirks in effect for `model`: `model.compat` flags
 * win; unset ones default by provider. `openai` (or `api.openai.com`) gets
 * OpenAI's full feature set; every other server gets conservative defaults
 * (`max_tokens`, `system` role, no `reasoning_effort`, no `strict`) plus
 * what is known of DeepSeek, xAI, Groq, OpenRouter and Mistral. See
 * docs/providers-openai.md for the table.
 */
export function resolveChatCompat(model: Pick<Model, "provider" | "baseUrl" | "compat">): ResolvedChatCompat {
  const base =
    model.provider === "openai" || isOpenAIHost(model.baseUrl)
      ? OPENAI
      : { ...COMPATIBLE, ...BY_PROVIDER[model.provider] };
  const explicit: ModelCompat = model.compat ?? {};
  const resolved: ResolvedChatCompat = { ...base };
  if (explicit.maxTokensField !== undefined) resolved.maxTokensField = explicit.maxTokensField;
  if (explicit.supportsUsageInStreaming !== undefined)
    resolved.supportsUsageInStreaming = explicit.supportsUsageInStreaming;
  if (explicit.supportsDeveloperRole !== undefined) resolved.supportsDeveloperRole = explicit.supportsDeveloperRole;
  if (explicit.supportsReasoningEffort !== undefined)
    resolved.supportsReasoningEffort = explicit.supportsReasoningEffort;
  if (explicit.supportsStrictMode !== undefined) resolved.supportsStrictMode = explicit.supportsStrictMode;
  if (explicit.reasoningField !== undefined) resolved.reasoningField = explicit.reasoningField;
  if (explicit.maxToolCallIdLength !== undefined) resolved.maxToolCallIdLength = explicit.maxToolCallIdLength;
  return resolved;
}
