import { describe, expect, it } from "vitest";
import { IgnoreMatcher, parseIgnoreFile } from "./gitignore.js";
import { createPathGlob, globToRegExp } from "./glob.js";

describe("globToRegExp", () => {
  it.each([
    ["*.ts", "a.ts", true],
    ["*.ts", "src/a.ts", false],
    ["**/*.ts", "a.ts", true],
    ["**/*.ts", "src/deep/a.ts", true],
    ["src/**", "src/a/b", true],
    ["src/**/test", "src/test", true],
    ["a?c", "abc", true],
    ["a?c", "a/c", false],
    ["[ab]x", "bx", true],
    ["[!ab]x", "cx", true],
    ["[!ab]x", "ax", false],
    ["*.{ts,tsx}", "a.tsx", true],
    ["*.{ts,tsx}", "a.js", false],
    ["\\*.md", "*.md", true],
    ["a.b", "axb", false],
  ])("%s vs %s → %s", (glob, path, expected) => {
    expect(globToRegExp(glob).test(path)).toBe(expected);
  });

  it("matches names at any depth without /, and paths from the root with /", () => {
    expect(createPathGlob("*.ts")("src/deep/a.ts")).toBe(true);
    expect(createPathGlob("src/*.ts")("src/a.ts")).toBe(true);
    expect(createPathGlob("src/*.ts")("lib/src/a.ts")).toBe(false);
    expect(createPathGlob("/src/*.ts")("src/a.ts")).toBe(true);
  });
});

describe("gitignore rules", () => {
  const matcher = (text: string, dir = "/r") => new IgnoreMatcher().with(dir, parseIgnoreFile(text));

  it("handles comments, negation, folder-only rules and anchoring", () => {
    const m = matcher("# comment\n*.log\n!keep.log\nbuild/\n/root-only.txt\ndocs/*.md\n\\#hash\n");
    expect(m.isIgnored("/r/a.log", false)).toBe(true);
    expect(m.isIgnored("/r/sub/a.log", false)).toBe(true);
    expect(m.isIgnored("/r/keep.log", false)).toBe(false);
    expect(m.isIgnored("/r/build", true)).toBe(true);
    expect(m.isIgnored("/r/build", false)).toBe(false);
    expect(m.isIgnored("/r/root-only.txt", false)).toBe(true);
    expect(m.isIgnored("/r/sub/root-only.txt", false)).toBe(false);
    expect(m.isIgnored("/r/docs/a.md", false)).toBe(true);
    expect(m.isIgnored("/r/x/docs/a.md", false)).toBe(false);
    expect(m.isIgnored("/r/#hash", false)).toBe(true);
  });

  it("lets a deeper ignore file override a shallower one", () => {
    const m = new IgnoreMatcher()
      .with("/r", parseIgnoreFile("*.gen.ts\n"))
      .with("/r/keep", parseIgnoreFile("!*.gen.ts\n"));
    expect(m.isIgnored("/r/a.gen.ts", false)).toBe(true);
    expect(m.isIgnored("/r/keep/a.gen.ts", false)).toBe(false);
  });

  it("keeps trailing spaces only when escaped", () => {
    const m = matcher("trailing   \nkept\\ \n");
    expect(m.isIgnored("/r/trailing", false)).toBe(true);
    expect(m.isIgnored("/r/kept ", false)).toBe(true);
  });
});
