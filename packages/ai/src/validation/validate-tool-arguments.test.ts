import { Ajv } from "ajv";
import { Type } from "typebox";
import { describe, expect, it, vi } from "vitest";
import { getCompiledValidator } from "./compiled-validator.js";
import { validateToolArguments } from "./validate-tool-arguments.js";

const editTool = {
  name: "edit",
  parameters: Type.Object({
    path: Type.String(),
    edits: Type.Array(
      Type.Object({ oldText: Type.String(), newText: Type.String() }, { additionalProperties: false }),
      { minItems: 1 },
    ),
    replaceAll: Type.Optional(Type.Boolean()),
  }),
};

const readTool = {
  name: "read",
  parameters: {
    type: "object",
    properties: {
      path: { type: "string", minLength: 1 },
      offset: { type: "integer", minimum: 1 },
      limit: { type: "number" },
      encoding: { type: "string", enum: ["utf8", "base64"], default: "utf8" },
      url: { type: "string", format: "uri" },
    },
    required: ["path"],
    additionalProperties: false,
  },
};

describe("validateToolArguments", () => {
  it("accepts valid arguments for a TypeBox schema", () => {
    const args = { path: "a.ts", edits: [{ oldText: "a", newText: "b" }] };
    expect(validateToolArguments(editTool, args)).toEqual({ ok: true, value: args });
  });

  it("accepts valid arguments for a plain JSON Schema and fills defaults", () => {
    expect(validateToolArguments(readTool, { path: "a.ts", offset: 3 })).toEqual({
      ok: true,
      value: { path: "a.ts", offset: 3, encoding: "utf8" },
    });
  });

  it("coerces primitives on a copy and never changes the caller's object", () => {
    const args = { path: "a.ts", offset: "5", limit: "2.5" };
    const snapshot = structuredClone(args);
    const result = validateToolArguments(readTool, args);
    expect(result).toEqual({ ok: true, value: { path: "a.ts", offset: 5, limit: 2.5, encoding: "utf8" } });
    expect(args).toEqual(snapshot);
    expect(result.ok && result.value).not.toBe(args);

    const nested = { path: "a.ts", edits: [{ oldText: "x", newText: "y" }], replaceAll: "true" };
    const nestedResult = validateToolArguments(editTool, nested);
    expect(nestedResult.ok && nestedResult.value.replaceAll).toBe(true);
    expect(nested.replaceAll).toBe("true");
    expect(nestedResult.ok && nestedResult.value.edits).not.toBe(nested.edits);
  });

  it("does not coerce what cannot be coerced safely", () => {
    const result = validateToolArguments(readTool, { path: "a.ts", offset: "five" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([{ path: "/offset", message: "must be integer" }]);
  });

  it("reports nested paths, missing and additional properties, and echoes the arguments", () => {
    const args = { edits: [{ oldText: 1, newText: "b", extra: true }, { newText: "c" }] };
    const result = validateToolArguments(editTool, args);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: "/path", message: "is required" },
      { path: "/edits/0/extra", message: "is not an allowed property (additional properties are not allowed)" },
      { path: "/edits/1/oldText", message: "is required" },
    ]);
    expect(result.message).toBe(
      [
        'Validation failed for tool "edit":',
        "/path: is required",
        "/edits/0/extra: is not an allowed property (additional properties are not allowed)",
        "/edits/1/oldText: is required",
        "",
        "Received arguments:",
        JSON.stringify(args, null, 2),
      ].join("\n"),
    );
  });

  it("reports type errors at nested paths, and the root as (root)", () => {
    const result = validateToolArguments(editTool, { path: "a", edits: [{ oldText: {}, newText: "b" }] });
    expect(!result.ok && result.errors).toEqual([{ path: "/edits/0/oldText", message: "must be string" }]);
    const root = validateToolArguments(editTool, [1, 2]);
    expect(!root.ok && root.errors).toEqual([{ path: "(root)", message: "must be object" }]);
  });

  it("escapes property names in paths as JSON Pointer does", () => {
    const tool = { name: "t", parameters: Type.Object({ "a/b~c": Type.String() }) };
    const result = validateToolArguments(tool, {});
    expect(!result.ok && result.errors).toEqual([{ path: "/a~1b~0c", message: "is required" }]);
  });

  it("lists allowed values for enum and const failures, once each", () => {
    const tool = {
      name: "mode",
      parameters: Type.Object({ mode: Type.Union([Type.Literal("fast"), Type.Literal("slow")]) }),
    };
    const result = validateToolArguments(tool, { mode: "medium" });
    expect(!result.ok && result.errors).toEqual([
      { path: "/mode", message: 'must be equal to "fast"' },
      { path: "/mode", message: 'must be equal to "slow"' },
      { path: "/mode", message: "must match a schema in anyOf" },
    ]);
    const encoding = validateToolArguments(readTool, { path: "a", encoding: "latin1" });
    expect(!encoding.ok && encoding.errors).toEqual([
      { path: "/encoding", message: 'must be one of "utf8", "base64"' },
    ]);
  });

  it("checks formats (ajv-formats is installed)", () => {
    const result = validateToolArguments(readTool, { path: "a", url: "not a uri" });
    expect(!result.ok && result.errors).toEqual([{ path: "/url", message: 'must match format "uri"' }]);
  });

  it("keeps an own __proto__ argument as data", () => {
    const args = JSON.parse('{"path":"a.ts","__proto__":{"admin":true}}') as Record<string, unknown>;
    const tool = { name: "t", parameters: { type: "object", properties: { path: { type: "string" } } } };
    const result = validateToolArguments(tool, args);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(Object.hasOwn(result.value, "__proto__")).toBe(true);
  });

  it("turns a schema ajv cannot compile into ok:false naming the tool, without throwing", () => {
    const broken = {
      name: "broken",
      parameters: { type: "object", properties: { a: { $ref: "#/definitions/missing" } } },
    };
    const result = validateToolArguments(broken, { a: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/^Validation failed for tool "broken": its parameter schema is invalid/);
    expect(result.message).toContain("#/definitions/missing");
    expect(result.errors[0]?.path).toBe("(root)");

    const badType = validateToolArguments({ name: "bad", parameters: { type: "strng" } }, {});
    expect(!badType.ok && badType.message).toContain('tool "bad"');
  });
});

