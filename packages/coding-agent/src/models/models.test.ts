import { stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { getModel, type Model } from "@keel/ai";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../home/test-support/temp-dir.js";
import { readAuthFile, removeApiKey, saveApiKey } from "./auth-store.js";
import { chooseStartupModel } from "./choose-startup-model.js";
import { resolveConfigValue } from "./config-value.js";
import { formatModelTable, formatTokens, listModelRows } from "./list-models.js";
import { loadModelsJson } from "./load-models-json.js";
import { noUsableModelDiagnostic } from "./no-usable-model.js";
import { keyStatus, resolveProviderApiKey } from "./resolve-api-key.js";
import { resolveModel, splitThinkingSuffix } from "./resolve-model.js";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const undo of cleanups.splice(0)) undo();
});

function model(provider: string, id: string, extra: Partial<Model> = {}): Model {
  return {
    id,
    name: id,
    api: "openai-completions",
    provider,
    baseUrl: "https://api.example.com/v1",
    reasoning: false,
    input: ["text"],
    cost: { input: 1, output: 2, cacheRead: 0, cacheWrite: 0 },
    contextWindow: 200_000,
    maxTokens: 8192,
    ...extra,
  };
}

describe("resolveConfigValue (models.json apiKey)", () => {
  const env = { MY_KEY: "from-env", OTHER: "o" };
  it.each([
    ["sk-literal", "sk-literal"],
    ["MY_KEY", "from-env"],
    ["UNSET_NAME", "UNSET_NAME"],
    ["$MY_KEY", "from-env"],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the models.json syntax under test
    ["Bearer ${MY_KEY}-${OTHER}", "Bearer from-env-o"],
    ["cost$$5", "cost$5"],
    ["$!bang", "!bang"],
  ])("%s → %s", async (value, expected) => {
    expect(await resolveConfigValue(value, { env })).toEqual({ ok: true, value: expected });
  });

  it("runs a !command and uses its trimmed output (a real child process)", async () => {
    expect(await resolveConfigValue("!printf '  sk-cmd\\n'", { env })).toEqual({ ok: true, value: "sk-cmd" });
  });

  it("reports a failing command, empty output and an unset interpolated variable", async () => {
    expect(await resolveConfigValue("!exit 3", { env })).toMatchObject({
      ok: false,
      message: expect.stringContaining("failed"),
    });
    expect(await resolveConfigValue("!true", { env })).toMatchObject({
      ok: false,
      message: expect.stringContaining("printed nothing"),
    });
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the models.json syntax under test
    expect(await resolveConfigValue("${NOPE}", { env })).toEqual({
      ok: false,
      message: "the environment variable NOPE is not set",
    });
  });
});

describe("auth.json", () => {
  it("saves keys with mode 0600, keeps other entries and removes on logout", async () => {
    const file = join(await tempDir(), "auth.json");
    await saveApiKey(file, "anthropic", " sk-a \n");
    await saveApiKey(file, "openai", "sk-o");
    if (process.platform !== "win32") expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readAuthFile(file)).entries).toEqual({
      anthropic: { type: "api_key", key: "sk-a" },
      openai: { type: "api_key", key: "sk-o" },
    });
    await removeApiKey(file, "anthropic");
    await removeApiKey(file, "never-saved");
    expect((await readAuthFile(file)).entries).toEqual({ openai: { type: "api_key", key: "sk-o" } });
  });

  it("warns when others can read it, and ignores a malformed file without rewriting it", async () => {
    const file = join(await tempDir(), "auth.json");
    await writeFile(file, "{ nope", { mode: 0o644 });
    const result = await readAuthFile(file);
    expect(result.entries).toEqual({});
    expect(result.diagnostics.map((d) => d.severity)).toEqual(
      process.platform === "win32" ? ["error"] : ["warning", "error"],
    );
    expect((await saveApiKey(file, "x", "k")).ok).toBe(false);
  });
});

