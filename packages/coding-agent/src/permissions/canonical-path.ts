import { sep } from "node:path";
import { type RealPath, resolveRealPath } from "@keel/tools/internal";

/** How a path is resolved before its symlinks are. */
export type PathStyle =
  /** As the file tools do: `@` dropped, `..` removed by name first. */
  | "tool"
  /** As the shell's `open()` does: `..` taken after the folder before it is resolved. */
  | "shell";

/**
 * Where a path leads, by the one resolver the file tools use too
 * (`@keel/tools`' `resolveRealPath`): the shell's tilde rules, absolute
 * from `cwd`, every symlink resolved, `/proc/self/root/…` and `/dev/fd/…`
 * read as the shell's process would. A `stream` is one of the shell's own
 * descriptors; `unknown` cannot be decided in advance (the call asks, and
 * a file tool refuses it).
 *
 * @example
 * await resolvePath("/proc/self/root/etc/passwd", "/work/p", "/home/me", "shell"); // { kind: "file", path: "/etc/passwd" }
 */
export function resolvePath(path: string, cwd: string, homeDir: string, style: PathStyle): Promise<RealPath> {
  return resolveRealPath(path, { cwd, homeDir, style });
}

/**
 * The canonical real path of `path` ({@link resolvePath}); a stream or a
 * path that cannot be known in advance comes back as written, made
 * absolute. For folders Keel itself names (the project root, a rule's
 * literal start).
 *
 * @example
 * await canonicalPath("../x", "/work/project", "/home/me", "tool"); // "/work/x"
 */
export async function canonicalPath(path: string, cwd: string, homeDir: string, style: PathStyle): Promise<string> {
  const found = await resolvePath(path, cwd, homeDir, style);
  if (found.kind === "file") return found.path;
  return path.startsWith("/") ? path : `${cwd}${sep}${path}`;
}

/** Whether `path` is `root` or lies inside it (both canonical). */
export function isInside(path: string, root: string): boolean {
  if (path === root) return true;
  const prefix = root.endsWith(sep) ? root : `${root}${sep}`;
  return path.startsWith(prefix);
}
