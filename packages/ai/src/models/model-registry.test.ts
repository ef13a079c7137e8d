import { afterEach, describe, expect, it } from "vitest";
import { BUILTIN_MODELS, BUILTIN_MODELS_DATE } from "./builtin-models.js";
import { getModel, getModels, getProviderApiKeyEnv, getProviders, requireModel } from "./model-registry.js";
import { registerModels } from "./register-models.js";

const BASE_URLS: Record<string, string> = {
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com",
  google: "https://generativelanguage.googleapis.com",
  groq: "https://api.groq.com/openai/v1",
  deepseek: "https://api.deepseek.com/v1",
  xai: "https://api.x.ai/v1",
  openrouter: "https://openrouter.ai/api/v1",
  mistral: "https://api.mistral.ai/v1",
};

/** The custom provider these tests register, declared so that it may be written as a literal. */
declare module "./model-registry.js" {
  interface CustomProviders {
    ollama: true;
  }
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const undo of cleanups.splice(0).reverse()) undo();
});

describe("built-in models", () => {
  it("are dated 2026-11", () => {
    expect(BUILTIN_MODELS_DATE).toBe("2026-11");
  });

  it("cover the eight providers, each at its documented base URL", () => {
    expect(getProviders()).toEqual(Object.keys(BASE_URLS));
    for (const model of BUILTIN_MODELS)
      expect(model.baseUrl, `${model.provider}/${model.id}`).toBe(BASE_URLS[model.provider]);
  });

  it("use the right wire API per provider", () => {
    for (const model of BUILTIN_MODELS) {
      const expected =
        model.provider === "openai"
          ? "openai-responses"
          : model.provider === "anthropic"
            ? "anthropic-messages"
            : model.provider === "google"
              ? "google-generative-ai"
              : "openai-completions";
      expect(model.api, `${model.provider}/${model.id}`).toBe(expected);
    }
  });

  it("have sane limits and prices, and unique ids per provider", () => {
    const keys = new Set<string>();
    for (const model of BUILTIN_MODELS) {
      const key = `${model.provider}/${model.id}`;
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
      expect(model.maxTokens, key).toBeGreaterThan(0);
      expect(model.maxTokens, key).toBeLessThanOrEqual(model.contextWindow);
      expect(model.input, key).toContain("text");
      const { input, output, cacheRead, cacheWrite } = model.cost;
      for (const price of [input, output, cacheRead, cacheWrite]) expect(price, key).toBeGreaterThanOrEqual(0);
      expect(output, key).toBeGreaterThan(input);
      expect(cacheRead, key).toBeLessThan(input === 0 ? Number.POSITIVE_INFINITY : input);
    }
  });

  it("carry the Mistral id limit and DeepSeek's reasoning field", () => {
    expect(getModel("mistral", "mistral-medium-latest")?.compat?.maxToolCallIdLength).toBe(9);
    expect(getModel("deepseek", "deepseek-v4-pro")?.compat?.reasoningField).toBe("reasoning_content");
  });
});

describe("lookup", () => {
  it("finds a model, or returns undefined", () => {
    expect(getModel("anthropic", "claude-sonnet-5-5")).toMatchObject({ contextWindow: 1_000_000, maxTokens: 128_000 });
    expect(getModel("anthropic", "claude-nope")).toBeUndefined();
    expect(getModel("nope" as string, "x")).toBeUndefined();
  });

  it("returns copies, so callers cannot change the registry", () => {
    const model = getModel("openai", "gpt-6.2-sol");
    if (!model) throw new Error("missing");
    model.baseUrl = "http://changed";
    model.cost.input = 99;
    expect(getModel("openai", "gpt-6.2-sol")).toMatchObject({ baseUrl: BASE_URLS.openai, cost: { input: 2 } });
  });

  it("requireModel names the known ids of the provider, or the known providers", () => {
    expect(() => requireModel("groq", "llama-9")).toThrow(
      'Unknown model "llama-9" for provider "groq". Known models: openai/gpt-oss-120b, openai/gpt-oss-20b, llama-3.3-70b-versatile, llama-3.1-8b-instant.',
    );
    expect(() => requireModel("acme" as string, "m")).toThrow(
      /Unknown provider "acme" \(looking for model "m"\)\. Known providers: openai, anthropic, google,/,
    );
  });
});

