import type { JsonSchema } from "@keel/ai";
import type { AgentTool } from "./agent-tool.js";

/** An {@link AgentTool} whose `parameters` may be any schema object, such as a TypeBox `Type.Object(...)`. */
export type AgentToolDefinition<TParams = Record<string, unknown>, TDetails = unknown> = Omit<
  AgentTool<TParams, TDetails>,
  "parameters"
> & {
  /** JSON Schema of the arguments (TypeBox schemas are JSON Schema). */
  parameters: object;
};

/**
 * Types a tool definition. TypeBox schemas are interfaces without an index
 * signature, so they do not fit `JsonSchema` directly; this accepts any
 * schema object and gives `execute` the parameter type you name.
 *
 * @example
 * const params = Type.Object({ text: Type.String() });
 * const echo = defineTool<Static<typeof params>>({
 *   name: "echo", label: "Echo", description: "Echoes text back.", parameters: params,
 *   async execute(_id, { text }) { return { content: [{ type: "text", text }] }; },
 * });
 */
export function defineTool<TParams = Record<string, unknown>, TDetails = unknown>(
  definition: AgentToolDefinition<TParams, TDetails>,
): AgentTool<TParams, TDetails> {
  return definition as AgentToolDefinition<TParams, TDetails> & { parameters: JsonSchema };
}
