import type { McpServerConfig, McpServerStatus } from "@keel/mcp";
import { loadConfiguration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import type { Env } from "../home/keel-home.js";
import type { TrustOverride } from "../trust/decide-project-trust.js";
import { mcpAuthFile, mcpLogFile, projectMcpFile, readMcpFiles, userMcpFile } from "./mcp-files.js";

/** Where `keel mcp` reads and writes. */
export interface McpCommandContext {
  cwd: string;
  env: Env;
  /** `--approve` / `--no-approve` for the project's `.keel/mcp.json`. */
  trustOverride?: TrustOverride;
}

/** The `mcp.json` files of a context: the user's, and the project's (trusted or not). */
export async function mcpFilePaths(
  context: McpCommandContext,
): Promise<{ user: string; project: string; projectTrusted: boolean; diagnostics: Diagnostic[] }> {
  const config = await loadConfiguration({
    cwd: context.cwd,
    env: context.env,
    ...(context.trustOverride ? { trustOverride: context.trustOverride } : {}),
  });
  const projectPaths = config.project?.paths;
  const project = projectPaths ? projectMcpFile(projectPaths) : `${context.cwd.replace(/\/$/, "")}/.keel/mcp.json`;
  return { user: userMcpFile(config.home), project, projectTrusted: config.trusted, diagnostics: config.diagnostics };
}

/** The servers of a context's files (the project's only when trusted), merged, with every problem. */
export async function loadMcpServers(
  context: McpCommandContext,
): Promise<{ servers: McpServerConfig[]; diagnostics: Diagnostic[]; untrustedProject?: string }> {
  const files = await mcpFilePaths(context);
  const read = await readMcpFiles([files.user, ...(files.projectTrusted ? [files.project] : [])]);
  const diagnostics: Diagnostic[] = [...read.diagnostics];
  let untrustedProject: string | undefined;
  if (!files.projectTrusted) {
    const project = await readMcpFiles([files.project]);
    if (project.files.length > 0) untrustedProject = files.project;
  }
  if (read.files.length === 0) return { servers: [], diagnostics, ...(untrustedProject ? { untrustedProject } : {}) };
  const lib = await import("@keel/mcp");
  const merged = lib.mergeMcpConfigs(read.files.map((file) => lib.parseMcpServers(file.value, file.path)));
  for (const problem of merged.problems) {
    diagnostics.push({
      severity: problem.severity,
      source: problem.source,
      ...(problem.server !== undefined ? { path: `/mcpServers/${problem.server}` } : {}),
      message: problem.server !== undefined ? `MCP server "${problem.server}": ${problem.message}` : problem.message,
      ...(problem.hint !== undefined ? { hint: problem.hint } : {}),
    });
  }
  return { servers: merged.servers, diagnostics, ...(untrustedProject ? { untrustedProject } : {}) };
}

/**
 * `keel mcp list`: connects to every enabled server, waits for each first
 * attempt (bounded by `waitMs`), and returns their states, then stops them.
 */
export async function probeMcpServers(
  context: McpCommandContext,
  servers: readonly McpServerConfig[],
  waitMs = 30_000,
): Promise<McpServerStatus[]> {
  if (servers.length === 0) return [];
  const lib = await import("@keel/mcp");
  const home = (await loadConfiguration({ cwd: context.cwd, env: context.env })).home;
  const manager = new lib.McpManager({
    servers,
    env: context.env,
    cwd: context.cwd,
    clientInfo: { name: "keel", version: "1" },
    logFile: mcpLogFile(home),
    authProvider: lib.createOAuthProviderFactory({ file: mcpAuthFile(home), mode: "session", env: context.env }),
    backoffMs: [3_600_000],
  });
  manager.start();
  try {
    await manager.waitForServers(waitMs);
    return manager.status();
  } finally {
    await manager.close();
  }
}

/** `keel mcp login <server>`: signs in to an HTTP server with OAuth (browser + loopback redirect). */
export async function loginMcp(
  context: McpCommandContext,
  config: McpServerConfig,
  onMessage: (text: string) => void,
  openBrowser?: (url: URL) => void | Promise<void>,
): Promise<{ ok: true } | { ok: false; error: string }> {
  if (config.transport !== "http")
    return { ok: false, error: `"${config.name}" is a stdio server: there is nothing to sign in to` };
  const lib = await import("@keel/mcp");
  const home = (await loadConfiguration({ cwd: context.cwd, env: context.env })).home;
  return lib.loginMcpServer({
    file: mcpAuthFile(home),
    config,
    onMessage,
    env: context.env,
    ...(openBrowser ? { openBrowser } : {}),
  });
}

/** `keel mcp logout <server>`: deletes its stored credentials. */
export async function logoutMcp(context: McpCommandContext, config: McpServerConfig): Promise<boolean> {
  if (config.transport !== "http") return false;
  const lib = await import("@keel/mcp");
  const home = (await loadConfiguration({ cwd: context.cwd, env: context.env })).home;
  return lib.logoutMcpServer(mcpAuthFile(home), config);
}
