// The folders of @keel/coding-agent's src/ form no import cycle, and the
// files directly in src/ (other than the entries index.ts and internal.ts)
// are leaves: they import nothing outside src/'s own root files, so a folder
// may use them without making a cycle. docs/architecture.md's folder map
// names every folder with a layer, and each import goes to a lower layer.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { test } from "node:test";
import { cycles, folderGraph, formatReport, readImports } from "./folder-graph.mjs";

const root = resolve(import.meta.dirname, "..");
const codingAgentSrc = resolve(root, "packages/coding-agent/src");
const ENTRIES = new Set(["index.ts", "internal.ts"]);

test("cycles finds each strongly connected set of folders and only those", () => {
  const graph = folderGraph([
    { file: "a/x.ts", target: "b/y.ts" },
    { file: "b/y.ts", target: "c/z.ts" },
    { file: "c/z.ts", target: "a/w.ts" },
    { file: "d/v.ts", target: "a/x.ts" },
    { file: "e/u.ts", target: "f/t.ts" },
    { file: "f/t.ts", target: "e/s.ts" },
    { file: "g/r.ts", target: "g/q.ts" },
    { file: "g/r.ts", target: "diagnostics.ts" },
  ]);
  assert.deepEqual(cycles(graph), [
    ["a", "b", "c"],
    ["e", "f"],
  ]);
  assert.deepEqual([...graph.get("g").keys()], [], "imports inside a folder and of root files are no edges");
  assert.match(formatReport(graph), /a → b: a\/x\.ts → b\/y\.ts/);
});

test("coding-agent's src/ folders import each other without a cycle", () => {
  const graph = folderGraph(readImports(codingAgentSrc));
  assert.ok(graph.size > 10, "the graph was read");
  assert.deepEqual(cycles(graph), [], `Folder import cycles (node scripts/folder-graph.mjs):\n${formatReport(graph)}`);
});

test("coding-agent's root files other than the entries are leaves", () => {
  const leaves = readImports(codingAgentSrc).filter(({ file }) => !file.includes("/") && !ENTRIES.has(file));
  const outward = leaves.filter(({ target }) => target.includes("/"));
  assert.deepEqual(outward, [], "a root file may import only other root files");
});

/** The folder map of docs/architecture.md: folder → layer. */
function documentedLayers() {
  const text = readFileSync(resolve(root, "docs/architecture.md"), "utf8");
  const section = text.slice(text.indexOf("## Inside `@keel/coding-agent`: the folder map"));
  const layers = new Map();
  for (const match of section.matchAll(/^\|\s*(\d+)\s*\|\s*`([\w-]+)\/`\s*\|/gm)) {
    layers.set(match[2], Number(match[1]));
  }
  return layers;
}

test("docs/architecture.md's folder map names every folder of coding-agent's src/, and each import goes to a lower layer", () => {
  const layers = documentedLayers();
  const folders = readdirSync(codingAgentSrc, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  assert.deepEqual([...layers.keys()].sort(), folders, "the map lists exactly the folders of src/");
  const graph = folderGraph(readImports(codingAgentSrc));
  const upward = [];
  for (const [from, edges] of graph) {
    for (const [to, files] of edges) {
      if (layers.get(to) >= layers.get(from)) {
        upward.push(`${from} (layer ${layers.get(from)}) → ${to} (layer ${layers.get(to)}): ${files[0]}`);
      }
    }
  }
  assert.deepEqual(
    upward,
    [],
    "an import to the same or a higher layer: move the code, or the folder's layer in the map",
  );
});
