import { formatMcpStatus } from "../../../mcp/format-mcp-status.js";
import type { SessionRuntime } from "../../../runtime/session-runtime.js";
import type { CommandHost } from "./command-host.js";

/**
 * `/mcp`: one line per MCP server (name, state, tool count, error), as
 * `keel mcp list` prints it, from the running session's servers.
 */
export function mcpCommand(ui: CommandHost, runtime: SessionRuntime, args: string) {
  if (args !== "") return ui.notify("error", `/mcp takes no arguments (got "${args}"); keel mcp edits the servers.`);
  const servers = runtime.mcpStatus();
  if (servers.length === 0) {
    return ui.notify(
      "info",
      "No MCP servers: add one with keel mcp add (a trusted project's .keel/mcp.json counts too).",
    );
  }
  const failing = servers.some((server) => server.state === "failed" || server.state === "needs-auth");
  const lines = servers.map((server) => `  ${formatMcpStatus(server)}`);
  ui.notify(failing ? "warning" : "info", `MCP servers:\n${lines.join("\n")}`);
}