describe("resolveProviderApiKey", () => {
  const auth = { anthropic: { type: "api_key", key: "from-auth" } };
  const env = { ANTHROPIC_API_KEY: "from-env", OPENAI_API_KEY: "from-env-openai" };
  const modelsJsonKeys = new Map([
    ["anthropic", "from-models-json"],
    ["openai", "from-models-json"],
    ["local", "!exit 1"],
  ]);

  it("tries --api-key, auth.json, the environment variable, then models.json", async () => {
    expect(
      await resolveProviderApiKey("anthropic", { cliApiKey: "from-cli", auth, env, modelsJsonKeys }),
    ).toMatchObject({ key: "from-cli", source: "cli" });
    expect(await resolveProviderApiKey("anthropic", { auth, env, modelsJsonKeys })).toMatchObject({
      key: "from-auth",
      source: "auth",
    });
    expect(await resolveProviderApiKey("openai", { auth, env, modelsJsonKeys })).toMatchObject({
      key: "from-env-openai",
      source: "env",
      detail: "OPENAI_API_KEY",
    });
    expect(await resolveProviderApiKey("openai", { auth, env: {}, modelsJsonKeys })).toMatchObject({
      key: "from-models-json",
      source: "models-json",
    });
    expect(await resolveProviderApiKey("groq", { auth, env: {}, modelsJsonKeys })).toEqual({
      ok: false,
      reason: "missing",
    });
  });

  it("reports a models.json key command that fails, naming the provider", async () => {
    const result = await resolveProviderApiKey("local", { auth: {}, env: {}, modelsJsonKeys });
    expect(result).toMatchObject({ ok: false, reason: "failed", diagnostic: { path: "/providers/local/apiKey" } });
  });

  it("keyStatus needs no key for a model on this machine", () => {
    const sources = { auth: {}, env: {}, modelsJsonKeys: new Map<string, string>() };
    expect(keyStatus(model("ollama", "q", { baseUrl: "http://localhost:11434/v1" }), sources)).toBe("not-needed");
    expect(keyStatus(model("groq", "q"), sources)).toBe("missing");
    expect(keyStatus(model("groq", "q"), { ...sources, env: { GROQ_API_KEY: "k" } })).toBe("configured");
  });
});

describe("loadModelsJson", () => {
  it("registers providers through @keel/ai and keeps their apiKey values", async () => {
    const file = join(await tempDir(), "models.json");
    await writeFile(
      file,
      JSON.stringify({
        providers: {
          "ca-test-local": {
            baseUrl: "http://localhost:11434/v1",
            api: "openai-completions",
            apiKey: "ollama",
            models: [{ id: "qwen2.5-coder:7b", contextWindow: 32768 }],
          },
        },
      }),
    );
    const loaded = await loadModelsJson(file);
    cleanups.push(loaded.unregister);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.models.map((m) => `${m.provider}/${m.id}`)).toEqual(["ca-test-local/qwen2.5-coder:7b"]);
    expect(loaded.apiKeys.get("ca-test-local")).toBe("ollama");
    expect(getModel(String("ca-test-local"), "qwen2.5-coder:7b")?.contextWindow).toBe(32768);
  });

  it("reports bad JSON with line and column, without throwing", async () => {
    const file = join(await tempDir(), "models.json");
    await writeFile(file, '{\n  "providers": {\n    "x": { "baseUrl": }\n  }\n}');
    const loaded = await loadModelsJson(file);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        severity: "error",
        source: file,
        line: 3,
        column: 23,
        message: expect.stringContaining("invalid JSON"),
      }),
    ]);
  });

  it("skips a broken provider with its key path and place, and loads the others", async () => {
    const file = join(await tempDir(), "models.json");
    const text = JSON.stringify(
      {
        providers: {
          "ca-test-bad": { baseUrl: "ftp://nope", api: "openai-completions", models: [{ id: "m" }] },
          "ca-test-good": { baseUrl: "http://127.0.0.1:8080/v1", api: "openai-completions", models: [{ id: "g" }] },
        },
      },
      null,
      2,
    );
    await writeFile(file, text);
    const loaded = await loadModelsJson(file);
    cleanups.push(loaded.unregister);
    expect(loaded.models.map((m) => m.id)).toEqual(["g"]);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({ source: file, path: "/providers/ca-test-bad/baseUrl", line: 4, column: 7 }),
    ]);
    expect(getModel(String("ca-test-bad"), "m")).toBeUndefined();
  });

  it("treats a missing file as no custom models", async () => {
    const loaded = await loadModelsJson(join(await tempDir(), "models.json"));
    expect(loaded).toMatchObject({ models: [], diagnostics: [] });
  });
});

