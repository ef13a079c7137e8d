import { mkdir, readFile, stat, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import { decideProjectTrust, skippedProjectReport } from "./decide-project-trust.js";
import { defaultTrustTarget, findProjectConfig } from "./find-project-config.js";
import {
  findTrustDecision,
  forgetTrustDecision,
  listTrustDecisions,
  readTrustFile,
  saveTrustDecision,
} from "./trust-store.js";

describe("findProjectConfig", () => {
  it.each([
    ".keel/settings.json",
    ".keel/extensions/x.ts",
    ".keel/skills/s/SKILL.md",
    ".keel/prompts/p.md",
    ".keel/SYSTEM.md",
    ".keel/APPEND_SYSTEM.md",
  ])("finds a project with %s, from a subfolder", async (file) => {
    const root = await tempDir();
    await writeTree(root, { [`proj/${file}`]: "x", "proj/src/deep/a.ts": "" });
    const project = await findProjectConfig(join(root, "proj/src/deep"), join(root, "home/.keel"));
    expect(project?.root).toBe(join(root, "proj"));
    expect(project?.resources).toEqual([join(root, "proj", file.split("/").slice(0, 2).join("/"))]);
  });

  it("needs no trust for a bare .keel folder or only context files", async () => {
    const root = await tempDir();
    await mkdir(join(root, "proj/.keel"), { recursive: true });
    await writeTree(root, { "proj/AGENTS.md": "be nice" });
    expect(await findProjectConfig(join(root, "proj"), join(root, "home/.keel"))).toBeUndefined();
  });

  it("keel trust without a path acts on the project root, else the cwd", async () => {
    const root = await tempDir();
    await writeTree(root, { "proj/.keel/SYSTEM.md": "x", "proj/a/b.txt": "", "plain/c.txt": "" });
    expect(await defaultTrustTarget(join(root, "proj/a"), join(root, "home"))).toBe(join(root, "proj"));
    expect(await defaultTrustTarget(join(root, "plain"), join(root, "home"))).toBe(join(root, "plain"));
  });

  it("never takes $KEEL_HOME for a project", async () => {
    const root = await tempDir();
    await writeTree(root, { "home/.keel/settings.json": "{}", "home/work/a.txt": "" });
    expect(await findProjectConfig(join(root, "home/work"), join(root, "home/.keel"))).toBeUndefined();
  });
});

describe("trust.json", () => {
  it("saves with canonical real paths: a symlinked checkout is the same project", async () => {
    const root = await tempDir();
    await mkdir(join(root, "real/proj"), { recursive: true });
    await symlink(join(root, "real/proj"), join(root, "link"));
    const file = join(root, "home/trust.json");
    expect(await saveTrustDecision(file, join(root, "link"), true)).toEqual({
      ok: true,
      path: join(root, "real/proj"),
    });
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ [join(root, "real/proj")]: true });
    const { entries } = await readTrustFile(file);
    expect(await findTrustDecision(entries, join(root, "real/proj"))).toEqual({
      path: join(root, "real/proj"),
      trusted: true,
    });
  });

  it("the nearest ancestor's decision wins", async () => {
    const root = await tempDir();
    await mkdir(join(root, "a/b/c"), { recursive: true });
    const file = join(root, "trust.json");
    await saveTrustDecision(file, join(root, "a"), true);
    await saveTrustDecision(file, join(root, "a/b"), false);
    const { entries } = await readTrustFile(file);
    expect(await findTrustDecision(entries, join(root, "a/b/c"))).toEqual({ path: join(root, "a/b"), trusted: false });
    expect(await findTrustDecision(entries, join(root, "a"))).toEqual({ path: join(root, "a"), trusted: true });
    await forgetTrustDecision(file, join(root, "a/b"));
    const after = await readTrustFile(file);
    expect(await findTrustDecision(after.entries, join(root, "a/b/c"))).toEqual({
      path: join(root, "a"),
      trusted: true,
    });
    expect((await listTrustDecisions(file)).entries).toEqual([{ path: join(root, "a"), trusted: true }]);
  });

  it("reports a malformed file with its place, ignores it and never overwrites it", async () => {
    const root = await tempDir();
    const file = join(root, "trust.json");
    await writeFile(file, '{\n  "/x": "yes"\n}');
    const result = await readTrustFile(file);
    expect(result.entries).toEqual({});
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ source: file, line: 2, column: 3, path: "/~1x", message: "must be boolean" }),
    ]);
    const saved = await saveTrustDecision(file, root, true);
    expect(saved.ok).toBe(false);
    expect(await readFile(file, "utf8")).toBe('{\n  "/x": "yes"\n}');
  });
});

