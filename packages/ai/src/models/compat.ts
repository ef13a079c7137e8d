import { type Static, Type } from "typebox";

/**
 * The compat flags of OpenAI-compatible servers, declared once. Everything
 * else is derived from this schema: the {@link ModelCompat} type, the
 * `compat` part of the `models.json` JSON Schema (and so its validation),
 * the resolved flags {@link ResolvedChatCompat}, and the merge in
 * {@link resolveChatCompat}. To add a flag, add it here (with its default
 * in `OPENAI` and `COMPATIBLE` below) and read it where the request is built.
 */
export const ModelCompatSchema = Type.Object(
  {
    maxTokensField: Type.Optional(
      Type.Enum(["max_completion_tokens", "max_tokens"], {
        description: "Send `max_completion_tokens` (OpenAI) or `max_tokens` (most other servers).",
      }),
    ),
    supportsUsageInStreaming: Type.Optional(
      Type.Boolean({ description: "The server accepts `stream_options: { include_usage: true }`." }),
    ),
    supportsDeveloperRole: Type.Optional(
      Type.Boolean({ description: "The server accepts the `developer` role for system prompts on reasoning models." }),
    ),
    supportsReasoningEffort: Type.Optional(Type.Boolean({ description: "The server accepts `reasoning_effort`." })),
    supportsStrictMode: Type.Optional(Type.Boolean({ description: "The server accepts `strict` on function tools." })),
    reasoningField: Type.Optional(
      Type.Enum(["reasoning_content", "reasoning"], {
        description: "Field in which the server streams reasoning text (and takes it back on replay).",
      }),
    ),
    maxToolCallIdLength: Type.Optional(
      Type.Integer({ minimum: 1, description: "Longest tool-call id the server accepts (Mistral: 9)." }),
    ),
  },
  { additionalProperties: false },
);

/** Provider quirks for OpenAI-compatible servers. All optional; unset ones default by provider. */
export type ModelCompat = Static<typeof ModelCompatSchema>;

/** The names of the compat flags, from the schema. */
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

const FLAGS = Object.keys(ModelCompatSchema.properties) as ModelCompatFlag[];

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

/** `resolved` with every flag of `flags` that is set copied over it (flag by flag, from the schema's keys). */
function overlay(resolved: ResolvedChatCompat, flags: ModelCompat | undefined): ResolvedChatCompat {
  if (flags === undefined) return resolved;
  const out: Record<string, unknown> = { ...resolved };
  for (const flag of FLAGS) if (flags[flag] !== undefined) out[flag] = flags[flag];
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
