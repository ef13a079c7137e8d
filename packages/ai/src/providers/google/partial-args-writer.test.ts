import { describe, expect, it } from "vitest";
import { type PartialArgPiece, PartialArgsWriter, parseJsonPath } from "./partial-args-writer.js";

function write(pieces: PartialArgPiece[]): { text: string; steps: string[] } {
  const writer = new PartialArgsWriter();
  const steps = pieces.map((piece) => writer.apply(piece));
  steps.push(writer.finish());
  return { text: steps.join(""), steps };
}

describe("PartialArgsWriter", () => {
  it("streams a string value in pieces, appending only", () => {
    const { text, steps } = write([
      { jsonPath: "$.location", stringValue: "Bos", willContinue: true },
      { jsonPath: "$.location", stringValue: "ton", willContinue: true },
      { jsonPath: "$.location", stringValue: "" },
    ]);
    expect(steps).toEqual(['{"location":"Bos', "ton", '"', "}"]);
    expect(JSON.parse(text)).toEqual({ location: "Boston" });
  });

  it("writes nested objects and arrays in document order", () => {
    const { text } = write([
      { jsonPath: "$.recipe.title", stringValue: "Soup" },
      { jsonPath: "$.recipe.steps[0]", stringValue: "boil" },
      { jsonPath: "$.recipe.steps[1]", stringValue: "stir" },
      { jsonPath: "$.recipe.tags[0].name", stringValue: "hot" },
      { jsonPath: "$.recipe.tags[1].name", stringValue: "quick" },
      { jsonPath: "$.count", numberValue: 2.5 },
      { jsonPath: "$.ok", boolValue: true },
      { jsonPath: "$.none", nullValue: "NULL_VALUE" },
    ]);
    expect(JSON.parse(text)).toEqual({
      recipe: { title: "Soup", steps: ["boil", "stir"], tags: [{ name: "hot" }, { name: "quick" }] },
      count: 2.5,
      ok: true,
      none: null,
    });
  });

  it("handles matrices and keys that need bracket notation or escaping", () => {
    const { text } = write([
      { jsonPath: "$.grid[0][0]", numberValue: 1 },
      { jsonPath: "$.grid[0][1]", numberValue: 2 },
      { jsonPath: "$.grid[1][0]", numberValue: 3 },
      { jsonPath: "$['a key']", stringValue: 'quote " and \\ backslash\n' },
      { jsonPath: '$["dotted.key"]', boolValue: false },
    ]);
    expect(JSON.parse(text)).toEqual({
      grid: [[1, 2], [3]],
      "a key": 'quote " and \\ backslash\n',
      "dotted.key": false,
    });
  });

  it("closes an unterminated string and open containers on finish", () => {
    const { text } = write([{ jsonPath: "$.a.b", stringValue: "cut", willContinue: true }]);
    expect(JSON.parse(text)).toEqual({ a: { b: "cut" } });
  });

  it("writes nothing for a call without arguments, and ignores unusable pieces", () => {
    expect(write([]).text).toBe("");
    expect(
      write([{ jsonPath: "$", stringValue: "x" }, { jsonPath: "nope", stringValue: "x" }, { jsonPath: "$.a" }]).text,
    ).toBe("");
  });
});

describe("parseJsonPath", () => {
  it.each([
    ["$", []],
    ["$.a", ["a"]],
    ["$.a.b[0].c", ["a", "b", 0, "c"]],
    ["$['x y'][2]", ["x y", 2]],
    ['$["q\\"uote"]', ['q"uote']],
  ] as const)("%s", (path, segments) => {
    expect(parseJsonPath(path)).toEqual(segments);
  });

  it.each(["a.b", "$..a", "$[-1]", "$[x]", "$['open"])("rejects %s", (path) => {
    expect(parseJsonPath(path)).toBeUndefined();
  });
});
