import type { Readable, Writable } from "node:stream";
import type { AgentSessionEvent } from "../../agent-session/session-events.js";
import { type Diagnostic, formatDiagnostic } from "../../diagnostics.js";
import type { TextSink } from "../../extensions/headless-ui.js";
import { elicitWithDialogs } from "../../mcp/elicit-with-dialogs.js";
import { createSessionRuntime } from "../../runtime/create-session-runtime.js";
import type { RuntimeEvent } from "../../runtime/runtime-events.js";
import type { SessionRuntimeOptions } from "../../runtime/session-runtime.js";
import { createRunActivity, INTERRUPT_EXIT_CODES, interruptedLine, interruptOf } from "../interrupt.js";
import { toJsonEvent, toSubagentJsonEvent } from "../json/json-event.js";
import { createJsonlWriter } from "../jsonl-writer.js";
import { readJsonlLines } from "./jsonl-lines.js";
import { dispatchRpcCommand } from "./rpc-dispatch.js";
import { createRpcExtensionUI } from "./rpc-extension-ui.js";
import { failure } from "./rpc-frames.js";
import { createRpcPermissionPrompter } from "./rpc-permission-prompter.js";
import { parseRpcLine } from "./rpc-validate.js";

/** Options of {@link runRpcMode}. */
export interface RpcModeOptions {
  /** The session to start (`mode` and `ui` are RPC mode's own). */
  session: Omit<SessionRuntimeOptions, "mode" | "ui" | "onDiagnostics" | "permissionPrompter">;
  /**
   * Commands, one JSON object per line. Closing it means "no more commands":
   * the work already asked for finishes (see {@link runRpcMode}), then the
   * mode shuts down.
   */
  stdin: Readable;
  /** Responses and events, one JSON object per line (nothing else is written there). */
  stdout: Writable;
  /** Diagnostics. */
  stderr: TextSink;
  /** Timeout of an extension dialog that sets none; default none (the client answers or cancels). */
  uiTimeoutMs?: number;
  /**
   * Aborting it shuts the mode down as closing stdin does, then says so on
   * stderr and returns 128 + the signal's number: a front end aborts it on
   * SIGINT, SIGTERM or SIGHUP with the signal's name as the reason (130,
   * 143, 129).
   */
  signal?: AbortSignal;
}

/** Resolves once every command read so far was answered and no run is in progress (commands may start runs). */
async function finishWork(inFlight: ReadonlySet<Promise<void>>, runtime: { waitForIdle(): Promise<void> }) {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  await runtime.waitForIdle();
}

/** The record an event becomes on stdout: `message_update` as a delta (as in JSON mode), the rest as they are. */
function toRecord(event: RuntimeEvent): unknown {
  return event.type === "message_update" ? toJsonEvent(event) : event;
}

/**
 * RPC mode: a long-lived session driven by JSONL commands on stdin, with
 * one `response` per command (its `id` repeated) and the session's events
 * on stdout between them; extension dialogs travel as
 * `extension_ui_request` / `extension_ui_response`. A bad line gets an
 * error response and the mode keeps serving. When stdin closes, no dialog
 * can be answered any more (waiting and later ones get their headless
 * answers), but the commands read so far are answered and the run in flight
 * finishes (with its retries and queued messages, up to `agent_settled`), so
 * `printf '…prompt…' | keel --mode rpc` shows the whole run; send `abort`
 * first to stop it instead. When `signal` aborts (at any point), the run in
 * flight is aborted. Then the session is disposed (file closed, shell
 * children killed) and the output flushed. Returns the exit code: 0 when
 * stdin closed, 128 + the signal's number when `signal` stopped it (with a
 * line on stderr saying so and what the run was doing), or the start-up
 * failure's code.
 */
export async function runRpcMode(options: RpcModeOptions): Promise<number> {
  const out = createJsonlWriter(options.stdout);
  const report = (diagnostics: readonly Diagnostic[]): void => {
    for (const diagnostic of diagnostics) options.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  };
  const ui = createRpcExtensionUI({
    send: (request) => void out.write(request),
    ...(options.uiTimeoutMs === undefined ? {} : { defaultTimeoutMs: options.uiTimeoutMs }),
  });
  const started = await createSessionRuntime({
    ...options.session,
    // A subagent's events go out with the task call's id as parentToolCallId.
    onSubagentEvent: (event) => out.write(toSubagentJsonEvent(event)),
    mode: "rpc",
    ui,
    // Tool calls that need approval are asked of the client (a select dialog).
    permissionPrompter: createRpcPermissionPrompter(ui, options.uiTimeoutMs),
    // An MCP server's elicitation is asked of the client, one select/input dialog per field.
    mcp: {
      ...options.session.mcp,
      elicit: elicitWithDialogs(ui, { onUnsupported: (message) => void options.stderr.write(`keel: ${message}\n`) }),
    },
    onDiagnostics: report,
  });
  report(started.diagnostics);
  if (!started.ok) return started.exitCode;
  const { runtime } = started;
  const activity = createRunActivity();
  runtime.subscribe((event) => {
    // The runtime's own events (queue, settled, …) are not activity: `see` ignores them.
    activity.see(event as AgentSessionEvent);
    return out.write(toRecord(event));
  });

  let doing = "";
  let wake!: () => void;
  const signalled = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const stop = (): void => {
    doing = activity.describe();
    options.stdin.destroy();
    wake();
  };
  options.signal?.addEventListener("abort", stop, { once: true });
  const inFlight = new Set<Promise<void>>();
  try {
    for await (const line of readJsonlLines(options.stdin)) {
      const parsed = parseRpcLine(line);
      switch (parsed.kind) {
        case "invalid":
          await out.write(failure(parsed.command, parsed.id, parsed.error));
          break;
        case "ui-response":
          if (!ui.answer(parsed.response)) {
            await out.write(
              failure(
                "extension_ui_response",
                parsed.response.id,
                `no dialog is waiting for id "${parsed.response.id}" (it was answered, timed out or never asked)`,
              ),
            );
          }
          break;
        case "command": {
          const { command } = parsed;
          // Commands run concurrently (abort while a prompt streams, abort_bash while bash runs).
          const handled = dispatchRpcCommand(runtime, command, { event: (record) => void out.write(record) })
            .catch((error: unknown) =>
              failure(
                command.type,
                command.id,
                `internal error: ${error instanceof Error ? error.message : String(error)}`,
              ),
            )
            .then((response) => out.write(response))
            .finally(() => inFlight.delete(handled));
          inFlight.add(handled);
          break;
        }
        default: {
          const unreachable: never = parsed;
          throw new Error(`unknown line ${JSON.stringify(unreachable)}`);
        }
      }
    }
  } catch (error) {
    // A destroyed stdin (signal) ends the loop like a closed one.
    if (!options.signal?.aborted) options.stderr.write(`keel: reading stdin failed: ${(error as Error).message}\n`);
  }
  ui.close();
  // End of input: the commands read so far are answered and the run they started finishes (a signal still stops it).
  if (!options.signal?.aborted) {
    await Promise.race([finishWork(inFlight, runtime), signalled]);
  }
  options.signal?.removeEventListener("abort", stop);
  await runtime.dispose();
  await Promise.allSettled([...inFlight]);
  await out.flush();
  const interrupted = interruptOf(options.signal);
  if (interrupted === undefined) return 0;
  options.stderr.write(`${interruptedLine(interrupted, doing)}\n`);
  return INTERRUPT_EXIT_CODES[interrupted];
}
