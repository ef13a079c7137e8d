import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ResultSchema } from "@modelcontextprotocol/sdk/types.js";
import { checkRemoteTools, type McpRemoteTool } from "./remote-tool.js";

/**
 * Every page of a connected server's `tools/list` (none when it offers no
 * tools), each tool checked: `rejected` names the tools that were left out
 * and why.
 */
export async function listRemoteTools(
  client: Client,
  timeoutMs: number,
): Promise<{ tools: McpRemoteTool[]; rejected: string[] }> {
  if (client.getServerCapabilities()?.tools === undefined) return { tools: [], rejected: [] };
  const tools: McpRemoteTool[] = [];
  const rejected: string[] = [];
  let cursor: string | undefined;
  do {
    const page = (await client.request(
      { method: "tools/list", params: cursor !== undefined ? { cursor } : {} },
      ResultSchema,
      { timeout: timeoutMs },
    )) as { tools?: unknown; nextCursor?: unknown };
    const checked = checkRemoteTools(page.tools);
    tools.push(...checked.tools);
    rejected.push(...checked.rejected);
    cursor = typeof page.nextCursor === "string" && page.nextCursor !== "" ? page.nextCursor : undefined;
  } while (cursor !== undefined);
  return { tools, rejected };
}
