import { describe, expect, it } from "vitest";
import { registerModels } from "../../models/register-models.js";
import { ProviderError } from "../../provider-error.js";
import { envApiKeyNames, isLocalBaseUrl, LOCAL_PLACEHOLDER_API_KEY, resolveApiKey } from "./api-key.js";

const remote = (provider: string) => ({ provider, baseUrl: "https://api.example.com/v1" });

describe("envApiKeyNames", () => {
  it("knows each built-in provider's variable", () => {
    expect(envApiKeyNames("openai")).toEqual(["OPENAI_API_KEY"]);
    expect(envApiKeyNames("anthropic")).toEqual(["ANTHROPIC_API_KEY"]);
    expect(envApiKeyNames("google")).toEqual(["GEMINI_API_KEY", "GOOGLE_API_KEY"]);
    expect(envApiKeyNames("groq")).toEqual(["GROQ_API_KEY"]);
    expect(envApiKeyNames("deepseek")).toEqual(["DEEPSEEK_API_KEY"]);
    expect(envApiKeyNames("xai")).toEqual(["XAI_API_KEY"]);
    expect(envApiKeyNames("openrouter")).toEqual(["OPENROUTER_API_KEY"]);
    expect(envApiKeyNames("mistral")).toEqual(["MISTRAL_API_KEY"]);
  });

  it("derives PROVIDER_API_KEY for other providers", () => {
    expect(envApiKeyNames("my-host.ai")).toEqual(["MY_HOST_AI_API_KEY"]);
  });
});

describe("resolveApiKey", () => {
  it("prefers the option over the environment", () => {
    expect(resolveApiKey(remote("openai"), { apiKey: "from-options" }, { OPENAI_API_KEY: "from-env" })).toBe(
      "from-options",
    );
  });

  it("reads the provider's variables in order, ignoring empty ones", () => {
    expect(resolveApiKey(remote("google"), {}, { GEMINI_API_KEY: "", GOOGLE_API_KEY: "g" })).toBe("g");
    expect(resolveApiKey(remote("google"), {}, { GEMINI_API_KEY: "gem", GOOGLE_API_KEY: "g" })).toBe("gem");
  });

  it("fails with an auth error naming the variable when no key is found", () => {
    let error: unknown;
    try {
      resolveApiKey(remote("openai"), {}, {});
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe("auth");
    expect((error as ProviderError).retryable).toBe(false);
    expect((error as ProviderError).message).toContain("OPENAI_API_KEY");
    expect(() => resolveApiKey(remote("google"), {}, {})).toThrow(/GEMINI_API_KEY or GOOGLE_API_KEY/);
  });

  it("lets local servers go without a key", () => {
    for (const baseUrl of ["http://localhost:11434/v1", "http://127.0.0.1:8080/v1", "http://[::1]:1234/v1"]) {
      expect(resolveApiKey({ provider: "ollama", baseUrl }, {}, {})).toBe(LOCAL_PLACEHOLDER_API_KEY);
    }
    expect(
      resolveApiKey({ provider: "ollama", baseUrl: "http://localhost:11434/v1" }, {}, { OLLAMA_API_KEY: "k" }),
    ).toBe("k");
  });
});

describe("the missing-key error of a server that may need no key", () => {
  const messageOf = (model: { provider: string; baseUrl: string }): string => {
    try {
      resolveApiKey(model, {}, {});
    } catch (error) {
      return (error as ProviderError).message;
    }
    throw new Error("expected resolveApiKey to throw");
  };

  it("a custom provider on another machine: any value works, naming the variable and the URL", () => {
    const message = messageOf({ provider: "gpu-box", baseUrl: "http://192.168.1.20:11434/v1" });
    expect(message).toContain('No API key for provider "gpu-box". Set GPU_BOX_API_KEY');
    expect(message).toContain(
      "If the server at http://192.168.1.20:11434/v1 needs no key (a local server such as Ollama, llama.cpp or vLLM), " +
        "any value works: set GPU_BOX_API_KEY to any value (e.g. GPU_BOX_API_KEY=none).",
    );
  });

  it("a known provider pointed at a private-network host gets the hint; at its hosted API it does not", () => {
    expect(messageOf({ provider: "openai", baseUrl: "http://ollama:11434/v1" })).toContain("any value works");
    expect(messageOf({ provider: "openai", baseUrl: "http://10.0.0.5:8000/v1" })).toContain("any value works");
    expect(messageOf(remote("openai"))).not.toContain("any value works");
  });
});

describe("isLocalBaseUrl", () => {
  it("recognises loopback hosts only", () => {
    expect(isLocalBaseUrl("http://localhost:1/v1")).toBe(true);
    expect(isLocalBaseUrl("http://127.0.0.2/")).toBe(true);
    expect(isLocalBaseUrl("https://api.openai.com/v1")).toBe(false);
    expect(isLocalBaseUrl("http://localhost.evil.com/v1")).toBe(false);
    expect(isLocalBaseUrl("not a url")).toBe(false);
  });
});

describe("custom providers from models.json", () => {
  it("read the variable named by apiKeyEnv", () => {
    const unregister = registerModels({
      providers: {
        "my-host": {
          baseUrl: "https://llm.example.com/v1",
          api: "openai-completions",
          apiKeyEnv: "CORP_LLM_TOKEN",
          models: [{ id: "m1" }],
        },
      },
    });
    try {
      expect(envApiKeyNames("my-host")).toEqual(["CORP_LLM_TOKEN"]);
      expect(
        resolveApiKey({ provider: "my-host", baseUrl: "https://llm.example.com/v1" }, {}, { CORP_LLM_TOKEN: "t0k" }),
      ).toBe("t0k");
    } finally {
      unregister();
    }
    expect(envApiKeyNames("my-host")).toEqual(["MY_HOST_API_KEY"]);
  });
});
