import { resolve } from "node:path";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { expandRecord } from "../config/expand-variables.js";
import type { McpServerConfig } from "../config/server-config.js";
import type { ConnectionDeps } from "./connection-deps.js";
import { ProcessGroupTransport } from "./process-group-transport.js";

/**
 * The transport for one connection attempt: a stdio server's process group
 * (its `env` and `cwd` expanded and resolved against the manager's), or a
 * streamable HTTP session (its headers expanded; the OAuth provider only
 * when no `Authorization` header is configured).
 */
export function createServerTransport(
  config: McpServerConfig,
  deps: Pick<ConnectionDeps, "env" | "cwd" | "authProvider" | "stopGraceMs">,
  onStderr: (text: string) => void,
): Transport {
  if (config.transport === "stdio") {
    const env = expandRecord(config.env, deps.env).value;
    return new ProcessGroupTransport({
      command: config.command,
      args: config.args,
      env: { ...deps.env, ...env },
      ...(config.cwd !== undefined ? { cwd: resolve(deps.cwd, config.cwd) } : {}),
      onStderr,
      ...(deps.stopGraceMs !== undefined ? { graceMs: deps.stopGraceMs } : {}),
    });
  }
  const headers = expandRecord(config.headers, deps.env).value;
  const hasAuthorization = Object.keys(headers).some((key) => key.toLowerCase() === "authorization");
  const authProvider = hasAuthorization ? undefined : deps.authProvider?.(config);
  return new StreamableHTTPClientTransport(new URL(config.url), {
    requestInit: { headers },
    ...(authProvider !== undefined ? { authProvider } : {}),
  });
}
