import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  type CallToolResult,
  CallToolResultSchema,
  ElicitRequestSchema,
  LoggingMessageNotificationSchema,
  type Progress,
  type ReadResourceResult,
  ReadResourceResultSchema,
  ResultSchema,
  ToolListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { McpServerConfig } from "../config/server-config.js";
import type { ConnectionDeps } from "./connection-deps.js";
import { listRemoteTools } from "./list-remote-tools.js";
import { ProcessGroupTransport } from "./process-group-transport.js";
import type { McpRemoteTool } from "./remote-tool.js";
import type { McpServerState, McpServerStatus } from "./server-state.js";
import { createServerTransport } from "./server-transport.js";

const DEFAULT_BACKOFF = [1000, 2000, 4000, 8000, 16000, 30000];

/** Thrown by calls to a server that is not connected; its message is what the model sees. */
export class ServerUnavailableError extends Error {}

/**
 * One configured server: connects in the background, lists its tools,
 * calls them, reports its death and reconnects with backoff, and stops its
 * process (group) on {@link close}.
 */
export class ServerConnection {
  state: McpServerState;
  error: string | undefined;
  tools: McpRemoteTool[] = [];
  rejectedTools: string[] = [];
  hasResources = false;
  instructions: string | undefined;
  /** How its tools reach the model, decided once it connected (see `decideExposure`). */
  exposure: "direct" | "deferred" | undefined;
  private client: Client | undefined;
  private transport: Transport | undefined;
  private closing = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private firstSettled!: () => void;
  /** Settles when the first connection attempt has (connected or failed). */
  readonly firstAttempt: Promise<void>;

  constructor(
    readonly config: McpServerConfig,
    private readonly deps: ConnectionDeps<ServerConnection>,
  ) {
    this.state = config.enabled ? "connecting" : "disabled";
    this.firstAttempt = new Promise((resolve) => {
      this.firstSettled = resolve;
    });
    if (!config.enabled) this.firstSettled();
  }

  get name(): string {
    return this.config.name;
  }

  status(): McpServerStatus {
    return {
      name: this.name,
      state: this.state,
      transport: this.config.transport,
      toolCount: this.tools.length,
      tools: this.tools.map((tool) => ({
        name: tool.name,
        ...(tool.description !== undefined ? { description: tool.description } : {}),
      })),
      ...(this.exposure !== undefined ? { exposure: this.exposure } : {}),
      ...(this.error !== undefined ? { error: this.error } : {}),
      rejectedTools: this.rejectedTools,
      source: this.config.source,
    };
  }

  /** Starts connecting (in the background; never rejects). */
  start(): void {
    if (!this.config.enabled || this.closing) return;
    void this.connect();
  }

  private async connect(): Promise<void> {
    this.setState("connecting", undefined);
    const transport = createServerTransport(this.config, this.deps, (text) =>
      this.deps.log.write(this.name, "stderr", text),
    );
    const client = new Client(this.deps.clientInfo, {
      capabilities: { elicitation: { form: {} } },
    });
    this.installHandlers(client);
    this.transport = transport;
    this.client = client;
    try {
      await client.connect(transport, { timeout: this.config.timeoutMs });
      const tools = await listRemoteTools(client, this.config.timeoutMs);
      if (this.closing) return;
      this.tools = tools.tools;
      this.rejectedTools = tools.rejected;
      this.hasResources = client.getServerCapabilities()?.resources !== undefined;
      this.instructions = client.getInstructions();
      this.attempt = 0;
      // Only now: a close seen during the handshake is a failed attempt, not a death.
      client.onclose = () => this.onTransportClosed(transport);
      this.setState("connected", tools.rejected.length > 0 ? tools.rejected.join("; ") : undefined);
    } catch (error) {
      if (this.closing) return;
      await closeQuietly(client);
      if (error instanceof UnauthorizedError || (error instanceof StreamableHTTPError && error.code === 401)) {
        this.setState("needs-auth", `needs sign-in: run keel mcp login ${this.name}`);
      } else {
        this.setState("failed", this.describeFailure(error, transport));
        this.scheduleReconnect();
      }
    } finally {
      this.firstSettled();
    }
  }

