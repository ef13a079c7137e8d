import type { Message } from "./messages.js";

/**
 * A JSON Schema object describing tool parameters. TypeBox schemas are plain
 * JSON Schema objects and fit here as they are.
 */
export type JsonSchema = { [key: string]: unknown };

/** A tool declaration as the model sees it. */
export interface Tool {
  name: string;
  description: string;
  /** JSON Schema of the arguments object; TypeBox builds one. */
  parameters: JsonSchema;
}

/** Everything sent to the model for one request. */
export interface Context {
  systemPrompt?: string;
  messages: Message[];
  tools?: Tool[];
}
