import {
  describeCharAt,
  endOfInputError,
  type JsonParseError,
  type JsonParseResult,
  unexpectedCharError,
} from "./json-parse-result.js";
import { JsonStringBuilder } from "./json-string-builder.js";

export type { JsonParseError, JsonParseResult } from "./json-parse-result.js";

// Parser modes. Plain numeric constants keep the hot loop monomorphic.
const VALUE = 0; // a value must start here (top level, after ':' or after ',' in an array)
const ARRAY_START = 1; // after '[': a value or ']'
const OBJECT_START = 2; // after '{': a key or '}'
const KEY = 3; // after ',' in an object: a key
const COLON = 4; // after a key
const AFTER_VALUE = 5; // after a value inside a container: ',' or the closing bracket
const END = 6; // the top-level value is complete: only whitespace may follow
const STRING = 7;
const NUMBER = 8;
const LITERAL = 9;
const FAILED = 10;

// Number sub-states; ZERO, INT, FRAC and EXP are the ones where a number may end.
const N_START = 0;
const N_MINUS = 1;
const N_ZERO = 2;
const N_INT = 3;
const N_DOT = 4;
const N_FRAC = 5;
const N_E = 6;
const N_E_SIGN = 7;
const N_EXP = 8;

const NUMBER_EXPECTED = [
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

/** An open array or object, and for objects the key whose value is being read. */
class Frame {
  key = "";
  constructor(
    readonly array: unknown[] | null,
    readonly object: Record<string, unknown> | null,
  ) {}
}

/** Sets an own data property, as JSON.parse does — even for `__proto__`. */
function setProperty(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    object[key] = value;
  }
}

/**
 * Parses JSON text that arrives in pieces (a tool call's streamed
 * arguments) and offers a usable partial value after every piece.
 *
 * A true incremental state machine: each character is examined once, and
 * the partial value grows in place (objects and arrays keep their identity
 * across feeds), so a whole stream costs time linear in its length even
 * when `value` is read after every delta.
 *
 * What the partial value shows:
 * - strings: the characters decoded so far; an escape (`\`, `\u00`) or a
 *   surrogate pair cut by a delta shows up only once it is complete;
 * - numbers: the longest valid prefix read so far (`12` while `12.` or
 *   `12e` is pending); nothing while only `-` has arrived;
 * - `true` / `false` / `null`: nothing until the whole word has arrived;
 * - an object key whose value has not started yet is absent;
 * - after a syntax error the partial value stops growing.
 *
 * `finish()` returns exactly what `JSON.parse(text)` returns (duplicate
 * keys last-wins, `__proto__` as an own property, lone surrogates kept),
 * or an error with the offset and what was expected there; it rejects
 * everything `JSON.parse` rejects.
 *
 * @example
 * const parser = new IncrementalJsonParser();
 * parser.feed('{"path":"a.ts","con');
 * parser.value; // { path: "a.ts" }
 * parser.feed('tent":"hel');
 * parser.value; // { path: "a.ts", content: "hel" }
 * parser.feed('lo"}');
 * parser.finish(); // { ok: true, value: { path: "a.ts", content: "hello" } }
 */
export class IncrementalJsonParser {
  private readonly chunks: string[] = [];
  private joined = "";
  /** Absolute offset of the delta being processed. */
  private base = 0;
  private mode = VALUE;
  private readonly stack: Frame[] = [];
  private top: Frame | undefined = undefined;
  private root: unknown = undefined;
  private error: JsonParseError | undefined = undefined;
  private result: JsonParseResult | undefined = undefined;

  /** True while a string, number or literal value (not a key) is being read. */
  private leafActive = false;
  /** Array index the current leaf goes to, when its parent is an array. */
  private leafIndex = 0;

  private readonly string = new JsonStringBuilder();
  private stringIsKey = false;

  private numberState = N_START;
  /** Text of the number read in earlier deltas (the current delta's part is sliced only when needed). */
  private numberText = "";
  /** Fast path: value and digit count of the integer part, exact while it has at most 15 digits. */
  private numberInt = 0;
  private numberDigits = 0;
  private numberNegative = false;
  /** Length of the longest prefix of `numberText` that is a complete number. */
  private numberValidLength = 0;

  private literalWord = "";
  private literalValue: unknown = null;
  private literalIndex = 0;

