/** Escape state: not in an escape, just after `\`, or after `\u` plus 0–3 hex digits. */
const NO_ESCAPE = 0;
const AFTER_BACKSLASH = 1;
const HEX_FIRST = 2; // HEX_FIRST + k: k hex digits of a \u escape read so far
const HEX_DONE = 6;

/** Decoded character for each single-character escape, indexed by char code. */
const SIMPLE_ESCAPES: ReadonlyMap<number, string> = new Map([
  [0x22, '"'],
  [0x5c, "\\"],
  [0x2f, "/"],
  [0x62, "\b"],
  [0x66, "\f"],
  [0x6e, "\n"],
  [0x72, "\r"],
  [0x74, "\t"],
]);

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/**
 * Reads the content of one JSON string as it streams in, up to and
 * including its closing quote, and decodes it.
 *
 * The pieces decoded from one delta (runs between escapes, decoded
 * escapes) are joined into one flat string, which is then appended to
 * `value` with `+=` — an O(1) rope concatenation in V8. So building a 1 MB
 * string from thousands of deltas is linear, reading
 * {@link JsonStringReader.value} after every delta costs O(1) (no join of
 * the whole, no copy), and the rope has one node per delta rather than one
 * per escape: escape-dense text would otherwise leave the garbage collector
 * hundreds of thousands of tiny rope nodes to trace on every collection,
 * which measured as superlinear growth beyond 1 MB.
 *
 * `value` holds only complete characters: a trailing high surrogate is
 * held back until the next code unit shows whether it starts a pair
 * (it is kept as a lone surrogate if not, as `JSON.parse` does), and an
 * escape cut by a delta is decoded only once all of it has arrived.
 */
export class JsonStringReader {
  /** The complete characters decoded so far. */
  value = "";
  /** A high surrogate held back from `value`, or -1. */
  private high = -1;
  private escape = NO_ESCAPE;
  private hex = 0;
  /** Pieces decoded during the current `read`, appended to `value` in one go when it returns. */
  private readonly parts: string[] = [];

  /** True once the closing quote has been read. */
  closed = false;

  /** Starts a new, empty string (its opening quote was just read). */
  begin(): void {
    this.value = "";
    this.high = -1;
    this.escape = NO_ESCAPE;
    this.closed = false;
  }

  /**
   * Reads string content from `s[start..]` up to and including the closing
   * quote (then `closed` is true). Returns the index after the last
   * character read, or `-(i + 1)` when `s[i]` is not allowed (a raw control
   * character, a bad escape).
   */
  read(s: string, start: number): number {
    const next = this.readPieces(s, start);
    const { parts } = this;
    if (parts.length > 0) {
      this.value += parts.length === 1 ? (parts[0] as string) : parts.join("");
      parts.length = 0;
    }
    return next;
  }

  private readPieces(s: string, start: number): number {
    const n = s.length;
    let i = start;
    while (i < n) {
      if (this.escape !== NO_ESCAPE) {
        i = this.readEscape(s, i);
        if (i < 0) return i;
        continue;
      }
      let j = i;
      let c = 0;
      // Hot loop: find the next quote, backslash or (invalid) control character.
      while (j < n) {
        c = s.charCodeAt(j);
        if (c === 0x22 || c === 0x5c || c < 0x20) break;
        j++;
      }
      if (j > i) this.appendRun(s, i, j);
      if (j === n) return n;
      if (c === 0x5c) {
        this.escape = AFTER_BACKSLASH;
        i = j + 1;
      } else if (c === 0x22) {
        if (this.high >= 0) {
          this.parts.push(String.fromCharCode(this.high));
          this.high = -1;
        }
        this.closed = true;
        return j + 1;
      } else {
        return -(j + 1);
      }
    }
    return i;
  }

  /** Appends `s[start..end)`, which holds no quote, backslash or control character. */
  private appendRun(s: string, start: number, end: number): void {
    if (this.high >= 0) {
      // Whatever follows completes the held surrogate: as a pair, or as a lone one.
      this.parts.push(String.fromCharCode(this.high));
      this.high = -1;
    }
    const last = s.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      this.high = last;
      if (end - 1 > start) this.parts.push(s.slice(start, end - 1));
    } else {
      this.parts.push(s.slice(start, end));
    }
  }

  /**
   * Reads escape characters from `s[start..]` until the escape is complete
   * or `s` ends. Returns the next index, or `-(index + 1)` of an invalid
   * character.
   */
  private readEscape(s: string, start: number): number {
    let i = start;
    if (this.escape === AFTER_BACKSLASH) {
      const c = s.charCodeAt(i);
      if (c === 0x75 /* u */) {
        this.escape = HEX_FIRST;
        this.hex = 0;
        i++;
      } else {
        const decoded = SIMPLE_ESCAPES.get(c);
        if (decoded === undefined) return -(i + 1);
        this.escape = NO_ESCAPE;
        this.appendCode(decoded.charCodeAt(0));
        return i + 1;
      }
    }
    while (i < s.length) {
      const digit = hexValue(s.charCodeAt(i));
      if (digit < 0) return -(i + 1);
      this.hex = this.hex * 16 + digit;
      i++;
      if (++this.escape === HEX_DONE) {
        this.escape = NO_ESCAPE;
        this.appendCode(this.hex);
        return i;
      }
    }
    return i;
  }

  /** What may come next, for error messages. */
  expected(): string {
    if (this.escape === AFTER_BACKSLASH) return "an escape character (one of \" \\ / b f n r t u) after '\\'";
    if (this.escape !== NO_ESCAPE) return "a hex digit in a \\u escape (4 are required)";
    return "string content or '\"' to close the string (control characters must be escaped, e.g. \\n)";
  }

  private appendCode(code: number): void {
    if (this.high >= 0) {
      this.parts.push(String.fromCharCode(this.high));
      this.high = -1;
    }
    if (code >= 0xd800 && code <= 0xdbff) this.high = code;
    else this.parts.push(String.fromCharCode(code));
  }
}
