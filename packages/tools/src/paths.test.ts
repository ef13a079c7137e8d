import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localFsOps } from "./operations/local-fs.js";
import { canonicalPath, displayPath, expandPath, resolveToolPath } from "./paths.js";
import { errorOf } from "./test-support/results.js";
import { useTempDirs } from "./test-support/temp-dir.js";

const tempDir = useTempDirs();

describe("paths", () => {
  it("resolves relative to cwd, expands ~ and drops a leading @", () => {
    expect(expandPath("/work", "src/a.ts", "/home/me")).toBe("/work/src/a.ts");
    expect(expandPath("/work", "../x", "/home/me")).toBe("/x");
    expect(expandPath("/work", "~", "/home/me")).toBe("/home/me");
    expect(expandPath("/work", "~/notes.md", "/home/me")).toBe("/home/me/notes.md");
    expect(expandPath("/work", "@src/a.ts", "/home/me")).toBe("/work/src/a.ts");
    expect(expandPath("/work", "/abs/./b", "/home/me")).toBe("/abs/b");
  });

  it("gives the canonical path of a file that does not exist yet through its existing ancestor", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "real"));
    symlinkSync(join(dir, "real"), join(dir, "link"));
    const real = await canonicalPath(join(dir, "real", "new", "file.txt"), localFsOps);
    expect(await canonicalPath(join(dir, "link", "new", "file.txt"), localFsOps)).toBe(real);
  });

  it("refuses paths outside allowedRoots, including through a symlink, with a clear error", async () => {
    const dir = tempDir();
    const outside = tempDir();
    symlinkSync(outside, join(dir, "escape"));
    const policy = { allowedRoots: [dir] };
    expect(await resolveToolPath(dir, "src/a.ts", localFsOps, policy)).toBe(join(dir, "src/a.ts"));
    expect(await errorOf(resolveToolPath(dir, "../elsewhere.txt", localFsOps, policy))).toMatch(
      /^Path "\.\.\/elsewhere\.txt" resolves to .*, which is outside the allowed workspace \(.*\)\. Use a path inside the workspace\.$/,
    );
    expect(await errorOf(resolveToolPath(dir, "escape/secret", localFsOps, policy))).toContain(
      "outside the allowed workspace",
    );
    expect(await errorOf(resolveToolPath(dir, "  ", localFsOps, policy))).toContain("The path is empty");
  });

  it("shows paths relative to cwd when inside it", () => {
    expect(displayPath("/w", "/w/src/a.ts")).toBe("src/a.ts");
    expect(displayPath("/w", "/w")).toBe(".");
    expect(displayPath("/w", "/etc/hosts")).toBe("/etc/hosts");
  });
});
