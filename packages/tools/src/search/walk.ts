import { dirname, join, relative, sep } from "node:path";
import type { FsEntryType, FsOps } from "../operations/fs-ops.js";
import { IgnoreMatcher, type IgnoreRule, parseIgnoreFile } from "./gitignore.js";

/** Ignore files read in every folder, in increasing precedence (as ripgrep and fd read them). */
export const IGNORE_FILE_NAMES = [".gitignore", ".ignore"] as const;

/** One entry found by {@link walk}. */
export interface WalkEntry {
  /** Absolute path. */
  path: string;
  /** Path relative to the walk root, with `/` separators. */
  relative: string;
  /** The entry's own type (symlinks are reported, never followed). */
  type: FsEntryType;
}

/** Byte-wise comparison of UTF-8 names: the order ripgrep's `--sort path` uses. */
export function compareNames(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // UTF-16 order equals UTF-8 byte order except between surrogates and U+E000–U+FFFF.
    if (x >= 0xd800 && y >= 0xd800) return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
    return x - y;
  }
  return a.length - b.length;
}

/** Compares `/`-separated relative paths folder by folder, matching a sorted depth-first walk. */
export function comparePaths(a: string, b: string): number {
  const left = a.split("/");
  const right = b.split("/");
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = compareNames(left[i] as string, right[i] as string);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

async function readRules(fs: FsOps, path: string): Promise<IgnoreRule[]> {
  try {
    return parseIgnoreFile(new TextDecoder().decode(await fs.readFile(path)));
  } catch {
    return [];
  }
}

async function exists(fs: FsOps, path: string): Promise<boolean> {
  try {
    await fs.lstat(path);
    return true;
  } catch {
    return false;
  }
}

async function rulesOf(fs: FsOps, dir: string, names: ReadonlySet<string> | undefined): Promise<IgnoreRule[]> {
  const rules: IgnoreRule[] = [];
  const hasGit = names ? names.has(".git") : await exists(fs, join(dir, ".git"));
  if (hasGit) rules.push(...(await readRules(fs, join(dir, ".git", "info", "exclude"))));
  for (const name of IGNORE_FILE_NAMES) {
    if (names && !names.has(name)) continue;
    rules.push(...(await readRules(fs, join(dir, name))));
  }
  return rules;
}

/**
 * The ignore rules that apply to `root` from its ancestors: each ancestor's
 * ignore files up to the root of the enclosing git repository (or up to the
 * file-system root when there is none, as `rg --no-require-git` does).
 */
export async function ancestorIgnores(fs: FsOps, root: string): Promise<IgnoreMatcher> {
  if (await exists(fs, join(root, ".git"))) return new IgnoreMatcher();
  const ancestors: string[] = [];
  for (let dir = dirname(root); ; dir = dirname(dir)) {
    ancestors.push(dir);
    if ((await exists(fs, join(dir, ".git"))) || dirname(dir) === dir) break;
  }
  let matcher = new IgnoreMatcher();
  for (const dir of ancestors.reverse()) matcher = matcher.with(dir, await rulesOf(fs, dir, undefined));
  return matcher;
}

/** Options of {@link walk}. */
export interface WalkOptions {
  fs: FsOps;
  /** Absolute folder to walk. */
  root: string;
  signal?: AbortSignal;
  /**
   * Decides an entry before the ignore rules (like ripgrep's `--glob`
   * overrides): `include` keeps it even if ignored, `exclude` drops it,
   * `undefined` leaves it to the ignore rules.
   */
  override?: (relative: string, isDir: boolean) => "include" | "exclude" | undefined;
}

/**
 * Walks a folder depth-first, entries sorted by name (byte order), hidden
 * entries included, `.git` folders skipped, and paths excluded by
 * `.gitignore`/`.ignore` files (of the walked folders and their ancestors,
 * and `.git/info/exclude`) left out, without descending into ignored
 * folders. Unreadable folders are skipped.
 */
export async function* walk(options: WalkOptions): AsyncGenerator<WalkEntry> {
  const { fs, root, signal, override } = options;
  const base = await ancestorIgnores(fs, root);
  async function* visit(dir: string, matcher: IgnoreMatcher): AsyncGenerator<WalkEntry> {
    signal?.throwIfAborted();
    let entries: Awaited<ReturnType<FsOps["readdir"]>>;
    try {
      entries = await fs.readdir(dir);
    } catch {
      return;
    }
    entries.sort((a, b) => compareNames(a.name, b.name));
    const names = new Set(entries.map((entry) => entry.name));
    const local = matcher.with(dir, await rulesOf(fs, dir, names));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      const isDir = entry.type === "directory";
      if (isDir && entry.name === ".git") continue;
      const rel = relative(root, path).split(sep).join("/");
      const decision = override?.(rel, isDir);
      if (decision === "exclude" || (decision === undefined && local.isIgnored(path, isDir))) continue;
      yield { path, relative: rel, type: entry.type };
      if (isDir) yield* visit(path, local);
    }
  }
  yield* visit(root, base);
}
