/** A 1-based place in a text. */
export interface TextPosition {
  line: number;
  column: number;
}

/** A parsed JSON text that can say where each value is. */
export interface JsonDocument {
  ok: true;
  value: unknown;
  /**
   * Where the value at a JSON Pointer starts (for an object member, where its
   * key starts), or the nearest enclosing value that exists when the pointer
   * names a missing key.
   */
  locate(pointer: string): TextPosition;
}

/** A JSON syntax error with its place. */
export interface JsonSyntaxError extends TextPosition {
  ok: false;
  offset: number;
  message: string;
}

/**
 * Parses JSON text (a leading BOM is ignored) and keeps the offset of every
 * value, so a validation error at `/retry/maxRetries` can be reported with
 * its line and column. A syntax error comes back as data with its place.
 *
 * @example
 * const doc = parseJsonDocument('{\n  "a": { "b": 1 }\n}');
 * if (doc.ok) doc.locate("/a/b"); // { line: 2, column: 10 }
 */
export function parseJsonDocument(text: string): JsonDocument | JsonSyntaxError {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const offsets = new Map<string, number>();
  const parser = new Parser(body, offsets);
  try {
    const value = parser.parse();
    const lines = lineStarts(body);
    return {
      ok: true,
      value,
      locate(pointer) {
        let at = pointer === "(root)" ? "" : pointer;
        while (!offsets.has(at) && at !== "") at = at.slice(0, Math.max(0, at.lastIndexOf("/")));
        return positionOf(lines, offsets.get(at) ?? 0);
      },
    };
  } catch (error) {
    if (!(error instanceof SyntaxFailure)) throw error;
    return { ok: false, offset: error.offset, message: error.message, ...positionOf(lineStarts(body), error.offset) };
  }
}

class SyntaxFailure extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function positionOf(starts: readonly number[], offset: number): TextPosition {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

function escapePointer(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

class Parser {
  private i = 0;

  constructor(
    private readonly text: string,
    private readonly offsets: Map<string, number>,
  ) {}

  parse(): unknown {
    this.skipSpace();
    const value = this.value("");
    this.skipSpace();
    if (this.i < this.text.length) this.fail("the end of the file");
    return value;
  }

  private fail(expected: string): never {
    const found = this.i >= this.text.length ? "the end of the file" : JSON.stringify(this.text.charAt(this.i));
    throw new SyntaxFailure(`expected ${expected}, found ${found}`, this.i);
  }

  private skipSpace(): void {
    while (this.i < this.text.length) {
      const c = this.text.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.i++;
      else break;
    }
  }

  private value(pointer: string): unknown {
    if (!this.offsets.has(pointer)) this.offsets.set(pointer, this.i);
    const c = this.text.charAt(this.i);
    if (c === "{") return this.object(pointer);
    if (c === "[") return this.array(pointer);
    if (c === '"') return this.string();
    if (c === "-" || (c >= "0" && c <= "9")) return this.number();
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return value;
      }
    }
    return this.fail("a value");
  }

  private object(pointer: string): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.i++;
    this.skipSpace();
    if (this.text.charAt(this.i) === "}") {
      this.i++;
      return result;
    }
    for (;;) {
      this.skipSpace();
      if (this.text.charAt(this.i) !== '"') this.fail("a property name in double quotes");
      const keyAt = this.i;
      const key = this.string();
      const child = `${pointer}/${escapePointer(key)}`;
      this.offsets.set(child, keyAt);
      this.skipSpace();
      if (this.text.charAt(this.i) !== ":") this.fail('":"');
      this.i++;
      this.skipSpace();
      Object.defineProperty(result, key, {
        value: this.value(child),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      this.skipSpace();
      const next = this.text.charAt(this.i);
      this.i++;
      if (next === "}") return result;
      if (next !== ",") {
        this.i--;
        this.fail('"," or "}"');
      }
    }
  }

  private array(pointer: string): unknown[] {
    const result: unknown[] = [];
    this.i++;
    this.skipSpace();
    if (this.text.charAt(this.i) === "]") {
      this.i++;
      return result;
    }
    for (;;) {
      this.skipSpace();
      result.push(this.value(`${pointer}/${result.length}`));
      this.skipSpace();
      const next = this.text.charAt(this.i);
      this.i++;
      if (next === "]") return result;
      if (next !== ",") {
        this.i--;
        this.fail('"," or "]"');
      }
    }
  }

  private string(): string {
    let out = "";
    this.i++;
    for (;;) {
      if (this.i >= this.text.length) this.fail('a closing "');
      const c = this.text.charAt(this.i);
      if (c === '"') {
        this.i++;
        return out;
      }
      if (c === "\\") {
        const e = this.text.charAt(this.i + 1);
        if (e === "u") {
          const hex = this.text.slice(this.i + 2, this.i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
            this.i += 2;
            this.fail("four hex digits");
          }
          out += String.fromCharCode(Number.parseInt(hex, 16));
          this.i += 6;
          continue;
        }
        const mapped = ESCAPES[e];
        if (mapped === undefined) {
          this.i++;
          this.fail("an escape character");
        }
        out += mapped;
        this.i += 2;
        continue;
      }
      if (c.charCodeAt(0) < 0x20) this.fail("no control character in a string");
      out += c;
      this.i++;
    }
  }

  private number(): number {
    const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(this.text.slice(this.i, this.i + 400));
    if (!match) return this.fail("a number");
    this.i += match[0].length;
    return Number(match[0]);
  }
}
