import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { createJsonAnswerReader } from "./json-answer.js";

const readAnswer = createJsonAnswerReader(
  Type.Array(
    Type.Object(
      {
        file: Type.String(),
        line: Type.Integer({ minimum: 1 }),
        severity: Type.Optional(Type.Union([Type.Literal("error"), Type.Literal("info")])),
      },
      { additionalProperties: false },
    ),
  ),
);

describe("createJsonAnswerReader", () => {
  it("reads JSON alone or in a code fence", () => {
    expect(readAnswer(' [{"file":"a.ts","line":3}]\n')).toEqual({ ok: true, value: [{ file: "a.ts", line: 3 }] });
    expect(readAnswer('```json\n[{"file":"a.ts","line":3}]\n```')).toEqual({
      ok: true,
      value: [{ file: "a.ts", line: 3 }],
    });
    expect(readAnswer("```\n[]\n```")).toEqual({ ok: true, value: [] });
  });

  it("says why text that is not JSON was refused", () => {
    const result = readAnswer("Here are my findings: none.");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^the answer is not JSON \(/);
  });

  it("names the first mismatches by JSON Pointer, one line per wrong value", () => {
    expect(readAnswer('[{"file":"a.ts","line":0},{"file":7,"line":1}]')).toEqual({
      ok: false,
      error: "/0/line must be >= 1; /1/file must be string",
    });
    expect(readAnswer('[{"file":"a.ts","line":1,"severity":"bad","extra":1}]')).toEqual({
      ok: false,
      error: '/0 must not have the properties extra; /0/severity must be one of "error", "info"',
    });
    expect(readAnswer('{"file":"a.ts"}')).toEqual({ ok: false, error: "/ must be array" });
  });
});
