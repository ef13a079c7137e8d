import { createHash } from "node:crypto";
import { existsSync, realpathSync } from "node:fs";
import { basename, join } from "node:path";
import { runGit } from "./git-runner.js";

/** The folder whose files checkpoints record, and where its ignore rules come from. */
export interface CheckpointProject {
  /** The work tree's top folder when `cwd` is in a git work tree; otherwise `cwd` itself (real path). */
  root: string;
  /** The user's repository folder (`.git`, or the common folder of a worktree); absent outside git. */
  userGitDir?: string;
  /** The folder name under `$KEEL_HOME/checkpoints/`: the root's base name and a hash of its path. */
  id: string;
}

/** The store folder name of a project root: `<base name>-<16 hex digits of sha-256 of the path>`. */
export function projectIdOf(root: string): string {
  const name =
    basename(root)
      .replace(/[^A-Za-z0-9._-]/g, "_")
      .slice(0, 40) || "root";
  return `${name}-${createHash("sha256").update(root).digest("hex").slice(0, 16)}`;
}

/**
 * Finds the project of `cwd`: asks git (read-only, without optional locks,
 * so the user's repository is not changed) for the work tree's top folder
 * and its repository folder; outside a git work tree the project is `cwd`.
 */
export async function findCheckpointProject(cwd: string): Promise<CheckpointProject> {
  const real = realpathSync(cwd);
  const found = await runGit(["rev-parse", "--path-format=absolute", "--show-toplevel", "--git-common-dir"], {
    cwd: real,
    allowFailure: true,
  }).catch(() => undefined);
  const lines = found?.code === 0 ? found.stdout.toString("utf8").split("\n").filter(Boolean) : [];
  const [top, common] = lines;
  if (top === undefined || common === undefined) return { root: real, id: projectIdOf(real) };
  const root = realpathSync(top);
  return { root, userGitDir: common, id: projectIdOf(root) };
}

/**
 * The user's own ignore files that git reads but a shadow store would not:
 * the repository's `info/exclude` and the global `git/ignore` under
 * `$XDG_CONFIG_HOME` (or `~/.config`). Only those that exist.
 */
export function userExcludeFiles(project: CheckpointProject, env: NodeJS.ProcessEnv = process.env): string[] {
  const files: string[] = [];
  if (project.userGitDir !== undefined) files.push(join(project.userGitDir, "info", "exclude"));
  const config = env.XDG_CONFIG_HOME || (env.HOME ? join(env.HOME, ".config") : undefined);
  if (config !== undefined) files.push(join(config, "git", "ignore"));
  return files.filter((file) => existsSync(file));
}
