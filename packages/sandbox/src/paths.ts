import { realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

/**
 * The canonical form of an absolute path: symbolic links resolved for the
 * longest prefix that exists, the rest appended as it is. A sandbox compares
 * canonical paths only, so `/tmp/link/../x` and the real folder agree.
 */
export function canonicalPath(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync.native(absolute);
  } catch {
    const parent = dirname(absolute);
    if (parent === absolute) return absolute;
    return join(canonicalPath(parent), absolute.slice(parent.length + (parent.endsWith(sep) ? 0 : 1)));
  }
}

/** Where a policy path written by a user points: absolute, `~/…` (home) or relative to the project. */
export function expandPolicyPath(path: string, base: { readonly projectRoot: string; readonly home: string }): string {
  if (path === "~") return base.home;
  if (path.startsWith("~/")) return join(base.home, path.slice(2));
  return isAbsolute(path) ? path : resolve(base.projectRoot, path);
}

/** Whether `path` is `root` or lies inside it (both canonical). */
export function isWithin(path: string, root: string): boolean {
  if (path === root) return true;
  const rel = relative(root, path);
  return rel !== "" && !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}

/** The paths in a list, without duplicates and without those inside another entry of the list. */
export function outermost(paths: readonly string[]): string[] {
  const sorted = [...new Set(paths)].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const path of sorted) if (!kept.some((root) => isWithin(path, root))) kept.push(path);
  return kept;
}