describe("resolveModel", () => {
  const models = [
    model("anthropic", "claude-sonnet-5", { name: "Claude Sonnet 5" }),
    model("anthropic", "claude-haiku-5"),
    model("openrouter", "claude-sonnet-5"),
    model("openai", "gpt-6"),
    model("ollama", "qwen3:8b"),
  ];

  it("splits a thinking suffix only when it names a level", () => {
    expect(splitThinkingSuffix("sonnet:high")).toEqual({ pattern: "sonnet", thinkingLevel: "high" });
    expect(splitThinkingSuffix("qwen3:8b")).toEqual({ pattern: "qwen3:8b" });
  });

  it.each([
    ["provider/id", "openrouter/claude-sonnet-5", {}, "openrouter/claude-sonnet-5", undefined],
    ["exact id, with a colon", "qwen3:8b", {}, "ollama/qwen3:8b", undefined],
    ["fuzzy on the id", "haiku", {}, "anthropic/claude-haiku-5", undefined],
    ["fuzzy on the name", "Sonnet 5", {}, "anthropic/claude-sonnet-5", undefined],
    ["thinking suffix", "gpt-6:xhigh", {}, "openai/gpt-6", "xhigh"],
    ["--provider narrows", "claude-sonnet-5", { provider: "openrouter" }, "openrouter/claude-sonnet-5", undefined],
  ])("%s", (_name, input, extra, expected, thinking) => {
    const result = resolveModel(input, { models, ...extra });
    expect(result.ok && `${result.model.provider}/${result.model.id}`).toBe(expected);
    expect(result.ok ? result.thinkingLevel : "failed").toBe(thinking);
  });

  it("prefers the provider with a key when an id is offered twice, else asks for --provider", () => {
    const withKey = resolveModel("claude-sonnet-5", { models, hasKey: (m) => m.provider === "openrouter" });
    expect(withKey.ok && withKey.model.provider).toBe("openrouter");
    const ambiguous = resolveModel("claude-sonnet-5", { models });
    expect(ambiguous).toMatchObject({
      ok: false,
      diagnostic: {
        message: expect.stringContaining("several providers"),
        hint: expect.stringContaining("--provider anthropic"),
      },
    });
  });

  it("says what to do when nothing matches or the provider is unknown", () => {
    expect(resolveModel("gpt-7", { models })).toMatchObject({
      ok: false,
      diagnostic: { severity: "error", source: "--model", hint: expect.stringContaining("keel --list-models") },
    });
    expect(resolveModel("gpt-6", { models, provider: "opnai" })).toMatchObject({
      ok: false,
      diagnostic: { source: "--provider", hint: expect.stringContaining('Did you mean "openai"?') },
    });
  });

  it("chooses the startup model from --model, then settings, then the first model with a key", () => {
    const hasKey = (m: Model) => m.provider === "openai";
    expect(chooseStartupModel({ models, hasKey, cliModel: "haiku" })).toMatchObject({
      ok: true,
      model: { id: "claude-haiku-5" },
    });
    expect(chooseStartupModel({ models, hasKey, defaultModel: "qwen3:8b" })).toMatchObject({
      ok: true,
      model: { provider: "ollama" },
    });
    expect(chooseStartupModel({ models, hasKey, defaultModel: "gone" })).toMatchObject({
      ok: true,
      model: { id: "gpt-6" },
    });
    expect(chooseStartupModel({ models, hasKey: () => false })).toEqual({ ok: false, none: true });
  });
});

describe("list-models table and the no-key message", () => {
  it("formats provider, id, context, max output, price and key", () => {
    const models = [
      model("openai", "gpt-6"),
      model("ollama", "q", {
        baseUrl: "http://localhost:1/v1",
        cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
      }),
    ];
    const rows = listModelRows(models, (m) => (m.provider === "ollama" ? "not-needed" : "missing"));
    expect(formatModelTable(rows).split("\n")).toEqual([
      "provider  model  context  max out  price/M in/out  key",
      "ollama    q      200K     8.2K     free            not needed",
      "openai    gpt-6  200K     8.2K     $1.00/$2.00     no",
    ]);
    expect(listModelRows(models, () => "missing", "GPT").map((r) => r.id)).toEqual(["gpt-6"]);
    expect(formatTokens(1_048_576)).toBe("1M");
  });

  it("names the environment variable, --api-key, keel auth login and models.json", () => {
    const d = noUsableModelDiagnostic({
      model: { provider: "anthropic", id: "claude-sonnet-5" },
      modelsJsonPath: "/k/models.json",
    });
    expect(d.message).toBe('no API key for provider "anthropic" (model anthropic/claude-sonnet-5)');
    for (const part of [
      "ANTHROPIC_API_KEY",
      "--api-key",
      "keel auth login --provider anthropic --api-key",
      "/k/models.json",
      "http://localhost:11434/v1",
    ]) {
      expect(d.hint).toContain(part);
    }
    const none = noUsableModelDiagnostic({ modelsJsonPath: "/k/models.json" });
    expect(none.hint).toContain("keel auth login");
    expect(none.hint).toContain("/k/models.json");
  });
});
