import type { McpElicitationHandler, McpEvent, McpManager, McpServerStatus } from "@keel/mcp";
import type { PromptHooks } from "../agent-session/agent-session.js";
import type { SessionControls } from "../agent-session/session-controls.js";
import type { Diagnostic } from "../diagnostics.js";
import type { TextSink } from "../extensions/headless-ui.js";
import type { Env, KeelHomePaths, ProjectPaths } from "../home/keel-home.js";
import type { ToolCliOptions } from "../tools/resolve-tool-selection.js";
import { formatMcpStatus } from "./format-mcp-status.js";
import { mcpAuthFile, mcpLogFile, projectMcpFile, readMcpFiles, userMcpFile } from "./mcp-files.js";
import { filterMcpTools } from "./mcp-tool-filter.js";

/** How long the first prompt waits for servers still connecting. */
export const FIRST_PROMPT_WAIT_MS = 10_000;

/** The MCP part of `createAgentSession`'s options. */
export interface SessionMcpOptions {
  /** `--no-mcp`: read no `mcp.json` and start no server. Default true. */
  enabled?: boolean;
  /**
   * Stop every server's process group on SIGINT, SIGTERM and SIGHUP, then
   * exit with 130, 143 or 129 (the `keel` command sets it). Default false:
   * servers are stopped by `dispose()` and, at the latest, when the process exits.
   */
  exitOnSignal?: boolean;
  /** Server state changes. Default: failures and sign-in requests are written to `stderr`. */
  onEvent?: (event: McpEvent) => void;
  /** How long the first prompt waits for servers still connecting. Default {@link FIRST_PROMPT_WAIT_MS}. */
  firstPromptWaitMs?: number;
  /**
   * Answers servers' elicitation requests (a terminal UI's form, RPC's
   * extension-UI dialog). Default, as in print and JSON mode: every request
   * is declined (`{ action: "decline" }`), and the server goes on without.
   */
  elicit?: McpElicitationHandler;
}

/** The MCP servers of a running session. */
export interface SessionMcp {
  manager: McpManager;
  /** Every server's state, tool count and error. */
  status(): McpServerStatus[];
  /** Configuration problems of `mcp.json` files (also in the session's diagnostics). */
  problems: Diagnostic[];
  /**
   * Keeps the session's MCP tools (in its tool catalog and active set) in
   * step with the servers, through its controls, and wraps the prompt hooks
   * with the first-prompt wait.
   */
  attach(controls: SessionControls, hooks?: PromptHooks): PromptHooks;
  /** Stops every server. */
  close(): Promise<void>;
}

/** Inputs of {@link startSessionMcp}. */
export interface StartSessionMcpInput {
  home: KeelHomePaths;
  /** A trusted project's paths (an untrusted project's `mcp.json` is never read). */
  project: ProjectPaths | undefined;
  cwd: string;
  env: Env;
  tools: ToolCliOptions | undefined;
  stderr: TextSink;
  options: SessionMcpOptions | undefined;
}

/**
 * Reads `$KEEL_HOME/mcp.json` and a trusted project's `.keel/mcp.json`;
 * when they configure at least one server, loads `@keel/mcp` (a dynamic
 * import, so a run without servers pays nothing for the SDK) and starts
 * connecting in the background. Returns the diagnostics either way.
 */
