import type { JsonSchema } from "@keel/ai";
import type { TSchema } from "typebox";

/**
 * Views a TypeBox schema as the plain JSON Schema object `AgentTool`
 * declares. TypeBox schemas are plain JSON Schema at run time, but their
 * interfaces lack the index signature of `JsonSchema`.
 */
export function toolSchema<T extends TSchema>(schema: T): T & JsonSchema {
  return schema as T & JsonSchema;
}
