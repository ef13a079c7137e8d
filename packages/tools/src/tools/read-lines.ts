const NEWLINE = 0x0a;

/** One selected line, stored up to a cap. */
export interface SelectedLine {
  /** The line's bytes without the newline, at most the storage cap. */
  bytes: Uint8Array;
  /** The line's full length in bytes (it may be longer than `bytes`). */
  length: number;
}

/** What {@link selectLines} found. */
export interface LineSelection {
  lines: SelectedLine[];
  /** Line number of the first selected line (1-based). */
  firstLine: number;
  /** Whether lines exist after the selection. */
  moreAfter: boolean;
  /** Lines in the file when the whole file was scanned, else `undefined`. */
  totalLines: number | undefined;
}

/** Inputs of {@link selectLines}. */
export interface SelectLinesOptions {
  /** First line wanted, 1-based. */
  offset: number;
  /** Most lines wanted. */
  limit: number;
  /** Stop selecting once the selected bytes exceed this (what is shown is cut there anyway). */
  maxBytes: number;
  /** Keep scanning to the end to count lines (only sensible for small files). */
  countTotal: boolean;
}

/**
 * Streams `chunks` and picks lines `offset … offset+limit-1`, reading no
 * further than needed (plus the rest of the file only when `countTotal`).
 * Each stored line is capped at `maxBytes + 4` bytes, so a single huge
 * line cannot exhaust memory. A trailing `\r` is kept; callers strip it.
 */
export async function selectLines(
  chunks: AsyncIterable<Uint8Array>,
  options: SelectLinesOptions,
): Promise<LineSelection> {
  const cap = options.maxBytes + 4;
  const lines: SelectedLine[] = [];
  let lineNumber = 1;
  let selectedBytes = 0;
  let selecting = options.limit > 0;
  let moreAfter = false;
  let parts: Uint8Array[] = [];
  let stored = 0;
  let length = 0;
  let pendingBytes = false;

  const finishLine = () => {
    if (selecting && lineNumber >= options.offset) {
      lines.push({ bytes: parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts), length });
      selectedBytes += length + 1;
      if (lines.length >= options.limit || selectedBytes > options.maxBytes) selecting = false;
    }
    lineNumber++;
    parts = [];
    stored = 0;
    length = 0;
    pendingBytes = false;
  };
  const addBytes = (piece: Uint8Array) => {
    if (piece.length === 0) return;
    pendingBytes = true;
    length += piece.length;
    if (selecting && lineNumber >= options.offset && stored < cap) {
      const kept = piece.subarray(0, cap - stored);
      parts.push(Uint8Array.prototype.slice.call(kept));
      stored += kept.length;
    }
  };

  for await (const chunk of chunks) {
    let start = 0;
    while (start < chunk.length) {
      if (!selecting) {
        // Any byte past the selection means more lines follow.
        moreAfter = true;
        if (!options.countTotal) return { lines, firstLine: options.offset, moreAfter, totalLines: undefined };
        for (let i = chunk.indexOf(NEWLINE, start); i !== -1; i = chunk.indexOf(NEWLINE, start)) {
          lineNumber++;
          start = i + 1;
        }
        pendingBytes = start < chunk.length;
        break;
      }
      const newline = chunk.indexOf(NEWLINE, start);
      if (newline === -1) {
        addBytes(chunk.subarray(start));
        break;
      }
      addBytes(chunk.subarray(start, newline));
      finishLine();
      start = newline + 1;
    }
  }
  if (pendingBytes) finishLine();
  return { lines, firstLine: options.offset, moreAfter, totalLines: lineNumber - 1 };
}
