/**
 * The modules of `src` (tests and test helpers aside) import each other in
 * one direction only: no import cycle, counting type-only imports and
 * dynamic `import()`s of adapters, so that, for example, the registry, the
 * built-in adapters and the retry layer never depend on each other in a ring.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test-support" || entry.name === "fixtures" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.includes(".test.") ? [path] : [];
  });
}

/** Relative imports of one file (static, type-only, re-exports and dynamic), as absolute `.ts` paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [
    ...text.matchAll(/(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g),
    ...text.matchAll(/import\(\s*"(\.[^"]+)"\s*\)/g),
  ].map((match) => match[1] ?? "");
  return specifiers.map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
}

/** One cycle of the graph, as a list of files relative to `src`, or `undefined`. */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === "done") return undefined;
    if (state.get(node) === "visiting") return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, "visiting");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, "done");
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle.map((file) => relative(SRC, file));
  }
  return undefined;
}

describe("the module graph of src", () => {
  it("has no import cycle (type-only imports included)", () => {
    const files = sourceFiles(SRC);
    const graph = new Map(files.map((file) => [file, importsOf(file).filter((target) => files.includes(target))]));
    expect(files.length).toBeGreaterThan(50);
    expect(findCycle(graph)).toBeUndefined();
  });
});
