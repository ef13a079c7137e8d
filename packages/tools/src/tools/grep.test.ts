import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findExecutableSync } from "../operations/local-exec.js";
import { MemoryFs } from "../operations/memory-fs.js";
import { errorOf, runTool, textOf } from "../test-support/results.js";
import { useTempDirs } from "../test-support/temp-dir.js";
import { writeSearchProject, writeTree } from "../test-support/tree.js";
import { createGrepTool, type GrepParams } from "./grep.js";

const tempDir = useTempDirs();
const hasRipgrep = findExecutableSync("rg") !== undefined;

const project = (withGit = true) => writeSearchProject(tempDir(), withGit);

const grepWith = (engine: "builtin" | "external", cwd: string, params: GrepParams) =>
  runTool(createGrepTool(cwd, { engine, spillDir: cwd }), params);

const CASES: [string, GrepParams][] = [
  ["a plain pattern", { pattern: "hello" }],
  ["ignoreCase", { pattern: "HELLO", ignoreCase: true }],
  ["literal", { pattern: "console.log(", literal: true }],
  ["a regex", { pattern: "hel+o\\s+\\w+" }],
  ["context", { pattern: "foo", context: 1 }],
  ["a name glob", { pattern: "hello", glob: "*.ts" }],
  ["a path glob", { pattern: "hello", glob: "src/**/*.ts" }],
  ["a limit", { pattern: "hello", limit: 3 }],
  ["a limit with context", { pattern: "hello", limit: 1, context: 2 }],
  ["a folder path", { pattern: "hello", path: "src" }],
  ["a file path", { pattern: "o", path: "a.txt" }],
  ["no match", { pattern: "zzz-not-there" }],
];

