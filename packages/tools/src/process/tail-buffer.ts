const NEWLINE = 0x0a;

/** Newlines in a chunk (a plain loop: far cheaper than one `indexOf` call per line). */
export function countNewlines(chunk: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === NEWLINE) count++;
  return count;
}

/**
 * Keeps the last `capacity` bytes of a byte stream and counts the whole
 * stream's bytes and lines, so a command can print gigabytes while memory
 * stays bounded. {@link TailBuffer.text} decodes what is kept.
 */
export class TailBuffer {
  private chunks: Uint8Array[] = [];
  private stored = 0;
  private newlines = 0;
  private lastByte = -1;
  /** Bytes seen in total. */
  totalBytes = 0;

  /** @param capacity bytes kept; should exceed the byte limit of what is shown. */
  constructor(readonly capacity: number) {}

  /** Adds a chunk (copied). */
  append(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.totalBytes += chunk.length;
    this.newlines += countNewlines(chunk);
    this.lastByte = chunk[chunk.length - 1] ?? -1;
    const kept = chunk.length > this.capacity ? chunk.subarray(chunk.length - this.capacity) : chunk;
    this.chunks.push(Uint8Array.prototype.slice.call(kept));
    this.stored += kept.length;
    while (this.stored > this.capacity) {
      const first = this.chunks[0];
      if (!first) break;
      const excess = this.stored - this.capacity;
      if (first.length <= excess) {
        this.chunks.shift();
        this.stored -= first.length;
      } else {
        this.chunks[0] = first.subarray(excess);
        this.stored -= excess;
      }
    }
  }

  /** Lines seen in total (a final newline does not start a new line). */
  get totalLines(): number {
    if (this.totalBytes === 0) return 0;
    return this.newlines + (this.lastByte === NEWLINE ? 0 : 1);
  }

  /** Whether bytes were dropped from the front. */
  get dropped(): boolean {
    return this.totalBytes > this.stored;
  }

  /**
   * The kept text. When bytes were dropped, the partial first line is left
   * out (unless the buffer holds a single line, whose end is then returned
   * from a character boundary). Invalid UTF-8 becomes U+FFFD.
   */
  text(): string {
    let bytes = Buffer.concat(this.chunks);
    if (this.dropped) {
      const newline = bytes.indexOf(NEWLINE);
      if (newline !== -1 && newline < bytes.length - 1) {
        bytes = bytes.subarray(newline + 1);
      } else {
        let start = 0;
        while (start < bytes.length && ((bytes[start] ?? 0) & 0xc0) === 0x80) start++;
        bytes = bytes.subarray(start);
      }
    }
    return bytes.toString("utf8");
  }
}
