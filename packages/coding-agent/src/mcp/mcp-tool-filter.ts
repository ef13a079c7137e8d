import type { AnyAgentTool } from "@keel/agent-core";
import type { ToolCliOptions } from "../tools/resolve-tool-selection.js";
import { isToolPattern, matchesToolPattern, splitToolArgs } from "../tools/tool-list.js";

/** The tools `@keel/mcp` adds besides the servers' own (`mcp__…`). */
const MCP_HELPER_TOOLS = ["tool_search", "list_mcp_resources", "read_mcp_resource"];

/**
 * Which MCP tools the command line keeps (pi's rule): `--tools` does not
 * remove MCP tools unless one of its entries starts with `mcp__`; then a
 * server tool stays only when an entry names or matches it, and the helper
 * tools (`tool_search`, the resource tools) stay when named or when any
 * server tool was kept. `--no-tools` removes them unless `--tools` selects
 * some. `--exclude-tools` names and patterns apply last.
 *
 * @example
 * filterMcpTools(tools, { tools: ["read,mcp__github__*"] }); // only github's tools and helpers
 */
export function filterMcpTools(tools: readonly AnyAgentTool[], cli: ToolCliOptions | undefined): AnyAgentTool[] {
  const selected = splitToolArgs(cli?.tools ?? [])
    .map((entry) => entry.replace(/^[+]/, ""))
    .filter((entry) => entry.startsWith("mcp__") || MCP_HELPER_TOOLS.includes(entry));
  const selects = selected.some((entry) => entry.startsWith("mcp__"));
  if (cli?.noTools === true && !selects) return [];
  const matches = (entry: string, name: string) =>
    isToolPattern(entry) ? matchesToolPattern(entry, name) : entry === name;
  let kept = tools.filter((tool) => {
    if (!selects) return true;
    if (MCP_HELPER_TOOLS.includes(tool.name)) return true;
    return selected.some((entry) => matches(entry, tool.name));
  });
  if (selects) {
    const anyServerTool = kept.some((tool) => tool.name.startsWith("mcp__"));
    kept = kept.filter(
      (tool) => !MCP_HELPER_TOOLS.includes(tool.name) || anyServerTool || selected.includes(tool.name),
    );
  }
  for (const pattern of splitToolArgs(cli?.excludeTools ?? [])) {
    kept = kept.filter((tool) => !matches(pattern, tool.name));
  }
  return kept;
}
