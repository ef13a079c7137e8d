import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import { resolveRunModel } from "../models/resolve-run-model.js";
import { saveTrustDecision } from "../trust/trust-store.js";
import { loadConfiguration } from "./load-configuration.js";

async function setup(user: object = {}) {
  const root = await tempDir();
  await writeTree(root, {
    "home/.keel/settings.json": JSON.stringify(user),
    "proj/.keel/settings.json": JSON.stringify({ defaultModel: "project-model" }),
    "proj/.keel/extensions/e.ts": "",
    "proj/src/a.ts": "",
  });
  const env = { HOME: join(root, "home"), KEEL_HOME: join(root, "home/.keel") };
  return { root, env, cwd: join(root, "proj/src") };
}

describe("loadConfiguration", () => {
  it("leaves an untrusted project's settings out and says what was skipped", async () => {
    const { env, cwd, root } = await setup();
    const config = await loadConfiguration({ env, cwd });
    expect(config.trusted).toBe(false);
    expect(config.trustedProject).toBeUndefined();
    expect(config.settings.defaultModel).toBeUndefined();
    expect(config.project?.root).toBe(join(root, "proj"));
    expect(config.diagnostics).toEqual([
      expect.objectContaining({ message: expect.stringContaining("skipped: .keel/settings.json, .keel/extensions") }),
    ]);
  });

  it("applies the project layer with --approve, a saved decision, or defaultProjectTrust: always", async () => {
    const a = await setup();
    expect((await loadConfiguration({ env: a.env, cwd: a.cwd, trustOverride: "approve" })).settings.defaultModel).toBe(
      "project-model",
    );

    const b = await setup();
    await saveTrustDecision(join(b.env.KEEL_HOME, "trust.json"), join(b.root, "proj"), true);
    const saved = await loadConfiguration({ env: b.env, cwd: b.cwd });
    expect(saved).toMatchObject({ trusted: true, trust: { reason: "saved" }, diagnostics: [] });
    expect(saved.settings.defaultModel).toBe("project-model");
    expect(
      (await loadConfiguration({ env: b.env, cwd: b.cwd, trustOverride: "no-approve" })).settings.defaultModel,
    ).toBeUndefined();

    const c = await setup({ defaultProjectTrust: "always" });
    expect((await loadConfiguration({ env: c.env, cwd: c.cwd })).trust.reason).toBe("default-always");
  });

  it("asks through askTrust when the default is ask and a UI can ask", async () => {
    const { env, cwd } = await setup();
    const asked: string[] = [];
    const config = await loadConfiguration({
      env,
      cwd,
      askTrust: async (project) => {
        asked.push(project.root);
        return true;
      },
    });
    expect(asked).toHaveLength(1);
    expect(config.settings.defaultModel).toBe("project-model");
  });

  it("writes nothing at start-up, under $HOME or anywhere else", async () => {
    const { env, cwd, root } = await setup();
    const before = await readdir(root, { recursive: true });
    const config = await loadConfiguration({ env, cwd });
    const run = await resolveRunModel({ home: config.home, env: { ...env, OPENAI_API_KEY: "k" } });
    run.unregister();
    expect(run.ok).toBe(true);
    expect((await readdir(root, { recursive: true })).sort()).toEqual(before.sort());
  });
});
