import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Writes `files` (relative path → content) under `root`, creating folders. */
export function writeTree(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** A small project exercising ignore rules, hidden files, binary files, long lines and sorting. */
export const SEARCH_FIXTURE: Record<string, string | Buffer> = {
  ".gitignore": "*.log\nbuild/\n!keep.log\n",
  "a.txt": "hello world\nfoo\nhello again\nbar\nbaz\nfoo\n",
  "B.txt": "Hello upper\n",
  "keep.log": "hello kept\n",
  "skip.log": "hello skipped\n",
  "build/out.txt": "hello build\n",
  ".hidden/h.txt": "hello hidden\n",
  "src/main.ts": "// hello\nexport const x = 1;\nconsole.log('hello');\n",
  "src/util.ts": "export function helper() {\n  return 'hello';\n}\n",
  "src/nested/.gitignore": "secret.ts\n",
  "src/nested/secret.ts": "hello secret\n",
  "src/nested/ok.ts": "hello ok\n",
  "src/a.b/x.ts": "hello dots\n",
  "bin.dat": Buffer.from("hello\0binary\n", "latin1"),
  "long.txt": `hello ${"x".repeat(800)}\n`,
  "crlf.txt": "hello crlf\r\nsecond\r\n",
  "docs/ünïcode.md": "hello ünïcode\n",
};

/**
 * Writes {@link SEARCH_FIXTURE} into `dir`, made a git repository unless
 * `withGit` is false (fd and ripgrep treat `.gitignore` differently outside
 * one). `.git/HEAD` holds "hello", so a search that wrongly enters `.git`
 * shows it. Returns `dir`.
 */
export function writeSearchProject(dir: string, withGit = true): string {
  writeTree(dir, SEARCH_FIXTURE);
  if (withGit) writeTree(dir, { ".git/HEAD": "hello from git internals\n" });
  return dir;
}
