import { describe, expect, it } from "vitest";
import { parseJsonDocument } from "./json-document.js";

describe("parseJsonDocument", () => {
  it("parses like JSON.parse", () => {
    const text = '{"a":[1,2.5,-3e2,true,false,null],"b":{"c":"x\\n\\u0041"},"__proto__":1}';
    const doc = parseJsonDocument(text);
    expect(doc.ok).toBe(true);
    if (doc.ok) expect(doc.value).toEqual(JSON.parse(text));
  });

  it("locates keys and array items by JSON Pointer", () => {
    const text = '{\n  "retry": {\n    "maxRetries": "3"\n  },\n  "skills": ["a", 2]\n}\n';
    const doc = parseJsonDocument(text);
    if (!doc.ok) throw new Error("expected ok");
    expect(doc.locate("/retry/maxRetries")).toEqual({ line: 3, column: 5 });
    expect(doc.locate("/skills/1")).toEqual({ line: 5, column: 19 });
    expect(doc.locate("(root)")).toEqual({ line: 1, column: 1 });
  });

  it("falls back to the nearest existing parent for a missing key", () => {
    const doc = parseJsonDocument('{\n  "retry": {}\n}');
    if (!doc.ok) throw new Error("expected ok");
    expect(doc.locate("/retry/enabled")).toEqual({ line: 2, column: 3 });
  });

  it("escapes ~ and / in keys as JSON Pointer does", () => {
    const doc = parseJsonDocument('{"a/b":{"c~d":1}}');
    if (!doc.ok) throw new Error("expected ok");
    expect(doc.locate("/a~1b/c~0d")).toEqual({ line: 1, column: 9 });
  });

  it("reports a syntax error with its line, column and what was expected", () => {
    const doc = parseJsonDocument('{\n  "a": 1,\n  "b": \n}');
    expect(doc).toMatchObject({ ok: false, line: 4, column: 1 });
    if (!doc.ok) expect(doc.message).toBe('expected a value, found "}"');
    expect(parseJsonDocument('{"a": 1')).toMatchObject({
      ok: false,
      message: expect.stringContaining("end of the file"),
    });
    expect(parseJsonDocument("{'a': 1}")).toMatchObject({ ok: false, line: 1, column: 2 });
    expect(parseJsonDocument("")).toMatchObject({ ok: false, line: 1, column: 1 });
  });

  it("ignores a byte-order mark", () => {
    expect(parseJsonDocument('\ufeff{"a":1}')).toMatchObject({ ok: true, value: { a: 1 } });
  });
});
