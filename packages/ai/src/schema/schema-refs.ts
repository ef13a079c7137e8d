import type { JsonSchema } from "../context.js";

/** True for a JSON Schema object (not a boolean schema, array or primitive). */
export function isSchemaObject(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Resolves a `$ref` value to the schema object it names, or `undefined`. */
export type RefResolver = (ref: string) => JsonSchema | undefined;

/**
 * Builds a resolver for the `$ref`s inside `root`. It understands the forms
 * tool schemas use in practice: `#` (the root), JSON pointers
 * (`#/$defs/Node`, `#/definitions/Node`, escaped with `~0`/`~1` and
 * percent-encoding), and plain identifiers matching a subschema's `$id`
 * (TypeBox's `Type.Ref("Node")`) or `$anchor` (`#node`). Remote
 * references are not fetched: they resolve to `undefined`.
 */
export function createRefResolver(root: JsonSchema): RefResolver {
  const byId = new Map<string, JsonSchema>();
  collectIds(root, byId, new Set());
  return (ref) => {
    if (ref === "#" || ref === "") return root;
    if (ref.startsWith("#/")) return resolvePointer(root, ref.slice(2));
    return byId.get(ref) ?? (ref.startsWith("#") ? byId.get(ref.slice(1)) : undefined);
  };
}

function resolvePointer(root: JsonSchema, pointer: string): JsonSchema | undefined {
  let node: unknown = root;
  for (const raw of pointer.split("/")) {
    const token = decodeToken(raw);
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isSchemaObject(node) && Object.hasOwn(node, token)) node = node[token];
    else return undefined;
  }
  return isSchemaObject(node) ? node : undefined;
}

function decodeToken(raw: string): string {
  let token = raw;
  try {
    token = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded after all: use it as it is.
  }
  return token.replaceAll("~1", "/").replaceAll("~0", "~");
}

function collectIds(node: unknown, out: Map<string, JsonSchema>, seen: Set<unknown>): void {
  if (typeof node !== "object" || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const item of node) collectIds(item, out, seen);
    return;
  }
  const schema = node as JsonSchema;
  if (typeof schema.$id === "string" && !out.has(schema.$id)) out.set(schema.$id, schema);
  if (typeof schema.$anchor === "string" && !out.has(schema.$anchor)) out.set(schema.$anchor, schema);
  for (const value of Object.values(schema)) collectIds(value, out, seen);
}

/** Appends a property name to a JSON pointer, escaping it. */
export function pointerChild(path: string, ...tokens: (string | number)[]): string {
  return path + tokens.map((t) => `/${String(t).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}
