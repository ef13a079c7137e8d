import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { keelHomePaths } from "../home/keel-home.js";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import { saveApiKey } from "./auth-store.js";
import { type RunModel, resolveRunModel } from "./resolve-run-model.js";

const runs: RunModel[] = [];
afterEach(() => {
  for (const run of runs.splice(0)) run.unregister();
});

async function home(models?: object) {
  const root = await tempDir();
  if (models) await writeTree(root, { "models.json": JSON.stringify(models) });
  return keelHomePaths(root);
}

const local = {
  providers: {
    "ca-run-local": {
      baseUrl: "http://127.0.0.1:9/v1",
      api: "openai-completions",
      models: [{ id: "tiny", reasoning: true }],
    },
  },
};

async function run(options: Parameters<typeof resolveRunModel>[0]) {
  const result = await resolveRunModel(options);
  runs.push(result);
  return result;
}

describe("resolveRunModel", () => {
  it("uses a models.json model on this machine without a key", async () => {
    const paths = await home(local);
    const result = await run({ home: paths, env: {}, cliModel: "ca-run-local/tiny:high" });
    expect(result).toMatchObject({ ok: true, model: { provider: "ca-run-local", id: "tiny" }, thinkingLevel: "high" });
    expect(result.ok && result.apiKey).toBeUndefined();
  });

  it("takes the key from --api-key first, then auth.json, then the environment", async () => {
    const paths = await home();
    const env = { ANTHROPIC_API_KEY: "env-key" };
    const model = "anthropic/claude-sonnet-5-5";
    expect(await run({ home: paths, env, cliModel: model, cliApiKey: "cli-key" })).toMatchObject({
      apiKey: "cli-key",
      keySource: "cli",
    });
    expect(await run({ home: paths, env, cliModel: model })).toMatchObject({ apiKey: "env-key", keySource: "env" });
    await saveApiKey(paths.auth, "anthropic", "saved-key");
    expect(await run({ home: paths, env, cliModel: model })).toMatchObject({ apiKey: "saved-key", keySource: "auth" });
  });

  it("picks the first model whose provider has a key when nothing is asked for", async () => {
    const paths = await home();
    const result = await run({ home: paths, env: { OPENAI_API_KEY: "k" } });
    expect(result).toMatchObject({ ok: true, model: { provider: "openai" }, keySource: "env" });
  });

  it("says what to do when no model has a key, and when the chosen one has none", async () => {
    const paths = await home();
    const none = await run({ home: paths, env: {} });
    expect(none).toMatchObject({ ok: false, reason: "no-key" });
    expect(none.diagnostics.at(-1)?.hint).toContain("keel auth login");
    const chosen = await run({ home: paths, env: {}, cliModel: "anthropic/claude-sonnet-5-5" });
    expect(chosen).toMatchObject({ ok: false, reason: "no-key" });
    expect(chosen.diagnostics.at(-1)?.hint).toContain("ANTHROPIC_API_KEY");
  });

  it("a bad --model is a usage error; a broken models.json is reported and the run goes on", async () => {
    const root = await tempDir();
    await writeTree(root, { "models.json": "{ broken" });
    const paths = keelHomePaths(root);
    const bad = await run({ home: paths, env: { OPENAI_API_KEY: "k" }, cliModel: "no-such-model-anywhere" });
    expect(bad).toMatchObject({ ok: false, reason: "usage" });
    const good = await run({ home: paths, env: { OPENAI_API_KEY: "k" } });
    expect(good.ok).toBe(true);
    expect(good.diagnostics).toEqual([expect.objectContaining({ source: join(root, "models.json"), line: 1 })]);
  });
});