  /** Appends a piece of text and advances the partial value. Never throws. */
  feed(delta: string): void {
    if (typeof delta !== "string" || delta.length === 0) return;
    this.chunks.push(delta);
    this.result = undefined;
    if (this.mode !== FAILED) {
      try {
        this.run(delta);
      } catch (cause) {
        // A bug here must not take the stream down: report it as a parse error.
        this.error = { message: `Internal JSON parser error: ${String(cause)}`, offset: this.base, expected: "" };
        this.mode = FAILED;
      }
    }
    this.base += delta.length;
  }

  /**
   * The current partial value: `undefined` before a value has started,
   * then an object/array that grows in place, or a top-level primitive.
   */
  get value(): unknown {
    if (this.leafActive) {
      const display = this.leafDisplay();
      if (this.top === undefined) return display;
      if (display !== undefined) this.placeLeaf(display);
    }
    return this.root;
  }

  /** All text fed so far. Amortized linear: only new chunks are joined on each read. */
  get text(): string {
    const { chunks } = this;
    if (chunks.length > 0) {
      this.joined += chunks.length === 1 ? (chunks[0] as string) : chunks.join("");
      chunks.length = 0;
    }
    return this.joined;
  }

  /**
   * The exact result of `JSON.parse(text)` for all text fed so far, or the
   * first syntax error. Does not change the parser: more text may be fed
   * afterwards (the value then keeps growing) and `finish()` called again.
   */
  finish(): JsonParseResult {
    if (this.result === undefined) this.result = this.computeResult();
    return this.result;
  }

  private computeResult(): JsonParseResult {
    if (this.error !== undefined) return { ok: false, error: this.error };
    if (this.mode === END) return { ok: true, value: this.root };
    if (this.mode === NUMBER && this.top === undefined && this.isNumberComplete()) {
      return { ok: true, value: Number(this.numberText) };
    }
    return { ok: false, error: endOfInputError(this.base, this.expectedAtEnd()) };
  }

  private run(s: string): void {
    const n = s.length;
    let i = 0;
    while (i < n) {
      switch (this.mode) {
        case STRING:
          i = this.readString(s, i);
          break;
        case NUMBER:
          i = this.readNumber(s, i);
          break;
        case LITERAL:
          i = this.readLiteral(s, i);
          break;
        case FAILED:
          return;
        default:
          i = this.readStructure(s, i);
      }
    }
  }

