import type { AgentTool } from "@keel/agent-core";
import { Type } from "typebox";

/** A deferred tool `tool_search` can find. */
export interface SearchableTool {
  name: string;
  description: string;
  server: string;
  serverDescription?: string;
}

/** What `tool_search` needs from the manager. */
export interface ToolSearchHost {
  /** Waits (bounded) for servers still connecting, then lists the deferred tools. */
  searchable(signal: AbortSignal | undefined): Promise<SearchableTool[]>;
  /** Declares these tools from the next request on (CONTRACT.md rule 13). */
  declare(names: readonly string[]): void;
}

/** How many matches one search declares. */
export const TOOL_SEARCH_LIMIT = 8;

const parameters = Type.Object({
  query: Type.String({
    description: "Words to look for in tool names and descriptions (e.g. 'github issue'), or an exact tool name.",
  }),
});

/**
 * Ranks deferred tools for a query: an exact name first, then by how many
 * query words appear in the name (counted three times), the description
 * and the server's name or description.
 */
export function rankTools(tools: readonly SearchableTool[], query: string): SearchableTool[] {
  const q = query.trim().toLowerCase();
  const words = q.split(/[^a-z0-9]+/).filter((word) => word.length > 0);
  const scored = tools.map((tool, index) => {
    const name = tool.name.toLowerCase();
    const description = tool.description.toLowerCase();
    const server = `${tool.server} ${tool.serverDescription ?? ""}`.toLowerCase();
    let score = name === q ? 1000 : 0;
    for (const word of words) {
      if (name.includes(word)) score += 3;
      if (description.includes(word)) score += 1;
      if (server.includes(word)) score += 1;
    }
    return { tool, index, score };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.tool);
}

/**
 * `tool_search { query }`: finds deferred MCP tools by name and description
 * and declares the matches for the next request. Sequential, so a later
 * call of the same response to a tool it declared already runs (rule 14).
 */
export function createToolSearchTool(host: ToolSearchHost): AgentTool<{ query: string }> {
  return {
    name: "tool_search",
    label: "Tool search",
    description:
      "Finds tools of connected MCP servers that are not declared yet (large servers' tools are found here first). " +
      "Give words from what you need to do; the best matches are declared to you from your next step on, and the result lists them.",
    parameters,
    executionMode: "sequential",
    async execute(_id, { query }, signal) {
      const tools = await host.searchable(signal);
      const matches = rankTools(tools, query).slice(0, TOOL_SEARCH_LIMIT);
      if (matches.length === 0) {
        return {
          content: [
            {
              type: "text",
              text: `No MCP tool matches "${query}" (${tools.length} tools searchable). Try other words.`,
            },
          ],
          details: { query, matches: [] as string[] },
        };
      }
      host.declare(matches.map((tool) => tool.name));
      const lines = matches.map((tool) => `- ${tool.name}: ${firstLine(tool.description)}`);
      return {
        content: [
          {
            type: "text",
            text: `These tools are now available; call them directly:\n${lines.join("\n")}`,
          },
        ],
        details: { query, matches: matches.map((tool) => tool.name) },
      };
    },
  };
}

function firstLine(text: string): string {
  const line = text.split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}
