import { describe, expect, it } from "vitest";
import { mergeHeaders } from "./headers.js";
import { isStrictCompatibleSchema } from "./strict-schema.js";
import { activeThinkingLevel, openAIReasoningEffort, thinkingBudget } from "./thinking.js";

describe("mergeHeaders", () => {
  it("lets later sources win case-insensitively and drops empty values", () => {
    expect(mergeHeaders({ "X-A": "1", "x-b": "2" }, { "x-a": "3", "X-B": "" }, undefined)).toEqual({ "x-a": "3" });
  });
});

describe("thinking", () => {
  it("requests reasoning only from reasoning models with a level other than off", () => {
    expect(activeThinkingLevel({ reasoning: true }, { thinkingLevel: "low" })).toBe("low");
    expect(activeThinkingLevel({ reasoning: true }, { thinkingLevel: "off" })).toBeUndefined();
    expect(activeThinkingLevel({ reasoning: true }, {})).toBeUndefined();
    expect(activeThinkingLevel({ reasoning: false }, { thinkingLevel: "high" })).toBeUndefined();
  });

  it("maps levels to OpenAI efforts (xhigh → high)", () => {
    expect(["minimal", "low", "medium", "high", "xhigh"].map((l) => openAIReasoningEffort(l as "low"))).toEqual([
      "minimal",
      "low",
      "medium",
      "high",
      "high",
    ]);
  });

  it("keeps budgets under the output cap and above the floor", () => {
    expect(thinkingBudget("medium", 64_000)).toBe(10_240);
    expect(thinkingBudget("xhigh", 8000)).toBe(6400);
    expect(thinkingBudget("high", 500)).toBe(1024);
  });
});

describe("isStrictCompatibleSchema", () => {
  const strictObject = (properties: Record<string, unknown>) => ({
    type: "object",
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  });

  it("accepts schemas whose every object is closed and fully required", () => {
    expect(isStrictCompatibleSchema(strictObject({ a: { type: "string" } }))).toBe(true);
    expect(
      isStrictCompatibleSchema(
        strictObject({
          list: { type: "array", items: strictObject({ b: { anyOf: [{ type: "null" }, { type: "number" }] } }) },
        }),
      ),
    ).toBe(true);
  });

  it("rejects open objects, optional properties and non-conforming nested objects", () => {
    expect(isStrictCompatibleSchema({ type: "object", properties: { a: { type: "string" } }, required: ["a"] })).toBe(
      false,
    );
    expect(
      isStrictCompatibleSchema({
        type: "object",
        properties: { a: {}, b: {} },
        required: ["a"],
        additionalProperties: false,
      }),
    ).toBe(false);
    expect(isStrictCompatibleSchema(strictObject({ nested: { type: "object", properties: {} } }))).toBe(false);
    expect(isStrictCompatibleSchema(strictObject({ list: { type: "array", items: { type: "object" } } }))).toBe(false);
  });
});
