/**
 * Reads one of the words `true`, `false` and `null`, which may be split
 * across deltas.
 */
export class JsonLiteralReader {
  private word = "";
  private index = 0;
  /** The value of the word being read. */
  value: true | false | null = null;
  /** True once the whole word has been read. */
  done = false;

  /** Starts reading `word`, whose first character was just read. */
  begin(word: "true" | "false" | "null", value: true | false | null): void {
    this.word = word;
    this.value = value;
    this.index = 1;
    this.done = false;
  }

  /**
   * Reads from `s[start..]` until the word is complete (then `done` is true)
   * or `s` ends. Returns the next index, or `-(i + 1)` when `s[i]` does not
   * continue the word.
   */
  read(s: string, start: number): number {
    const word = this.word;
    let i = start;
    while (i < s.length) {
      if (s.charCodeAt(i) !== word.charCodeAt(this.index)) return -(i + 1);
      i++;
      if (++this.index === word.length) {
        this.done = true;
        return i;
      }
    }
    return i;
  }

  /** What may come next, for error messages. */
  expected(): string {
    return `'${this.word}'`;
  }
}
