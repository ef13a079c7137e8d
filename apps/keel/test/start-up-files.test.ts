/**
 * What keel's bundle reads before it runs anything: the start-up file and the
 * chunks it imports statically. The code a plain `keel -p` never runs must be
 * in lazily loaded chunks only (a regression here, such as importing a
 * package's whole index on the start-up path, doubles start-up; see "Start-up"
 * in the README). Sizes, not timings: these machines are shared and noisy.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const bundle = fileURLToPath(new URL("../dist/bundle/", import.meta.url));
const entry = join(bundle, "keel.mjs");

/** The start-up file and every chunk reachable from it by static imports. */
function startUpFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    // esbuild's output: `import{a}from"./chunk.mjs"`, `import"./chunk.mjs"`, `export{a}from"./chunk.mjs"`.
    for (const match of text.matchAll(/(?:import|export)\s*(?:[^"'();]*?from\s*)?["'](\.\.?\/[^"']+)["']/g)) {
      visit(resolve(dirname(file), match[1] as string));
    }
  };
  visit(entry);
  return [...seen];
}

/** Code that must load only when used, by a name that stays in the bundle (names are not minified). */
const LAZY = [
  ["the HTML exporter", "function renderSessionHtml"],
  ["marked (the exporter's Markdown)", "Lexer"],
  ["the terminal UI", "function runInteractiveMode"],
  ["RPC mode", "function runRpcMode"],
  ["the ajv compiler (first tool call)", "CodeGen"],
  ["TypeBox's type engine", "function Instantiate("],
  ["the permission decider (first tool call)", "function decidePermission"],
  ["edit's matching (first edit)", "function matchEdits"],
  ["grep's built-in engine", "function grepBuiltin"],
  ["the OpenAI and Anthropic SDKs (first request)", "X-Stainless-Lang"],
  ["the Google SDK", "GoogleGenAI"],
] as const;

describe("keel's start-up files", () => {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build keel first (pnpm --filter @keel/cli build)`);
  const files = startUpFiles();
  const chunks = join(bundle, "chunks");

  it.each(LAZY)("leave out %s", (_what, marker) => {
    const loaded = files.filter((file) => readFileSync(file, "utf8").includes(marker));
    expect(loaded.map((file) => file.slice(bundle.length))).toEqual([]);
    // The marker is real: the code is in the bundle, in a chunk loaded on use.
    const everywhere = [entry, ...files, ...readdirChunks(chunks)];
    expect(everywhere.some((file) => readFileSync(file, "utf8").includes(marker))).toBe(true);
  });

  // The bound was 40 files and 700 KB (559 KB when first written). The sandbox, hooks,
  // checkpoints, packages, codemode and subagents wiring took it to 46 files and 915 KB;
  // their rarely used halves (the domain proxy and bubblewrap's command wrapping, the
  // QuickJS glue, the rewind machinery, the package installers, worktrees) now load on
  // first use: 867 KB, but in 52 files, because esbuild puts the start-up modules each
  // lazy chunk also imports into chunks of their own. Fewer files needs fewer lazy
  // boundaries into start-up code, not more; bytes are what a run parses.
  it("stay small: a few dozen files, under 880 KB of source", () => {
    const bytes = files.reduce((sum, file) => sum + readFileSync(file).length, 0);
    expect(files.length).toBeLessThan(55);
    expect(bytes).toBeLessThan(880_000);
  });
});

function readdirChunks(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".mjs"))
    .map((name) => join(dir, name));
}
