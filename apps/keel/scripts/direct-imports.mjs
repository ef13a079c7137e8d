// A source transform for keel's bundle (see own-code.mjs): `import { a } from "@keel/ai"` in
// Keel's compiled code becomes an import of the module that defines `a`
// (found in the entry's index, which re-exports each name from its file).
//
// Why: with code splitting, esbuild assigns whole files to chunks by which
// entry points reach them through the import graph, barrels included. keel's
// bundle also has the packages' entries as entry points (dist/bundle/lib,
// for extensions), so every module an index re-exports is live, and an
// `import … from "@keel/coding-agent/internal"` on the start-up path would
// pull all of them into the start-up chunks (the HTML exporter and marked,
// permissions, MCP glue…). Importing the defining modules keeps the start-up
// graph to what a run uses. Module identity is unchanged: the index
// re-exports the same files.
//
// The transform is strict: a static import or export of a `@keel/*` entry it
// cannot point at defining modules (a namespace or default import,
// `export *`, a bare `import "…"`, a name the index does not re-export from a
// file, a package the bundle does not offer as an entry, such as @keel/mcp)
// fails the build with the file and the statement, instead of silently
// keeping the barrel import. Dynamic `import("…")` is left as it is: it loads on use, so
// it never reaches the start-up chunks. Code is read with TypeScript's
// parser, not with patterns.
import { readFileSync, realpathSync } from "node:fs";
import { dirname, resolve } from "node:path";
import ts from "typescript";

/** @param {string} path @param {string} source */
function parse(path, source) {
  return ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
}

/**
 * For one index file: exported name → { file, imported } for every `export { … } from "./file.js"`.
 * @param {string} linkedIndexFile
 */
function readBarrel(linkedIndexFile) {
  // esbuild keys modules by real path; the index may be reached through node_modules links.
  const indexFile = realpathSync(linkedIndexFile);
  const names = new Map();
  for (const statement of parse(indexFile, readFileSync(indexFile, "utf8")).statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const from = statement.moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || !from.text.startsWith(".")) continue;
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    const file = resolve(dirname(indexFile), from.text);
    for (const element of statement.exportClause.elements) {
      if (element.isTypeOnly) continue;
      names.set(element.name.text, { file, imported: (element.propertyName ?? element.name).text });
    }
  }
  return { indexFile, names };
}

/** Thrown (and so failing the build) for an import of an entry that cannot be pointed at its modules. */
export class DirectImportError extends Error {
  name = "DirectImportError";
}

/**
 * @param {Record<string, string>} entries specifier ("@keel/ai", "@keel/coding-agent/internal", …) → its index file
 * @returns {(source: string, path?: string) => string} the transform (see own-code.mjs)
 */
export function directImports(entries) {
  const barrels = new Map();
  const barrel = (spec) => {
    if (!barrels.has(spec)) barrels.set(spec, readBarrel(entries[spec]));
    return barrels.get(spec);
  };
  return (source, path = "<source>") => {
    if (!source.includes('"@keel/')) return source;
    const file = parse(path, source);
    const fail = (statement, why, fix) => {
      const { line } = file.getLineAndCharacterOfPosition(statement.getStart(file));
      throw new DirectImportError(
        `${path}:${line + 1}: cannot point \`${statement.getText(file)}\` at the modules that define its names: ${why}. ${fix}`,
      );
    };
    const edits = [];
    for (const statement of file.statements) {
      const isImport = ts.isImportDeclaration(statement);
      if (!isImport && !ts.isExportDeclaration(statement)) continue;
      const from = statement.moduleSpecifier;
      if (!from || !ts.isStringLiteral(from) || !from.text.startsWith("@keel/")) continue;
      const spec = from.text;
      if (!Object.hasOwn(entries, spec))
        fail(
          statement,
          `${spec} is not one of the entries the bundle offers (${Object.keys(entries).join(", ")})`,
          `Load it where it is used with \`await import("${spec}")\`, so it stays off the start-up path`,
        );
      const useNames = `Import the names it uses ({ a, b } from "${spec}")`;
      let elements;
      if (isImport) {
        const clause = statement.importClause;
        if (!clause) fail(statement, "a bare import runs the whole index", useNames);
        if (clause.name) fail(statement, "a default import", useNames);
        if (!clause.namedBindings || !ts.isNamedImports(clause.namedBindings))
          fail(statement, "a namespace import reaches every module of the index", useNames);
        elements = clause.namedBindings.elements;
      } else {
        if (!statement.exportClause || !ts.isNamedExports(statement.exportClause))
          fail(statement, "`export *` reaches every module of the index", `Export the names by name from "${spec}"`);
        elements = statement.exportClause.elements;
      }
      const { indexFile, names } = barrel(spec);
      const byFile = new Map();
      for (const element of elements) {
        const imported = (element.propertyName ?? element.name).text;
        const local = element.name.text;
        const target = names.get(imported);
        if (!target)
          fail(
            statement,
            `${indexFile} does not re-export \`${imported}\` by name from a module`,
            `Re-export it there as \`export { ${imported} } from "./its-module.js"\`, or import it from the entry that does`,
          );
        if (!byFile.has(target.file)) byFile.set(target.file, []);
        byFile.get(target.file).push(target.imported === local ? local : `${target.imported} as ${local}`);
      }
      const keyword = isImport ? "import" : "export";
      const text = [...byFile]
        .map(([target, parts]) => `${keyword} { ${parts.join(", ")} } from ${JSON.stringify(target)};`)
        .join(" ");
      edits.push({ start: statement.getStart(file), end: statement.getEnd(), text });
    }
    let out = source;
    for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    return out;
  };
}
