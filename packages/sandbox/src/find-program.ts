import { accessSync, constants, statSync } from "node:fs";
import { delimiter, isAbsolute, join } from "node:path";
import { canonicalPath, isWithin } from "./paths.js";

/**
 * The first executable `name` on `PATH` (canonical), skipping relative
 * entries and every entry inside `exclude` (the project folder: a project
 * must not be able to plant its own `bwrap`). Undefined when there is none.
 */
export function findProgram(
  name: string,
  options: { readonly path?: string; readonly exclude?: readonly string[] } = {},
): string | undefined {
  const exclude = (options.exclude ?? []).map((dir) => canonicalPath(dir));
  for (const dir of (options.path ?? process.env.PATH ?? "").split(delimiter)) {
    if (dir === "" || !isAbsolute(dir)) continue;
    const candidate = canonicalPath(join(dir, name));
    if (exclude.some((root) => isWithin(candidate, root))) continue;
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
