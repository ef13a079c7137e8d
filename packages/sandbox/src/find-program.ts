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

const found = new Map<string, string>();

/**
 * {@link findProgram} on `process.env.PATH`, remembered per name, search
 * path and `exclude` for the life of the process (the sandbox looks its
 * programs up before every command: one `realpath` per `PATH` entry). A
 * remembered program that is no longer executable is looked up again.
 */
export function findProgramCached(name: string, exclude: readonly string[] = []): string | undefined {
  const key = [name, process.env.PATH ?? "", ...exclude].join("\0");
  const known = found.get(key);
  if (known !== undefined) {
    try {
      accessSync(known, constants.X_OK);
      return known;
    } catch {
      found.delete(key);
    }
  }
  const program = findProgram(name, { exclude });
  if (program !== undefined) found.set(key, program);
  return program;
}
