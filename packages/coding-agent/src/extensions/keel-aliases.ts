import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The packages an extension's imports are pointed at Keel's own copies of. */
export const ALIASED_PACKAGES: readonly string[] = [
  "@keel/ai",
  "@keel/agent-core",
  "@keel/tools",
  "@keel/coding-agent",
  "@keel/sandbox",
  "typebox",
];

interface PackageJson {
  name?: string;
  main?: string;
  exports?: unknown;
}

function readPackageJson(dir: string): PackageJson | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as PackageJson;
  } catch {
    return undefined;
  }
}

/** The folder of `name` as seen from `fromDir`: itself when `fromDir` is inside it, else the nearest `node_modules/<name>`. */
function findPackageDir(name: string, fromDir: string): string | undefined {
  for (let dir = resolve(fromDir); ; dir = dirname(dir)) {
    if (readPackageJson(dir)?.name === name) return dir;
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The ESM file an `exports` target names (`"./x.js"` or `{ import, default }`, nested conditions allowed). */
function importTarget(target: unknown): string | undefined {
  if (typeof target === "string") return target;
  if (typeof target !== "object" || target === null) return undefined;
  const conditions = target as Record<string, unknown>;
  for (const key of ["import", "default"]) {
    const found = importTarget(conditions[key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

let provided: (() => Record<string, string>) | undefined;

/**
 * Hands {@link resolveKeelAliases} the files to point extensions at instead
 * of the installed packages: a bundled distribution (the `keel` binary)
 * provides its bundle's own entry files, so an extension's `@keel/ai` is the
 * very module instance the bundle runs (one model registry, one set of
 * classes), not a second copy from `node_modules`. Called once at start-up;
 * `source` runs only when an extension is loaded.
 */
export function provideKeelAliases(source: () => Record<string, string>): void {
  provided = source;
}

/**
 * Maps each public entry of Keel's packages and of `typebox` (`typebox`,
 * `typebox/value`, `@keel/ai/testing`…) to the file this installation
 * uses, so an extension shares Keel's modules whatever its own folder has
 * installed. Entries without a file (e.g. a package not built) are left out.
 *
 * With no `fromDir` and files handed over by {@link provideKeelAliases},
 * those are used.
 *
 * @param fromDir - where to resolve from. Default: this module's folder.
 */
export function resolveKeelAliases(fromDir?: string): Record<string, string> {
  const aliases =
    fromDir === undefined && provided !== undefined
      ? provided()
      : resolveInstalled(fromDir ?? dirname(fileURLToPath(import.meta.url)));
  return withPiAliases(aliases);
}

/**
 * pi's package names and the Keel package each stands for: an extension
 * made for pi imports Keel's module under pi's name (one instance, as for
 * Keel's own extensions), so it loads unchanged when it uses what Keel
 * offers. `@earendil-works/pi-tui` has no counterpart.
 */
export const PI_PACKAGE_ALIASES: Readonly<Record<string, string>> = {
  "@earendil-works/pi-coding-agent": "@keel/coding-agent",
  "@earendil-works/pi-agent-core": "@keel/agent-core",
  "@earendil-works/pi-ai": "@keel/ai",
};

function withPiAliases(aliases: Record<string, string>): Record<string, string> {
  const out = { ...aliases };
  for (const [pi, keel] of Object.entries(PI_PACKAGE_ALIASES)) {
    const file = aliases[keel];
    if (file !== undefined) out[pi] = file;
  }
  return out;
}

function resolveInstalled(fromDir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of ALIASED_PACKAGES) {
    const dir = findPackageDir(name, fromDir);
    if (dir === undefined) continue;
    const pkg = readPackageJson(dir);
    const entries: [string, unknown][] =
      typeof pkg?.exports === "object" && pkg.exports !== null && !Array.isArray(pkg.exports)
        ? Object.entries(pkg.exports as Record<string, unknown>)
        : [[".", pkg?.exports ?? pkg?.main]];
    for (const [subpath, target] of entries) {
      if (!subpath.startsWith(".") || subpath.includes("*") || subpath.endsWith(".json")) continue;
      const file = importTarget(target);
      if (file === undefined) continue;
      const absolute = join(dir, file);
      if (!existsSync(absolute)) continue;
      aliases[subpath === "." ? name : `${name}${subpath.slice(1)}`] = absolute;
    }
  }
  return aliases;
}
