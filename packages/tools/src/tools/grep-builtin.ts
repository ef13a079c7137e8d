import type { FsOps } from "../operations/fs-ops.js";
import { createPathGlob } from "../search/glob.js";
import type { GrepCollector, GrepLine, GrepQuery } from "../search/grep-results.js";
import { orderedMap } from "../search/ordered-map.js";
import { toUnicodeRegexSource } from "../search/regex-dialect.js";
import { walk } from "../search/walk.js";

/** Longest line the built-in engine holds in memory; longer lines are matched on their start only. */
const MAX_LINE_BYTES = 16 * 1024 * 1024;
const FILES_IN_FLIGHT = 16;
const lenientUtf8 = new TextDecoder("utf-8");

/** Compiles the query's pattern as ripgrep would see it: a regex, or a literal with `literal`. */
export function compileGrepPattern(query: Pick<GrepQuery, "pattern" | "ignoreCase" | "literal">): RegExp {
  const source = query.literal ? query.pattern.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&") : query.pattern;
  const flags = query.ignoreCase ? "i" : "";
  try {
    return new RegExp(query.literal ? source : toUnicodeRegexSource(source), `${flags}u`);
  } catch {
    try {
      return new RegExp(source, flags);
    } catch (error) {
      throw new Error(
        `Invalid regular expression ${JSON.stringify(query.pattern)}: ${(error as Error).message}. Fix the pattern, or set literal: true to search for the text as is.`,
      );
    }
  }
}

/** Searches one file; returns its lines (at most `limit + 1` matches, with context). */
async function searchFile(
  fs: FsOps,
  path: string,
  regex: RegExp,
  query: GrepQuery,
  explicit: boolean,
): Promise<GrepLine[]> {
  const lines: GrepLine[] = [];
  const before: GrepLine[] = [];
  let afterRemaining = 0;
  let matches = 0;
  let lineNumber = 0;
  let parts: Uint8Array[] = [];
  let stored = 0;
  const take = (bytes: Uint8Array): boolean => {
    lineNumber++;
    let text = lenientUtf8.decode(bytes);
    if (text.endsWith("\r")) text = text.slice(0, -1);
    const match = regex.test(text);
    const line: GrepLine = { path, lineNumber, text, match };
    if (match) {
      lines.push(...before.splice(0));
      lines.push(line);
      afterRemaining = query.context;
      matches++;
      return matches <= query.limit;
    }
    if (afterRemaining > 0) {
      lines.push(line);
      afterRemaining--;
    } else if (query.context > 0) {
      before.push(line);
      if (before.length > query.context) before.shift();
    }
    return true;
  };
  const lineBytes = (tail: Uint8Array) => {
    const room = tail.subarray(0, Math.max(0, MAX_LINE_BYTES - stored));
    return parts.length === 0 ? room : Buffer.concat([...parts, room]);
  };
  try {
    chunks: for await (const chunk of fs.readChunks(path)) {
      // Like ripgrep, files found by walking stop at the first NUL byte (binary); named files are searched whole.
      if (!explicit && chunk.includes(0)) return lines;
      let start = 0;
      for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
        const keep = take(lineBytes(chunk.subarray(start, newline)));
        parts = [];
        stored = 0;
        start = newline + 1;
        if (!keep) break chunks;
      }
      if (start < chunk.length && stored < MAX_LINE_BYTES) {
        const piece = chunk.subarray(start, start + MAX_LINE_BYTES - stored);
        parts.push(Uint8Array.prototype.slice.call(piece));
        stored += piece.length;
      }
    }
    if (parts.length > 0) take(lineBytes(new Uint8Array(0)));
  } catch {
    // Unreadable files are skipped, as ripgrep does (it reports them on stderr).
  }
  return lines;
}

/**
 * The built-in grep engine: walks like ripgrep (sorted, hidden files
 * included, `.gitignore`/`.ignore` honoured, binary files skipped) and feeds
 * `collector` in the same order, so its output equals the ripgrep engine's.
 */
export async function grepBuiltin(
  fs: FsOps,
  query: GrepQuery,
  collector: GrepCollector,
  signal?: AbortSignal,
): Promise<void> {
  const regex = compileGrepPattern(query);
  if (query.rootIsFile) {
    for (const line of await searchFile(fs, query.root, regex, query, true)) if (!collector.add(line)) return;
    return;
  }
  // As with ripgrep's --glob, a matching glob overrides the ignore rules; other files are left out.
  const matchesGlob = query.glob ? createPathGlob(query.glob) : undefined;
  const override = matchesGlob
    ? (relative: string, isDir: boolean) => (matchesGlob(relative) ? "include" : isDir ? undefined : "exclude")
    : undefined;
  async function* files(): AsyncGenerator<string> {
    for await (const entry of walk({
      fs,
      root: query.root,
      ...(signal ? { signal } : {}),
      ...(override ? { override } : {}),
    })) {
      if (entry.type === "file") yield entry.path;
    }
  }
  for await (const lines of orderedMap(files(), FILES_IN_FLIGHT, (path) => searchFile(fs, path, regex, query, false))) {
    signal?.throwIfAborted();
    for (const line of lines) if (!collector.add(line)) return;
  }
}
