import { describe, expect, it } from "vitest";
import { mcpNotices } from "./mcp-notices.js";

describe("mcpNotices", () => {
  it("shows a failure once per error, a sign-in request, and a reconnect; a first connection stays quiet", () => {
    const shown: string[] = [];
    const on = mcpNotices((message, level) => shown.push(`${level}: ${message}`));
    on({ type: "mcp_server_state", server: "a", state: "connecting" });
    on({ type: "mcp_server_state", server: "a", state: "connected" });
    on({ type: "mcp_tools_changed", server: "a", toolCount: 3 });
    on({ type: "mcp_server_state", server: "a", state: "failed", error: "exited with code 1" });
    on({ type: "mcp_server_state", server: "a", state: "connecting" });
    on({ type: "mcp_server_state", server: "a", state: "failed", error: "exited with code 1" });
    on({ type: "mcp_server_state", server: "a", state: "connected" });
    on({ type: "mcp_server_state", server: "b", state: "needs-auth", error: "401" });
    expect(shown).toEqual([
      'error: MCP server "a" failed: exited with code 1. Keel retries in the background; /mcp shows its state.',
      'info: MCP server "a" reconnected.',
      'warning: MCP server "b" needs you to sign in: run keel mcp login b (401).',
    ]);
  });
});