export async function startSessionMcp(
  input: StartSessionMcpInput,
): Promise<{ mcp: SessionMcp | undefined; diagnostics: Diagnostic[] }> {
  if (input.options?.enabled === false) return { mcp: undefined, diagnostics: [] };
  const paths = [userMcpFile(input.home), ...(input.project ? [projectMcpFile(input.project)] : [])];
  const read = await readMcpFiles(paths);
  if (read.files.length === 0) return { mcp: undefined, diagnostics: read.diagnostics };
  const lib = await import("@keel/mcp");
  const merged = lib.mergeMcpConfigs(read.files.map((file) => lib.parseMcpServers(file.value, file.path)));
  const problems: Diagnostic[] = [
    ...read.diagnostics,
    ...merged.problems.map(
      (problem): Diagnostic => ({
        severity: problem.severity,
        source: problem.source,
        ...(problem.line !== undefined ? { line: problem.line } : {}),
        ...(problem.column !== undefined ? { column: problem.column } : {}),
        ...(problem.server !== undefined ? { path: `/mcpServers/${problem.server}` } : {}),
        message: problem.server !== undefined ? `MCP server "${problem.server}": ${problem.message}` : problem.message,
        hint: problem.hint ?? "This server was skipped; the others still connect.",
      }),
    ),
  ];
  if (merged.servers.length === 0) return { mcp: undefined, diagnostics: problems };

  const stderr = input.stderr;
  const onEvent =
    input.options?.onEvent ??
    ((event: McpEvent) => {
      if (event.type !== "mcp_server_state") return;
      if (event.state === "failed" || event.state === "needs-auth") {
        stderr.write(`keel: MCP server "${event.server}" ${event.state}: ${event.error ?? "unknown error"}\n`);
      }
    });
  const manager = new lib.McpManager({
    servers: merged.servers,
    env: input.env,
    cwd: input.cwd,
    clientInfo: { name: "keel", version: "1" },
    logFile: mcpLogFile(input.home),
    ...(input.options?.elicit !== undefined ? { elicit: input.options.elicit } : {}),
    authProvider: lib.createOAuthProviderFactory({ file: mcpAuthFile(input.home), mode: "session", env: input.env }),
    onEvent,
  });
  manager.start();
  const stopSignals = input.options?.exitOnSignal === true ? exitOnSignals(manager) : () => {};
  let waited = false;

  const mcp: SessionMcp = {
    manager,
    problems,
    status: () => manager.status(),
    attach(controls, hooks) {
      const sync = (): void => {
        controls.syncMcpTools(filterMcpTools(manager.tools(), input.tools));
      };
      manager.onToolsChanged(sync);
      sync();
      return {
        async beforePrompt(message, systemPrompt) {
          if (isMcpCommand(message.content)) {
            // `/mcp` outside a UI: the servers' states on stderr, no model call.
            await manager.waitForServers(input.options?.firstPromptWaitMs ?? FIRST_PROMPT_WAIT_MS);
            for (const status of manager.status()) stderr.write(`${formatMcpStatus(status)}\n`);
            return { handled: true };
          }
          if (!waited) {
            waited = true;
            const pending = await manager.waitForServers(input.options?.firstPromptWaitMs ?? FIRST_PROMPT_WAIT_MS);
            for (const name of pending) {
              stderr.write(`keel: MCP server "${name}" is still connecting; this request goes without its tools\n`);
            }
            sync();
            systemPrompt = controls.systemPrompt;
          }
          if (hooks !== undefined) return hooks.beforePrompt(message, systemPrompt);
          return { handled: false, message, systemPrompt, extra: [] };
        },
      };
    },
    async close() {
      stopSignals();
      await manager.close();
    },
  };
  return { mcp, diagnostics: problems };
}

function isMcpCommand(content: string | readonly { type: string; text?: string }[]): boolean {
  const text = typeof content === "string" ? content : content.map((part) => part.text ?? "").join("");
  return text.trim() === "/mcp";
}

const SIGNAL_EXIT: Record<"SIGINT" | "SIGTERM" | "SIGHUP", number> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/**
 * On SIGINT, SIGTERM or SIGHUP: stop every server's process group (stdin,
 * SIGTERM, SIGKILL), then exit with 128 + the signal number. Other
 * listeners (the run's abort) still run first.
 */
function exitOnSignals(manager: McpManager): () => void {
  let stopping = false;
  const handlers = (Object.keys(SIGNAL_EXIT) as (keyof typeof SIGNAL_EXIT)[]).map((signal) => {
    const handler = (): void => {
      if (stopping) {
        manager.killNow();
        process.exit(SIGNAL_EXIT[signal]);
      }
      stopping = true;
      // Whoever exits first (this handler, or the run ending after its own handler aborted it
      // and exiting normally), the exit status is the signal's.
      process.once("exit", () => {
        manager.killNow();
        process.exitCode = SIGNAL_EXIT[signal];
      });
      setImmediate(() => {
        void manager.close().finally(() => process.exit(SIGNAL_EXIT[signal]));
      });
    };
    process.on(signal, handler);
    return { signal, handler };
  });
  return () => {
    for (const { signal, handler } of handlers) process.off(signal, handler);
  };
}

/**
 * JSON mode's start-up events for MCP configuration problems (bad JSON with
 * line and column, unknown `type`, `sse`, …) among a session's diagnostics
 * (those about an `mcp.json`): one `mcp_config_error` each.
 * They are on stderr in every mode too.
 */
export function mcpConfigEvents(diagnostics: readonly Diagnostic[]): object[] {
  return diagnostics
    .filter((d) => d.source.endsWith("mcp.json") && d.severity !== "info")
    .map((problem) => ({ type: "mcp_config_error", ...problem }));
}
