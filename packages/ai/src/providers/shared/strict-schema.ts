import type { JsonSchema } from "../../context.js";

type Schema = { [key: string]: unknown };

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const SUBSCHEMA_LISTS = ["anyOf", "allOf", "oneOf", "prefixItems"] as const;
const SUBSCHEMA_MAPS = ["properties", "$defs", "definitions", "patternProperties"] as const;

function qualifies(schema: unknown, seen: Set<object>): boolean {
  if (typeof schema === "boolean") return true;
  if (!isSchema(schema)) return false;
  if (seen.has(schema)) return true;
  seen.add(schema);
  const isObject = schema.type === "object" || (Array.isArray(schema.type) && schema.type.includes("object"));
  const properties = isSchema(schema.properties) ? schema.properties : undefined;
  if (isObject || properties) {
    if (schema.additionalProperties !== false) return false;
    const required = Array.isArray(schema.required) ? new Set(schema.required) : new Set<unknown>();
    for (const name of Object.keys(properties ?? {})) if (!required.has(name)) return false;
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (isSchema(map) && !Object.values(map).every((sub) => qualifies(sub, seen))) return false;
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list) && !list.every((sub) => qualifies(sub, seen))) return false;
  }
  if (
    schema.items !== undefined &&
    !(Array.isArray(schema.items) ? schema.items : [schema.items]).every((sub) => qualifies(sub, seen))
  ) {
    return false;
  }
  for (const key of ["not", "if", "then", "else", "additionalItems"] as const) {
    if (schema[key] !== undefined && !qualifies(schema[key], seen)) return false;
  }
  return true;
}

/**
 * Whether a tool's parameter schema can be sent with `strict: true` to the
 * OpenAI APIs (structured outputs): every object schema, at any depth, has
 * `additionalProperties: false` and lists all of its properties in
 * `required`. A schema that does not qualify is sent non-strict rather than
 * rewritten, so the model sees exactly the schema the tool declared.
 *
 * @example
 * isStrictCompatibleSchema({ type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false }); // true
 */
export function isStrictCompatibleSchema(schema: JsonSchema): boolean {
  return qualifies(schema, new Set());
}
