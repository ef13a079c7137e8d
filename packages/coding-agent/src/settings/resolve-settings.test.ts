import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import { resolveSettings } from "./resolve-settings.js";

async function setup(files: Record<string, string>) {
  const root = await tempDir();
  await writeTree(root, files);
  return {
    root,
    userFile: join(root, "home/.keel/settings.json"),
    projectFile: join(root, "proj/.keel/settings.json"),
    homeDir: join(root, "home"),
  };
}

describe("resolveSettings", () => {
  it("starts from the built-in defaults", async () => {
    const { userFile, homeDir } = await setup({});
    const { settings, diagnostics, layers } = await resolveSettings({ userFile, homeDir });
    expect(diagnostics).toEqual([]);
    expect(layers).toEqual([]);
    expect(settings.defaultTools).toEqual(["read", "bash", "edit", "write"]);
    expect(settings.retry).toEqual({ enabled: true, maxRetries: 3, baseDelayMs: 2000, maxDelayMs: 60_000 });
    expect(settings.compaction.reserveTokens).toBe(16_384);
    expect(settings.defaultProjectTrust).toBe("ask");
  });

  it("layers user → project → command line, merging objects deeply and combining resource lists", async () => {
    const s = await setup({
      "home/.keel/settings.json": JSON.stringify({
        defaultModel: "user-model",
        retry: { maxRetries: 5 },
        skills: ["./skills-extra", "~/shared-skills"],
        defaultTools: ["-bash", "+grep"],
      }),
      "proj/.keel/settings.json": JSON.stringify({
        defaultModel: "project-model",
        retry: { baseDelayMs: 10 },
        skills: ["local"],
        defaultTools: ["+ls"],
      }),
    });
    const { settings, diagnostics } = await resolveSettings({
      userFile: s.userFile,
      projectFile: s.projectFile,
      homeDir: s.homeDir,
      cli: { defaultModel: "cli-model", skills: ["cli-skill"] },
      cwd: join(s.root, "proj"),
    });
    expect(diagnostics).toEqual([]);
    expect(settings.defaultModel).toBe("cli-model");
    expect(settings.retry).toEqual({ enabled: true, maxRetries: 5, baseDelayMs: 10, maxDelayMs: 60_000 });
    expect(settings.skills).toEqual([
      join(s.root, "home/.keel/skills-extra"),
      join(s.root, "home/shared-skills"),
      join(s.root, "proj/.keel/local"),
      join(s.root, "proj/cli-skill"),
    ]);
    expect(settings.defaultTools).toEqual(["read", "edit", "write", "grep", "ls"]);
  });

  it("loads no project layer when the project is not trusted (no projectFile given)", async () => {
    const s = await setup({ "proj/.keel/settings.json": JSON.stringify({ defaultModel: "project-model" }) });
    const { settings } = await resolveSettings({ userFile: s.userFile, homeDir: s.homeDir });
    expect(settings.defaultModel).toBeUndefined();
  });

  it("honours defaultProjectTrust only in the user file", async () => {
    const s = await setup({
      "home/.keel/settings.json": JSON.stringify({ defaultProjectTrust: "never" }),
      "proj/.keel/settings.json": JSON.stringify({ defaultProjectTrust: "always" }),
    });
    const { settings, diagnostics } = await resolveSettings({ ...s });
    expect(settings.defaultProjectTrust).toBe("never");
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: "warning",
        source: s.projectFile,
        path: "/defaultProjectTrust",
        message: expect.stringContaining("a project cannot trust itself"),
      }),
    ]);
  });

  it("reports bad JSON with file, line and column as blocking (its restrictions cannot be read); the others still resolve", async () => {
    const broken = '{\n  "defaultModel": "x",\n  "retry": { "maxRetries": 2, }\n}\n';
    const s = await setup({
      "home/.keel/settings.json": broken,
      "proj/.keel/settings.json": JSON.stringify({ defaultModel: "project-model" }),
    });
    const { settings, diagnostics, blocking } = await resolveSettings({ ...s });
    expect(settings.defaultModel).toBe("project-model");
    expect(settings.retry.maxRetries).toBe(3);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: "error",
        source: s.userFile,
        line: 3,
        column: 31,
        message: expect.stringContaining("invalid JSON"),
        hint: expect.stringContaining("does not start"),
      }),
    ]);
    expect(blocking).toEqual(diagnostics);
    expect(await readFile(s.userFile, "utf8")).toBe(broken);
  });

  it("reports a wrong type and an unknown enum value with their key paths and places", async () => {
    const text = '{\n  "retry": {\n    "maxRetries": "3"\n  },\n  "steeringMode": "sometimes"\n}\n';
    const s = await setup({ "home/.keel/settings.json": text });
    const { settings, diagnostics } = await resolveSettings({ ...s });
    expect(settings.steeringMode).toBe("one-at-a-time");
    expect(diagnostics).toEqual([
      expect.objectContaining({ path: "/retry/maxRetries", line: 3, column: 5, message: "must be integer" }),
      expect.objectContaining({
        path: "/steeringMode",
        line: 5,
        column: 3,
        message: 'must be one of "all", "one-at-a-time"',
      }),
    ]);
  });

  it("reports a file that is not an object", async () => {
    const s = await setup({ "home/.keel/settings.json": "[1]" });
    const { diagnostics } = await resolveSettings({ ...s, projectFile: undefined });
    expect(diagnostics).toEqual([expect.objectContaining({ path: "(root)", message: "must be a JSON object" })]);
  });

  it("warns about a likely misspelt key and still applies the file", async () => {
    const text = '{\n  "defaultModle": "x",\n  "defaultProvider": "p",\n  "retry": { "maxRetires": 1 }\n}';
    const s = await setup({ "home/.keel/settings.json": text });
    const { settings, diagnostics } = await resolveSettings({ ...s, projectFile: undefined });
    expect(settings.defaultProvider).toBe("p");
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: "warning",
        line: 2,
        column: 3,
        path: "/defaultModle",
        hint: 'Did you mean "defaultModel"?',
      }),
      expect.objectContaining({ line: 4, column: 14, path: "/retry/maxRetires", hint: 'Did you mean "maxRetries"?' }),
    ]);
  });

  it("resolves sessionDir from the working folder, with ~ as the home folder", async () => {
    const s = await setup({ "home/.keel/settings.json": JSON.stringify({ sessionDir: "sessions-here" }) });
    const cwd = join(s.root, "proj");
    expect((await resolveSettings({ ...s, projectFile: undefined, cwd })).settings.sessionDir).toBe(
      join(cwd, "sessions-here"),
    );
    const t = await setup({ "home/.keel/settings.json": JSON.stringify({ sessionDir: "~/s" }) });
    expect((await resolveSettings({ ...t, projectFile: undefined, cwd })).settings.sessionDir).toBe(
      join(t.homeDir, "s"),
    );
  });

  it("keeps keys it does not know", async () => {
    const s = await setup({ "home/.keel/settings.json": JSON.stringify({ theme: "dark", retry: { future: 1 } }) });
    const { settings, diagnostics } = await resolveSettings({ ...s, projectFile: undefined });
    expect(diagnostics).toEqual([]);
    expect((settings as Record<string, unknown>).theme).toBe("dark");
  });
});