  private installHandlers(client: Client): void {
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      const { level, logger, data } = notification.params;
      this.deps.log.write(this.name, level, typeof data === "string" ? data : JSON.stringify(data), logger);
    });
    client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
      try {
        const tools = await listRemoteTools(client, this.config.timeoutMs);
        this.tools = tools.tools;
        this.rejectedTools = tools.rejected;
        this.deps.onChange(this);
      } catch (error) {
        this.deps.log.write(this.name, "error", `tools/list after list_changed failed: ${describe(error)}`);
      }
    });
    client.setRequestHandler(ElicitRequestSchema, async (request, extra) => {
      const params = request.params as { message: string; requestedSchema?: Record<string, unknown>; mode?: string };
      if (this.deps.elicit === undefined || (params.mode !== undefined && params.mode !== "form")) {
        return { action: "decline" };
      }
      return this.deps.elicit(
        { server: this.name, message: params.message, requestedSchema: params.requestedSchema ?? {} },
        extra.signal,
      );
    });
  }

  /**
   * Calls a tool. Progress notifications reach `onProgress` and reset the
   * timeout; aborting `signal` sends `notifications/cancelled`.
   *
   * @throws ServerUnavailableError when the server is not connected.
   */
  async callTool(
    name: string,
    args: Record<string, unknown>,
    signal: AbortSignal | undefined,
    onProgress: ((progress: Progress) => void) | undefined,
  ): Promise<CallToolResult> {
    const client = this.requireClient();
    try {
      return (await client.callTool({ name, arguments: args }, CallToolResultSchema, {
        timeout: this.config.timeoutMs,
        resetTimeoutOnProgress: true,
        ...(signal !== undefined ? { signal } : {}),
        ...(onProgress !== undefined ? { onprogress: onProgress } : {}),
      })) as CallToolResult;
    } catch (error) {
      throw this.callFailure(error);
    }
  }

  /** One page of the server's resources. */
  async listResources(
    cursor: string | undefined,
    signal?: AbortSignal,
  ): Promise<{ resources: unknown[]; nextCursor?: string }> {
    const client = this.requireClient();
    try {
      const page = (await client.request(
        { method: "resources/list", params: cursor !== undefined ? { cursor } : {} },
        ResultSchema,
        { timeout: this.config.timeoutMs, ...(signal !== undefined ? { signal } : {}) },
      )) as { resources?: unknown; nextCursor?: unknown };
      return {
        resources: Array.isArray(page.resources) ? page.resources : [],
        ...(typeof page.nextCursor === "string" && page.nextCursor !== "" ? { nextCursor: page.nextCursor } : {}),
      };
    } catch (error) {
      throw this.callFailure(error);
    }
  }

  /** Reads one resource. */
  async readResource(uri: string, signal?: AbortSignal): Promise<ReadResourceResult> {
    const client = this.requireClient();
    try {
      return (await client.request({ method: "resources/read", params: { uri } }, ReadResourceResultSchema, {
        timeout: this.config.timeoutMs,
        ...(signal !== undefined ? { signal } : {}),
      })) as ReadResourceResult;
    } catch (error) {
      throw this.callFailure(error);
    }
  }

  private requireClient(): Client {
    if (this.state !== "connected" || this.client === undefined) {
      throw new ServerUnavailableError(this.unavailableText());
    }
    return this.client;
  }

  private unavailableText(): string {
    const why = this.error !== undefined ? `: ${this.error}` : "";
    switch (this.state) {
      case "connecting":
        return `MCP server "${this.name}" is still connecting; try again shortly.`;
      case "failed":
        return `MCP server "${this.name}" is not connected${why}. Keel is reconnecting with backoff; try again later.`;
      case "needs-auth":
        return `MCP server "${this.name}" needs sign-in: the user must run \`keel mcp login ${this.name}\`.`;
      case "disabled":
        return `MCP server "${this.name}" is disabled in its configuration.`;
      case "closed":
      case "connected":
        return `MCP server "${this.name}" is not connected${why}.`;
      default: {
        const unreachable: never = this.state;
        return String(unreachable);
      }
    }
  }

  private callFailure(error: unknown): Error {
    if (error instanceof UnauthorizedError) {
      this.setState("needs-auth", `needs sign-in: run keel mcp login ${this.name}`);
      return new ServerUnavailableError(this.unavailableText());
    }
    if (this.state !== "connected") return new ServerUnavailableError(this.unavailableText());
    return new Error(`MCP server "${this.name}": ${describe(error)}`);
  }

  private onTransportClosed(transport: Transport): void {
    if (this.closing || transport !== this.transport) return;
    const reason =
      transport instanceof ProcessGroupTransport
        ? `the server process ended (${transport.exitReason ?? "unknown reason"})${stderrTail(transport)}`
        : "the connection closed";
    this.client = undefined;
    this.setState("failed", reason);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closing) return;
    const delays = this.deps.backoffMs ?? DEFAULT_BACKOFF;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 30000;
    this.attempt++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, delay);
    this.retryTimer.unref();
  }

  private describeFailure(error: unknown, transport: Transport): string {
    const base = describe(error);
    if (transport instanceof ProcessGroupTransport) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return `command not found: ${(this.config as { command: string }).command}`;
      const exit = transport.exitReason !== undefined ? ` (the process ended: ${transport.exitReason})` : "";
      return `${base}${exit}${stderrTail(transport)}`;
    }
    return base;
  }

  private setState(state: McpServerState, error: string | undefined): void {
    this.state = state;
    this.error = error;
    this.deps.onChange(this);
  }

  /** Stops the server (stdio: stdin closed → SIGTERM → SIGKILL to the group; HTTP: session ended). */
  async close(): Promise<void> {
    this.closing = true;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    const client = this.client;
    const transport = this.transport;
    this.client = undefined;
    if (transport instanceof StreamableHTTPClientTransport) {
      await transport.terminateSession().catch(() => undefined);
    }
    if (client !== undefined) await closeQuietly(client);
    else await transport?.close().catch(() => undefined);
    if (this.state !== "disabled") {
      this.state = "closed";
      this.firstSettled();
    }
  }

  /** Kills a stdio server's process group at once (synchronous; for exit and signal paths). */
  killNow(): void {
    this.closing = true;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    if (this.transport instanceof ProcessGroupTransport) this.transport.killNow();
  }
}

async function closeQuietly(client: Client): Promise<void> {
  try {
    await client.close();
  } catch {
    // closing is best effort
  }
}

function stderrTail(transport: ProcessGroupTransport): string {
  const tail = transport.stderr.trim().split("\n").slice(-3).join(" | ");
  return tail === "" ? "" : `; stderr: ${tail.slice(-400)}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
