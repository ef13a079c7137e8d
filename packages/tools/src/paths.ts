import { homedir } from "node:os";
import { basename, dirname, isAbsolute, relative, resolve, sep } from "node:path";
import type { FsOps } from "./operations/fs-ops.js";
import { fsErrorCode } from "./operations/fs-ops.js";
import { expandTilde, resolveRealPath } from "./real-path.js";

/** Path policy shared by the tools. */
export interface PathPolicy {
  /**
   * When set, paths must lie inside one of these folders (after symlinks are
   * resolved); others are refused with an error. Relative roots are resolved
   * against the tool's `cwd`.
   */
  allowedRoots?: string[];
  /** Folder that `~` expands to. Default: the user's home directory. */
  homeDir?: string;
}

/**
 * Turns a path as the model wrote it into an absolute path: a leading `@`
 * (a common model habit of citing files) is dropped, `~` follows the
 * shell's tilde rules (`~` and `~/…` the home folder, `~user/…` that
 * user's, `~+` the working folder; `~\…` is a name like any other), and
 * relative paths resolve against `cwd`. A tilde form only known at run
 * time (`~-`) is left as a name; {@link resolveToolPath} refuses it.
 */
export function expandPath(cwd: string, input: string, homeDir: string = homedir()): string {
  let path = input.trim();
  if (path.startsWith("@") && path.length > 1) path = path.slice(1);
  const expanded = expandTilde(path, { cwd, homeDir });
  if (typeof expanded === "string") path = expanded;
  return isAbsolute(path) ? resolve(path) : resolve(cwd, path);
}

/**
 * The canonical path of `path`: every symlink resolved. For a path that does
 * not exist yet, the canonical path of its nearest existing ancestor plus
 * the missing components, so that two spellings of a file still to be
 * created agree.
 */
export async function canonicalPath(path: string, fs: Pick<FsOps, "realpath">): Promise<string> {
  const missing: string[] = [];
  let current = resolve(path);
  for (;;) {
    try {
      const real = await fs.realpath(current);
      return missing.length === 0 ? real : resolve(real, ...missing.reverse());
    } catch (error) {
      const code = fsErrorCode(error);
      const parent = dirname(current);
      if ((code !== "ENOENT" && code !== "ENOTDIR") || parent === current) return resolve(path);
      missing.push(basename(current));
      current = parent;
    }
  }
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/**
 * Resolves a model-supplied path against `cwd` and enforces
 * `policy.allowedRoots`. Throws an `Error` that names the path and the
 * allowed folders when it lies outside them (symlinks that lead outside
 * count as outside). `alsoAllowed` are folders allowed as well when
 * `allowedRoots` is set, without being named in that error (the tool set's
 * spill folder).
 */
export async function resolveToolPath(
  cwd: string,
  input: string,
  fs: Pick<FsOps, "realpath">,
  policy: PathPolicy = {},
  alsoAllowed: readonly string[] = [],
): Promise<string> {
  if (input.trim() === "")
    throw new Error("The path is empty. Give a file or folder path, relative to the working directory or absolute.");
  const absolute = expandPath(cwd, input, policy.homeDir);
  // The permission checker decides on this same reading; a path it could not resolve is refused here too.
  const where = await resolveRealPath(input, {
    cwd,
    homeDir: policy.homeDir ?? homedir(),
    style: "tool",
    realpath: (path) => fs.realpath(path),
  });
  if (where.kind === "unknown") {
    throw new Error(`Path "${input}" cannot be used: ${where.reason}. Give the file's own path instead.`);
  }
  const roots = policy.allowedRoots;
  if (roots === undefined) return absolute;
  const real = await canonicalPath(absolute, fs);
  for (const root of [...roots, ...alsoAllowed]) {
    const rootReal = await canonicalPath(resolve(cwd, root), fs);
    if (isInside(rootReal, real)) return absolute;
  }
  throw new Error(
    `Path "${input}" resolves to ${real}, which is outside the allowed workspace (${roots
      .map((root) => resolve(cwd, root))
      .join(", ")}). Use a path inside the workspace.`,
  );
}

/** `path` as shown to the model: relative to `cwd` when inside it (with `/` separators), else absolute. */
export function displayPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  if (rel === "") return ".";
  if (rel.startsWith("..") || isAbsolute(rel)) return path.split(sep).join("/");
  return rel.split(sep).join("/");
}