describe("grep", () => {
  it("finds matches as `path:line: text`, sorted, honouring .gitignore (built-in engine)", async () => {
    const dir = project();
    const { text, details } = await grepWith("builtin", dir, { pattern: "hello" });
    expect(text).toBe(
      [
        ".hidden/h.txt:1: hello hidden",
        "a.txt:1: hello world",
        "a.txt:3: hello again",
        "crlf.txt:1: hello crlf",
        "docs/ünïcode.md:1: hello ünïcode",
        "keep.log:1: hello kept",
        `long.txt:1: hello ${"x".repeat(494)}… [line cut at 500 chars]`,
        "src/a.b/x.ts:1: hello dots",
        "src/main.ts:1: // hello",
        "src/main.ts:3: console.log('hello');",
        "src/nested/ok.ts:1: hello ok",
        "src/util.ts:2:   return 'hello';",
        "",
        "[Lines over 500 characters were cut; use read to see them whole.]",
      ].join("\n"),
    );
    expect(details).toMatchObject({ matchCount: 12, limitReached: false, engine: "builtin", linesCut: true });
  });

  it("shows context lines as `path-line- text` with -- between blocks", async () => {
    const dir = project();
    const { text } = await grepWith("builtin", dir, { pattern: "foo", context: 1, path: "a.txt" });
    expect(text).toBe(
      ["a.txt-1- hello world", "a.txt:2: foo", "a.txt-3- hello again", "--", "a.txt-5- baz", "a.txt:6: foo"].join("\n"),
    );
  });

  it("stops at the limit and says there are more", async () => {
    const dir = project();
    const { text, details } = await grepWith("builtin", dir, { pattern: "hello", limit: 2 });
    expect(text).toBe(
      ".hidden/h.txt:1: hello hidden\na.txt:1: hello world\n\n[Showing the first 2 matching lines; there are more. Narrow the pattern, path or glob, or raise limit.]",
    );
    expect(details).toMatchObject({ matchCount: 2, limitReached: true });
  });

  // Reported as skipped where ripgrep is not installed (CI installs it).
  (hasRipgrep ? it : it.skip).each(CASES)(
    "gives the same output with ripgrep and the built-in engine: %s",
    async (_name, params) => {
      const dir = project();
      const builtin = await grepWith("builtin", dir, params);
      const ripgrep = await grepWith("external", dir, params);
      expect(ripgrep.details?.engine).toBe("ripgrep");
      expect(ripgrep.text).toBe(builtin.text);
      expect({ ...ripgrep.details, engine: "builtin" }).toEqual(builtin.details);
    },
  );

  it.skipIf(!hasRipgrep)("gives the same output with both engines outside a git repository", async () => {
    const dir = project(false);
    const builtin = await grepWith("builtin", dir, { pattern: "hello" });
    const ripgrep = await grepWith("external", dir, { pattern: "hello" });
    expect(ripgrep.text).toBe(builtin.text);
    expect(builtin.text).not.toContain("skip.log");
    expect(builtin.text).not.toContain("secret");
  });

  it("uses ripgrep by default when it is on PATH", async () => {
    const dir = project();
    const grep = createGrepTool(dir);
    const result = await grep.execute("call", { pattern: "hello", limit: 1 }, undefined, undefined);
    expect(result.details?.engine).toBe(hasRipgrep ? "ripgrep" : "builtin");
  });

  it("spills output over 50 KB to a file and says where", async () => {
    const dir = tempDir();
    writeTree(dir, { "many.txt": Array.from({ length: 400 }, (_, i) => `match ${i} ${"y".repeat(200)}`).join("\n") });
    const { text, details } = await grepWith("builtin", dir, { pattern: "match", limit: 1000 });
    expect(text).toMatch(/\[Output cut at 50\.0 KB \(\d+ of 400 lines shown\)\. Full output: .*keel-grep-.*\.log\]/);
    const full = readFileSync(details?.fullOutputPath as string, "utf8");
    expect(full.split("\n")).toHaveLength(400);
    expect(details?.truncation).toMatchObject({ truncated: true, truncatedBy: "bytes", totalLines: 400 });
    expect(details?.truncation?.outputLines).toBeLessThan(400);
  });

  it("returns 100 matching lines by default", async () => {
    const dir = tempDir();
    writeTree(dir, { "many.txt": Array.from({ length: 150 }, (_, i) => `hit ${i}`).join("\n") });
    for (const engine of hasRipgrep ? (["builtin", "external"] as const) : (["builtin"] as const)) {
      const { text, details } = await grepWith(engine, dir, { pattern: "hit" });
      expect(details).toMatchObject({ matchCount: 100, limitReached: true });
      expect(text.split("\n")[99]).toBe("many.txt:100: hit 99");
      expect(text).toContain("[Showing the first 100 matching lines; there are more.");
    }
  });

  it("cuts lines at 500 characters and says so", async () => {
    const dir = tempDir();
    writeTree(dir, { "wide.txt": `needle ${"w".repeat(700)}\n` });
    for (const engine of hasRipgrep ? (["builtin", "external"] as const) : (["builtin"] as const)) {
      const { text, details } = await grepWith(engine, dir, { pattern: "needle" });
      const [line] = text.split("\n");
      expect(line).toBe(`wide.txt:1: needle ${"w".repeat(493)}… [line cut at 500 chars]`);
      expect(text).toContain("[Lines over 500 characters were cut; use read to see them whole.]");
      expect(details?.linesCut).toBe(true);
    }
  });

  it("reports an invalid regex and a missing path clearly", async () => {
    const dir = project();
    expect(await errorOf(grepWith("builtin", dir, { pattern: "a(b" }))).toMatch(
      /^Invalid regular expression "a\(b": .*set literal: true/,
    );
    if (hasRipgrep)
      expect(await errorOf(grepWith("external", dir, { pattern: "a(b" }))).toMatch(
        /^grep failed: .*regex parse error/s,
      );
    expect(await errorOf(grepWith("builtin", dir, { pattern: "x", path: "nope" }))).toBe(
      "Cannot search nope: no such file or directory. Check the path; use ls or find to locate it.",
    );
  });

  it("runs the built-in engine on an in-memory file system", async () => {
    const fs = new MemoryFs({ "/w/.gitignore": "ignored.txt\n", "/w/a.txt": "needle\n", "/w/ignored.txt": "needle\n" });
    const grep = createGrepTool("/w", { fs });
    const result = await grep.execute("call", { pattern: "needle" }, undefined, undefined);
    expect(textOf(result)).toBe("a.txt:1: needle");
    expect(result.details?.engine).toBe("builtin");
  });
});
