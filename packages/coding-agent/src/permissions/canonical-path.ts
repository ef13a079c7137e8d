import { realpath } from "node:fs";
import { basename, dirname, isAbsolute, resolve, sep } from "node:path";
import { promisify } from "node:util";

const realpathNative = promisify(realpath.native);

/** How a path is resolved before its symlinks are. */
export type PathStyle =
  /** As the file tools do: `@` and `~` handled, `..` removed by name first. */
  | "tool"
  /** As the shell's `open()` does: `..` taken after the folder before it is resolved. */
  | "shell";

/**
 * The canonical real path of `path`: `~` expanded, made absolute from
 * `cwd`, and every symlink resolved — for a path that does not exist yet,
 * through its nearest existing ancestor (so a new file under a symlinked
 * folder is placed where it would really land). Uses the OS's real path,
 * which also gives the stored case of names on case-insensitive file
 * systems. `style` says how `..` is read: by name (the file tools) or
 * physically (a shell redirection).
 *
 * @example
 * await canonicalPath("../x", "/work/project", "/home/me", "tool"); // "/work/x"
 */
export async function canonicalPath(path: string, cwd: string, homeDir: string, style: PathStyle): Promise<string> {
  let input = style === "tool" ? path.trim() : path;
  if (style === "tool" && input.startsWith("@") && input.length > 1) input = input.slice(1);
  if (input === "~") input = homeDir;
  else if (input.startsWith("~/")) input = `${homeDir}/${input.slice(2)}`;
  const joined = isAbsolute(input) ? input : `${cwd}${sep}${input}`;
  const absolute = style === "tool" ? resolve(joined) : joined;
  const missing: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      const real = await realpathNative(current);
      return missing.length === 0 ? real : resolve(real, ...missing.reverse());
    } catch {
      const parent = dirname(current);
      if (parent === current) return resolve(absolute);
      missing.push(basename(current));
      current = parent;
    }
  }
}

/** Whether `path` is `root` or lies inside it (both canonical). */
export function isInside(path: string, root: string): boolean {
  if (path === root) return true;
  const prefix = root.endsWith(sep) ? root : `${root}${sep}`;
  return path.startsWith(prefix);
}
