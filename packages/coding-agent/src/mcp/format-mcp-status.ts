import type { McpServerStatus } from "@keel/mcp";

/**
 * One line per server, as `/mcp` prints it:
 * `name  state  N tools (exposure)  error`.
 *
 * @example
 * formatMcpStatus({ name: "fs", state: "connected", toolCount: 14, exposure: "direct", ... });
 * // "fs  connected  14 tools (direct)"
 */
export function formatMcpStatus(status: McpServerStatus): string {
  return statusLine(status, "");
}

/**
 * One line per server, as `keel mcp list` prints it: {@link formatMcpStatus}'s
 * line with the server's tool names (its own names, in its order) after the
 * count: `name  state  N tools (exposure): a, b, c  error`.
 *
 * @example
 * formatMcpListLine({ name: "f", state: "connected", toolCount: 2, tools: [{ name: "echo" }, { name: "add" }], exposure: "direct", ... });
 * // "f  connected  2 tools (direct): echo, add"
 */
export function formatMcpListLine(status: McpServerStatus): string {
  const names = status.state === "connected" && status.tools.length > 0 ? status.tools.map((tool) => tool.name) : [];
  return statusLine(status, names.length > 0 ? `: ${names.join(", ")}` : "");
}

function statusLine(status: McpServerStatus, afterTools: string): string {
  const tools = status.state === "connected" ? `${status.toolCount} tool${status.toolCount === 1 ? "" : "s"}` : "-";
  const exposure = status.exposure !== undefined && status.state === "connected" ? ` (${status.exposure})` : "";
  const error = status.error !== undefined ? `  ${status.error.replaceAll("\n", " ")}` : "";
  return `${status.name}  ${status.state}  ${tools}${exposure}${afterTools}${error}`;
}
