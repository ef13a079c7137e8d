import { stringRecordSchema } from "@keel/ai/internal";
import { Type } from "typebox";
import { Compile } from "typebox/compile";

/** A tool as a server lists it (`tools/list`), checked enough to declare it. */
export interface McpRemoteTool {
  name: string;
  title?: string;
  description?: string;
  /** A JSON Schema of `type: "object"`. */
  inputSchema: Record<string, unknown>;
  annotations?: Record<string, unknown>;
}

const RemoteToolSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  inputSchema: Type.Object({ type: Type.Literal("object") }),
  annotations: Type.Optional(stringRecordSchema(Type.Unknown())),
});
const remoteToolValidator = Compile(RemoteToolSchema);

/**
 * Splits a server's raw tool list into the tools that can be declared and a
 * reason for each one that cannot (no name, an input schema that is not an
 * object schema). One bad tool never costs the server its other tools.
 */
export function checkRemoteTools(raw: unknown): { tools: McpRemoteTool[]; rejected: string[] } {
  const tools: McpRemoteTool[] = [];
  const rejected: string[] = [];
  if (!Array.isArray(raw)) return { tools, rejected: ["tools/list returned no tools array"] };
  for (const item of raw) {
    if (remoteToolValidator.Check(item)) {
      tools.push(item as McpRemoteTool);
      continue;
    }
    const name = typeof item === "object" && item !== null ? (item as { name?: unknown }).name : undefined;
    const first = [...remoteToolValidator.Errors(item)][0];
    rejected.push(
      `tool ${typeof name === "string" ? `"${name}"` : "(no name)"} skipped: ${first?.instancePath || "/"} ${first?.message ?? "is invalid"}`,
    );
  }
  return { tools, rejected };
}
