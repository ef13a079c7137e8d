import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { runGit } from "./git-runner.js";

/**
 * The shadow store's own configuration: no hooks, no fsmonitor, no
 * signing, no line-ending or symlink translation, modes recorded, no
 * automatic gc (`keel checkpoints prune` runs it).
 */
const STORE_CONFIG = `[core]
\trepositoryformatversion = 0
\tbare = true
\tfilemode = true
\tsymlinks = true
\tautocrlf = false
\tsafecrlf = false
\tfsmonitor = false
\thooksPath = /dev/null
\tlogAllRefUpdates = false
\tquotePath = false
[gc]
\tauto = 0
[commit]
\tgpgSign = false
[advice]
\taddEmbeddedRepo = false
[keel]
\tworkTree = %ROOT%
`;

/**
 * Creates the shadow store at `dir` unless it exists: `git init --bare` into
 * a temporary folder beside it, the configuration written, then one rename,
 * so a killed process never leaves a half-made store at `dir`.
 */
export async function initShadowStore(dir: string, root: string): Promise<void> {
  if (existsSync(join(dir, "HEAD"))) return;
  mkdirSync(dirname(dir), { recursive: true });
  const temp = `${dir}.init-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await runGit(["init", "--bare", "-q", temp], { cwd: dirname(dir) });
    writeFileSync(join(temp, "config"), STORE_CONFIG.replace("%ROOT%", root.replace(/[\\"]/g, "\\$&")));
    writeFileSync(join(temp, "description"), `Keel checkpoints of ${root}\n`);
    rmSync(join(temp, "hooks"), { recursive: true, force: true });
    try {
      renameSync(temp, dir);
    } catch (error) {
      // Another process made it first: use theirs.
      if (!existsSync(join(dir, "HEAD"))) throw error;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * Writes the ignore rules the shadow store adds to the project's
 * `.gitignore` files (the user's `info/exclude` and global ignore file,
 * then `checkpoints.exclude`) to a file named by their hash, and returns
 * its path. Content-addressed, so processes with different settings never
 * overwrite each other's.
 */
export function writeExcludesFile(dir: string, userFiles: readonly string[], exclude: readonly string[]): string {
  const parts: string[] = [];
  for (const file of userFiles) {
    try {
      parts.push(`# from ${file}\n${readFileSync(file, "utf8")}`);
    } catch {
      // unreadable: nothing to add
    }
  }
  if (exclude.length > 0) parts.push(`# checkpoints.exclude\n${exclude.join("\n")}`);
  const text = `${parts.join("\n")}\n`;
  const path = join(dir, `keel-excludes-${createHash("sha256").update(text).digest("hex").slice(0, 16)}`);
  if (!existsSync(path)) {
    const temp = `${path}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
    writeFileSync(temp, text);
    renameSync(temp, path);
  }
  return path;
}
