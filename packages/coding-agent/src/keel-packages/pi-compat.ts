import { readFile, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { PI_PACKAGE_ALIASES, resolveKeelAliases } from "../extensions/keel-aliases.js";
import { listDir } from "../resources/resource-paths.js";

const ENTRY_NAMES = ["index.ts", "index.js", "index.mts", "index.mjs"];
const SOURCE_EXTENSIONS = new Set([".ts", ".js", ".mts", ".mjs"]);

/** The module files an extension path stands for: the file, a folder's index, or a folder's modules. */
async function entryFiles(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return [];
  if (info.isFile()) return [path];
  for (const name of ENTRY_NAMES) {
    const candidate = join(path, name);
    if ((await stat(candidate).catch(() => undefined))?.isFile()) return [candidate];
  }
  const files: string[] = [];
  for (const name of await listDir(path)) {
    const child = join(path, name);
    const childInfo = await stat(child).catch(() => undefined);
    if (childInfo?.isFile() && SOURCE_EXTENSIONS.has(extname(name)) && !name.endsWith(".d.ts")) files.push(child);
    else if (childInfo?.isDirectory()) {
      for (const index of ENTRY_NAMES) {
        if ((await stat(join(child, index)).catch(() => undefined))?.isFile()) {
          files.push(join(child, index));
          break;
        }
      }
    }
  }
  return files;
}

/**
 * The names each pi package is used for as a value in a module: the
 * module is compiled the way the extension loader compiles it (type-only
 * imports vanish), then each `binding.name` of a `require("@earendil-works/pi-…")`
 * binding is collected.
 */
async function piValueImports(file: string): Promise<Map<string, Set<string>>> {
  const source = await readFile(file, "utf8");
  const used = new Map<string, Set<string>>();
  if (!source.includes("@earendil-works/pi-")) return used;
  const { createJiti } = await import("jiti");
  const code = createJiti(import.meta.url).transform({ source, filename: file, ts: /\.m?ts$/.test(file) });
  const bindings = /var (\w+) = (?:_interopRequire\w*\()?require\("(@earendil-works\/pi-[\w-]+)"\)/g;
  for (const [, variable, name] of code.matchAll(bindings)) {
    if (variable === undefined || name === undefined) continue;
    const names = used.get(name) ?? new Set<string>();
    for (const [, member] of code.matchAll(new RegExp(`\\b${variable}\\.(\\w+)`, "g"))) {
      if (member !== undefined && member !== "default") names.add(member);
    }
    used.set(name, names);
  }
  return used;
}

/**
 * What a package made for pi uses that Keel's extension API does not
 * offer: for each extension module, every value it imports from one of
 * pi's packages must be an export of the Keel package that name is
 * pointed at (`@earendil-works/pi-coding-agent` → `@keel/coding-agent`,
 * …); `@earendil-works/pi-tui` has no counterpart. Returns one sentence
 * per missing piece (empty when the package loads against Keel's API).
 */
export async function missingPiApis(extensionPaths: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  const aliases = resolveKeelAliases();
  const exported = new Map<string, Set<string>>();
  const exportsOf = async (keel: string): Promise<Set<string> | undefined> => {
    const file = aliases[keel];
    if (file === undefined) return undefined;
    let names = exported.get(keel);
    if (names === undefined) {
      names = new Set(Object.keys((await import(pathToFileURL(file).href)) as object));
      exported.set(keel, names);
    }
    return names;
  };
  for (const path of extensionPaths) {
    for (const file of await entryFiles(path)) {
      for (const [pi, names] of await piValueImports(file)) {
        const keel = PI_PACKAGE_ALIASES[pi];
        const offered = keel === undefined ? undefined : await exportsOf(keel);
        if (offered === undefined) {
          missing.push(`${file} imports ${pi}, which has no Keel counterpart`);
          continue;
        }
        const absent = [...names].filter((name) => !offered.has(name)).sort();
        if (absent.length > 0) {
          missing.push(`${file} uses ${pi}'s ${absent.join(", ")}, not offered by Keel's extension API (${keel})`);
        }
      }
    }
  }
  return missing;
}
