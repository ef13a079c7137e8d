import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The sandbox's project root: the top of the git work tree holding `cwd`
 * (the nearest folder upwards with a `.git` folder or file — a worktree or
 * submodule has a file), else `cwd` itself.
 *
 * @example
 * sandboxProjectRoot("/src/app/packages/x"); // "/src/app" when /src/app/.git exists
 */
export function sandboxProjectRoot(cwd: string): string {
  const start = resolve(cwd);
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) return dir;
    if (dirname(dir) === dir) return start;
  }
}
