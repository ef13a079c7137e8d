import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { canonicalPath } from "./paths.js";

/** The git files whose change would run code later, outside the sandbox. */
const GIT_PROTECTED = ["hooks", "config"] as const;

/**
 * The paths of a folder's git metadata that a sandboxed command must not
 * change: `.git/hooks` and `.git/config`, and for a worktree or a submodule
 * (where `.git` is a file naming the real git dir) the `.git` file itself
 * plus the hooks and config of the git dir it names and of that dir's common
 * dir; the same for each submodule's git dir under `modules/`. When the folder has no `.git` at all, `.git` itself is protected, so a
 * command cannot create a repository whose hooks git would run later.
 */
export function gitProtectedPaths(root: string): string[] {
  const dotGit = join(root, ".git");
  if (!existsSync(dotGit)) return [dotGit];
  if (statSync(dotGit).isDirectory()) return gitDirPaths(dotGit);
  const gitDir = readGitFile(dotGit, root);
  if (gitDir === undefined) return [dotGit];
  const paths = [dotGit, ...gitDirPaths(gitDir)];
  const commonDir = readCommonDir(gitDir);
  if (commonDir !== undefined) paths.push(...gitDirPaths(commonDir));
  return paths;
}

/** A git dir's hooks and config, and those of the submodules' git dirs kept in its `modules/` (nested too). */
function gitDirPaths(gitDir: string, depth = 0): string[] {
  const paths = GIT_PROTECTED.map((name) => join(gitDir, name));
  return depth >= 4 ? paths : [...paths, ...submoduleGitDirs(join(gitDir, "modules"), depth)];
}

/** Submodule git dirs under a `modules/` folder; a submodule at `libs/x` lives in `modules/libs/x`. */
function submoduleGitDirs(folder: string, depth: number): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const dir = join(folder, name);
    if (existsSync(join(dir, "HEAD"))) return gitDirPaths(dir, depth + 1);
    return depth < 4 && statSync(dir).isDirectory() ? submoduleGitDirs(dir, depth + 1) : [];
  });
}
/** The git dir named by a `.git` file (`gitdir: <path>`), canonical; undefined when unreadable. */
function readGitFile(file: string, root: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const line = text.split("\n").find((l) => l.startsWith("gitdir:"));
  if (line === undefined) return undefined;
  return canonicalPath(resolve(root, line.slice("gitdir:".length).trim()));
}

/** A worktree's git dir names the repository's main git dir in its `commondir` file. */
function readCommonDir(gitDir: string): string | undefined {
  try {
    const text = readFileSync(join(gitDir, "commondir"), "utf8").trim();
    return text === "" ? undefined : canonicalPath(resolve(gitDir, text));
  } catch {
    return undefined;
  }
}
