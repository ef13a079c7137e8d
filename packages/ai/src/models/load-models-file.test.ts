import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadModelsFile } from "./load-models-file.js";
import { getModel } from "./model-registry.js";

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
    expect(getModel("vllm", "qwen3")).toMatchObject({ reasoning: true, baseUrl: "http://127.0.0.1:8000/v1" });
    loaded.unregister();
    expect(getModel("vllm", "qwen3")).toBeUndefined();
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

  it("reports a missing file", async () => {
    const path = join(dir, "absent.json");
    await expect(loadModelsFile(path)).rejects.toThrow(`Cannot read models config ${path}: ENOENT`);
  });
});
