#!/usr/bin/env node
// The graph of relative imports between the top-level folders of a package's
// src/ (files directly in src/, such as index.ts, are left out: they are the
// package's entries and shared leaves), and its import cycles: each strongly
// connected component of more than one folder, with the imports that make it.
// Test files (*.test.ts) are left out too: they may reach across folders.
//
// Usage: node scripts/folder-graph.mjs [src-dir] [--json]
//   src-dir defaults to packages/coding-agent/src; exits 1 when there is a cycle.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";

// `from "x"`, `import "x"` and `import("x")`, each on its own: enough for the
// import and export statements that biome formats (one specifier a statement).
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;
const SOURCE = /\.(?:ts|tsx|mts|cts)$/;
const SKIPPED = /\.(?:test|d)\.(?:ts|tsx|mts|cts)$/;

/**
 * The relative imports of every source file under `srcDir`.
 * @param {string} srcDir
 * @returns {{ file: string, target: string }[]} paths relative to srcDir, with `/`
 */
export function readImports(srcDir) {
  const imports = [];
  for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !SOURCE.test(entry.name) || SKIPPED.test(entry.name)) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    const text = readFileSync(path, "utf8");
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1];
      if (!specifier.startsWith("./") && !specifier.startsWith("../")) continue;
      const target = relative(srcDir, resolve(dirname(path), specifier));
      if (target.startsWith("..")) continue;
      imports.push({ file: toSlash(relative(srcDir, path)), target: toSlash(target) });
    }
  }
  return imports;
}

/**
 * The folder graph: an edge from folder A to folder B for each file in A that
 * imports a file in B, with the files that make it.
 * @param {{ file: string, target: string }[]} imports
 * @returns {Map<string, Map<string, string[]>>} folder → imported folder → "file → target" lines
 */
export function folderGraph(imports) {
  const graph = new Map();
  for (const { file, target } of imports) {
    const from = topFolder(file);
    if (from === undefined) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    const to = topFolder(target);
    if (to === undefined || to === from) continue;
    if (!graph.has(to)) graph.set(to, new Map());
    const edges = graph.get(from);
    if (!edges.has(to)) edges.set(to, []);
    edges.get(to).push(`${file} → ${target}`);
  }
  return graph;
}

/**
 * The strongly connected components of more than one folder (Tarjan), each sorted, the list sorted.
 * @param {Map<string, Map<string, string[]>>} graph
 * @returns {string[][]}
 */
export function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * A readable report: each folder and what it imports, then each cycle with the imports inside it.
 * @param {Map<string, Map<string, string[]>>} graph
 * @returns {string}
 */
export function formatReport(graph) {
  const lines = [];
  for (const folder of [...graph.keys()].sort()) {
    lines.push(`${folder}/ → ${[...graph.get(folder).keys()].sort().join(", ") || "(nothing)"}`);
  }
  const found = cycles(graph);
  lines.push("", found.length === 0 ? "No cycles." : `${found.length} cycle(s):`);
  for (const component of found) {
    lines.push(`  {${component.join(", ")}}`);
    for (const from of component) {
      for (const [to, files] of graph.get(from)) {
        if (!component.includes(to)) continue;
        lines.push(`    ${from} → ${to}: ${files[0]}${files.length > 1 ? ` (+${files.length - 1} more)` : ""}`);
      }
    }
  }
  return lines.join("\n");
}

function topFolder(path) {
  const slash = path.indexOf("/");
  return slash === -1 ? undefined : path.slice(0, slash);
}

function toSlash(path) {
  return sep === "/" ? path : path.split(sep).join("/");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const root = resolve(import.meta.dirname, "..");
  const srcDir = resolve(root, args.find((arg) => !arg.startsWith("--")) ?? "packages/coding-agent/src");
  const graph = folderGraph(readImports(srcDir));
  if (args.includes("--json")) {
    const edges = Object.fromEntries([...graph].map(([from, to]) => [from, [...to.keys()].sort()]));
    console.log(JSON.stringify({ edges, cycles: cycles(graph) }, null, 2));
  } else {
    console.log(formatReport(graph));
  }
  process.exitCode = cycles(graph).length === 0 ? 0 : 1;
}
