import type { JsonSchema } from "../context.js";
import { isLiteralSchema, type LiteralKeyword, literalsToGemini, literalValues } from "./gemini-literals.js";
import { mergeAllOf } from "./merge-all-of.js";
import { SchemaAdaptationError } from "./schema-adaptation-error.js";
import { createRefResolver, isSchemaObject, pointerChild, type RefResolver } from "./schema-refs.js";

/**
 * Keywords copied unchanged into a Gemini schema (when their value has the
 * right JSON type). Everything not listed here, and not rewritten below, is
 * dropped — see {@link GEMINI_DROPPED_KEYWORDS}.
 */
const COPIED: Readonly<Record<string, "string" | "number" | "boolean" | "any">> = {
  description: "string",
  title: "string",
  nullable: "boolean",
  minimum: "number",
  maximum: "number",
  minLength: "number",
  maxLength: "number",
  pattern: "string",
  minItems: "number",
  maxItems: "number",
  minProperties: "number",
  maxProperties: "number",
  default: "any",
  example: "any",
};

/**
 * JSON Schema keywords that Gemini's function-declaration schema (an
 * OpenAPI 3.0 subset) does not accept and that are removed without
 * replacement. Tool arguments are still validated locally against the
 * original schema, so dropping a constraint never lets invalid arguments
 * through to a tool — the model just sees a looser description.
 */
export const GEMINI_DROPPED_KEYWORDS: readonly string[] = [
  "$schema",
  "$id",
  "$anchor",
  "$comment",
  "$defs",
  "definitions",
  "examples",
  "additionalProperties",
  "patternProperties",
  "propertyNames",
  "unevaluatedProperties",
  "dependentRequired",
  "dependentSchemas",
  "dependencies",
  "additionalItems",
  "unevaluatedItems",
  "contains",
  "minContains",
  "maxContains",
  "uniqueItems",
  "multipleOf",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "not",
  "if",
  "then",
  "else",
  "readOnly",
  "writeOnly",
  "deprecated",
  "contentEncoding",
  "contentMediaType",
  "contentSchema",
];

const TYPES = new Set(["string", "number", "integer", "boolean", "array", "object", "null"]);

/** `format` values Gemini accepts, per type; other formats are dropped. */
const FORMATS: Readonly<Record<string, readonly string[]>> = {
  string: ["enum", "date-time"],
  number: ["float", "double", "enum"],
  integer: ["int32", "int64", "enum"],
};

interface Walk {
  readonly toolName: string;
  readonly resolve: RefResolver;
}

/**
 * Adapts a tool's JSON Schema to the subset Gemini accepts in
 * `functionDeclarations[].parameters`. Pure: the input is not modified.
 *
 * Rules:
 * - `$ref` is inlined (JSON pointers, `#`, and `$id`/`$anchor` names such as
 *   TypeBox's `Type.Ref`); a reference cycle or an unresolvable reference
 *   is an error.
 * - `const`, `enum` and unions of literals (`anyOf`/`oneOf` of `const`s)
 *   become an `enum` (see {@link literalsToGemini}).
 * - `oneOf` becomes `anyOf`; `{ type: "null" }` members and `null` in a
 *   type array become `nullable: true`; a type array of several types
 *   becomes an `anyOf`.
 * - `allOf` is merged into one schema (properties and `required` united);
 *   members of different types are an error.
 * - Tuples (`items: [...]`, `prefixItems`) become `items: { anyOf: [...] }`
 *   with `minItems`/`maxItems` set to the tuple length.
 * - `format` is kept only where Gemini accepts it (`date-time`, `enum`,
 *   `float`, `double`, `int32`, `int64`); `required` names without a
 *   property are dropped; objects without properties lose `properties`.
 * - Keywords in {@link GEMINI_DROPPED_KEYWORDS} (and any unknown keyword)
 *   are removed.
 *
 * @returns the adapted schema, or `undefined` when the tool takes no
 *   arguments (Gemini rejects an object schema with empty `properties`).
 * @throws {SchemaAdaptationError} naming the tool, the keyword and its location.
 *
 * @example
 * toGeminiSchema(Type.Object({ mode: Type.Union([Type.Literal("a"), Type.Literal("b")]) }), "pick");
 * // { type: "object", properties: { mode: { type: "string", enum: ["a", "b"] } }, required: ["mode"] }
 */
