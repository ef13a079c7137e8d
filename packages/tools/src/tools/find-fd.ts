import { join, relative, sep } from "node:path";
import type { ExecOps } from "../operations/exec-ops.js";
import type { FsOps } from "../operations/fs-ops.js";
import { LineSplitter } from "../process/line-splitter.js";
import { comparePaths } from "../search/walk.js";
import type { FindQuery, FindResult, FoundPath } from "./find-builtin.js";

/** Escapes glob metacharacters in a literal path. */
function escapeGlob(text: string): string {
  return text.replace(/[\\*?[\]{}]/g, "\\$&");
}

/** The fd arguments for a query. */
export function fdArgs(query: FindQuery, supportsNoRequireGit: boolean): string[] {
  const args = ["--glob", "--hidden", "--exclude", ".git", "--color", "never"];
  if (supportsNoRequireGit) args.push("--no-require-git");
  const pattern = query.pattern.startsWith("/") ? query.pattern.slice(1) : query.pattern;
  if (pattern.includes("/")) args.push("--full-path", `${escapeGlob(query.root.split(sep).join("/"))}/${pattern}`);
  else args.push(pattern);
  args.push("--", query.root);
  return args;
}

/** Whether `fd --help` mentions `--no-require-git` (fd 8.7+); older fd honours `.gitignore` only inside git repositories. */
export async function fdSupportsNoRequireGit(exec: ExecOps, fdPath: string, cwd: string): Promise<boolean> {
  let help = "";
  const decoder = new TextDecoder();
  await exec.run({
    file: fdPath,
    args: ["--help"],
    cwd,
    onData: (chunk) => (help += decoder.decode(chunk, { stream: true })),
  });
  return help.includes("--no-require-git");
}

/** Whether `dir` is inside a git work tree (a `.git` entry in it or an ancestor). */
export async function insideGitRepository(fs: FsOps, dir: string): Promise<boolean> {
  for (let current = dir; ; ) {
    try {
      await fs.lstat(join(current, ".git"));
      return true;
    } catch {
      const parent = join(current, "..");
      if (parent === current) return false;
      current = parent;
    }
  }
}

/**
 * The fd engine: runs fd, then sorts its (unordered) results the way the
 * built-in walk orders them, keeping memory bounded to a few times `limit`.
 */
export async function findWithFd(
  exec: ExecOps,
  fdPath: string,
  query: FindQuery,
  supportsNoRequireGit: boolean,
  signal?: AbortSignal,
): Promise<FindResult> {
  let kept: FoundPath[] = [];
  let total = 0;
  const compact = () => {
    kept.sort((a, b) => comparePaths(a.relative, b.relative));
    kept = kept.slice(0, query.limit + 1);
  };
  const add = (line: string) => {
    if (line === "") return;
    const directory = line.endsWith("/");
    const absolute = directory ? line.slice(0, -1) : line;
    kept.push({ relative: relative(query.root, absolute).split(sep).join("/"), directory });
    total++;
    if (kept.length > 4 * (query.limit + 1)) compact();
  };
  const stdout = new LineSplitter(add);
  const outcome = await exec.run({
    file: fdPath,
    args: fdArgs(query, supportsNoRequireGit),
    cwd: query.root,
    ...(signal ? { signal } : {}),
    onData: (chunk, stream) => {
      if (stream === "stdout") stdout.push(chunk);
    },
  });
  add(stdout.rest);
  signal?.throwIfAborted();
  if (outcome.exitCode !== 0 && total === 0) throw new Error(`find failed: fd exited with code ${outcome.exitCode}.`);
  compact();
  return { paths: kept.slice(0, query.limit), limitReached: total > query.limit };
}