  private readStructure(s: string, start: number): number {
    const n = s.length;
    let i = start;
    let c = s.charCodeAt(i);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
      if (++i === n) return n;
      c = s.charCodeAt(i);
    }
    switch (this.mode) {
      case VALUE:
        return this.beginValue(s, i, c);
      case ARRAY_START:
        return c === 0x5d /* ] */ ? this.closeContainer(i) : this.beginValue(s, i, c);
      case OBJECT_START:
        if (c === 0x7d /* } */) return this.closeContainer(i);
        return c === 0x22 ? this.beginString(true, i) : this.fail(s, i);
      case KEY:
        return c === 0x22 ? this.beginString(true, i) : this.fail(s, i);
      case COLON:
        if (c !== 0x3a /* : */) return this.fail(s, i);
        this.mode = VALUE;
        return i + 1;
      case AFTER_VALUE: {
        const top = this.top as Frame;
        if (c === 0x2c /* , */) {
          this.mode = top.array !== null ? VALUE : KEY;
          return i + 1;
        }
        return c === (top.array !== null ? 0x5d : 0x7d) ? this.closeContainer(i) : this.fail(s, i);
      }
      default:
        return this.fail(s, i);
    }
  }

  private beginValue(s: string, i: number, c: number): number {
    switch (c) {
      case 0x7b /* { */: {
        const object: Record<string, unknown> = {};
        this.openContainer(new Frame(null, object), object);
        this.mode = OBJECT_START;
        return i + 1;
      }
      case 0x5b /* [ */: {
        const array: unknown[] = [];
        this.openContainer(new Frame(array, null), array);
        this.mode = ARRAY_START;
        return i + 1;
      }
      case 0x22 /* " */:
        return this.beginString(false, i);
      case 0x74 /* t */:
        return this.beginLiteral("true", true, i);
      case 0x66 /* f */:
        return this.beginLiteral("false", false, i);
      case 0x6e /* n */:
        return this.beginLiteral("null", null, i);
      default:
        if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) {
          this.beginLeaf();
          this.mode = NUMBER;
          this.numberState = N_START;
          this.numberText = "";
          this.numberValidLength = 0;
          this.numberInt = 0;
          this.numberDigits = 0;
          this.numberNegative = c === 0x2d;
          return i; // readNumber consumes it
        }
        return this.fail(s, i);
    }
  }

  private openContainer(frame: Frame, container: unknown): void {
    const parent = this.top;
    if (parent === undefined) this.root = container;
    else if (parent.array !== null) parent.array.push(container);
    else setProperty(parent.object as Record<string, unknown>, parent.key, container);
    this.stack.push(frame);
    this.top = frame;
  }

  private closeContainer(i: number): number {
    const { stack } = this;
    stack.pop();
    this.top = stack[stack.length - 1];
    this.mode = this.top === undefined ? END : AFTER_VALUE;
    return i + 1;
  }

  private beginLeaf(): void {
    this.leafActive = true;
    const top = this.top;
    if (top !== undefined && top.array !== null) this.leafIndex = top.array.length;
  }

  /** Writes a leaf's current or final value into its slot (never the root). */
  private placeLeaf(value: unknown): void {
    const top = this.top as Frame;
    if (top.array !== null) top.array[this.leafIndex] = value;
    else setProperty(top.object as Record<string, unknown>, top.key, value);
  }

  private completeLeaf(value: unknown): void {
    this.leafActive = false;
    if (this.top === undefined) {
      this.root = value;
      this.mode = END;
    } else {
      this.placeLeaf(value);
      this.mode = AFTER_VALUE;
    }
  }

  private leafDisplay(): unknown {
    if (this.mode === STRING) return this.string.value;
    if (this.mode === NUMBER && this.numberValidLength > 0) {
      return Number(this.numberText.slice(0, this.numberValidLength));
    }
    return undefined;
  }

  private beginString(isKey: boolean, i: number): number {
    this.stringIsKey = isKey;
    this.string.reset();
    if (!isKey) this.beginLeaf();
    this.mode = STRING;
    return i + 1;
  }

  private readString(s: string, start: number): number {
    const n = s.length;
    const builder = this.string;
    let i = start;
    while (i < n) {
      if (builder.inEscape) {
        i = builder.readEscape(s, i);
        if (i < 0) return this.fail(s, -i - 1);
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
      if (j > i) builder.appendRun(s, i, j);
      if (j === n) return n;
      if (c === 0x5c) {
        builder.beginEscape();
        i = j + 1;
      } else if (c === 0x22) {
        const value = builder.close();
        if (this.stringIsKey) {
          (this.top as Frame).key = value;
          this.mode = COLON;
        } else {
          this.completeLeaf(value);
        }
        return j + 1;
      } else {
        return this.fail(s, j);
      }
    }
    return i;
  }

  private readNumber(s: string, start: number): number {
    const n = s.length;
    let state = this.numberState;
    let validEnd = -1;
    let int = this.numberInt;
    let digits = this.numberDigits;
    let i = start;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      const digit = c >= 0x30 && c <= 0x39;
      let next = -1;
      switch (state) {
        case N_START:
        case N_MINUS:
          if (c === 0x30) next = N_ZERO;
          else if (digit) {
            next = N_INT;
            int = c - 0x30;
            digits = 1;
          } else if (c === 0x2d && state === N_START) next = N_MINUS;
          break;
        case N_ZERO:
        case N_INT:
          if (digit) {
            if (state === N_INT) {
              next = N_INT;
              int = int * 10 + (c - 0x30);
              digits++;
            }
          } else if (c === 0x2e /* . */) next = N_DOT;
          else if (c === 0x65 || c === 0x45) next = N_E;
          else {
            // A plain integer of at most 15 digits is exact in a double: skip slice + Number().
            if (digits <= 15) return this.endNumberWith(this.numberNegative ? -int : int, i);
            return this.endNumber(s, start, i, state, validEnd);
          }
          break;
        case N_DOT:
          next = digit ? N_FRAC : -1;
          break;
        case N_FRAC:
          if (digit) next = N_FRAC;
          else if (c === 0x65 || c === 0x45) next = N_E;
          else return this.endNumber(s, start, i, state, validEnd);
          break;
        case N_E:
          next = digit ? N_EXP : c === 0x2b || c === 0x2d ? N_E_SIGN : -1;
          break;
        case N_E_SIGN:
          next = digit ? N_EXP : -1;
          break;
        default: // N_EXP
          if (!digit) return this.endNumber(s, start, i, state, validEnd);
          next = N_EXP;
      }
      if (next < 0) {
        this.numberState = state;
        return this.fail(s, i);
      }
      state = next;
      if (state === N_ZERO || state === N_INT || state === N_FRAC || state === N_EXP) validEnd = i + 1;
    }
    if (validEnd > 0) this.numberValidLength = this.numberText.length + (validEnd - start);
    this.numberText += s.slice(start, n);
    this.numberState = state;
    this.numberInt = int;
    this.numberDigits = digits;
    return n;
  }

  /** A character that cannot continue the number: complete it, or fail if it is unfinished. */
  private endNumber(s: string, start: number, i: number, state: number, validEnd: number): number {
    this.numberState = state;
    if (state !== N_ZERO && state !== N_INT && state !== N_FRAC && state !== N_EXP) return this.fail(s, i);
    if (validEnd > 0) this.numberValidLength = this.numberText.length + (validEnd - start);
    this.numberText += s.slice(start, i);
    return this.endNumberWith(Number(this.numberText), i);
  }

  private endNumberWith(value: number, i: number): number {
    this.completeLeaf(value);
    return i; // the terminating character belongs to the structure
  }

  private isNumberComplete(): boolean {
    const state = this.numberState;
    return state === N_ZERO || state === N_INT || state === N_FRAC || state === N_EXP;
  }

  private beginLiteral(word: string, value: unknown, i: number): number {
    this.beginLeaf();
    this.mode = LITERAL;
    this.literalWord = word;
    this.literalValue = value;
    this.literalIndex = 1;
    return i + 1;
  }

  private readLiteral(s: string, start: number): number {
    const word = this.literalWord;
    let i = start;
    while (i < s.length) {
      if (s.charCodeAt(i) !== word.charCodeAt(this.literalIndex)) return this.fail(s, i);
      i++;
      if (++this.literalIndex === word.length) {
        this.completeLeaf(this.literalValue);
        return i;
      }
    }
    return i;
  }

  /** Records a syntax error at `s[i]` and stops parsing; returns `s.length` to end the feed loop. */
  private fail(s: string, i: number): number {
    this.error = unexpectedCharError(describeCharAt(s, i), this.base + i, this.expectedHere());
    this.mode = FAILED;
    this.leafActive = false;
    return s.length;
  }

  /** What the grammar allows at the current position. */
  private expectedHere(): string {
    switch (this.mode) {
      case VALUE:
        return "a JSON value";
      case ARRAY_START:
        return "a JSON value or ']'";
      case OBJECT_START:
        return "a double-quoted property name or '}'";
      case KEY:
        return "a double-quoted property name after ','";
      case COLON:
        return "':' after property name";
      case AFTER_VALUE:
        return this.top?.array != null ? "',' or ']' after array element" : "',' or '}' after property value";
      case STRING:
        return this.string.expected();
      case NUMBER:
        return NUMBER_EXPECTED[this.numberState] ?? "a digit";
      case LITERAL:
        return `'${this.literalWord}'`;
      default:
        return "the end of input after the JSON value";
    }
  }

  private expectedAtEnd(): string {
    if (this.mode === NUMBER && this.isNumberComplete()) {
      // The number itself may end here; its container may not.
      return this.top?.array != null ? "',' or ']' after array element" : "',' or '}' after property value";
    }
    return this.expectedHere();
  }
}

