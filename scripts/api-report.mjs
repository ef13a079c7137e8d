#!/usr/bin/env node
// The API report of each published package: one file per public entry of
// its `exports` map (`packages/<name>/api/<entry>.api.md`) listing every name
// the entry exports, values and types apart, read from the sources with the
// TypeScript compiler. `./internal` has none: it is used only inside this
// repository and changes freely. The files are checked in, so a change to a package's
// public surface shows in review; scripts/api-report.test.mjs fails when
// they are out of date.
//
//   node scripts/api-report.mjs           rewrite the reports
//   node scripts/api-report.mjs --check   exit 1 if a report is out of date
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";

const root = resolve(import.meta.dirname, "..");

/**
 * @typedef {{ name: string, kind: string, value: boolean, type: boolean }} ExportedName
 * @typedef {{ pkg: string, dir: string, subpath: string, entry: string, source: string, dist: string }} Entry
 */

/**
 * The entries of every package under packages/: each `exports` subpath with
 * its source file; `./internal` only with `{ internal: true }`.
 */
export function packageEntries({ internal = false } = {}) {
  /** @type {Entry[]} */
  const entries = [];
  for (const name of readdirSync(join(root, "packages")).sort()) {
    const dir = join(root, "packages", name);
    if (!existsSync(join(dir, "package.json"))) continue;
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      if (subpath.endsWith(".json") || (subpath === "./internal" && !internal)) continue;
      const dist = typeof target === "string" ? target : target.import;
      const base = dist.replace(/^\.\/dist\//, "src/").replace(/\.js$/, "");
      const source = [`${base}.ts`, `${base}.tsx`].find((file) => existsSync(join(dir, file)));
      if (source === undefined) throw new Error(`${pkg.name}: no source file for ${subpath} (${dist})`);
      const entry = subpath === "." ? "index" : subpath.slice(2).replaceAll("/", "-");
      entries.push({ pkg: pkg.name, dir, subpath, entry, source: join(dir, source), dist: join(dir, dist) });
    }
  }
  return entries;
}

/** What a declaration is, in a word. */
function kindOf(symbol) {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return "class";
  if (flags & ts.SymbolFlags.Function) return "function";
  if (flags & ts.SymbolFlags.Enum) return "enum";
  if (flags & ts.SymbolFlags.Variable) {
    const declaration = symbol.valueDeclaration;
    const list = declaration?.parent;
    return list && ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const ? "const" : "let";
  }
  if (flags & ts.SymbolFlags.Interface) return "interface";
  if (flags & ts.SymbolFlags.TypeAlias) return "type";
  if (flags & ts.SymbolFlags.Namespace) return "namespace";
  return "unknown";
}

/**
 * Every name each entry exports, from the sources (re-exports followed).
 * @param {Entry[]} entries
 * @returns {Map<Entry, ExportedName[]>}
 */
export function exportedNames(entries) {
  const config = ts.readConfigFile(join(root, "tsconfig.base.json"), ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const program = ts.createProgram({
    rootNames: entries.map((entry) => entry.source),
    options: { ...options, noEmit: true, jsx: ts.JsxEmit.ReactJSX },
  });
  const checker = program.getTypeChecker();
  const result = new Map();
  for (const entry of entries) {
    const file = program.getSourceFile(entry.source);
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`${entry.pkg}${entry.subpath.slice(1)}: ${entry.source} is not a module`);
    const names = checker.getExportsOfModule(moduleSymbol).map((exported) => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const typeOnly = exported.declarations?.some((d) => ts.isTypeOnlyExportDeclaration?.(d) ?? false) ?? false;
      const value = !typeOnly && (target.flags & ts.SymbolFlags.Value) !== 0;
      const type = (target.flags & ts.SymbolFlags.Type) !== 0;
      return { name: exported.name, kind: kindOf(target), value, type };
    });
    names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    result.set(entry, names);
  }
  return result;
}

/** The report file of one entry. */
export function reportPath(entry) {
  return join(entry.dir, "api", `${entry.entry}.api.md`);
}

/**
 * The text of one entry's report.
 * @param {Entry} entry
 * @param {ExportedName[]} names
 */
export function renderReport(entry, names) {
  const specifier = entry.subpath === "." ? entry.pkg : `${entry.pkg}${entry.subpath.slice(1)}`;
  const values = names.filter((n) => n.value);
  const types = names.filter((n) => !n.value);
  const lines = [
    `# API report: \`${specifier}\``,
    "",
    `<!-- Written by \`pnpm api:report\` from ${relative(entry.dir, entry.source)}; do not edit by hand. -->`,
    "",
    entry.subpath === "./testing"
      ? "Test helpers: public; the package README says whether semver covers them."
      : "Public: covered by semver. A change to this list is a change to the package's public surface.",
    "",
    `${names.length} names: ${values.length} values, ${types.length} types only.`,
    "",
    `## Values (${values.length})`,
    "",
    ...values.map((n) => `- \`${n.name}\` — ${n.kind}`),
    "",
    `## Types (${types.length})`,
    "",
    ...types.map((n) => `- \`${n.name}\` — ${n.kind}`),
    "",
  ];
  return lines.join("\n");
}

function main() {
  const check = process.argv.includes("--check");
  const entries = packageEntries();
  const stale = [];
  for (const [entry, names] of exportedNames(entries)) {
    const path = reportPath(entry);
    const text = renderReport(entry, names);
    const current = existsSync(path) ? readFileSync(path, "utf8") : undefined;
    if (current === text) continue;
    if (check) {
      stale.push(relative(root, path));
      continue;
    }
    mkdirSync(join(entry.dir, "api"), { recursive: true });
    writeFileSync(path, text);
    console.log(`wrote ${relative(root, path)}`);
  }
  if (stale.length > 0) {
    console.error(
      `API reports out of date: ${stale.join(", ")}.\nRun \`pnpm api:report\` and review the change to the public surface.`,
    );
    process.exit(1);
  }
}

if (import.meta.filename === process.argv[1]) main();
