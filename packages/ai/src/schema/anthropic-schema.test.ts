import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../context.js";
import { toAnthropicInputSchema } from "./anthropic-schema.js";
import { SchemaAdaptationError } from "./schema-adaptation-error.js";

const adapt = (schema: unknown, name = "tool") => toAnthropicInputSchema(schema as JsonSchema, name);

describe("toAnthropicInputSchema", () => {
  it("passes an object schema through, keeping JSON Schema keywords", () => {
    const schema = Type.Object(
      { mode: Type.Union([Type.Literal("a"), Type.Literal("b")]), n: Type.Optional(Type.Integer({ multipleOf: 2 })) },
      { additionalProperties: false },
    );
    expect(adapt(schema)).toEqual({
      type: "object",
      properties: {
        mode: {
          anyOf: [
            { type: "string", const: "a" },
            { type: "string", const: "b" },
          ],
        },
        n: { type: "integer", multipleOf: 2 },
      },
      required: ["mode"],
      additionalProperties: false,
    });
  });

  it("removes $schema and adds a missing root type", () => {
    expect(adapt({ $schema: "x", properties: { a: { type: "string" } } })).toEqual({
      type: "object",
      properties: { a: { type: "string" } },
    });
    expect(adapt({})).toEqual({ type: "object" });
  });

  it("replaces a root $ref by its target and keeps $defs for recursion", () => {
    const node = Type.Cyclic(
      { Node: Type.Object({ value: Type.Number(), next: Type.Optional(Type.Ref("Node")) }) },
      "Node",
    );
    const out = adapt(node);
    expect(out.type).toBe("object");
    expect(out.properties).toEqual({ value: { type: "number" }, next: { $ref: "Node" } });
    expect(out.$defs).toBeDefined();
  });

  it("rejects a non-object root, naming the tool and keyword", () => {
    try {
      adapt(Type.Union([Type.String(), Type.Number()]), "pick");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaAdaptationError);
      const e = error as SchemaAdaptationError;
      expect(e.keyword).toBe("anyOf");
      expect(e.message).toContain('Tool "pick"');
      expect(e.message).toContain("Anthropic");
    }
    expect(() => adapt(Type.String(), "s")).toThrow(/`type` at the root/);
    expect(() => adapt({ $ref: "#/$defs/Missing" }, "m")).toThrow(/\$ref/);
  });
});
