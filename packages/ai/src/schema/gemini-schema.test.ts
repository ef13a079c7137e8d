import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "../context.js";
import { GEMINI_DROPPED_KEYWORDS, toGeminiSchema } from "./gemini-schema.js";
import { SchemaAdaptationError } from "./schema-adaptation-error.js";

const adapt = (schema: unknown, name = "tool"): JsonSchema | undefined => toGeminiSchema(schema as JsonSchema, name);

function adaptError(schema: unknown, name = "tool"): SchemaAdaptationError {
  try {
    adapt(schema, name);
  } catch (error) {
    if (error instanceof SchemaAdaptationError) return error;
    throw error;
  }
  throw new Error("expected a SchemaAdaptationError");
}

describe("toGeminiSchema", () => {
  it("keeps a plain object schema", () => {
    const schema = Type.Object({
      path: Type.String({ description: "File path", minLength: 1 }),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      flags: Type.Array(Type.Boolean(), { minItems: 1 }),
    });
    expect(adapt(schema)).toEqual({
      type: "object",
      properties: {
        path: { type: "string", description: "File path", minLength: 1 },
        limit: { type: "integer", minimum: 1, maximum: 100 },
        flags: { type: "array", items: { type: "boolean" }, minItems: 1 },
      },
      required: ["path", "flags"],
    });
  });

  it("does not modify its input", () => {
    const schema = Type.Object({ a: Type.Literal("x") }, { additionalProperties: false });
    const before = JSON.stringify(schema);
    adapt(schema);
    expect(JSON.stringify(schema)).toBe(before);
  });

  it("returns undefined for tools without parameters", () => {
    expect(adapt(Type.Object({}))).toBeUndefined();
    expect(adapt({ type: "object", properties: {}, required: [] })).toBeUndefined();
    expect(adapt({})).toBeUndefined();
  });

  it("removes unsupported keywords at every depth", () => {
    const schema = Type.Object(
      {
        name: Type.String({ default: "x", examples: ["q"], $comment: "c" }),
        nested: Type.Object(
          { n: Type.Number({ multipleOf: 2, exclusiveMinimum: 0 }) },
          { additionalProperties: false },
        ),
        tags: Type.Array(Type.String(), { uniqueItems: true, contains: { const: "a" } }),
        map: Type.Record(Type.String(), Type.Number()),
      },
      { additionalProperties: false, $id: "Args" },
    );
    const out = adapt({ $schema: "https://json-schema.org/draft/2020-12/schema", ...schema });
    expect(out).toEqual({
      type: "object",
      properties: {
        name: { type: "string", default: "x" },
        nested: { type: "object", properties: { n: { type: "number" } }, required: ["n"] },
        tags: { type: "array", items: { type: "string" } },
        map: { type: "object" },
      },
      required: ["name", "nested", "tags", "map"],
    });
    const text = JSON.stringify(out);
    for (const keyword of GEMINI_DROPPED_KEYWORDS) expect(text).not.toContain(`"${keyword}"`);
  });

  it("turns const and unions of string literals into enums", () => {
    const schema = Type.Object({
      mode: Type.Union([Type.Literal("read"), Type.Literal("write")], { description: "How" }),
      fixed: Type.Literal("only"),
      listed: Type.Enum(["x", "y"]),
    });
    expect(adapt(schema)?.properties).toEqual({
      mode: { type: "string", enum: ["read", "write"], description: "How" },
      fixed: { type: "string", enum: ["only"] },
      listed: { type: "string", enum: ["x", "y"] },
    });
  });

  it("turns numeric literals into Gemini's numeric enum form", () => {
    const schema = Type.Object({
      level: Type.Union([Type.Literal(1), Type.Literal(2)]),
      port: { type: "integer", enum: [80, 443] },
      flag: Type.Literal(true),
    });
    expect(adapt(schema)?.properties).toEqual({
      level: { type: "number", format: "enum", enum: ["1", "2"] },
      port: { type: "integer", format: "enum", enum: ["80", "443"] },
      flag: { type: "boolean" },
    });
  });

  it("splits literals of several kinds into an anyOf and keeps null as nullable", () => {
    const schema = Type.Object({
      mixed: Type.Union([Type.Literal("auto"), Type.Literal(5), Type.Null()]),
    });
    expect(adapt(schema)?.properties).toEqual({
      mixed: {
        anyOf: [
          { type: "string", enum: ["auto"] },
          { type: "number", format: "enum", enum: ["5"] },
        ],
        nullable: true,
      },
    });
  });

  it("rejects object values in enums, naming the tool and keyword", () => {
    const error = adaptError({ type: "object", properties: { p: { enum: [{ a: 1 }] } } }, "choose");
    expect(error.toolName).toBe("choose");
    expect(error.keyword).toBe("enum");
    expect(error.path).toBe("/properties/p");
    expect(error.message).toContain('Tool "choose"');
    expect(error.message).toContain("`enum`");
  });

  it("makes nullable unions and type arrays nullable", () => {
    const schema = Type.Object({
      maybe: Type.Union([Type.String({ description: "s" }), Type.Null()]),
      typed: { type: ["integer", "null"], minimum: 0 },
      either: { type: ["string", "number"], description: "either" },
    });
    expect(adapt(schema)?.properties).toEqual({
      maybe: { type: "string", description: "s", nullable: true },
      typed: { type: "integer", minimum: 0, nullable: true },
      either: { description: "either", anyOf: [{ type: "string" }, { type: "number" }] },
    });
  });

  it("keeps unions of object schemas as anyOf and turns oneOf into anyOf", () => {
    const a = Type.Object({ kind: Type.Literal("a"), x: Type.Number() });
    const b = Type.Object({ kind: Type.Literal("b"), y: Type.String() });
    const out = adapt(
      Type.Object({ shape: Type.Union([a, b]), one: { oneOf: [{ type: "string" }, { type: "number" }] } }),
    );
    expect(out?.properties).toEqual({
      shape: {
        anyOf: [
          {
            type: "object",
            properties: { kind: { type: "string", enum: ["a"] }, x: { type: "number" } },
            required: ["kind", "x"],
          },
          {
            type: "object",
            properties: { kind: { type: "string", enum: ["b"] }, y: { type: "string" } },
            required: ["kind", "y"],
          },
        ],
      },
      one: { anyOf: [{ type: "string" }, { type: "number" }] },
    });
  });

  it("inlines $ref to $defs and definitions", () => {
    const schema = {
      type: "object",
      $defs: { Point: { type: "object", properties: { x: { type: "number" } }, required: ["x"] } },
      definitions: { Name: { type: "string", description: "a name" } },
      properties: {
        from: { $ref: "#/$defs/Point" },
        to: { $ref: "#/$defs/Point", description: "target" },
        name: { $ref: "#/definitions/Name" },
      },
    };
    expect(adapt(schema)).toEqual({
      type: "object",
      properties: {
        from: { type: "object", properties: { x: { type: "number" } }, required: ["x"] },
        to: { type: "object", properties: { x: { type: "number" } }, required: ["x"], description: "target" },
        name: { type: "string", description: "a name" },
      },
    });
  });

  it("inlines TypeBox references by $id", () => {
    const schema = {
      type: "object",
      $defs: { Id: { $id: "Id", type: "string", format: "uuid" } },
      properties: { id: Type.Ref("Id") },
    };
    expect(adapt(schema)?.properties).toEqual({ id: { type: "string" } });
  });

  it("rejects a recursive schema with a clear error", () => {
    const node = Type.Cyclic(
      { Node: Type.Object({ value: Type.Number(), next: Type.Optional(Type.Ref("Node")) }) },
      "Node",
    );
    const error = adaptError(node, "walk_list");
    expect(error.keyword).toBe("$ref");
    expect(error.path).toBe("/properties/next");
    expect(error.message).toMatch(/Tool "walk_list".*`\$ref` at \/properties\/next .*recursive/);
  });

  it("rejects a reference to the root and an unresolvable reference", () => {
    const tree = { type: "object", properties: { children: { type: "array", items: { $ref: "#" } } } };
    expect(adaptError(tree).path).toBe("/properties/children/items");
    const missing = adaptError({ type: "object", properties: { a: { $ref: "#/$defs/Nope" } } });
    expect(missing.keyword).toBe("$ref");
    expect(missing.message).toContain("not defined");
  });

  it("merges allOf (TypeBox Intersect)", () => {
    const schema = Type.Intersect([
      Type.Object({ a: Type.String() }),
      Type.Object({ b: Type.Optional(Type.Number()) }, { description: "second" }),
    ]);
    expect(adapt(schema)).toEqual({
      type: "object",
      description: "second",
      properties: { a: { type: "string" }, b: { type: "number" } },
      required: ["a"],
    });
  });

  it("rejects allOf members of different types", () => {
    const error = adaptError({
      type: "object",
      properties: { v: { allOf: [{ type: "string" }, { type: "number" }] } },
    });
    expect(error.keyword).toBe("allOf");
    expect(error.path).toBe("/properties/v");
  });

  it("turns tuples into arrays of a union with fixed length", () => {
    const schema = Type.Object({ pair: Type.Tuple([Type.String(), Type.Number()]) });
    expect(adapt(schema)?.properties).toEqual({
      pair: { type: "array", items: { anyOf: [{ type: "string" }, { type: "number" }] }, minItems: 2, maxItems: 2 },
    });
    const same = adapt({
      type: "object",
      properties: { p: { type: "array", prefixItems: [{ type: "number" }, { type: "number" }] } },
    });
    expect(same?.properties).toEqual({ p: { type: "array", items: { type: "number" }, minItems: 2 } });
  });

  it("keeps only formats Gemini accepts", () => {
    const schema = Type.Object({
      when: Type.String({ format: "date-time" }),
      mail: Type.String({ format: "email" }),
      ratio: Type.Number({ format: "double" }),
    });
    expect(adapt(schema)?.properties).toEqual({
      when: { type: "string", format: "date-time" },
      mail: { type: "string" },
      ratio: { type: "number", format: "double" },
    });
  });

  it("drops required names without a property and handles a __proto__ property safely", () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"},"a":{"type":"string"}},"required":["a","ghost","__proto__"]}',
    );
    const out = adapt(schema);
    expect(Object.keys(out?.properties as object)).toEqual(["__proto__", "a"]);
    expect(out?.required).toEqual(["a", "__proto__"]);
  });

  it("rejects a non-object root", () => {
    expect(adaptError(Type.String(), "t").keyword).toBe("type");
    expect(adaptError(Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })])).keyword).toBe(
      "anyOf",
    );
  });

  it("never emits a null type or a type next to anyOf (the SDK refuses both)", () => {
    const out = adapt({
      type: "object",
      properties: {
        nothing: { type: "null", description: "always null" },
        onlyNull: { enum: [null] },
        typedUnion: {
          type: "object",
          anyOf: [{ type: "object", properties: { a: { type: "string" } } }, { type: "string" }],
        },
      },
    });
    expect(out?.properties).toEqual({
      nothing: { nullable: true, description: "always null" },
      onlyNull: { nullable: true },
      typedUnion: {
        anyOf: [{ type: "object", properties: { a: { type: "string" } } }, { type: "string" }],
      },
    });
  });

  it("accepts a boolean true subschema and rejects false", () => {
    expect(adapt({ type: "object", properties: { any: true } })?.properties).toEqual({ any: {} });
    expect(adaptError({ type: "object", properties: { none: false } }).keyword).toBe("false");
  });
});
