import { readdir, realpath, stat } from "node:fs/promises";

/** Where a resource was found, from least to most specific. */
export type ResourceSource = "user" | "project" | "settings" | "cli";

/** `stat` that answers `undefined` instead of throwing. */
export async function statOrUndefined(path: string) {
  try {
    return await stat(path);
  } catch {
    return undefined;
  }
}

/** The names in a folder, sorted, or `[]` when it does not exist or cannot be read. */
export async function listDir(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

/** The canonical path of an existing file (symlinks resolved), for deduplication. */
export async function canonicalFile(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    return path;
  }
}
