import { JsonLiteralReader } from "./json-literal-reader.js";
import { JsonNumberReader } from "./json-number-reader.js";
import {
  describeCharAt,
  endOfInputError,
  type JsonParseError,
  type JsonParseResult,
  unexpectedCharError,
} from "./json-parse-result.js";
import { JsonStringReader } from "./json-string-reader.js";
import { JsonValueBuilder } from "./json-value-builder.js";

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
  private readonly tree = new JsonValueBuilder();
  private error: JsonParseError | undefined = undefined;
  private result: JsonParseResult | undefined = undefined;
  /** True while a string, number or literal value (not a key) is being read. */
  private leafActive = false;
  private readonly string = new JsonStringReader();
  private stringIsKey = false;
  private readonly number = new JsonNumberReader();
  private readonly literal = new JsonLiteralReader();

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
      const display =
        this.mode === STRING ? this.string.value : this.mode === NUMBER ? this.number.partialValue() : undefined;
      if (this.tree.atTopLevel) return display;
      if (display !== undefined) this.tree.placeLeaf(display);
    }
    return this.tree.root;
  }

  /** All text fed so far. Amortized linear: each read joins only the chunks fed since the last read. */
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
    if (this.mode === END) return { ok: true, value: this.tree.root };
    if (this.mode === NUMBER && this.tree.atTopLevel && this.number.canEnd) {
      return { ok: true, value: this.number.finalValue() };
    }
    return { ok: false, error: endOfInputError(this.base, this.expectedAtEnd()) };
  }

  private run(s: string): void {
    const n = s.length;
    let i = 0;
    while (i < n) {
      switch (this.mode) {
        case STRING: {
          const next = this.string.read(s, i);
          if (next < 0) return void this.fail(s, -next - 1);
          if (this.string.closed) this.endString();
          i = next;
          break;
        }
        case NUMBER: {
          const next = this.number.read(s, i);
          if (next < 0) return void this.fail(s, -next - 1);
          if (next < n) this.completeLeaf(this.number.value);
          i = next;
          break;
        }
        case LITERAL: {
          const next = this.literal.read(s, i);
          if (next < 0) return void this.fail(s, -next - 1);
          if (this.literal.done) this.completeLeaf(this.literal.value);
          i = next;
          break;
        }
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
        const inArray = this.tree.inArray;
        if (c === 0x2c /* , */) {
          this.mode = inArray ? VALUE : KEY;
          return i + 1;
        }
        return c === (inArray ? 0x5d : 0x7d) ? this.closeContainer(i) : this.fail(s, i);
      }
      default:
        return this.fail(s, i);
    }
  }

  private beginValue(s: string, i: number, c: number): number {
    switch (c) {
      case 0x7b /* { */:
        this.tree.openObject();
        this.mode = OBJECT_START;
        return i + 1;
      case 0x5b /* [ */:
        this.tree.openArray();
        this.mode = ARRAY_START;
        return i + 1;
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
          this.number.begin();
          return i; // the number reader consumes it
        }
        return this.fail(s, i);
    }
  }

  private closeContainer(i: number): number {
    this.tree.close();
    this.mode = this.tree.atTopLevel ? END : AFTER_VALUE;
    return i + 1;
  }

  private beginLeaf(): void {
    this.leafActive = true;
    this.tree.beginLeaf();
  }

  private completeLeaf(value: unknown): void {
    this.leafActive = false;
    this.tree.completeLeaf(value);
    this.mode = this.tree.atTopLevel ? END : AFTER_VALUE;
  }

  private beginString(isKey: boolean, i: number): number {
    this.stringIsKey = isKey;
    this.string.begin();
    if (!isKey) this.beginLeaf();
    this.mode = STRING;
    return i + 1;
  }

  private endString(): void {
    const value = this.string.value;
    if (this.stringIsKey) {
      this.tree.setKey(value);
      this.mode = COLON;
    } else {
      this.completeLeaf(value);
    }
  }

  private beginLiteral(word: "true" | "false" | "null", value: true | false | null, i: number): number {
    this.beginLeaf();
    this.mode = LITERAL;
    this.literal.begin(word, value);
    return i + 1;
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
        return this.afterValueExpected();
      case STRING:
        return this.string.expected();
      case NUMBER:
        return this.number.expected();
      case LITERAL:
        return this.literal.expected();
      default:
        return "the end of input after the JSON value";
    }
  }

  private afterValueExpected(): string {
    return this.tree.inArray ? "',' or ']' after array element" : "',' or '}' after property value";
  }

  private expectedAtEnd(): string {
    // A complete number may end here; its container may not.
    if (this.mode === NUMBER && this.number.canEnd) return this.afterValueExpected();
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
    return {
      arguments: {},
      argumentsError: `Invalid JSON in tool arguments at offset ${offset}: expected ${expected}, ${found}`,
    };
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
