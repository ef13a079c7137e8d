import { describe, expect, it } from "vitest";
import { finishToolArguments, IncrementalJsonParser, parseToolArguments } from "./incremental-json-parser.js";

function streamed(...deltas: string[]) {
  const parser = new IncrementalJsonParser();
  for (const delta of deltas) parser.feed(delta);
  return finishToolArguments(parser);
}

describe("finishToolArguments", () => {
  it("returns the parsed object with no error", () => {
    expect(streamed('{"path":', '"a.ts","limit":', "10}")).toEqual({ arguments: { path: "a.ts", limit: 10 } });
  });

  it.each(["", "  ", "\n\t\r "])("treats empty or whitespace-only text %j as no arguments", (text) => {
    expect(parseToolArguments(text)).toEqual({ arguments: {} });
    expect(streamed()).toEqual({ arguments: {} });
  });

  it("reports a stream cut off mid-JSON with its offset, and never returns the partial object", () => {
    const result = streamed('{"path":"a.ts",', '"content":"hel');
    expect(result.arguments).toEqual({});
    expect(result.argumentsError).toBe(
      "Invalid JSON in tool arguments at offset 29: expected string content or '\"' to close the string " +
        "(control characters must be escaped, e.g. \\n), but the text was cut off (incomplete JSON)",
    );
  });

  it("quotes the offset and the expectation for a syntax error", () => {
    const result = parseToolArguments('{"path":"a.ts" "x":1}');
    expect(result).toEqual({
      arguments: {},
      argumentsError:
        "Invalid JSON in tool arguments at offset 15: expected ',' or '}' after property value, found '\"'",
    });
  });

  it.each([
    ["[1,2]", "an array"],
    ["42", "a number"],
    ['"text"', "a string"],
    ["true", "a boolean"],
    ["null", "null"],
  ])("rejects top-level %j: an object was expected", (text, got) => {
    expect(parseToolArguments(text)).toEqual({
      arguments: {},
      argumentsError: `Invalid tool arguments: expected a JSON object, got ${got}`,
    });
  });

  it("keeps __proto__ as plain data", () => {
    const { arguments: args, argumentsError } = parseToolArguments('{"__proto__":{"admin":true}}');
    expect(argumentsError).toBeUndefined();
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(Object.hasOwn(args, "__proto__")).toBe(true);
    expect((args as { admin?: boolean }).admin).toBeUndefined();
  });
});