describe("decideProjectTrust", () => {
  async function project() {
    const root = await tempDir();
    await writeTree(root, { "proj/.keel/settings.json": "{}", "proj/.keel/extensions/e.ts": "" });
    const found = await findProjectConfig(join(root, "proj"), join(root, "home"));
    if (!found) throw new Error("expected a project");
    return found;
  }

  it("trusts a folder without project config (nothing to load)", async () => {
    const decision = await decideProjectTrust({
      project: undefined,
      saved: {},
      defaultProjectTrust: "never",
      interactive: false,
    });
    expect(decision).toEqual({ kind: "decided", trusted: true, reason: "no-project-config" });
  });

  it("follows the order: flags, saved decision, default, non-interactive ask = untrusted", async () => {
    const p = await project();
    const saved = { [p.root]: false };
    const base = { project: p, interactive: false } as const;
    expect(
      await decideProjectTrust({ ...base, override: "approve", saved, defaultProjectTrust: "never" }),
    ).toMatchObject({
      trusted: true,
      reason: "approve-flag",
    });
    expect(
      await decideProjectTrust({
        ...base,
        override: "no-approve",
        saved: { [p.root]: true },
        defaultProjectTrust: "always",
      }),
    ).toMatchObject({
      trusted: false,
      reason: "no-approve-flag",
    });
    expect(await decideProjectTrust({ ...base, saved, defaultProjectTrust: "always" })).toMatchObject({
      trusted: false,
      reason: "saved",
    });
    expect(await decideProjectTrust({ ...base, saved: {}, defaultProjectTrust: "always" })).toMatchObject({
      trusted: true,
      reason: "default-always",
    });
    expect(await decideProjectTrust({ ...base, saved: {}, defaultProjectTrust: "never" })).toMatchObject({
      trusted: false,
      reason: "default-never",
    });
    expect(await decideProjectTrust({ ...base, saved: {}, defaultProjectTrust: "ask" })).toMatchObject({
      trusted: false,
      reason: "default-ask-non-interactive",
    });
    expect(await decideProjectTrust({ ...base, interactive: true, saved: {}, defaultProjectTrust: "ask" })).toEqual({
      kind: "ask",
    });
  });

  it("looks saved decisions up from the cwd, so a subfolder's decision counts there", async () => {
    const p = await project();
    const sub = join(p.root, "sub");
    await mkdir(sub);
    const saved = { [sub]: true };
    const options = { project: p, saved, defaultProjectTrust: "never", interactive: false } as const;
    expect(await decideProjectTrust({ ...options, cwd: sub })).toMatchObject({
      trusted: true,
      reason: "saved",
      savedFor: sub,
    });
    expect(await decideProjectTrust({ ...options, cwd: p.root })).toMatchObject({
      trusted: false,
      reason: "default-never",
    });
  });

  it("--approve is never persisted", async () => {
    const p = await project();
    const file = join(p.root, "..", "trust.json");
    await decideProjectTrust({
      project: p,
      override: "approve",
      saved: {},
      defaultProjectTrust: "ask",
      interactive: false,
    });
    await expect(stat(file)).rejects.toThrow();
  });

  it("reports what was skipped and how to trust the project", async () => {
    const p = await project();
    const decision = await decideProjectTrust({
      project: p,
      saved: {},
      defaultProjectTrust: "ask",
      interactive: false,
    });
    expect(skippedProjectReport(p, decision)).toEqual({
      severity: "warning",
      source: p.paths.dir,
      message:
        "project config not loaded because it is not trusted yet and this mode cannot ask; skipped: .keel/settings.json, .keel/extensions",
      hint: `To load it, trust the project with \`keel trust ${p.root}\` (saved), or pass --approve (this run only).`,
    });
    const trusted = await decideProjectTrust({
      project: p,
      override: "approve",
      saved: {},
      defaultProjectTrust: "ask",
      interactive: false,
    });
    expect(skippedProjectReport(p, trusted)).toBeUndefined();
  });
});
