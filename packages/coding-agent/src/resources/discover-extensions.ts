import { extname, join } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { canonicalFile, listDir, type ResourceSource, statOrUndefined } from "./resource-paths.js";

/** An extension module to load (loading is the extension loader's job). */
export interface ExtensionEntry {
  /** The module file: a `.ts`/`.js` file, or a folder's `index.ts`/`index.js`. */
  path: string;
  source: ResourceSource;
}

/** Inputs of {@link discoverExtensions}: absolute paths, all explicit. */
export interface DiscoverExtensionsOptions {
  /** `$KEEL_HOME/extensions`. */
  userDir: string;
  /** A trusted project's `.keel/extensions` (omit when untrusted). */
  projectDir?: string;
  /** `extensions` from the layered settings (already absolute). */
  settingsPaths?: readonly string[];
  /** `-e/--extension` paths (already absolute). They load even with `--no-extensions`. */
  cliPaths?: readonly string[];
  /** `--no-extensions`: skip the folders and the settings list. */
  noExtensions?: boolean;
}

const MODULE_EXTENSIONS = new Set([".ts", ".js"]);

async function folderIndex(dir: string): Promise<string | undefined> {
  for (const name of ["index.ts", "index.js"]) {
    const path = join(dir, name);
    if ((await statOrUndefined(path))?.isFile()) return path;
  }
  return undefined;
}

/** The modules of an extensions folder: its `.ts`/`.js` files and each subfolder's `index.ts`/`index.js`. */
async function scanFolder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of await listDir(dir)) {
    if (name.startsWith(".")) continue;
    const path = join(dir, name);
    const info = await statOrUndefined(path);
    if (info?.isFile() && MODULE_EXTENSIONS.has(extname(name)) && !name.endsWith(".d.ts")) found.push(path);
    else if (info?.isDirectory()) {
      const index = await folderIndex(path);
      if (index) found.push(index);
    }
  }
  return found;
}

/**
 * Finds the extension modules of a run: `$KEEL_HOME/extensions`, a trusted
 * project's `.keel/extensions`, the settings' `extensions` list, then
 * `-e` paths, without duplicates (by real path). A listed path may be a
 * file, a folder with an `index.ts`/`index.js`, or a folder of extensions.
 * `--no-extensions` keeps only `-e` paths. A listed path that does not
 * exist is a diagnostic; discovery goes on.
 *
 * @example
 * const { extensions, diagnostics } = await discoverExtensions({ userDir: paths.extensions, cliPaths });
 */
export async function discoverExtensions(
  options: DiscoverExtensionsOptions,
): Promise<{ extensions: ExtensionEntry[]; diagnostics: Diagnostic[] }> {
  const extensions: ExtensionEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const add = async (path: string, source: ResourceSource) => {
    const key = await canonicalFile(path);
    if (seen.has(key)) return;
    seen.add(key);
    extensions.push({ path, source });
  };
  const listed = async (path: string, source: ResourceSource, label: string) => {
    const info = await statOrUndefined(path);
    if (info === undefined) {
      diagnostics.push({
        severity: "error",
        source: label,
        message: `extension not found: ${path}`,
        hint: "Check the path; the run goes on without it.",
      });
      return;
    }
    if (info.isFile()) return add(path, source);
    const index = await folderIndex(path);
    if (index) return add(index, source);
    for (const file of await scanFolder(path)) await add(file, source);
  };
  if (options.noExtensions !== true) {
    for (const file of await scanFolder(options.userDir)) await add(file, "user");
    if (options.projectDir !== undefined)
      for (const file of await scanFolder(options.projectDir)) await add(file, "project");
    for (const path of options.settingsPaths ?? []) await listed(path, "settings", "settings: extensions");
  }
  for (const path of options.cliPaths ?? []) await listed(path, "cli", "--extension");
  return { extensions, diagnostics };
}
