import { describe, expect, it } from "vitest";
import { ModelCompatSchema } from "./compat.js";
import { MODEL_COMPAT_FLAGS, type ModelCompat, resolveChatCompat } from "./model-compat.js";
import { registerModels } from "./register-models.js";

/** One non-default value for every flag the schema declares. */
const EVERY_FLAG: Required<ModelCompat> = {
  maxTokensField: "max_completion_tokens",
  supportsUsageInStreaming: false,
  supportsDeveloperRole: true,
  supportsReasoningEffort: true,
  supportsStrictMode: true,
  reasoningField: "reasoning",
  maxToolCallIdLength: 12,
};

describe("compat flags: one schema, everything derived", () => {
  it("every flag of the schema set on the model wins over the provider's defaults", () => {
    expect(Object.keys(ModelCompatSchema.properties).sort()).toEqual(Object.keys(EVERY_FLAG).sort());
    // The list the resolution walks (in model-compat.ts, which loads no TypeBox) is the schema's keys.
    expect([...MODEL_COMPAT_FLAGS].sort()).toEqual(Object.keys(ModelCompatSchema.properties).sort());
    const resolved = resolveChatCompat({
      provider: "ollama",
      baseUrl: "http://127.0.0.1:11434/v1",
      compat: EVERY_FLAG,
    });
    expect(resolved).toEqual({ ...EVERY_FLAG, supportsPromptCacheKey: false });
  });

  it("unset flags default by provider: OpenAI's full set, conservative elsewhere, Mistral's 9-character ids", () => {
    expect(resolveChatCompat({ provider: "openai", baseUrl: "https://api.openai.com/v1" })).toMatchObject({
      maxTokensField: "max_completion_tokens",
      supportsStrictMode: true,
      supportsPromptCacheKey: true,
    });
    expect(resolveChatCompat({ provider: "mistral", baseUrl: "https://api.mistral.ai/v1" })).toMatchObject({
      maxTokensField: "max_tokens",
      maxToolCallIdLength: 9,
    });
  });

  it("models.json validates compat with the same schema: an unknown flag or a wrong value is named", () => {
    const config = (compat: unknown) => ({
      providers: {
        local: { baseUrl: "http://127.0.0.1:1/v1", api: "openai-completions", compat, models: [{ id: "m" }] },
      },
    });
    expect(() => registerModels(config({ supportsStrict: true }))).toThrow(
      "/providers/local/compat/supportsStrict: is not an allowed property",
    );
    expect(() => registerModels(config({ maxTokensField: "max_output_tokens" }))).toThrow(
      '/providers/local/compat/maxTokensField: must be one of "max_completion_tokens", "max_tokens"',
    );
    expect(() => registerModels(config({ maxToolCallIdLength: 0 }))).toThrow(
      "/providers/local/compat/maxToolCallIdLength",
    );
  });
});
