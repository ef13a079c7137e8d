/**
 * Where a server stands: `disabled` (`enabled: false`), `connecting`,
 * `connected`, `failed` (with an error; reconnecting with backoff),
 * `needs-auth` (sign in with `keel mcp login`), `closed` (stopped).
 */
export type McpServerState = "disabled" | "connecting" | "connected" | "failed" | "needs-auth" | "closed";

/** One tool a server offers, as the server describes it (`keel mcp list` shows these). */
export interface McpServerTool {
  /** The server's name for it (the model sees `mcp__<server>__<name>`, see `mcpToolNames`). */
  name: string;
  /** The server's description, when it gave one. */
  description?: string;
}

/** A server's state as UIs and `keel mcp list` show it. */
export interface McpServerStatus {
  name: string;
  state: McpServerState;
  transport: "stdio" | "http";
  /** Tools the server offers now (0 until connected). */
  toolCount: number;
  /** The tools the server offers now, in its order, by the names it gave them (empty until connected). */
  tools: McpServerTool[];
  /** How its tools reach the model, once decided. */
  exposure?: "direct" | "deferred";
  /** Why it is not connected, or what was wrong with some of its tools. */
  error?: string;
  /** Tools the server listed that could not be used, with the reason. */
  rejectedTools: string[];
  source: string;
}

/** What the manager reports as it happens (a UI shows it; the coding agent prints it in headless modes). */
export type McpEvent =
  | { type: "mcp_server_state"; server: string; state: McpServerState; error?: string }
  | { type: "mcp_tools_changed"; server: string; toolCount: number };