describe("registerModels", () => {
  it("adds a custom provider with defaults, and removes it again", () => {
    const unregister = registerModels({
      providers: {
        ollama: {
          baseUrl: "http://localhost:11434/v1",
          api: "openai-completions",
          apiKeyEnv: "OLLAMA_KEY",
          headers: { "x-team": "keel" },
          compat: { supportsDeveloperRole: false },
          models: [
            { id: "qwen3-coder:30b" },
            { id: "llava", name: "LLaVA", input: ["text", "image"], contextWindow: 8192, cost: { input: 0.1 } },
          ],
        },
      },
    });
    expect(getProviders()).toContain("ollama");
    expect(requireModel("ollama", "qwen3-coder:30b")).toEqual({
      id: "qwen3-coder:30b",
      name: "qwen3-coder:30b",
      api: "openai-completions",
      provider: "ollama",
      baseUrl: "http://localhost:11434/v1",
      reasoning: false,
      input: ["text"],
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
      contextWindow: 128_000,
      maxTokens: 16_384,
      headers: { "x-team": "keel" },
      compat: { supportsDeveloperRole: false },
    });
    expect(requireModel("ollama", "llava")).toMatchObject({
      maxTokens: 8192,
      input: ["text", "image"],
      cost: { input: 0.1, output: 0 },
    });
    expect(getProviderApiKeyEnv("ollama")).toBe("OLLAMA_KEY");
    unregister();
    expect(getProviders()).not.toContain("ollama");
    expect(getModel("ollama", "llava")).toBeUndefined();
    expect(getProviderApiKeyEnv("ollama")).toBeUndefined();
  });

  it("undone out of order, two registrations of one model leave neither behind", () => {
    const config = (baseUrl: string) => ({
      providers: { "reg-order": { baseUrl, api: "openai-completions" as const, models: [{ id: "m" }] } },
    });
    const first = registerModels(config("http://127.0.0.1:1/a"));
    const second = registerModels(config("http://127.0.0.1:1/b"));
    first();
    expect(getModel("reg-order" as string, "m")).toMatchObject({ baseUrl: "http://127.0.0.1:1/b" });
    second();
    expect(getModel("reg-order" as string, "m")).toBeUndefined();
    // In order, the older one comes back while it holds.
    const older = registerModels(config("http://127.0.0.1:1/a"));
    const newer = registerModels(config("http://127.0.0.1:1/b"));
    newer();
    expect(getModel("reg-order" as string, "m")).toMatchObject({ baseUrl: "http://127.0.0.1:1/a" });
    older();
    expect(getModel("reg-order" as string, "m")).toBeUndefined();
  });

  it("lets a custom entry shadow a built-in model until it is removed", () => {
    const unregister = registerModels({
      providers: {
        anthropic: {
          baseUrl: "https://proxy.example/anthropic",
          api: "anthropic-messages",
          models: [{ id: "claude-opus-5-5", maxTokens: 32_000 }],
        },
      },
    });
    expect(getModel("anthropic", "claude-opus-5-5")).toMatchObject({
      baseUrl: "https://proxy.example/anthropic",
      maxTokens: 32_000,
    });
    expect(getModels("anthropic").map((m) => m.id)).toContain("claude-fable-5-2");
    unregister();
    expect(getModel("anthropic", "claude-opus-5-5")).toMatchObject({
      baseUrl: BASE_URLS.anthropic,
      maxTokens: 128_000,
    });
  });

  it("rejects an invalid config, naming every failing path", () => {
    const config = {
      providers: {
        local: {
          baseUrl: "localhost:8080",
          api: "openai-completions",
          models: [
            { id: "a", contextWindow: "big" },
            { id: "a", maxToken: 5 },
            { id: "b", contextWindow: 1000, maxTokens: 2000 },
          ],
        },
        broken: { api: "openai-completions", models: [] },
      },
    };
    let message = "";
    try {
      cleanups.push(registerModels(config));
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
      expect(error).toMatchObject({ name: "ModelsConfigError" });
    }
    expect(message).toContain("Invalid models config:");
    expect(message).toContain('/providers/local/baseUrl: must match pattern "^https?://"');
    expect(message).toContain("/providers/local/models/0/contextWindow: must be integer");
    expect(message).toContain("/providers/local/models/1/maxToken: is not an allowed property");
    expect(message).toContain("/providers/broken/baseUrl: is required");
    expect(message).toContain("/providers/broken/models: must NOT have fewer than 1 items");
    expect(getProviders()).not.toContain("local");
  });

  it("checks what the schema cannot: duplicate ids and maxTokens beyond the window", () => {
    expect(() =>
      registerModels({
        providers: {
          local: {
            baseUrl: "http://127.0.0.1:8080/v1",
            api: "openai-completions",
            models: [{ id: "a" }, { id: "a" }, { id: "b", contextWindow: 1000, maxTokens: 2000 }],
          },
        },
      }),
    ).toThrow(
      /\/providers\/local\/models\/1\/id: duplicates model "a"\n {2}\/providers\/local\/models\/2\/maxTokens: must not exceed the context window \(1000\)/,
    );
  });
});