describe("getCompiledValidator", () => {
  it("compiles each schema once and reuses the compiled function", () => {
    const compile = vi.spyOn(Ajv.prototype, "compile");
    try {
      const schema = Type.Object({ n: Type.Number() });
      const tool = { name: "n", parameters: schema };
      for (let i = 0; i < 5; i++) expect(validateToolArguments(tool, { n: i }).ok).toBe(true);
      expect(validateToolArguments(tool, { n: "x" }).ok).toBe(false);
      expect(compile).toHaveBeenCalledTimes(1);
      const first = getCompiledValidator(schema);
      expect(first.ok).toBe(true);
      expect(getCompiledValidator(schema)).toBe(first);
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });

  it("caches a compile failure too", () => {
    const schema = { $ref: "#/nowhere" };
    const first = getCompiledValidator(schema);
    expect(first.ok).toBe(false);
    expect(getCompiledValidator(schema)).toBe(first);
  });

  it("compiles structurally equal schemas separately (keyed by identity)", () => {
    const a = { type: "object" };
    const b = { type: "object" };
    expect(getCompiledValidator(a)).not.toBe(getCompiledValidator(b));
  });

  it("lets two tools use schemas with the same $id", () => {
    const a = { $id: "urn:keel:test:same", type: "object", required: ["a"] };
    const b = { $id: "urn:keel:test:same", type: "object", required: ["b"] };
    expect(getCompiledValidator(a).ok).toBe(true);
    expect(getCompiledValidator(b).ok).toBe(true);
    expect(validateToolArguments({ name: "b", parameters: b }, { a: 1 }).ok).toBe(false);
    expect(validateToolArguments({ name: "a", parameters: a }, { a: 1 }).ok).toBe(true);
  });
});
