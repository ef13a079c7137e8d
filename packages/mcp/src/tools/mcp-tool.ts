import type { AgentTool, AgentToolResult } from "@keel/agent-core";
import type { McpRemoteTool } from "../connection/remote-tool.js";
import type { ServerConnection } from "../connection/server-connection.js";
import { mapMcpContent } from "./map-content.js";

/** `details` of an MCP tool's result: where it came from and what the model does not see. */
export interface McpToolDetails {
  server: string;
  /** The tool's name on the server. */
  tool: string;
  /** The result's `structuredContent`, when it had one. */
  structuredContent?: unknown;
  /** The latest progress (`progress`, `total`, `message`) of a running call, in updates. */
  progress?: { progress: number; total?: number; message?: string };
}

/**
 * An MCP server's tool as an `AgentTool` named `name` (see `mcpToolNames`).
 * Its input schema is the server's, so arguments go through the same
 * validation as every tool; the result maps text, images and resources to
 * content, keeps `structuredContent` in `details`, and an `isError` result
 * is an error result. Progress notifications become tool updates (and
 * reset the timeout); aborting cancels the request on the server.
 */
export function createMcpTool(
  connection: ServerConnection,
  remote: McpRemoteTool,
  name: string,
): AgentTool<Record<string, unknown>, McpToolDetails> {
  const server = connection.name;
  const description = remote.description?.trim() || remote.title || `Tool ${remote.name} of MCP server ${server}.`;
  return {
    name,
    label: remote.title ?? `${server}: ${remote.name}`,
    description,
    parameters: remote.inputSchema,
    async execute(_id, args, signal, onUpdate) {
      const result = await connection.callTool(
        remote.name,
        args,
        signal,
        onUpdate === undefined
          ? undefined
          : (progress) => {
              const text =
                progress.message ??
                `${remote.name}: ${progress.progress}${progress.total !== undefined ? `/${progress.total}` : ""}`;
              onUpdate({
                content: [{ type: "text", text }],
                details: {
                  server,
                  tool: remote.name,
                  progress: {
                    progress: progress.progress,
                    ...(progress.total !== undefined ? { total: progress.total } : {}),
                    ...(progress.message !== undefined ? { message: progress.message } : {}),
                  },
                },
              });
            },
      );
      const content = mapMcpContent(result.content ?? [], server, `mcp tool ${name}`);
      if (content.length === 0) {
        content.push({
          type: "text",
          text: result.structuredContent !== undefined ? JSON.stringify(result.structuredContent) : "(no output)",
        });
      }
      const details: McpToolDetails = { server, tool: remote.name };
      if (result.structuredContent !== undefined) details.structuredContent = result.structuredContent;
      const out: AgentToolResult<McpToolDetails> = { content, details };
      if (result.isError === true) out.isError = true;
      return out;
    },
  };
}
