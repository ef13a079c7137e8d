import { randomBytes } from "node:crypto";
import { closeSync, openSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_LINES, type TruncationOptions } from "../truncate.js";
import type { SpillFolder } from "./spill-folder.js";
import { countNewlines } from "./tail-buffer.js";

/** Where spill files go: a spill folder and a file-name prefix such as `bash`. */
export interface SpillLocation {
  folder: SpillFolder;
  prefix: string;
}

function writeAll(fd: number, chunk: Uint8Array): void {
  let offset = 0;
  while (offset < chunk.length) offset += writeSync(fd, chunk, offset, chunk.length - offset);
}

function spillPath(location: SpillLocation): string {
  const stamp = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  return join(location.folder.ensure(), `keel-${location.prefix}-${stamp}.log`);
}

/**
 * Writes a whole text to a new spill file and returns its path. Used when
 * text shown to the model is cut: the full text stays available.
 */
export function writeSpillFile(text: string, location: SpillLocation): string {
  const path = spillPath(location);
  writeFileSync(path, text, { mode: 0o600 });
  location.folder.finished(path);
  return path;
}

/**
 * Receives a byte stream and writes it to a spill file, but only once the
 * stream has outgrown the limits of what is shown whole (before that it is
 * held in memory, at most `maxBytes` plus one chunk). Writes are
 * synchronous, so memory stays bounded however fast the producer is.
 */
export class SpillSink {
  private pending: Uint8Array[] = [];
  private bytes = 0;
  private newlines = 0;
  private endsWithNewline = false;
  private fd: number | undefined;
  private readonly maxLines: number;
  private readonly maxBytes: number;
  /** Path of the spill file, once one was needed. */
  path: string | undefined;

  constructor(
    private readonly location: SpillLocation,
    limits: TruncationOptions = {},
  ) {
    this.maxLines = limits.maxLines ?? DEFAULT_MAX_LINES;
    this.maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  }

  /** Appends a chunk; opens the spill file when the stream no longer fits the limits. */
  write(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    if (this.fd !== undefined) {
      writeAll(this.fd, chunk);
      return;
    }
    this.pending.push(Uint8Array.prototype.slice.call(chunk));
    this.bytes += chunk.length;
    this.newlines += countNewlines(chunk);
    this.endsWithNewline = chunk[chunk.length - 1] === 10;
    const lines = this.newlines + (this.endsWithNewline ? 0 : 1);
    if (this.bytes > this.maxBytes || lines > this.maxLines) this.open();
  }

  /**
   * Writes what was received so far to a spill file now, even though it fits
   * the limits (its decoded text may not: each invalid UTF-8 byte becomes a
   * 3-byte U+FFFD). Returns the path. Call before {@link SpillSink.close}.
   */
  persist(): string {
    if (this.fd === undefined) this.open();
    return this.path as string;
  }

  /** Closes the file (if any), applies the folder's size cap, and returns its path. */
  close(): string | undefined {
    if (this.fd !== undefined) {
      closeSync(this.fd);
      this.fd = undefined;
      if (this.path !== undefined) this.location.folder.finished(this.path);
    }
    this.pending = [];
    return this.path;
  }

  private open(): void {
    this.path = spillPath(this.location);
    this.fd = openSync(this.path, "w", 0o600);
    this.location.folder.started(this.path);
    for (const chunk of this.pending) writeAll(this.fd, chunk);
    this.pending = [];
  }
}
