import type { JsonSchema } from "../context.js";
import { SchemaAdaptationError } from "./schema-adaptation-error.js";
import { createRefResolver, isSchemaObject } from "./schema-refs.js";

/** The shape Anthropic requires for a tool's `input_schema`. */
export interface AnthropicInputSchema {
  type: "object";
  properties?: unknown;
  required?: string[];
  [key: string]: unknown;
}

/**
 * Adapts a tool's JSON Schema to Anthropic's `input_schema`, which must be
 * an object schema (`type: "object"`) at the root. Anthropic accepts
 * ordinary JSON Schema below the root, so the rest is kept as it is,
 * including `$defs`/`$ref` (recursive schemas work). Pure: the input is not
 * modified.
 *
 * - A root `$ref` (TypeBox `Type.Cyclic`) is replaced by its target; `$defs`
 *   are kept so nested references still resolve.
 * - A root with `properties` but no `type` gets `type: "object"`.
 * - `$schema` is removed (it is metadata, not a constraint).
 *
 * @throws {SchemaAdaptationError} when the root is not an object schema
 *   (a union, a string…), naming the tool and the keyword.
 *
 * @example
 * toAnthropicInputSchema(Type.Object({ path: Type.String() }), "read");
 * // { type: "object", required: ["path"], properties: { path: { type: "string" } } }
 */
export function toAnthropicInputSchema(parameters: JsonSchema, toolName: string): AnthropicInputSchema {
  let root: JsonSchema = parameters;
  const resolve = createRefResolver(parameters);
  const seen = new Set<JsonSchema>();
  while (typeof root.$ref === "string") {
    const target = resolve(root.$ref);
    if (target === undefined || seen.has(target) || target === root) {
      throw new SchemaAdaptationError(
        "anthropic",
        toolName,
        "$ref",
        "",
        `points to "${root.$ref}", which does not resolve to an object schema`,
      );
    }
    seen.add(target);
    const { $ref: _ref, ...siblings } = root;
    root = { ...target, ...siblings };
  }
  const { $schema: _schema, ...rest } = root;
  if (rest.type === undefined && (isSchemaObject(rest.properties) || Object.keys(rest).length === 0)) {
    rest.type = "object";
  }
  if (rest.type !== "object") {
    const keyword =
      rest.type !== undefined
        ? "type"
        : (["anyOf", "oneOf", "allOf", "enum", "const"].find((k) => k in rest) ?? "type");
    const what = rest.type !== undefined ? `of type ${JSON.stringify(rest.type)}` : `a schema without "type": "object"`;
    throw new SchemaAdaptationError(
      "anthropic",
      toolName,
      keyword,
      "",
      `makes the parameters ${what}; Anthropic requires an object schema at the root`,
    );
  }
  return rest as AnthropicInputSchema;
}
