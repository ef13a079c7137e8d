import { type Static, type TSchema, type TUnsafe, Type } from "typebox";

/**
 * The schema of an object with any string keys and values matching `value`:
 * the same JSON Schema as `Type.Record(Type.String(), value)`
 * (`{ type: "object", patternProperties: { "^.*$": value } }`), with the same
 * static type, built without TypeBox's Record builder. That builder brings
 * TypeBox's whole type engine (~90 KB) into every bundle that calls it, and
 * Keel's start-up path builds such schemas.
 *
 * @example
 * const Env = stringRecordSchema(Type.String()); // Static<typeof Env> is Record<string, string>
 */
export function stringRecordSchema<V extends TSchema>(value: V): TUnsafe<Record<string, Static<V>>> {
  return Type.Unsafe<Record<string, Static<V>>>({ type: "object", patternProperties: { "^.*$": value } });
}
