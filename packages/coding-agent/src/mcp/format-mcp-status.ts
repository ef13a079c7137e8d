import type { McpServerStatus } from "@keel/mcp";

/**
 * One line per server, as `keel mcp list` and `/mcp` print it:
 * `name  state  N tools (exposure)  error`.
 *
 * @example
 * formatMcpStatus({ name: "fs", state: "connected", toolCount: 14, exposure: "direct", ... });
 * // "fs  connected  14 tools (direct)"
 */
export function formatMcpStatus(status: McpServerStatus): string {
  const tools = status.state === "connected" ? `${status.toolCount} tools` : "-";
  const exposure = status.exposure !== undefined && status.state === "connected" ? ` (${status.exposure})` : "";
  const error = status.error !== undefined ? `  ${status.error.replaceAll("\n", " ")}` : "";
  return `${status.name}  ${status.state}  ${tools}${exposure}${error}`;
}
