// A source transform for keel's bundle (see own-code.mjs): `import { a } from "@keel/ai"` in
// Keel's compiled code becomes an import of the module that defines `a`
// (found in the package's index, which re-exports each name from its file).
//
// Why: with code splitting, esbuild assigns whole files to chunks by which
// entry points reach them through the import graph, barrels included. keel's
// bundle also has the packages' public entries as entry points (dist/bundle/lib,
// for extensions), so every module an index re-exports is live, and an
// `import … from "@keel/coding-agent"` on the start-up path pulled all of them
// into the start-up chunks (the HTML exporter and marked, permissions, MCP
// glue…). Importing the defining modules keeps the start-up graph to what a
// run uses. Module identity is unchanged: the index re-exports the same files.
import { readFileSync, realpathSync } from "node:fs";
import { dirname, resolve } from "node:path";

const NAMED = /(import|export)\s*\{([^}]*)\}\s*from\s*"(@keel\/[^"]+)";?/g;
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g;

/** `a`, `a as b`, `type a` → [imported, local], or undefined for a type-only specifier. */
function specifier(text) {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.startsWith("type ")) return undefined;
  const [imported, local = imported] = trimmed.split(/\s+as\s+/);
  return [imported, local];
}

/** For one index file: exported name → { file, imported } for every `export { … } from "./file.js"`. */
function readBarrel(linkedIndexFile) {
  // esbuild keys modules by real path; the index may be reached through node_modules links.
  const indexFile = realpathSync(linkedIndexFile);
  const source = readFileSync(indexFile, "utf8");
  const names = new Map();
  for (const match of source.matchAll(REEXPORT)) {
    const file = resolve(dirname(indexFile), match[2]);
    for (const part of match[1].split(",")) {
      const spec = specifier(part);
      if (spec) names.set(spec[1], { file, imported: spec[0] });
    }
  }
  return names;
}

/**
 * @param {Record<string, string>} entries specifier ("@keel/ai", "@keel/coding-agent/testing", …) → its index file
 * @returns {(source: string) => string} the transform (see own-code.mjs)
 */
export function directImports(entries) {
  const barrels = new Map();
  const barrel = (spec) => {
    if (!barrels.has(spec)) barrels.set(spec, entries[spec] ? readBarrel(entries[spec]) : undefined);
    return barrels.get(spec);
  };
  return (source) =>
    source.replace(NAMED, (whole, keyword, list, spec) => {
      const names = barrel(spec);
      if (!names) return whole;
      const byFile = new Map();
      for (const part of list.split(",")) {
        const parsed = specifier(part);
        if (!parsed) continue;
        const [imported, local] = parsed;
        const target = names.get(imported);
        const from = target ? target.file : spec;
        const name = target ? target.imported : imported;
        if (!byFile.has(from)) byFile.set(from, []);
        byFile.get(from).push(name === local ? name : `${name} as ${local}`);
      }
      return [...byFile]
        .map(([from, parts]) => `${keyword} { ${parts.join(", ")} } from ${JSON.stringify(from)};`)
        .join(" ");
    });
}
