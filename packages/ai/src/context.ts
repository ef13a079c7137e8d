import type { Message } from "./messages.js";

/**
 * A JSON Schema object describing tool parameters. TypeBox schemas are plain
 * JSON Schema objects and fit here as they are.
 */
export type JsonSchema = { [key: string]: unknown };

/** Views a tool's `parameters` (any schema object, e.g. TypeBox's) as a {@link JsonSchema} record. */
export function schemaRecord(schema: object): JsonSchema {
  return schema as JsonSchema;
}

/** A tool declaration as the model sees it. */
export interface Tool {
  name: string;
  description: string;
  /**
   * JSON Schema of the arguments object; TypeBox builds one. Typed as
   * `object` because TypeBox's schema interfaces carry no index signature;
   * code that walks the schema reads it as a {@link JsonSchema}.
   */
  parameters: object;
}

/** Everything sent to the model for one request. */
export interface Context {
  systemPrompt?: string;
  messages: Message[];
  tools?: Tool[];
}
