import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** A job's isolated work dir: a clone of its repo, and the commit the diff is taken against. */
export interface WorkDir {
  dir: string;
  base: string;
  /** Whether an earlier attempt's clone on this machine was reused. */
  reused: boolean;
}

/** The diff is cut off past this many characters (the work dir keeps the whole change). */
export const MAX_DIFF_CHARS = 2_000_000;

const BASE_FILE = "keel-fleet-base";

function git(args: readonly string[], cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      args,
      {
        ...(cwd ? { cwd } : {}),
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`git ${args[0]} failed: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/**
 * Clones `repo` (a URL or a local path) into `dir` and checks out `ref`.
 * An existing clone from an earlier attempt on this machine is kept as it
 * is, so a resumed session finds the files it already changed.
 */
export async function prepareWorkDir(repo: string, ref: string | undefined, dir: string): Promise<WorkDir> {
  const marker = join(dir, ".git", BASE_FILE);
  if (existsSync(marker)) return { dir, base: readFileSync(marker, "utf8").trim(), reused: true };
  mkdirSync(dirname(dir), { recursive: true });
  await git(["clone", "--quiet", repo, dir]);
  const target = ref ?? "HEAD";
  // A branch name of the origin has no local branch in a fresh clone: fall back to origin/<ref>.
  await git(["checkout", "--quiet", "--detach", target], dir).catch(() =>
    git(["checkout", "--quiet", "--detach", `origin/${target}`], dir),
  );
  const base = (await git(["rev-parse", "HEAD"], dir)).trim();
  writeFileSync(marker, `${base}\n`);
  return { dir, base, reused: false };
}

/** Everything changed in the work dir since `base` (new files included), as a unified diff. */
export async function workDirDiff(work: WorkDir): Promise<string> {
  await git(["add", "--all"], work.dir);
  return cutDiff(await git(["diff", "--cached", "--binary", work.base], work.dir), `the work dir ${work.dir}`);
}

/** A diff cut off past {@link MAX_DIFF_CHARS}, with a note naming where the whole change is (`where`). */
export function cutDiff(diff: string, where: string): string {
  return diff.length > MAX_DIFF_CHARS
    ? `${diff.slice(0, MAX_DIFF_CHARS)}\n[diff cut off at ${MAX_DIFF_CHARS} characters; ${where} has all of it]\n`
    : diff;
}
