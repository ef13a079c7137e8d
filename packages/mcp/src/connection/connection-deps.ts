import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import type { McpServerConfig } from "../config/server-config.js";
import type { ServerLog } from "./server-log.js";

/** A server's request for input from the user (`elicitation/create`, form mode). */
export interface McpElicitation {
  server: string;
  message: string;
  /** The JSON Schema of the requested fields. */
  requestedSchema: Record<string, unknown>;
}

/**
 * Answers a server's elicitation. Without one, every request is declined
 * (`{ action: "decline" }`), which is what headless modes do.
 */
export type McpElicitationHandler = (request: McpElicitation, signal: AbortSignal) => Promise<ElicitResult>;

/**
 * What a connection needs from its manager. `Connection` is the connection
 * type `onChange` reports (`ServerConnection`; a parameter so that this file
 * needs nothing of the connection's).
 */
export interface ConnectionDeps<Connection = unknown> {
  env: Readonly<Record<string, string | undefined>>;
  /** Where relative stdio `cwd`s resolve. */
  cwd: string;
  clientInfo: { name: string; version: string };
  log: ServerLog;
  elicit?: McpElicitationHandler;
  /** The OAuth provider of an HTTP server without an `Authorization` header. */
  authProvider?: (config: McpServerConfig & { transport: "http" }) => OAuthClientProvider | undefined;
  /** Called after every state or tool-list change. */
  onChange: (connection: Connection) => void;
  /** Reconnect delays in ms (the last repeats). Default 1 s, 2 s, 4 s … 30 s. */
  backoffMs?: readonly number[];
  /** Grace of each stdio stop step. Default 2000 ms. */
  stopGraceMs?: number;
}