export function toGeminiSchema(parameters: JsonSchema, toolName: string): JsonSchema | undefined {
  const walk: Walk = { toolName, resolve: createRefResolver(parameters) };
  const adapted = adapt(walk, parameters, "", [parameters]);
  delete adapted.nullable;
  if (adapted.type === undefined && adapted.anyOf === undefined && Object.keys(adapted).length === 0) return undefined;
  if (adapted.type !== "object") {
    const keyword = adapted.type === undefined && adapted.anyOf !== undefined ? "anyOf" : "type";
    const what = adapted.type === undefined ? "a union" : `of type ${JSON.stringify(adapted.type)}`;
    throw new SchemaAdaptationError(
      "google",
      toolName,
      keyword,
      "",
      `makes the parameters ${what}; they must be an object`,
    );
  }
  return adapted.properties === undefined ? undefined : adapted;
}

function fail(walk: Walk, keyword: string, path: string, reason: string): never {
  throw new SchemaAdaptationError("google", walk.toolName, keyword, path, reason);
}

/** Follows `$ref`s at the top of `node` (sibling keywords win over the target's). */
function deref(
  walk: Walk,
  node: unknown,
  path: string,
  stack: JsonSchema[],
): { schema: JsonSchema; stack: JsonSchema[] } {
  if (node === true) return { schema: {}, stack };
  if (!isSchemaObject(node)) return fail(walk, "false", path, "is a schema that allows no value");
  let schema = node;
  let current = stack;
  while (typeof schema.$ref === "string") {
    const ref = schema.$ref;
    const target = walk.resolve(ref);
    if (target === undefined) {
      fail(
        walk,
        "$ref",
        path,
        `points to "${ref}", which is not defined in the schema (remote references are not supported)`,
      );
    }
    if (current.includes(target)) {
      fail(walk, "$ref", path, `points to "${ref}", which contains itself; Gemini cannot express recursive schemas`);
    }
    const { $ref: _ref, ...siblings } = schema;
    schema = { ...target, ...siblings };
    current = [...current, target];
  }
  return { schema, stack: current };
}

function adapt(walk: Walk, node: unknown, path: string, stack: JsonSchema[]): JsonSchema {
  const { schema: resolved, stack: refs } = deref(walk, node, path, stack);
  let schema = resolved;
  if (Array.isArray(schema.allOf)) {
    const members = schema.allOf.map((member, i) => deref(walk, member, pointerChild(path, "allOf", i), refs).schema);
    const merged = mergeAllOf(schema, members);
    if (typeof merged === "string") return fail(walk, "allOf", path, merged);
    schema = merged;
  }
  const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  if (union !== undefined) return adaptUnion(walk, schema, union, path, refs);
  if (Array.isArray(schema.type)) return adaptTypeList(walk, schema, schema.type, path, refs);
  if (Object.hasOwn(schema, "const")) return adaptLiterals(walk, schema, [schema.const], "const", path);
  if (Array.isArray(schema.enum)) return adaptLiterals(walk, schema, schema.enum, "enum", path);
  return adaptPlain(walk, schema, path, refs);
}

function adaptUnion(walk: Walk, schema: JsonSchema, union: unknown[], path: string, stack: JsonSchema[]): JsonSchema {
  const keyword = Array.isArray(schema.anyOf) ? "anyOf" : "oneOf";
  const { anyOf: _anyOf, oneOf: _oneOf, ...outer } = schema;
  const members = union.map((m, i) => deref(walk, m, pointerChild(path, keyword, i), stack));
  const isNull = (m: JsonSchema): boolean =>
    m.type === "null" || (isLiteralSchema(m) && literalValues(m).every((v) => v === null));
  const nullable = members.some((m) => isNull(m.schema));
  const rest = members.filter((m) => !isNull(m.schema));
  let result: JsonSchema;
  if (rest.length === 0) {
    result = adaptPlain(walk, { ...outer, type: "null" }, path, stack);
  } else if (rest.every((m) => isLiteralSchema(m.schema))) {
    const values = rest.flatMap((m) => literalValues(m.schema));
    const declared = rest.every((m) => m.schema.type === "integer") ? "integer" : outer.type;
    result = adaptLiterals(walk, { ...outer, type: declared }, values, "const", path);
  } else if (rest.length === 1) {
    const only = rest[0] as { schema: JsonSchema; stack: JsonSchema[] };
    result = adapt(walk, { ...only.schema, ...outer }, path, only.stack);
  } else {
    result = adaptPlain(walk, outer, path, stack);
    delete result.type; // Gemini rejects `type` next to `anyOf`
    result.anyOf = rest.map((m) => adapt(walk, m.schema, pointerChild(path, keyword, members.indexOf(m)), m.stack));
  }
  if (nullable) result.nullable = true;
  return result;
}

