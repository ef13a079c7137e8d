/**
 * Provider quirks for OpenAI-compatible servers. All optional; unset ones
 * default by provider. The `models.json` schema of these flags is
 * `ModelCompatSchema` (`compat.ts`); the compiler holds the two together.
 * This module loads no TypeBox: a loop-only install does not need it.
 */
export interface ModelCompat {
  /** Send `max_completion_tokens` (OpenAI) or `max_tokens` (most other servers). */
  maxTokensField?: "max_completion_tokens" | "max_tokens";
  /** The server accepts `stream_options: { include_usage: true }`. */
  supportsUsageInStreaming?: boolean;
  /** The server accepts the `developer` role for system prompts on reasoning models. */
  supportsDeveloperRole?: boolean;
  /** The server accepts `reasoning_effort`. */
  supportsReasoningEffort?: boolean;
  /** The server accepts `strict` on function tools. */
  supportsStrictMode?: boolean;
  /** Field in which the server streams reasoning text (and takes it back on replay). */
  reasoningField?: "reasoning_content" | "reasoning";
  /** Longest tool-call id the server accepts (Mistral: 9). */
  maxToolCallIdLength?: number;
}

/** The names of the compat flags. */
export type ModelCompatFlag = keyof ModelCompat;

/** Flags that may stay unset after resolution (the server has no such limit or field). */
type OptionalFlag = "reasoningField" | "maxToolCallIdLength";

/**
 * Every compat flag resolved: what the Chat Completions adapter actually
 * does for a model. Derived from {@link ModelCompat}.
 */
export type ResolvedChatCompat = { [K in Exclude<ModelCompatFlag, OptionalFlag>]-?: NonNullable<ModelCompat[K]> } & {
  [K in OptionalFlag]: ModelCompat[K] | undefined;
} & {
  /** Send `prompt_cache_key` (OpenAI only; not a user flag). */
  supportsPromptCacheKey: boolean;
};

/** Every flag, once; `satisfies` plus the check below keep it complete (a test holds it to the schema's keys). */
export const MODEL_COMPAT_FLAGS = [
  "maxTokensField",
  "supportsUsageInStreaming",
  "supportsDeveloperRole",
  "supportsReasoningEffort",
  "supportsStrictMode",
  "reasoningField",
  "maxToolCallIdLength",
] as const satisfies readonly ModelCompatFlag[];
const EVERY_FLAG_LISTED: Exclude<ModelCompatFlag, (typeof MODEL_COMPAT_FLAGS)[number]> extends never ? true : never =
  true;
void EVERY_FLAG_LISTED;

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

const BY_PROVIDER: Record<string, ModelCompat> = {
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

/** `resolved` with every flag of `flags` that is set copied over it (flag by flag, {@link MODEL_COMPAT_FLAGS}). */
function overlay(resolved: ResolvedChatCompat, flags: ModelCompat | undefined): ResolvedChatCompat {
  if (flags === undefined) return resolved;
  const out: Record<string, unknown> = { ...resolved };
  for (const flag of MODEL_COMPAT_FLAGS) if (flags[flag] !== undefined) out[flag] = flags[flag];
  return out as ResolvedChatCompat;
}

/**
 * The Chat Completions quirks in effect for `model`: `model.compat` flags
 * win; unset ones default by provider. `openai` (or `api.openai.com`) gets
 * OpenAI's full feature set; every other server gets conservative defaults
 * (`max_tokens`, `system` role, no `reasoning_effort`, no `strict`) plus
 * what is known of DeepSeek, xAI, Groq, OpenRouter and Mistral. See
 * docs/providers-openai.md for the table.
 *
 * @example
 * resolveChatCompat({ provider: "mistral", baseUrl: "https://api.mistral.ai/v1" }).maxToolCallIdLength; // 9
 */
export function resolveChatCompat(model: {
  provider: string;
  baseUrl: string;
  compat?: ModelCompat | undefined;
}): ResolvedChatCompat {
  const base =
    model.provider === "openai" || isOpenAIHost(model.baseUrl)
      ? OPENAI
      : overlay(COMPATIBLE, BY_PROVIDER[model.provider]);
  return overlay(base, model.compat);
}
