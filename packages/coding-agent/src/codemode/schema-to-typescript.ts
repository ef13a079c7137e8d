/** The parts of a JSON Schema that {@link schemaToTypeScript} reads. */
interface SchemaLike {
  type?: string | string[];
  properties?: Record<string, SchemaLike>;
  required?: string[];
  items?: SchemaLike;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaLike[];
  oneOf?: SchemaLike[];
  description?: string;
  additionalProperties?: boolean | SchemaLike;
}

/**
 * A tool's JSON Schema (its TypeBox parameters) as a TypeScript type, for
 * the declarations a script's author reads: objects (with `?` on optional
 * properties and each description as a comment), arrays, literals, enums,
 * unions and primitives; anything else is `unknown`.
 *
 * @example
 * schemaToTypeScript({ type: "object", properties: { path: { type: "string" } }, required: ["path"] });
 * // "{\n  path: string;\n}"
 */
export function schemaToTypeScript(schema: unknown, indent = ""): string {
  if (typeof schema !== "object" || schema === null) return "unknown";
  const s = schema as SchemaLike;
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((value) => JSON.stringify(value)).join(" | ") || "never";
  const union = s.anyOf ?? s.oneOf;
  if (Array.isArray(union)) return union.map((member) => schemaToTypeScript(member, indent)).join(" | ") || "unknown";
  if (Array.isArray(s.type)) return s.type.map((type) => schemaToTypeScript({ ...s, type }, indent)).join(" | ");
  switch (s.type) {
    case "string":
      return "string";
    case "number":
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array": {
      const item = schemaToTypeScript(s.items, indent);
      return /[ |]/.test(item) ? `Array<${item}>` : `${item}[]`;
    }
    case "object":
      return objectType(s, indent);
    default:
      return s.properties !== undefined ? objectType(s, indent) : "unknown";
  }
}

function objectType(s: SchemaLike, indent: string): string {
  const entries = Object.entries(s.properties ?? {});
  if (entries.length === 0) {
    return typeof s.additionalProperties === "object"
      ? `Record<string, ${schemaToTypeScript(s.additionalProperties, indent)}>`
      : "Record<string, unknown>";
  }
  const inner = `${indent}  `;
  const required = new Set(s.required ?? []);
  const lines = entries.map(([name, property]) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
    const comment =
      typeof property.description === "string" && property.description !== ""
        ? `${inner}/** ${property.description.replace(/\*\//g, "* /").replace(/\s+/g, " ")} */\n`
        : "";
    return `${comment}${inner}${key}${required.has(name) ? "" : "?"}: ${schemaToTypeScript(property, inner)};`;
  });
  return `{\n${lines.join("\n")}\n${indent}}`;
}
