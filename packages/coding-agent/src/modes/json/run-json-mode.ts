import type { Writable } from "node:stream";
import type { UserMessage } from "@keel/ai";
import type { AgentSession } from "../../agent-session/agent-session.js";
import type { SubagentEvent } from "../../agents/subagent-runner.js";
import {
  abortOnInterrupt,
  createRunActivity,
  INTERRUPT_EXIT_CODES,
  interruptedLine,
  interruptOf,
} from "../interrupt.js";
import { createJsonlWriter } from "../jsonl-writer.js";
import { printOutcome } from "../print/print-outcome.js";
import { refusalLine } from "../print/refusal-line.js";
import { toJsonEvent, toSubagentJsonEvent } from "./json-event.js";

/** Options of {@link runJsonMode}. */
export interface JsonModeOptions {
  prompts: readonly UserMessage[];
  /** The session header, written as the first line. */
  header: object;
  /** Start-up events written right after the header (e.g. `mcp_config_error`, see `mcpConfigEvents`). */
  startEvents?: readonly object[];
  stdout: Writable;
  /** For people: an interrupted run and refused tool calls are said here too. */
  stderr?: Writable;
  /**
   * Aborting it interrupts the run (SIGINT, SIGTERM or SIGHUP, the
   * signal's name as the reason): the session is aborted, no further
   * prompt is sent, and the exit code is 128 + the signal's number.
   */
  signal?: AbortSignal;
  /** The session's subagents: their events are written too, each with `parentToolCallId` (the `task` call's id). */
  subagents?: { onEvent(listener: (event: SubagentEvent) => void | Promise<void>): () => void };
}

/**
 * JSON mode: the session header, then every event as one JSON line
 * (`message_update` as a delta, see {@link toJsonEvent}). Writes wait for
 * the reader (backpressure reaches the agent loop, so memory stays
 * bounded). Failures travel as events; the exit code follows print mode's
 * rules, and an interrupted run exits with its signal's code (130, 143,
 * 129) and says so on `stderr`.
 */
export async function runJsonMode(session: AgentSession, options: JsonModeOptions): Promise<number> {
  const out = createJsonlWriter(options.stdout);
  await out.write(options.header);
  for (const event of options.startEvents ?? []) await out.write(event);
  const activity = createRunActivity();
  let stoppedByHook = false;
  const unsubscribe = session.subscribe((event) => {
    activity.see(event);
    // The hook_finished event carries it; a blocked prompt or `continue: false` makes the run exit 1.
    if (event.type === "hook_finished" && event.stopsRun === true) stoppedByHook = true;
    // The permission_decision event carries the refusal (with allowWith); people reading stderr see it too.
    const refusal = event.type === "permission_decision" ? refusalLine(event) : undefined;
    if (refusal !== undefined) options.stderr?.write(`${refusal}\n`);
    return out.write(toJsonEvent(event));
  });
  const unsubscribeChildren = options.subagents?.onEvent((event) => out.write(toSubagentJsonEvent(event)));
  const interrupt = abortOnInterrupt(session, options.signal, activity);
  try {
    let exitCode = 1;
    for (const prompt of options.prompts) {
      if (options.signal?.aborted) break;
      const ran = await session.prompt(prompt);
      exitCode = ran ? printOutcome(session.lastAssistantMessage()).exitCode : 0;
      if (stoppedByHook) exitCode = 1;
      if (exitCode !== 0) break;
    }
    await out.flush();
    const interrupted = interruptOf(options.signal);
    if (interrupted === undefined) return exitCode;
    options.stderr?.write(`${interruptedLine(interrupted, interrupt.doing())}\n`);
    return INTERRUPT_EXIT_CODES[interrupted];
  } finally {
    interrupt.stop();
    unsubscribe();
    unsubscribeChildren?.();
  }
}
