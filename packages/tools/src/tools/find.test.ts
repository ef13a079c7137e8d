import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findExecutableSync } from "../operations/local-exec.js";
import { MemoryFs } from "../operations/memory-fs.js";
import { errorOf, runTool, textOf } from "../test-support/results.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import { writeSearchProject } from "../test-support/tree.js";
import { createFindTool, type FindParams } from "./find.js";
import { fdArgs } from "./find-fd.js";

const tempDir = useTempDirs();
const hasFd = (findExecutableSync("fd") ?? findExecutableSync("fdfind")) !== undefined;

function project(withGit = true) {
  const dir = writeSearchProject(tempDir(), withGit);
  symlinkSync(join(dir, "a.txt"), join(dir, "link.txt"));
  return dir;
}

const findWith = (engine: "builtin" | "external", cwd: string, params: FindParams) =>
  runTool(createFindTool(cwd, { engine, spillDir: cwd }), params);

const CASES: [string, FindParams][] = [
  ["a name glob", { pattern: "*.txt" }],
  ["a name glob matching folders too", { pattern: "*.b" }],
  ["a path glob", { pattern: "src/**/*.ts" }],
  ["a one-level path glob", { pattern: "src/*.ts" }],
  ["everything", { pattern: "*" }],
  ["a limit", { pattern: "*", limit: 4 }],
  ["a sub-folder", { pattern: "*.ts", path: "src" }],
  ["no match", { pattern: "*.nothing" }],
];

describe("find", () => {
  it("lists matches sorted, folders marked with /, .gitignore honoured (built-in engine)", async () => {
    const dir = project();
    const { text, details } = await findWith("builtin", dir, { pattern: "*" });
    expect(text).toBe(
      [
        ".gitignore",
        ".hidden/",
        ".hidden/h.txt",
        "B.txt",
        "a.txt",
        "bin.dat",
        "crlf.txt",
        "docs/",
        "docs/ünïcode.md",
        "keep.log",
        "link.txt",
        "long.txt",
        "src/",
        "src/a.b/",
        "src/a.b/x.ts",
        "src/main.ts",
        "src/nested/",
        "src/nested/.gitignore",
        "src/nested/ok.ts",
        "src/util.ts",
      ].join("\n"),
    );
    expect(details).toMatchObject({ count: 20, limitReached: false, engine: "builtin" });
  });

  it("returns 1,000 paths by default", async () => {
    const dir = tempDir();
    for (let i = 0; i < 1005; i++) writeFileSync(join(dir, `f${String(i).padStart(4, "0")}.txt`), "");
    const { text, details } = await findWith("builtin", dir, { pattern: "*.txt" });
    expect(details).toMatchObject({ count: 1000, limitReached: true });
    expect(text.split("\n")[999]).toBe("f0999.txt");
    expect(text).toContain("[Showing the first 1000 results; there are more.");
  });

  it("stops at the limit and says there are more", async () => {
    const dir = project();
    const { text, details } = await findWith("builtin", dir, { pattern: "*.ts", limit: 2 });
    expect(text).toBe(
      "src/a.b/x.ts\nsrc/main.ts\n\n[Showing the first 2 results; there are more. Use a narrower pattern or path, or raise limit.]",
    );
    expect(details?.limitReached).toBe(true);
  });

  // Reported as skipped where fd is not installed (CI installs it).
  (hasFd ? it : it.skip).each(CASES)(
    "gives the same output with fd and the built-in engine: %s",
    async (_name, params) => {
      const dir = project();
      const builtin = await findWith("builtin", dir, params);
      const fd = await findWith("external", dir, params);
      expect(fd.details?.engine).toBe("fd");
      expect(fd.text).toBe(builtin.text);
    },
  );

  it("honours .gitignore outside a git repository too", async () => {
    const dir = project(false);
    const find = createFindTool(dir);
    const text = textOf(await find.execute("call", { pattern: "*.ts" }, undefined, undefined));
    expect(text).toBe("src/a.b/x.ts\nsrc/main.ts\nsrc/nested/ok.ts\nsrc/util.ts");
  });

  it("builds fd arguments: full-path glob anchored at the (escaped) root for patterns with /", () => {
    expect(fdArgs({ pattern: "src/*.ts", root: "/w/[x]", limit: 5 }, true)).toEqual([
      "--glob",
      "--hidden",
      "--exclude",
      ".git",
      "--color",
      "never",
      "--no-require-git",
      "--full-path",
      "/w/\\[x\\]/src/*.ts",
      "--",
      "/w/[x]",
    ]);
  });

  it("refuses a file or a missing folder clearly", async () => {
    const dir = project();
    mkdirSync(join(dir, "empty"));
    expect(await errorOf(findWith("builtin", dir, { pattern: "*", path: "a.txt" }))).toBe(
      "Cannot search a.txt: it is a file, not a folder. Give a folder as path.",
    );
    expect(await errorOf(findWith("builtin", dir, { pattern: "*", path: "missing" }))).toContain(
      "no such file or directory",
    );
    expect((await findWith("builtin", dir, { pattern: "*", path: "empty" })).text).toBe("No files match *.");
  });

  it("runs the built-in engine on an in-memory file system", async () => {
    const fs = new MemoryFs({ "/w/.gitignore": "dist/\n", "/w/src/a.ts": "", "/w/dist/a.ts": "" });
    const find = createFindTool("/w", { fs });
    const result = await find.execute("call", { pattern: "*.ts" }, undefined, undefined);
    expect(textOf(result)).toBe("src/a.ts");
    expect(result.details?.engine).toBe("builtin");
  });
});
