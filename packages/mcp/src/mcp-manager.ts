import type { AnyAgentTool } from "@keel/agent-core";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { McpHttpServerConfig, McpServerConfig } from "./config/server-config.js";
import type { McpElicitationHandler } from "./connection/connection-deps.js";
import { ServerConnection } from "./connection/server-connection.js";
import { createFileServerLog, NO_SERVER_LOG } from "./connection/server-log.js";
import type { McpEvent, McpServerStatus } from "./connection/server-state.js";
import { decideExposure } from "./tools/exposure.js";
import { createMcpTool } from "./tools/mcp-tool.js";
import { createListResourcesTool, createReadResourceTool } from "./tools/resource-tools.js";
import { mcpToolNames } from "./tools/tool-names.js";
import { createToolSearchTool, type SearchableTool } from "./tools/tool-search.js";

/** Options of {@link McpManager}. */
export interface McpManagerOptions {
  servers: readonly McpServerConfig[];
  /** Environment for `${VAR}` and for stdio servers (they inherit it). Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Where relative stdio `cwd`s resolve. Default `process.cwd()`. */
  cwd?: string;
  /** How the client introduces itself. Default `{ name: "keel", version: "0" }`. */
  clientInfo?: { name: string; version: string };
  /** Server log notifications and stdio stderr go here (rotated at 5 MB). Default: dropped. */
  logFile?: string;
  /** Answers servers' elicitation requests. Default: every request is declined. */
  elicit?: McpElicitationHandler;
  /** OAuth for HTTP servers without an `Authorization` header (see `createOAuthProvider`). */
  authProvider?: (config: McpHttpServerConfig) => OAuthClientProvider | undefined;
  /** State changes, as they happen. */
  onEvent?: (event: McpEvent) => void;
  /** How long `tool_search` and the resource tools wait for servers still connecting. Default 10 s. */
  searchWaitMs?: number;
  /** Reconnect delays in ms. Default 1 s, 2 s, 4 s … 30 s. */
  backoffMs?: readonly number[];
  /** Grace of each stdio stop step (stdin → SIGTERM → SIGKILL). Default 2000 ms. */
  stopGraceMs?: number;
}

interface ServerTools {
  /** Tool list the names were built from (identity: rebuilt when the server lists new tools). */
  from: unknown;
  tools: AnyAgentTool[];
  descriptions: SearchableTool[];
}

/**
 * The MCP servers of a session: connects each enabled one in the
 * background, turns their tools into `AgentTool`s (`mcp__<server>__<tool>`),
 * decides exposure (`direct`, or `deferred` behind `tool_search`), adds the
 * resource tools when a server offers resources, reports deaths and
 * reconnects, and stops every server on {@link close}.
 *
 * @example
 * const mcp = new McpManager({ servers });
 * mcp.start();
 * await mcp.waitForServers(10_000);
 * const agent = new Agent({ initialState: { model, tools: [...myTools, ...mcp.tools()] } });
 * mcp.onToolsChanged(() => { agent.state.tools = [...myTools, ...mcp.tools()]; });
 */
export class McpManager {
  private readonly connections: ServerConnection[];
  private readonly listeners = new Set<() => void>();
  private readonly built = new Map<string, ServerTools>();
  private readonly declared = new Set<string>();
  private cache: AnyAgentTool[] | undefined;
  private readonly searchTool: AnyAgentTool;
  private readonly resourceTools: AnyAgentTool[];
  private started = false;
  private readonly exitHandler = (): void => this.killNow();

  constructor(private readonly options: McpManagerOptions) {
    const log = options.logFile !== undefined ? createFileServerLog(options.logFile) : NO_SERVER_LOG;
    this.connections = options.servers.map(
      (config) =>
        new ServerConnection(config, {
          env: options.env ?? process.env,
          cwd: options.cwd ?? process.cwd(),
          clientInfo: options.clientInfo ?? { name: "keel", version: "0" },
          log,
          ...(options.elicit !== undefined ? { elicit: options.elicit } : {}),
          ...(options.authProvider !== undefined ? { authProvider: options.authProvider } : {}),
          ...(options.backoffMs !== undefined ? { backoffMs: options.backoffMs } : {}),
          ...(options.stopGraceMs !== undefined ? { stopGraceMs: options.stopGraceMs } : {}),
          onChange: (connection) => this.changed(connection),
        }),
    );
    this.searchTool = createToolSearchTool({
      searchable: async (signal) => {
        await this.waitForServers(options.searchWaitMs ?? 10_000, signal);
        return this.deferredTools();
      },
      declare: (names) => {
        let added = false;
        for (const name of names) {
          if (!this.declared.has(name)) {
            this.declared.add(name);
            added = true;
          }
        }
        if (added) this.invalidate();
      },
    });
    const resourceHost = {
      resourceServers: async (signal: AbortSignal | undefined) => {
        await this.waitForServers(options.searchWaitMs ?? 10_000, signal);
        return this.connections.filter((c) => c.state === "connected" && c.hasResources);
      },
    };
    this.resourceTools = [createListResourcesTool(resourceHost), createReadResourceTool(resourceHost)];
  }