/** Arguments of a tool call, as the runtime receives them. */
export interface ToolArgumentsResult {
  /** The parsed object; `{}` when the text is not a JSON object. */
  arguments: Record<string, unknown>;
  /** Why `arguments` could not be used, quoting the offset and what was expected. */
  argumentsError?: string;
}

/**
 * Finishes a tool call's streamed arguments. The text must be a JSON
 * object; empty or whitespace-only text (providers send `""` for calls
 * without arguments) gives `{}`. Anything else gives `arguments: {}` and
 * an `argumentsError` such as
 * `Invalid JSON in tool arguments at offset 17: expected ',' or '}' after property value, found ']'`.
 */
export function finishToolArguments(parser: IncrementalJsonParser): ToolArgumentsResult {
  const result = parser.finish();
  if (!result.ok) {
    const text = parser.text;
    if (/^[ \t\n\r]*$/.test(text)) return { arguments: {} };
    const { offset, expected } = result.error;
    const found =
      offset >= text.length ? "but the text was cut off (incomplete JSON)" : `found ${describeCharAt(text, offset)}`;
    return { arguments: {}, argumentsError: `Invalid JSON in tool arguments at offset ${offset}: expected ${expected}, ${found}` };
  }
  const { value } = result;
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    return { arguments: value as Record<string, unknown> };
  }
  const got = value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
  return { arguments: {}, argumentsError: `Invalid tool arguments: expected a JSON object, got ${got}` };
}

/** Parses a tool call's complete arguments text; see {@link finishToolArguments}. */
export function parseToolArguments(text: string): ToolArgumentsResult {
  const parser = new IncrementalJsonParser();
  parser.feed(text);
  return finishToolArguments(parser);
}
