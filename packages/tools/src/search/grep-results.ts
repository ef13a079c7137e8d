import { displayPath } from "../paths.js";

/** Longest line text shown in grep results, in characters. */
export const GREP_MAX_LINE_CHARS = 500;

/** One line of grep output: a match or a context line. */
export interface GrepLine {
  /** Absolute path of the file. */
  path: string;
  /** 1-based line number. */
  lineNumber: number;
  /** The line without its line ending. */
  text: string;
  match: boolean;
}

/** A grep search, engine-independent. */
export interface GrepQuery {
  pattern: string;
  /** Absolute file or folder to search. */
  root: string;
  rootIsFile: boolean;
  glob?: string;
  ignoreCase: boolean;
  literal: boolean;
  /** Lines of context before and after each match. */
  context: number;
  /** Most matching lines returned. */
  limit: number;
}

/**
 * Collects grep lines in output order and enforces the match limit the
 * same way for every engine: after the last allowed match, only its
 * after-context is kept, and the search goes on only until one more match
 * shows that the limit cut the results.
 */
export class GrepCollector {
  readonly lines: GrepLine[] = [];
  matches = 0;
  limitReached = false;
  private last: GrepLine | undefined;

  constructor(
    private readonly limit: number,
    private readonly context: number,
  ) {}

  /** Adds a line; returns `false` when the search should stop. */
  add(line: GrepLine): boolean {
    if (this.limitReached) return false;
    if (line.match) {
      if (this.matches >= this.limit) {
        this.limitReached = true;
        return false;
      }
      this.matches++;
      this.last = line;
      this.lines.push(line);
      return true;
    }
    if (this.matches >= this.limit) {
      const last = this.last;
      const inAfterContext =
        last !== undefined &&
        line.path === last.path &&
        line.lineNumber > last.lineNumber &&
        line.lineNumber <= last.lineNumber + this.context;
      if (inAfterContext) this.lines.push(line);
      return true;
    }
    this.lines.push(line);
    return true;
  }
}

/** Cuts a line at {@link GREP_MAX_LINE_CHARS} characters (never inside a surrogate pair). */
export function cutLine(text: string): { text: string; cut: boolean } {
  if (text.length <= GREP_MAX_LINE_CHARS) return { text, cut: false };
  let end = GREP_MAX_LINE_CHARS;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return { text: `${text.slice(0, end)}… [line cut at ${GREP_MAX_LINE_CHARS} chars]`, cut: true };
}

/**
 * Formats lines as `path:line: text` (matches) and `path-line- text`
 * (context), with `--` between separate blocks when context is shown.
 * Paths are relative to `cwd` when inside it.
 */
export function formatGrepLines(lines: GrepLine[], cwd: string, context: number): { text: string; linesCut: boolean } {
  const out: string[] = [];
  let linesCut = false;
  let previous: GrepLine | undefined;
  const shownPaths = new Map<string, string>();
  for (const line of lines) {
    if (context > 0 && previous && (previous.path !== line.path || line.lineNumber !== previous.lineNumber + 1)) {
      out.push("--");
    }
    let shown = shownPaths.get(line.path);
    if (shown === undefined) {
      shown = displayPath(cwd, line.path);
      shownPaths.set(line.path, shown);
    }
    const { text, cut } = cutLine(line.text);
    linesCut ||= cut;
    const separator = line.match ? ":" : "-";
    out.push(`${shown}${separator}${line.lineNumber}${separator} ${text}`);
    previous = line;
  }
  return { text: out.join("\n"), linesCut };
}
