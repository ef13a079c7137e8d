import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";

/** A fresh worktree a child works in. */
export interface ChildWorktree {
  /** The repository's top folder (where the parent works). */
  repoRoot: string;
  /** The worktree's folder. */
  path: string;
  /** The child's `cwd`: the parent's folder, inside the worktree. */
  cwd: string;
  branch: string;
  /** The commit the branch starts from (the parent's `HEAD`). */
  base: string;
}

/** What became of a worktree after its child ended. */
export type WorktreeOutcome =
  | { changed: false }
  | { changed: true; branch: string; path: string; diffStat: string }
  | { changed: false; error: string };

/** Runs git; rejects with git's own message on failure. */
function git(cwd: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("git", ["-C", cwd, ...args], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`git ${args[0]} failed: ${(stderr || error.message).trim()}`));
      else resolve(stdout);
    });
  });
}

/**
 * Makes a fresh `git worktree` for a child on a new branch `keel/<name>`
 * starting at the parent's `HEAD`, in `<worktreesDir>/<repo>-<name>` (a
 * temp folder by default: outside the project and `$KEEL_HOME`, which a
 * sandbox keeps read-only; what the child changed is committed on its
 * branch, so the folder itself holds nothing that would be lost). Rejects
 * with git's message when `cwd` is not in a repository (or it has no commit).
 */
export async function createChildWorktree(
  cwd: string,
  name: string,
  worktreesDir: string = join(tmpdir(), "keel-worktrees"),
): Promise<ChildWorktree> {
  const repoRoot = (await git(cwd, ["rev-parse", "--show-toplevel"])).trim();
  const base = (await git(repoRoot, ["rev-parse", "HEAD"])).trim();
  const branch = `keel/${name}`;
  mkdirSync(worktreesDir, { recursive: true });
  const path = join(worktreesDir, `${basename(repoRoot)}-${name}`);
  await git(repoRoot, ["worktree", "add", "-b", branch, path, base]);
  return { repoRoot, path, cwd: join(path, relative(repoRoot, cwd)), branch, base };
}

/**
 * Ends a child's worktree: its changes are committed on its branch
 * (authored by "keel subagent"); with changes the
 * worktree and branch stay and the outcome names them with `git diff
 * --stat`; without, both are removed.
 */
export async function finishChildWorktree(worktree: ChildWorktree, message: string): Promise<WorktreeOutcome> {
  try {
    await git(worktree.path, ["add", "-A"]);
    const staged = (await git(worktree.path, ["diff", "--cached", "--name-only"])).trim();
    if (staged !== "") {
      await git(worktree.path, [
        "-c",
        "user.name=keel subagent",
        "-c",
        "user.email=subagent@keel.invalid",
        "commit",
        "--quiet",
        "--no-verify",
        "-m",
        message,
      ]);
    }
    const diffStat = (await git(worktree.path, ["diff", "--stat", worktree.base, "HEAD"])).trimEnd();
    if (diffStat !== "") return { changed: true, branch: worktree.branch, path: worktree.path, diffStat };
    await git(worktree.repoRoot, ["worktree", "remove", "--force", worktree.path]);
    await git(worktree.repoRoot, ["branch", "-D", worktree.branch]);
    return { changed: false };
  } catch (error) {
    return { changed: false, error: (error as Error).message };
  }
}
