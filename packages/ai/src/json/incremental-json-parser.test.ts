import { describe, expect, it } from "vitest";
import { IncrementalJsonParser } from "./incremental-json-parser.js";
import { exactDiff } from "./test-support/exact-diff.js";

/** Feeds the pieces in order and returns the partial value after each. */
function partials(...pieces: string[]): unknown[] {
  const parser = new IncrementalJsonParser();
  return pieces.map((piece) => {
    parser.feed(piece);
    return structuredClone(parser.value);
  });
}

function parse(...pieces: string[]) {
  const parser = new IncrementalJsonParser();
  for (const piece of pieces) parser.feed(piece);
  return parser.finish();
}

function expectParsesLikeJsonParse(text: string): void {
  const result = parse(...text.split(""));
  expect(result.ok, text).toBe(true);
  if (result.ok) expect(exactDiff(result.value, JSON.parse(text)), text).toBeUndefined();
}

describe("IncrementalJsonParser partial value", () => {
  it("is undefined before a value starts, including after whitespace", () => {
    expect(partials(" \n\t", "\r")).toEqual([undefined, undefined]);
  });

  it("shows a typical tool call growing", () => {
    expect(partials('{"pa', 'th": "a.ts", "con', 'tent": "line1\\n', "line2", '"}')).toEqual([
      {},
      { path: "a.ts" },
      { path: "a.ts", content: "line1\n" },
      { path: "a.ts", content: "line1\nline2" },
      { path: "a.ts", content: "line1\nline2" },
    ]);
  });

  it("grows objects and arrays in place (same identity across feeds)", () => {
    const parser = new IncrementalJsonParser();
    parser.feed('{"edits":[{"old":"a');
    const root = parser.value as { edits: { old: string; new?: string }[] };
    const edits = root.edits;
    const first = edits[0];
    parser.feed('b","new":"c"},{"old":"d"}]}');
    expect(parser.value).toBe(root);
    expect(root.edits).toBe(edits);
    expect(root.edits[0]).toBe(first);
    expect(root).toEqual({ edits: [{ old: "ab", new: "c" }, { old: "d" }] });
    const result = parser.finish();
    expect(result.ok && result.value).toBe(root);
  });

  it("leaves a key out until its value starts", () => {
    expect(partials('{"a"', ":", " ", '"', "x")).toEqual([{}, {}, {}, { a: "" }, { a: "x" }]);
    expect(partials('{"a":', "{")).toEqual([{}, { a: {} }]);
    expect(partials('{"a":', "[")).toEqual([{}, { a: [] }]);
  });

  it("does not show a string cut inside an escape", () => {
    expect(partials('"ab\\', "n", "\\u00", "4", "1", '"')).toEqual(["ab", "ab\n", "ab\n", "ab\n", "ab\nA", "ab\nA"]);
    expect(partials('["x\\', '"', '"]')).toEqual([["x"], ['x"'], ['x"']]);
  });

  it("does not show half of a raw surrogate pair", () => {
    expect(partials('"x\uD83D', '\uDE00"')).toEqual(["x", "x😀"]);
  });

  it("joins an escaped surrogate pair split across deltas", () => {
    expect(partials('"\\uD83D', "\\u", "DE00", '"')).toEqual(["", "", "😀", "😀"]);
  });

  it("keeps lone surrogates once the next character shows they are lone", () => {
    expect(partials('"\\uD800', "x", '"')).toEqual(["", "\uD800x", "\uD800x"]);
    expect(partials('"\\uD800', '"')).toEqual(["", "\uD800"]);
    expect(partials('"\uDC00', "\uD800", '"')).toEqual(["\uDC00", "\uDC00", "\uDC00\uD800"]);
  });

  it("shows the longest valid prefix of a number being read", () => {
    expect(partials("[-", "1", "2", ".", "5", "e", "-", "1", "]")).toEqual([
      [],
      [-1],
      [-12],
      [-12],
      [-12.5],
      [-12.5],
      [-12.5],
      [-1.25],
      [-1.25],
    ]);
    expect(partials('{"n":-', "0")).toEqual([{}, { n: -0 }]);
  });

  it("shows a top-level number and finishes it at end of input", () => {
    const parser = new IncrementalJsonParser();
    parser.feed("4");
    expect(parser.value).toBe(4);
    parser.feed("2");
    expect(parser.value).toBe(42);
    expect(parser.finish()).toEqual({ ok: true, value: 42 });
  });

  it("does not show a literal until the whole word has arrived", () => {
    expect(partials("[t", "ru", "e", ",n", "ull,fals", "e]")).toEqual([
      [],
      [],
      [true],
      [true],
      [true, null],
      [true, null, false],
    ]);
  });

  it("stops growing after a syntax error, and feed never throws", () => {
    const parser = new IncrementalJsonParser();
    parser.feed('{"a":1,"b":x');
    expect(() => parser.feed('"c":2}')).not.toThrow();
    expect(parser.value).toEqual({ a: 1 });
    const result = parser.finish();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.offset).toBe(11);
  });

  it("builds values with Object.prototype, like JSON.parse", () => {
    const parser = new IncrementalJsonParser();
    parser.feed('{"a":{"b":[{}]}}');
    const value = parser.value as { a: { b: object[] } };
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(value.a.b[0])).toBe(Object.prototype);
  });
});

