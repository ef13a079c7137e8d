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

function limits(options: TruncationOptions | undefined): { maxLines: number; maxBytes: number } {
  return {
    maxLines: Math.max(0, options?.maxLines ?? DEFAULT_MAX_LINES),
    maxBytes: Math.max(0, options?.maxBytes ?? DEFAULT_MAX_BYTES),
  };
}

function untouched(text: string, lines: number, bytes: number, maxLines: number, maxBytes: number): TruncationResult {
  return {
    content: text,
    truncated: false,
    truncatedBy: null,
    totalLines: lines,
    totalBytes: bytes,
    outputLines: lines,
    outputBytes: bytes,
    firstLineExceedsLimit: false,
    lastLinePartial: false,
    maxLines,
    maxBytes,
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
  const { maxLines, maxBytes } = limits(options);
  const lines = splitLines(text);
  const totalBytes = utf8Length(text);
  if (lines.length <= maxLines && totalBytes <= maxBytes) {
    return untouched(text, lines.length, totalBytes, maxLines, maxBytes);
  }
  const kept: string[] = [];
  let bytes = 0;
  let truncatedBy: "lines" | "bytes" = "lines";
  for (const line of lines) {
    if (kept.length >= maxLines) break;
    const cost = utf8Length(line) + (kept.length > 0 ? 1 : 0);
    if (bytes + cost > maxBytes) {
      truncatedBy = "bytes";
      break;
    }
    kept.push(line);
    bytes += cost;
  }
  return {
    content: kept.join("\n"),
    truncated: true,
    truncatedBy,
    totalLines: lines.length,
    totalBytes,
    outputLines: kept.length,
    outputBytes: bytes,
    firstLineExceedsLimit: kept.length === 0 && lines.length > 0 && maxLines > 0,
    lastLinePartial: false,
    maxLines,
    maxBytes,
  };
}

/**
 * Keeps the end of `text`: whole lines, up to whichever of `maxLines` or
 * `maxBytes` comes first. Used for command output, where errors and
 * summaries are at the end. When the last line alone is over `maxBytes`,
 * its end is kept (cut at a character boundary) and `lastLinePartial` is set.
 */
export function truncateTail(text: string, options?: TruncationOptions): TruncationResult {
  const { maxLines, maxBytes } = limits(options);
  const lines = splitLines(text);
  const totalBytes = utf8Length(text);
  if (lines.length <= maxLines && totalBytes <= maxBytes) {
    return untouched(text, lines.length, totalBytes, maxLines, maxBytes);
  }
  const kept: string[] = [];
  let bytes = 0;
  let truncatedBy: "lines" | "bytes" = "lines";
  let lastLinePartial = false;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (kept.length >= maxLines) break;
    const line = lines[i] ?? "";
    const cost = utf8Length(line) + (kept.length > 0 ? 1 : 0);
    if (bytes + cost > maxBytes) {
      truncatedBy = "bytes";
      if (kept.length === 0) {
        const end = sliceUtf8(line, maxBytes, "tail");
        kept.push(end);
        bytes = utf8Length(end);
        lastLinePartial = true;
      }
      break;
    }
    kept.push(line);
    bytes += cost;
  }
  kept.reverse();
  return {
    content: kept.join("\n"),
    truncated: true,
    truncatedBy,
    totalLines: lines.length,
    totalBytes,
    outputLines: kept.length,
    outputBytes: bytes,
    firstLineExceedsLimit: false,
    lastLinePartial,
    maxLines,
    maxBytes,
  };
}

/** Formats a byte count for people and models: `512 B`, `50.0 KB`, `1.2 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}
