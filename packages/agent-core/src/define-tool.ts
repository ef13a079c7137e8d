import type { AgentTool } from "./agent-tool.js";

/**
 * Types a tool definition: an identity function that lets you name the
 * parameter type `execute` receives (for TypeBox, `Static<typeof params>`)
 * and checks the rest of the shape.
 *
 * @example
 * const params = Type.Object({ text: Type.String() });
 * const echo = defineTool<Static<typeof params>>({
 *   name: "echo", label: "Echo", description: "Echoes text back.", parameters: params,
 *   async execute(_id, { text }) { return { content: [{ type: "text", text }] }; },
 * });
 */
export function defineTool<TParams = Record<string, unknown>, TDetails = unknown>(
  definition: AgentTool<TParams, TDetails>,
): AgentTool<TParams, TDetails> {
  return definition;
}
