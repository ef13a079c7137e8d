/** How the model reaches a server's tools: declared like any tool, or found with `tool_search` first. */
export type McpExposure = "direct" | "deferred";

/** OAuth settings of an HTTP server (see `docs/mcp.md`). */
export interface McpOAuthConfig {
  clientId?: string;
  clientSecret?: string;
  scopes?: string[];
  callbackPort?: number;
  clientName?: string;
}

/** What every server entry has, whatever its transport. */
interface McpServerCommon {
  /** The name in `mcpServers`; tools are `mcp__<name>__<tool>`. */
  name: string;
  enabled: boolean;
  /** Per-request timeout in milliseconds (the entry's `timeout` is in seconds; default 60 s). */
  timeoutMs: number;
  description?: string;
  /** Set by the user; without it the manager decides by the server's tool count. */
  exposure?: McpExposure;
  /** The file (or label) the entry came from, for messages. */
  source: string;
}

/** A server started as a child process and spoken to over its stdin and stdout. */
export interface McpStdioServerConfig extends McpServerCommon {
  transport: "stdio";
  command: string;
  args: string[];
  /** Added to the inherited environment; `${VAR}` still unexpanded. */
  env: Record<string, string>;
  cwd?: string;
}

/** A server reached over streamable HTTP. */
export interface McpHttpServerConfig extends McpServerCommon {
  transport: "http";
  url: string;
  /** `${VAR}` still unexpanded. */
  headers: Record<string, string>;
  oauth?: McpOAuthConfig;
}

/** A validated server entry. */
export type McpServerConfig = McpStdioServerConfig | McpHttpServerConfig;

/** The default per-request timeout, in seconds. */
export const DEFAULT_TIMEOUT_SECONDS = 60;
