import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";

/** The most files indexed for `@file` completion. */
const MAX_FILES = 20_000;
const ALWAYS_SKIPPED = new Set([".git", "node_modules"]);

function gitFiles(cwd: string): Promise<string[] | undefined> {
  return new Promise((resolve) => {
    execFile(
      "git",
      ["ls-files", "--cached", "--others", "--exclude-standard", "-z"],
      { cwd, timeout: 5_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return resolve(undefined);
        resolve(
          stdout
            .split("\0")
            .filter((path) => path !== "")
            .slice(0, MAX_FILES),
        );
      },
    );
  });
}

/** A `.gitignore` pattern as a test on a relative path (the common forms: names, globs, `dir/`, `/rooted`). */
function gitignoreMatcher(lines: readonly string[]): (path: string, isDir: boolean) => boolean {
  const rules = lines
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#") && !line.startsWith("!"))
    .map((line) => {
      const dirOnly = line.endsWith("/");
      const body = line.replace(/\/$/, "");
      const rooted = body.startsWith("/") || body.includes("/");
      const source = body
        .replace(/^\//, "")
        .replace(/[.+^${}()|[\]\\]/g, "\\$&")
        .replace(/\*\*\/?/g, "\uE000")
        .replace(/\*/g, "[^/]*")
        .replace(/\?/g, "[^/]")
        .replace(/\uE000/g, ".*");
      const regex = new RegExp(rooted ? `^${source}$` : `(^|/)${source}$`);
      return { regex, dirOnly };
    });
  return (path, isDir) => rules.some((rule) => (!rule.dirOnly || isDir) && rule.regex.test(path));
}

async function walk(cwd: string): Promise<string[]> {
  let ignored: (path: string, isDir: boolean) => boolean = () => false;
  try {
    ignored = gitignoreMatcher((await readFile(join(cwd, ".gitignore"), "utf8")).split("\n"));
  } catch {
    // no .gitignore: nothing beyond the usual folders is skipped
  }
  const out: string[] = [];
  const queue = [cwd];
  while (queue.length > 0 && out.length < MAX_FILES) {
    const dir = queue.shift() as string;
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      const rel = relative(cwd, full);
      const isDir = entry.isDirectory();
      if (ALWAYS_SKIPPED.has(entry.name) || ignored(rel, isDir)) continue;
      if (isDir) queue.push(full);
      else out.push(rel);
    }
  }
  return out.sort();
}

/**
 * The files `@` completes: `git ls-files` (tracked and untracked, ignored
 * ones left out) in a repository, else a walk of the folder that skips what
 * its `.gitignore` names, `.git` and `node_modules`.
 */
export async function listProjectFiles(cwd: string): Promise<string[]> {
  return (await gitFiles(cwd)) ?? (await walk(cwd));
}
