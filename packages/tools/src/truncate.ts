/** Default line limit for text shown to the model (whichever limit is hit first applies). */
export const DEFAULT_MAX_LINES = 2000;

/** Default byte limit (UTF-8) for text shown to the model: 50 KB. */
export const DEFAULT_MAX_BYTES = 50 * 1024;

/** Limits for {@link truncateHead} and {@link truncateTail}. */
export interface TruncationOptions {
  /** Maximum number of lines kept. Default {@link DEFAULT_MAX_LINES}. */
  maxLines?: number;
  /** Maximum number of UTF-8 bytes kept. Default {@link DEFAULT_MAX_BYTES}. */
  maxBytes?: number;
}

/** What a truncation kept and what it cut. All byte counts are UTF-8 bytes. */
export interface TruncationResult {
  /** The text that was kept (the whole input when nothing was cut). */
  content: string;
  /** Whether anything was cut. */
  truncated: boolean;
  /** The limit that cut the text, or `null` when nothing was cut. */
  truncatedBy: "lines" | "bytes" | null;
  /** Lines in the input (a final newline does not start a new line). */
  totalLines: number;
  /** Bytes in the input. */
  totalBytes: number;
  /** Lines in `content`. */
  outputLines: number;
  /** Bytes in `content`. */
  outputBytes: number;
  /**
   * Head only: the first line alone is longer than `maxBytes`, so no whole
   * line fits and `content` is empty. Callers must report this rather than
   * show nothing.
   */
  firstLineExceedsLimit: boolean;
  /**
   * Tail only: the last line alone is longer than `maxBytes`; `content` holds
   * its end, cut at a character boundary.
   */
  lastLinePartial: boolean;
  /** The line limit that applied. */
  maxLines: number;
  /** The byte limit that applied. */
  maxBytes: number;
}

/** A {@link TruncationResult} without the text itself, as tools put it in `details`. */
export type TruncationSummary = Omit<TruncationResult, "content">;

/** Drops `content` from a truncation result, for `details`. */
export function summarizeTruncation(result: TruncationResult): TruncationSummary {
  const { content: _content, ...summary } = result;
  return summary;
}

/** Splits text into lines; a trailing newline ends the last line instead of starting an empty one. */
export function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Number of UTF-8 bytes of a string. */
export function utf8Length(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

/**
 * Keeps at most `maxBytes` UTF-8 bytes of `text` without cutting inside a
 * character: from the start (`"head"`) or from the end (`"tail"`).
 */
export function sliceUtf8(text: string, maxBytes: number, from: "head" | "tail"): string {
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length <= maxBytes) return text;
  if (from === "head") {
    let end = Math.max(0, maxBytes);
    // Back up over continuation bytes (10xxxxxx) so the cut lands before a character start.
    while (end > 0 && end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    return bytes.subarray(0, end).toString("utf8");
  }
  let start = bytes.length - Math.max(0, maxBytes);
  while (start < bytes.length && ((bytes[start] ?? 0) & 0xc0) === 0x80) start++;
  return bytes.subarray(start).toString("utf8");
}

/** The input, split into lines and measured, with the limits that apply to it. */
interface Measured {
  text: string;
  lines: string[];
  totalBytes: number;
  maxLines: number;
  maxBytes: number;
}

function measure(text: string, options: TruncationOptions | undefined): Measured {
  return {
    text,
    lines: splitLines(text),
    totalBytes: utf8Length(text),
    maxLines: Math.max(0, options?.maxLines ?? DEFAULT_MAX_LINES),
    maxBytes: Math.max(0, options?.maxBytes ?? DEFAULT_MAX_BYTES),
  };
}

function untouched(input: Measured): TruncationResult {
  return {
    content: input.text,
    truncated: false,
    truncatedBy: null,
    totalLines: input.lines.length,
    totalBytes: input.totalBytes,
    outputLines: input.lines.length,
    outputBytes: input.totalBytes,
    firstLineExceedsLimit: false,
    lastLinePartial: false,
    maxLines: input.maxLines,
    maxBytes: input.maxBytes,
  };
}

/** Whole lines kept (in text order), their bytes joined with `\n`, and the limit that stopped the keeping. */
interface KeptLines {
  lines: string[];
  bytes: number;
  truncatedBy: "lines" | "bytes";
}

/** Keeps whole lines from the start (`"head"`) or the end (`"tail"`) until the next one would pass a limit. */
function keepWholeLines(input: Measured, from: "head" | "tail"): KeptLines {
  const lines: string[] = [];
  let bytes = 0;
  let truncatedBy: "lines" | "bytes" = "lines";
  for (const line of from === "head" ? input.lines : [...input.lines].reverse()) {
    if (lines.length >= input.maxLines) break;
    const cost = utf8Length(line) + (lines.length > 0 ? 1 : 0);
    if (bytes + cost > input.maxBytes) {
      truncatedBy = "bytes";
      break;
    }
    lines.push(line);
    bytes += cost;
  }
  if (from === "tail") lines.reverse();
  return { lines, bytes, truncatedBy };
}

function cutResult(
  input: Measured,
  kept: KeptLines,
  edge: Pick<TruncationResult, "firstLineExceedsLimit" | "lastLinePartial">,
): TruncationResult {
  return {
    content: kept.lines.join("\n"),
    truncated: true,
    truncatedBy: kept.truncatedBy,
    totalLines: input.lines.length,
    totalBytes: input.totalBytes,
    outputLines: kept.lines.length,
    outputBytes: kept.bytes,
    ...edge,
    maxLines: input.maxLines,
    maxBytes: input.maxBytes,
  };
}

/**
 * Keeps the beginning of `text`: whole lines, up to whichever of `maxLines`
 * or `maxBytes` comes first. Used for file reads, where the model continues
 * with an offset.
 *
 * @example
 * const r = truncateHead(fileText);
 * if (r.truncated) text = `${r.content}\n[Showing ${r.outputLines} of ${r.totalLines} lines]`;
 */
export function truncateHead(text: string, options?: TruncationOptions): TruncationResult {
  const input = measure(text, options);
  if (input.lines.length <= input.maxLines && input.totalBytes <= input.maxBytes) return untouched(input);
  const kept = keepWholeLines(input, "head");
  // The first line alone is over maxBytes: nothing is kept, which callers must report.
  const firstLineExceedsLimit = kept.lines.length === 0 && kept.truncatedBy === "bytes";
  return cutResult(input, kept, { firstLineExceedsLimit, lastLinePartial: false });
}

/**
 * Keeps the end of `text`: whole lines, up to whichever of `maxLines` or
 * `maxBytes` comes first. Used for command output, where errors and
 * summaries are at the end. When the last line alone is over `maxBytes`,
 * its end is kept (cut at a character boundary) and `lastLinePartial` is set.
 */
export function truncateTail(text: string, options?: TruncationOptions): TruncationResult {
  const input = measure(text, options);
  if (input.lines.length <= input.maxLines && input.totalBytes <= input.maxBytes) return untouched(input);
  const kept = keepWholeLines(input, "tail");
  const lastLinePartial = kept.lines.length === 0 && kept.truncatedBy === "bytes";
  if (lastLinePartial) {
    const end = sliceUtf8(input.lines[input.lines.length - 1] ?? "", input.maxBytes, "tail");
    kept.lines.push(end);
    kept.bytes = utf8Length(end);
  }
  return cutResult(input, kept, { firstLineExceedsLimit: false, lastLinePartial });
}

/** Formats a byte count for people and models: `512 B`, `50.0 KB`, `1.2 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}
