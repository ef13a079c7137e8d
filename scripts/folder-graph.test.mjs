// The folders of @keel/coding-agent's src/ form no import cycle, and the
// files directly in src/ (other than the entries index.ts and internal.ts)
// are leaves: they import nothing outside src/'s own root files, so a folder
// may use them without making a cycle.
import assert from "node:assert/strict";
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