function adaptTypeList(
  walk: Walk,
  schema: JsonSchema,
  types: unknown[],
  path: string,
  stack: JsonSchema[],
): JsonSchema {
  const nonNull = types.filter((t): t is string => typeof t === "string" && t !== "null");
  const nullable = types.includes("null");
  let result: JsonSchema;
  if (nonNull.length <= 1) {
    result = adapt(walk, { ...schema, type: nonNull[0] ?? "null" }, path, stack);
  } else {
    const { type: _type, description, title, ...rest } = schema;
    result = adaptPlain(walk, { description, title }, path, stack);
    result.anyOf = nonNull.map((type) => adapt(walk, { ...rest, type }, path, stack));
  }
  if (nullable) result.nullable = true;
  return result;
}

function adaptLiterals(
  walk: Walk,
  schema: JsonSchema,
  values: readonly unknown[],
  keyword: LiteralKeyword,
  path: string,
): JsonSchema {
  const literal = literalsToGemini(values, schema.type, keyword);
  if ("reason" in literal) return fail(walk, literal.keyword, path, literal.reason);
  const { const: _const, enum: _enum, type: _type, format: _format, ...annotations } = schema;
  const result = adaptPlain(walk, annotations, path, []);
  Object.assign(result, literal.schema);
  if (literal.nullable) result.nullable = true;
  return result;
}

function adaptPlain(walk: Walk, schema: JsonSchema, path: string, stack: JsonSchema[]): JsonSchema {
  const out: JsonSchema = {};
  const type = typeof schema.type === "string" && TYPES.has(schema.type) ? schema.type : inferType(schema);
  // Gemini has no null type (the SDK refuses `type: "null"`): a null-only schema is just nullable.
  if (type === "null") out.nullable = true;
  else if (type !== undefined) out.type = type;
  for (const [key, kind] of Object.entries(COPIED)) {
    const value = schema[key];
    if (value !== undefined && (kind === "any" || typeof value === kind)) out[key] = value;
  }
  if (typeof schema.format === "string" && type !== undefined && FORMATS[type]?.includes(schema.format)) {
    out.format = schema.format;
  }
  if (isSchemaObject(schema.properties)) adaptProperties(walk, schema, schema.properties, out, path, stack);
  if (Array.isArray(schema.items) || Array.isArray(schema.prefixItems)) adaptTuple(walk, schema, out, path, stack);
  else if (schema.items !== undefined && schema.items !== false) {
    out.items = adapt(walk, schema.items, pointerChild(path, "items"), stack);
  }
  return out;
}

function inferType(schema: JsonSchema): string | undefined {
  if (isSchemaObject(schema.properties)) return "object";
  if (schema.items !== undefined || schema.prefixItems !== undefined) return "array";
  return undefined;
}

function adaptProperties(
  walk: Walk,
  schema: JsonSchema,
  properties: JsonSchema,
  out: JsonSchema,
  path: string,
  stack: JsonSchema[],
): void {
  const adapted: JsonSchema = {};
  for (const [name, value] of Object.entries(properties)) {
    Object.defineProperty(adapted, name, {
      value: adapt(walk, value, pointerChild(path, "properties", name), stack),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const names = Object.keys(adapted);
  if (names.length === 0) return;
  out.properties = adapted;
  if (Array.isArray(schema.required)) {
    const required = schema.required.filter((n): n is string => typeof n === "string" && names.includes(n));
    if (required.length > 0) out.required = [...new Set(required)];
  }
  if (Array.isArray(schema.propertyOrdering)) {
    const ordering = schema.propertyOrdering.filter((n): n is string => typeof n === "string" && names.includes(n));
    if (ordering.length > 0) out.propertyOrdering = ordering;
  }
}

function adaptTuple(walk: Walk, schema: JsonSchema, out: JsonSchema, path: string, stack: JsonSchema[]): void {
  const keyword = Array.isArray(schema.prefixItems) ? "prefixItems" : "items";
  const members = (Array.isArray(schema.prefixItems) ? schema.prefixItems : schema.items) as unknown[];
  const adapted = members.map((m, i) => adapt(walk, m, pointerChild(path, keyword, i), stack));
  const unique = [...new Map(adapted.map((s) => [JSON.stringify(s), s])).values()];
  if (unique.length === 1) out.items = unique[0];
  else if (unique.length > 1) out.items = { anyOf: unique };
  if (out.minItems === undefined) out.minItems = members.length;
  const closed = keyword === "items" ? schema.additionalItems === false : schema.items === false;
  if (closed && out.maxItems === undefined) out.maxItems = members.length;
}
