/**
 * Splits a stream of UTF-8 chunks (a program's output, read as it arrives)
 * into lines without their `\n`. A character split across chunks is decoded
 * whole.
 */
export class LineSplitter {
  private readonly decoder = new TextDecoder();
  private pending = "";

  /** @param onLine receives each complete line, in order. */
  constructor(private readonly onLine: (line: string) => void) {}

  /** Decodes `chunk` and passes on every line it completes. */
  push(chunk: Uint8Array): void {
    this.pending += this.decoder.decode(chunk, { stream: true });
    let start = 0;
    for (let newline = this.pending.indexOf("\n"); newline !== -1; newline = this.pending.indexOf("\n", start)) {
      this.onLine(this.pending.slice(start, newline));
      start = newline + 1;
    }
    this.pending = this.pending.slice(start);
  }

  /** The text after the last newline: a final line with no `\n` after it, or `""`. Not passed to `onLine`. */
  get rest(): string {
    return this.pending;
  }
}
