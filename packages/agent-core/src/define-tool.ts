import type { Static, TSchema } from "typebox";
import type { AgentTool } from "./agent-tool.js";

/**
 * The argument type of a tool with schema `T`: `Static<T>` for a schema built
 * with TypeBox (it carries TypeBox's `~kind` marker); `Record<string, unknown>`
 * for a plain JSON Schema object.
 */
export type ToolParams<T extends TSchema> = T extends { "~kind": string } ? Static<T> : Record<string, unknown>;

/**
 * Types a tool definition and returns it unchanged. With a TypeBox schema as
 * `parameters`, the argument type `execute` receives is inferred from it
 * (`Static<typeof parameters>`): no generic needed.
 *
 * @example
 * const echo = defineTool({
 *   name: "echo", label: "Echo", description: "Echoes text back.",
 *   parameters: Type.Object({ text: Type.String() }),
 *   async execute(_id, { text }) { return { content: [{ type: "text", text }] }; }, // text: string
 * });
 */
export function defineTool<TParameters extends TSchema, TDetails = unknown>(
  definition: AgentTool<ToolParams<TParameters>, TDetails> & { parameters: TParameters },
): AgentTool<ToolParams<TParameters>, TDetails>;
/**
 * Types a tool whose parameters are a plain JSON Schema object (or whose
 * argument type you name yourself): `execute` receives `TParams`.
 *
 * @example
 * const echo = defineTool<{ text: string }>({ name: "echo", label: "Echo", description: "…",
 *   parameters: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
 *   async execute(_id, { text }) { return { content: [{ type: "text", text }] }; },
 * });
 */
export function defineTool<TParams = Record<string, unknown>, TDetails = unknown>(
  definition: AgentTool<TParams, TDetails>,
): AgentTool<TParams, TDetails>;
export function defineTool(definition: AgentTool<unknown, unknown>): AgentTool<unknown, unknown> {
  return definition;
}
