// Number grammar states; ZERO, INT, FRAC and EXP are the ones where a number may end.
const START = 0;
const MINUS = 1;
const ZERO = 2;
const INT = 3;
const DOT = 4;
const FRAC = 5;
const E = 6;
const E_SIGN = 7;
const EXP = 8;

const EXPECTED = [
  "'-' or a digit",
  "a digit after '-'",
  "'.', 'e' or the end of the number (leading zeros are not allowed)",
  "a digit, '.', 'e' or the end of the number",
  "a digit after the decimal point",
  "a digit, 'e' or the end of the number",
  "'+', '-' or a digit in the exponent",
  "a digit in the exponent",
  "a digit or the end of the number",
] as const;

function canEndIn(state: number): boolean {
  return state === ZERO || state === INT || state === FRAC || state === EXP;
}

/**
 * Reads one JSON number that may be split across deltas, checking the
 * grammar (no leading zeros, digits after `.`, `e` and `-`).
 *
 * The value is computed like `JSON.parse` does: `Number()` of the exact
 * text; plain integers of at most 15 digits are computed arithmetically
 * (exact in a double), which skips a slice and a string-to-number call for
 * the most common numbers.
 */
export class JsonNumberReader {
  private state = START;
  /** Text of the number from earlier deltas; the current delta's part is sliced only when needed. */
  private text = "";
  /** Length of the longest prefix of `text` that is a complete number. */
  private validLength = 0;
  private int = 0;
  private digits = 0;
  private negative = false;
  /** The number, once {@link JsonNumberReader.read} reported that it ended. */
  value = 0;

  /** Starts a new number. */
  begin(): void {
    this.state = START;
    this.text = "";
    this.validLength = 0;
    this.int = 0;
    this.digits = 0;
    this.negative = false;
  }

  /**
   * Reads number characters from `s[start..]`. Returns `s.length` when `s`
   * ended inside the number; an index `i < s.length` when the number ended
   * just before `s[i]` (its value is in `value`); or `-(i + 1)` when `s[i]`
   * cannot continue an unfinished or malformed number.
   */
  read(s: string, start: number): number {
    const n = s.length;
    let state = this.state;
    let int = this.int;
    let digits = this.digits;
    let validEnd = -1;
    for (let i = start; i < n; i++) {
      const c = s.charCodeAt(i);
      const digit = c >= 0x30 && c <= 0x39;
      let next = -1;
      switch (state) {
        case START:
        case MINUS:
          if (c === 0x30) next = ZERO;
          else if (digit) {
            next = INT;
            int = c - 0x30;
            digits = 1;
          } else if (c === 0x2d && state === START) {
            next = MINUS;
            this.negative = true;
          }
          break;
        case ZERO:
        case INT:
          if (digit) {
            if (state === INT) {
              next = INT;
              int = int * 10 + (c - 0x30);
              digits++;
            }
          } else if (c === 0x2e /* . */) next = DOT;
          else if (c === 0x65 || c === 0x45) next = E;
          else if (digits <= 15) {
            this.value = this.negative ? -int : int;
            return i;
          } else return this.end(s, start, i);
          break;
        case DOT:
          next = digit ? FRAC : -1;
          break;
        case FRAC:
          if (digit) next = FRAC;
          else if (c === 0x65 || c === 0x45) next = E;
          else return this.end(s, start, i);
          break;
        case E:
          next = digit ? EXP : c === 0x2b || c === 0x2d ? E_SIGN : -1;
          break;
        case E_SIGN:
          next = digit ? EXP : -1;
          break;
        default: // EXP
          if (!digit) return this.end(s, start, i);
          next = EXP;
      }
      if (next < 0) {
        this.state = state;
        return -(i + 1);
      }
      state = next;
      if (canEndIn(state)) validEnd = i + 1;
    }
    if (validEnd > 0) this.validLength = this.text.length + (validEnd - start);
    this.text += s.slice(start, n);
    this.state = state;
    this.int = int;
    this.digits = digits;
    return n;
  }

  /** True when the text read so far is a complete number. */
  get canEnd(): boolean {
    return canEndIn(this.state);
  }

  /** The number if it ended here (at end of input), else `undefined`. */
  finalValue(): number | undefined {
    return canEndIn(this.state) ? Number(this.text) : undefined;
  }

  /** The value of the longest complete prefix read so far (`12` for `12.`), or `undefined` (`-`). */
  partialValue(): number | undefined {
    return this.validLength > 0 ? Number(this.text.slice(0, this.validLength)) : undefined;
  }

  /** What may come next, for error messages. */
  expected(): string {
    return EXPECTED[this.state] ?? "a digit";
  }

  /** The number ended just before `s[i]`, and it is not a short plain integer. */
  private end(s: string, start: number, i: number): number {
    this.text += s.slice(start, i);
    this.value = Number(this.text);
    return i;
  }
}