  /** Starts connecting every enabled server in the background. Idempotent. */
  start(): void {
    if (this.started) return;
    this.started = true;
    process.once("exit", this.exitHandler);
    for (const connection of this.connections) connection.start();
  }

  /**
   * Waits until every enabled server's first connection attempt settled, or
   * `timeoutMs` passed, or `signal` aborted. Resolves with the names of the
   * servers still connecting (their tools join later).
   */
  async waitForServers(timeoutMs: number, signal?: AbortSignal): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    const pending = this.connections.filter((c) => c.state === "connecting");
    if (pending.length > 0 && timeoutMs > 0) {
      await Promise.race([
        Promise.all(pending.map((c) => c.firstAttempt)),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
          signal?.addEventListener("abort", () => resolve(), { once: true });
        }),
      ]);
      if (timer !== undefined) clearTimeout(timer);
    }
    return this.connections.filter((c) => c.state === "connecting").map((c) => c.name);
  }

  /** Every server's state, tool count and error, in configuration order. */
  status(): McpServerStatus[] {
    return this.connections.map((c) => c.status());
  }

  /**
   * The tools to declare now: `direct` servers' tools, deferred tools that
   * `tool_search` declared, `tool_search` when any tool is deferred, and the
   * resource tools when a server offers resources. A server that died keeps
   * its tools; they answer with an error saying so until it reconnects.
   */
  tools(): AnyAgentTool[] {
    if (this.cache !== undefined) return this.cache;
    const out: AnyAgentTool[] = [];
    let anyDeferred = false;
    for (const connection of this.connections) {
      const built = this.serverTools(connection);
      if (built === undefined) continue;
      if (connection.exposure === "direct") out.push(...built.tools);
      else {
        anyDeferred ||= built.tools.length > 0;
        out.push(...built.tools.filter((tool) => this.declared.has(tool.name)));
      }
    }
    if (anyDeferred) out.push(this.searchTool);
    if (this.connections.some((c) => c.hasResources && c.state === "connected")) out.push(...this.resourceTools);
    this.cache = out;
    return out;
  }

  /**
   * Every tool a caller may run now, declared or not: each connected
   * server's tools whatever their exposure (deferred ones included) and the
   * resource tools, but not `tool_search`. For a script that calls tools by
   * name (codemode), so deferred tools are reachable without declaring them.
   */
  callableTools(): AnyAgentTool[] {
    const out: AnyAgentTool[] = [];
    for (const connection of this.connections) out.push(...(this.serverTools(connection)?.tools ?? []));
    if (this.connections.some((c) => c.hasResources && c.state === "connected")) out.push(...this.resourceTools);
    return out;
  }

  /** Calls `listener` after the declared tools changed (a server connected, `tool_search` declared some). */
  onToolsChanged(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops every server (stdio: stdin, SIGTERM, SIGKILL to the process group). */
  async close(): Promise<void> {
    process.off("exit", this.exitHandler);
    await Promise.all(this.connections.map((c) => c.close()));
  }

  /** Kills every stdio server's process group now (SIGKILL), synchronously. */
  killNow(): void {
    for (const connection of this.connections) connection.killNow();
  }

  private deferredTools(): SearchableTool[] {
    return this.connections.flatMap((connection) =>
      connection.exposure === "deferred" ? (this.serverTools(connection)?.descriptions ?? []) : [],
    );
  }

  private serverTools(connection: ServerConnection): ServerTools | undefined {
    if (connection.tools.length === 0 && !this.built.has(connection.name)) return undefined;
    const existing = this.built.get(connection.name);
    if (existing?.from === connection.tools) return existing;
    const names = mcpToolNames(
      connection.name,
      connection.tools.map((t) => t.name),
    );
    const tools = connection.tools.map((remote, i) => createMcpTool(connection, remote, names[i] as string));
    const built: ServerTools = {
      from: connection.tools,
      tools,
      descriptions: tools.map((tool) => ({
        name: tool.name,
        description: tool.description,
        server: connection.name,
        ...(connection.config.description !== undefined ? { serverDescription: connection.config.description } : {}),
      })),
    };
    this.built.set(connection.name, built);
    return built;
  }

  private changed(connection: ServerConnection): void {
    if (connection.state === "connected" && connection.exposure === undefined) {
      const alreadyDirect = this.connections
        .filter((c) => c !== connection && c.exposure === "direct")
        .reduce((sum, c) => sum + c.tools.length, 0);
      connection.exposure = decideExposure(connection.config.exposure, connection.tools.length, alreadyDirect);
    }
    this.options.onEvent?.({
      type: "mcp_server_state",
      server: connection.name,
      state: connection.state,
      ...(connection.error !== undefined ? { error: connection.error } : {}),
    });
    this.invalidate();
  }

  private invalidate(): void {
    const before = this.cache;
    this.cache = undefined;
    const after = this.tools();
    if (before !== undefined && sameNames(before, after) && before.every((tool, i) => tool === after[i])) return;
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        // A listener's bug must not fail the server that changed.
        process.emitWarning(
          `@keel/mcp: an onToolsChanged listener threw: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}

function sameNames(a: readonly AnyAgentTool[], b: readonly AnyAgentTool[]): boolean {
  return a.length === b.length && a.every((tool, i) => tool.name === b[i]?.name);
}
