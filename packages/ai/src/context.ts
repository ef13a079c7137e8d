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
  /** Unique among the context's tools; the model calls the tool by it. */
  name: string;
  /** What the tool does and when to use it, written for the model. */
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
  /** Instructions sent ahead of the conversation (system / developer / `system_instruction`). */
  systemPrompt?: string;
  /** The conversation so far, oldest first; adapters replay it with `transformMessages`. */
  messages: Message[];
  /** Tools the model may call in this request. */
  tools?: Tool[];
}
