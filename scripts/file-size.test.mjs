// Small files, one concept each: no source file of coding-agent, mcp or
// fleet is over 400 lines unless its first line says why
// (`// Over 400 lines: …`) or it is generated (`// Generated …`).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { test } from "node:test";

const root = resolve(import.meta.dirname, "..");
const PACKAGES = ["packages/coding-agent/src", "packages/mcp/src", "packages/fleet/src"];
const LIMIT = 400;
const REASON = /^\/\/ (Over 400 lines: \S|Generated )/;

test(`no source file of ${PACKAGES.join(", ")} is over ${LIMIT} lines without a reason on its first line`, () => {
  const long = [];
  for (const folder of PACKAGES) {
    for (const entry of readdirSync(resolve(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|mts|mjs)$/.test(entry.name)) continue;
      const path = join(entry.parentPath ?? entry.path, entry.name);
      const text = readFileSync(path, "utf8");
      const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
      if (lines > LIMIT && !REASON.test(text)) long.push(`${relative(root, path)}: ${lines} lines`);
    }
  }
  assert.deepEqual(long, [], "split the file, or put `// Over 400 lines: <why>` on its first line");
});
