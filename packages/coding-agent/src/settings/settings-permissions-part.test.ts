import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import { resolveSettings } from "./resolve-settings.js";

async function resolveUser(text: string) {
  const root = await tempDir();
  await writeTree(root, { "home/.keel/settings.json": text });
  const userFile = join(root, "home/.keel/settings.json");
  return { userFile, ...(await resolveSettings({ userFile, homeDir: join(root, "home") })) };
}

const denyRules = (layers: { settings: { permissions?: { deny?: string[] } } }[]) =>
  layers.flatMap((layer) => layer.settings.permissions?.deny ?? []);

describe("a settings file's permissions are never lost to a typo", () => {
  it.each([
    ["deny written as a string", '{\n  "permissions": {\n    "deny": "bash(rm:*)"\n  }\n}\n', "/permissions/deny", 3],
    ["a rule that is not a string", '{\n  "permissions": { "deny": ["bash(rm:*)", 7] }\n}\n', "/permissions/deny/1", 2],
    ["permissions as a list", '{\n  "permissions": ["bash(rm:*)"]\n}\n', "/permissions", 2],
    [
      "an unknown mode",
      '{ "permissions": { "defaultMode": "yolo", "deny": ["bash(rm:*)"] } }',
      "/permissions/defaultMode",
      1,
    ],
    ["a misspelt list name", '{\n  "permissions": {\n    "denny": ["bash(rm:*)"]\n  }\n}\n', "/permissions/denny", 3],
    ["a wrongly cased list name", '{ "permissions": { "Deny": ["bash(rm:*)"] } }', "/permissions/Deny", 1],
  ])("%s: blocking, with the line, the key and what to do", async (_name, text, path, line) => {
    const { blocking, userFile } = await resolveUser(text);
    expect(blocking.length).toBeGreaterThan(0);
    expect(blocking).toContainEqual(
      expect.objectContaining({
        severity: "error",
        source: userFile,
        path,
        line,
        hint: expect.stringContaining("does not start"),
      }),
    );
  });

  it.each([
    ["bad JSON", '{ "permissions": { "deny": ["bash(rm:*)"], } }'],
    ["a file that is not an object", '["bash(rm:*)"]'],
  ])("%s: blocking", async (_name, text) => {
    const { blocking } = await resolveUser(text);
    expect(blocking).toEqual([expect.objectContaining({ severity: "error", line: 1 })]);
  });

  it.each([
    ["a wrong type in an unrelated key", { retry: { maxRetries: "3" } }],
    ["an unknown enum value elsewhere", { steeringMode: "sometimes" }],
    ["several broken keys", { retry: "yes", compaction: { enabled: "no" }, defaultTools: 3 }],
  ])("%s: the other keys are skipped, the valid permissions still apply, nothing blocks", async (_name, broken) => {
    const text = JSON.stringify({ ...broken, permissions: { deny: ["bash(rm:*)"], ask: ["bash(git push:*)"] } });
    const { blocking, layers, diagnostics, settings } = await resolveUser(text);
    expect(blocking).toEqual([]);
    expect(denyRules(layers)).toEqual(["bash(rm:*)"]);
    expect(layers[0]?.settings.permissions?.ask).toEqual(["bash(git push:*)"]);
    expect(settings.retry.maxRetries).toBe(3);
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const diagnostic of diagnostics) {
      expect(diagnostic).toMatchObject({ severity: "error", hint: expect.stringContaining("permissions still apply") });
    }
  });

  it("a valid file is not blocking and its unknown permissions-unrelated keys stay warnings", async () => {
    const { blocking, diagnostics, layers } = await resolveUser(
      JSON.stringify({ permissions: { deny: ["bash(rm:*)"] }, retri: {} }),
    );
    expect(blocking).toEqual([]);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: "warning", path: "/retri" })]);
    expect(denyRules(layers)).toEqual(["bash(rm:*)"]);
  });
});
