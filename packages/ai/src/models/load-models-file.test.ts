import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failedStream, registerProvider } from "../provider-registry.js";
import { createFauxModel } from "../testing/faux-provider.js";
import { loadModelsFile } from "./load-models-file.js";
import { getModel } from "./model-registry.js";

/** Providers the config files declare, known only at run time (typed `string`). */
const VLLM: string = "vllm";
const OLLAMA: string = "ollama";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "keel-models-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

describe("loadModelsFile", () => {
  it("registers the providers of a valid file (a BOM and $schema are fine)", async () => {
    const path = await file(
      "models.json",
      `\uFEFF${JSON.stringify({
        $schema: "https://example.invalid/models.schema.json",
        providers: {
          vllm: {
            baseUrl: "http://127.0.0.1:8000/v1",
            api: "openai-completions",
            models: [{ id: "qwen3", reasoning: true }],
          },
        },
      })}`,
    );
    const loaded = await loadModelsFile(path);
    expect(loaded.models.map((m) => `${m.provider}/${m.id}`)).toEqual(["vllm/qwen3"]);
    expect(getModel(VLLM, "qwen3")).toMatchObject({ reasoning: true, baseUrl: "http://127.0.0.1:8000/v1" });
    loaded.unregister();
    expect(getModel(VLLM, "qwen3")).toBeUndefined();
  });

  it("reports a JSON syntax error with the file, line and column", async () => {
    const path = await file("syntax.json", '{\n  "providers": {\n    "x": { "api": "a", }\n  }\n}\n');
    await expect(loadModelsFile(path)).rejects.toThrow(
      `Invalid JSON in models config ${path} at line 3, column 24: expected a double-quoted property name after ',', found "}".`,
    );
  });

  it("reports a file cut off", async () => {
    const path = await file("cut.json", '{ "providers": {');
    await expect(loadModelsFile(path)).rejects.toThrow(
      /at line 1, column 17: expected .*, found the end of the file\./,
    );
  });

  it("reports schema errors with the file and each failing path", async () => {
    const path = await file(
      "invalid.json",
      JSON.stringify({ providers: { x: { baseUrl: "http://h", api: "openai-completions", models: [{ id: 1 }] } } }),
    );
    const error = await loadModelsFile(path).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: "ModelsConfigError",
      path,
      issues: [{ path: "/providers/x/models/0/id", message: "must be string" }],
    });
    expect(String(error)).toContain(`Invalid models config in ${path}:\n  /providers/x/models/0/id: must be string`);
  });

  it("rejects an unknown api at load, listing the known APIs (not at request time)", async () => {
    const config = {
      providers: { ollama: { baseUrl: "http://127.0.0.1:11434/v1", api: "openai-chat", models: [{ id: "qwen3" }] } },
    };
    const path = await file("unknown-api.json", JSON.stringify(config));
    const error = await loadModelsFile(path).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "ModelsConfigError", path, issues: [{ path: "/providers/ollama/api" }] });
    expect(String(error)).toContain(
      `Invalid models config in ${path}:\n  /providers/ollama/api: unknown api "openai-chat": the known APIs are ` +
        '"openai-completions", "openai-responses", "anthropic-messages", "google-generative-ai"',
    );
    expect(getModel(OLLAMA, "qwen3")).toBeUndefined();
  });

  it("accepts an api whose adapter was registered first", async () => {
    const unregisterApi = registerProvider("my-wire", () => failedStream(createFauxModel(), "unused"));
    const config = { providers: { mine: { baseUrl: "http://127.0.0.1:9/v1", api: "my-wire", models: [{ id: "m" }] } } };
    const loaded = await loadModelsFile(await file("custom-api.json", JSON.stringify(config)));
    expect(loaded.models.map((m) => m.api)).toEqual(["my-wire"]);
    loaded.unregister();
    unregisterApi();
  });

  it("reports a missing file", async () => {
    const path = join(dir, "absent.json");
    await expect(loadModelsFile(path)).rejects.toThrow(`Cannot read models config ${path}: ENOENT`);
  });
});
