import type { JsonSchema } from "../context.js";
import { isSchemaObject } from "./schema-refs.js";

/**
 * Merges an `allOf` into one schema, for dialects without `allOf`
 * (Gemini): `properties` and `required` are united, every other keyword
 * keeps its first value (outer schema first, then members in order). A
 * property declared by two members with different schemas becomes an
 * `allOf` of both, merged again when it is adapted.
 *
 * @param outer - the schema holding the `allOf` (its other keywords win).
 * @param members - the `allOf` members, with `$ref`s already resolved.
 * @returns the merged schema, or a reason (a string) when members declare different types.
 */
export function mergeAllOf(outer: JsonSchema, members: readonly JsonSchema[]): JsonSchema | string {
  const { allOf: _allOf, ...merged } = outer;
  for (const member of members) {
    for (const [key, value] of Object.entries(member)) {
      if (key === "$id" || key === "$schema" || key === "$defs" || key === "definitions") continue;
      const existing = merged[key];
      if (existing === undefined) {
        merged[key] = key === "required" && Array.isArray(value) ? [...value] : value;
      } else if (key === "type") {
        if (JSON.stringify(existing) !== JSON.stringify(value)) {
          return `combines schemas of different types (${JSON.stringify(existing)} and ${JSON.stringify(value)})`;
        }
      } else if (key === "required" && Array.isArray(existing) && Array.isArray(value)) {
        merged.required = [...new Set([...existing, ...value])];
      } else if (key === "properties" && isSchemaObject(existing) && isSchemaObject(value)) {
        merged.properties = mergeProperties(existing, value);
      }
    }
  }
  if (merged.type === undefined && isSchemaObject(merged.properties)) merged.type = "object";
  return merged;
}

function mergeProperties(a: JsonSchema, b: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  const set = (key: string, value: unknown): void => {
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  };
  for (const [key, value] of Object.entries(a)) set(key, value);
  for (const [key, value] of Object.entries(b)) {
    const existing = Object.hasOwn(out, key) ? out[key] : undefined;
    if (existing === undefined || JSON.stringify(existing) === JSON.stringify(value)) set(key, value);
    else set(key, { allOf: [existing, value] });
  }
  return out;
}