describe("IncrementalJsonParser text", () => {
  it("is all text fed so far, across reads", () => {
    const parser = new IncrementalJsonParser();
    parser.feed('{"a"');
    parser.feed(":");
    expect(parser.text).toBe('{"a":');
    parser.feed("1");
    parser.feed("}");
    expect(parser.text).toBe('{"a":1}');
    expect(parser.text).toBe('{"a":1}');
  });
});

describe("IncrementalJsonParser finish", () => {
  it.each([
    '{"a":1,"b":[true,false,null],"c":{"d":"e"}}',
    "[]",
    "{}",
    " \t\n\r[ 1 , 2 ]\r\n\t ",
    '"plain"',
    "0",
    "-0",
    "1e400",
    "-1e400",
    "5e-324",
    "0.1",
    "1E+2",
    "1e-2",
    "9007199254740993",
    "123456789012345678901234567890",
    "1.7976931348623157e308",
    "true",
    "null",
    '"\\u0000\\u001f\\"\\\\\\/\\b\\f\\n\\r\\t"',
    '"\\uD83D\\uDE00 \uD83D\uDE00 \\ud800 \\udc00 \uDBFF"',
    '"\u2028\u2029\u007f\uFEFF"',
    '{"a":1,"a":2,"b":3,"a":4}',
    '{"2":1,"1":2,"b":3,"a":4}',
  ])("equals JSON.parse for %j", (text) => {
    expectParsesLikeJsonParse(text);
  });

  it("keeps __proto__ as an own data property without changing the prototype", () => {
    const result = parse('{"__proto__":{"polluted":true},"a":1}');
    expect(result.ok).toBe(true);
    const value = (result.ok ? result.value : undefined) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__", "a"]);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")?.value).toEqual({ polluted: true });
    expect(exactDiff(value, JSON.parse('{"__proto__":{"polluted":true},"a":1}'))).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("handles deep nesting without recursion", () => {
    const depth = 20_000;
    const parser = new IncrementalJsonParser();
    parser.feed(`${'{"a":['.repeat(depth)}1${"]}".repeat(depth)}`);
    const result = parser.finish();
    expect(result.ok).toBe(true);
    let node = result.ok ? result.value : undefined;
    for (let level = 0; level < depth; level++) node = (node as { a: unknown[] }).a[0];
    expect(node).toBe(1);
  });

  it("can be called repeatedly, and more text may be fed afterwards", () => {
    const parser = new IncrementalJsonParser();
    parser.feed("[1");
    expect(parser.finish().ok).toBe(false);
    expect(parser.finish().ok).toBe(false);
    parser.feed("]");
    expect(parser.finish()).toEqual({ ok: true, value: [1] });
  });

  it.each([
    ["", 0, "a JSON value", true],
    ['{"a":1', 6, "',' or '}' after property value", true],
    ['{"a":"tex', 9, "'\"' to close the string", true],
    ['{"a":"x\\', 8, "escape character", true],
    ['"\\u00', 5, "hex digit", true],
    ["[1,", 3, "a JSON value", true],
    ['{"a"', 4, "':' after property name", true],
    ["tru", 3, "'true'", true],
    ["-", 1, "a digit after '-'", true],
    ["1.", 2, "a digit after the decimal point", true],
    ["1e", 2, "'+', '-' or a digit in the exponent", true],
    ['{"a":1 ]', 7, "',' or '}' after property value", false],
    ["[1 2]", 3, "',' or ']' after array element", false],
    ['{"a":1}x', 7, "the end of input after the JSON value", false],
    ["1 2", 2, "the end of input after the JSON value", false],
    ['"\\x"', 2, "escape character", false],
    ['"\\u12G4"', 5, "hex digit", false],
    ["01", 1, "leading zeros are not allowed", false],
    ["-012", 2, "leading zeros are not allowed", false],
    ['"a\nb"', 2, "control characters must be escaped", false],
    ['"a\u0000"', 2, "control characters must be escaped", false],
    ["[1,]", 3, "a JSON value", false],
    ['{"a":1,}', 7, "a double-quoted property name after ','", false],
    ["{'a':1}", 1, "a double-quoted property name or '}'", false],
    ["\uFEFF{}", 0, "a JSON value", false],
    ["\u00a0{}", 0, "a JSON value", false],
    ["NaN", 0, "a JSON value", false],
    ["Infinity", 0, "a JSON value", false],
    ["+1", 0, "a JSON value", false],
    [".5", 0, "a JSON value", false],
    ["1.e3", 2, "a digit after the decimal point", false],
    ["1e+", 3, "a digit in the exponent", true],
    ["[1]// comment", 3, "the end of input after the JSON value", false],
    ["trUe", 2, "'true'", false],
  ] as const)("rejects %j at offset %i (expected %s)", (text, offset, expected, cutOff) => {
    expect(() => JSON.parse(text)).toThrow();
    for (const pieces of [[text], text.split("")]) {
      const result = parse(...pieces);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error.offset).toBe(offset);
      expect(result.error.expected).toContain(expected);
      expect(result.error.message).toContain(`offset ${offset}`);
      if (cutOff) expect(result.error.message).toContain("the text was cut off");
      else expect(result.error.message).not.toContain("cut off");
    }
  });
});
