import type { McpEvent } from "@keel/mcp";
import type { NotifyLevel } from "../../extensions/extension-api.js";

/** Where a notice goes (the screen's `notify`). */
export type NoticeSink = (message: string, level: NotifyLevel) => void;

/**
 * Turns MCP server events into notices for the terminal UI: a failure or a
 * sign-in request once (not at every reconnect attempt that fails the same
 * way), and a connection after one of those ("reconnected"). A first
 * connection and tool-list changes stay quiet (`/mcp` lists them).
 */
export function mcpNotices(notify: NoticeSink): (event: McpEvent) => void {
  const lastShown = new Map<string, string>();
  return (event) => {
    switch (event.type) {
      case "mcp_tools_changed":
        return;
      case "mcp_server_state": {
        const { server, state, error } = event;
        const previous = lastShown.get(server);
        switch (state) {
          case "failed":
          case "needs-auth": {
            const key = `${state}:${error ?? ""}`;
            if (previous === key) return;
            lastShown.set(server, key);
            if (state === "needs-auth") {
              return notify(
                `MCP server "${server}" needs you to sign in: run keel mcp login ${server}${error ? ` (${error})` : ""}.`,
                "warning",
              );
            }
            return notify(
              `MCP server "${server}" failed: ${error ?? "unknown error"}. Keel retries in the background; /mcp shows its state.`,
              "error",
            );
          }
          case "connected":
            if (previous === undefined) return;
            lastShown.delete(server);
            return notify(`MCP server "${server}" reconnected.`, "info");
          case "connecting":
          case "disabled":
          case "closed":
            return;
          default: {
            const unreachable: never = state;
            throw new Error(`unknown MCP server state ${String(unreachable)}`);
          }
        }
      }
      default: {
        const unreachable: never = event;
        throw new Error(`unknown MCP event ${JSON.stringify(unreachable)}`);
      }
    }
  };
}
