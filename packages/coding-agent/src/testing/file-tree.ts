import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";

/** A file as a test compares it: kind, permission bits, and content (or link target). */
export interface FileState {
  kind: "file" | "symlink" | "dir";
  mode: number;
  content: string;
}

/**
 * Every file, symlink and folder under `root` (relative paths), with its
 * content hashed; names in `skip` (at any depth) are left out. Two equal
 * results mean two trees equal byte for byte, modes included.
 */
export function readTree(root: string, skip: readonly string[] = [".git"]): Map<string, FileState> {
  const out = new Map<string, FileState>();
  const walk = (dir: string, prefix: string): void => {
    for (const name of readdirSync(dir).sort()) {
      if (skip.includes(name)) continue;
      const path = join(dir, name);
      const rel = prefix === "" ? name : `${prefix}/${name}`;
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) out.set(rel, { kind: "symlink", mode: 0, content: readlinkSync(path) });
      else if (stat.isDirectory()) {
        out.set(rel, { kind: "dir", mode: 0, content: "" });
        walk(path, rel);
      } else {
        const hash = createHash("sha256").update(readFileSync(path)).digest("hex");
        out.set(rel, { kind: "file", mode: stat.mode & 0o777, content: hash });
      }
    }
  };
  walk(root, "");
  return out;
}

/** `readTree` as a plain object, for `expect(...).toEqual(...)` diffs that name the path. */
export function treeObject(root: string, skip?: readonly string[]): Record<string, FileState> {
  return Object.fromEntries(readTree(root, skip));
}
