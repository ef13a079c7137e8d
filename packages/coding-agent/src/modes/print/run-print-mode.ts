import type { Writable } from "node:stream";
import type { UserMessage } from "@keel/ai";
import type { AgentSession } from "../../agent-session/agent-session.js";
import { hookLine } from "../../hooks/hook-line.js";
import {
  abortOnInterrupt,
  createRunActivity,
  INTERRUPT_EXIT_CODES,
  interruptedLine,
  interruptOf,
} from "../interrupt.js";
import { activityLine } from "./activity-line.js";
import { printOutcome } from "./print-outcome.js";
import { refusalLine } from "./refusal-line.js";

/** Options of {@link runPrintMode}. */
export interface PrintModeOptions {
  /** The prompts, sent one after the other. */
  prompts: readonly UserMessage[];
  stdout: Writable;
  stderr: Writable;
  /** Show tool activity on stderr. */
  verbose?: boolean;
  /**
   * Aborting it interrupts the run (a front end aborts it on SIGINT,
   * SIGTERM or SIGHUP, with the signal's name as the reason): the session
   * is aborted, no further prompt is sent, stderr says so and the exit code
   * is 128 + the signal's number (130, 143, 129), whatever the run was doing.
   */
  signal?: AbortSignal;
}

/**
 * Print mode: sends each prompt, writes only the final answer's text to
 * stdout, and everything else (retries, one line per refused tool call
 * naming what would allow it, with `verbose` the tools) to stderr. A
 * refused call does not change the exit code (the model was told, and
 * its answer is the run's). Returns the exit code by {@link printOutcome}'s
 * rules; a prompt that fails stops the run; an interrupted run exits with
 * its signal's code (see `signal`), printing what text there was.
 */
export async function runPrintMode(session: AgentSession, options: PrintModeOptions): Promise<number> {
  const activity = createRunActivity();
  // A refused call gets one whole line (the rule or flag that would allow it), not --verbose's cut summary.
  const refused = new Set<string>();
  // A hook that blocked the prompt or stopped the run (`continue: false`) makes the run exit 1; its line says why.
  let stoppedByHook = false;
  const unsubscribe = session.subscribe((event) => {
    activity.see(event);
    if (event.type === "hook_finished") {
      const line = hookLine(event);
      if (line !== undefined) options.stderr.write(`keel: ${line}\n`);
      if (event.stopsRun === true) stoppedByHook = true;
      return;
    }
    const refusal = event.type === "permission_decision" ? refusalLine(event) : undefined;
    if (refusal !== undefined && event.type === "permission_decision") {
      refused.add(event.toolCallId);
      options.stderr.write(`${refusal}\n`);
      return;
    }
    if (event.type === "tool_execution_end" && refused.delete(event.toolCallId)) return;
    const line = activityLine(event, options.verbose === true);
    if (line !== undefined) options.stderr.write(`${line}\n`);
  });
  const interrupt = abortOnInterrupt(session, options.signal, activity);
  try {
    let outcome = printOutcome(undefined);
    for (const prompt of options.prompts) {
      if (options.signal?.aborted) break;
      const ran = await session.prompt(prompt);
      // An extension that handled the input (a command) ran no model: nothing to print, not a failure.
      outcome = ran ? printOutcome(session.lastAssistantMessage()) : { stdout: "", stderr: [], exitCode: 0 };
      if (stoppedByHook) outcome = { stdout: outcome.stdout, stderr: [], exitCode: 1 };
      if (outcome.exitCode !== 0) break;
    }
    const interrupted = interruptOf(options.signal);
    if (interrupted !== undefined) {
      // Whatever the last answer says (a tool's turn, a partial text, an abort), the run did not finish.
      outcome = { stdout: outcome.stdout, stderr: [interruptedLine(interrupted, interrupt.doing())], exitCode: 1 };
    }
    if (outcome.stdout !== "") await write(options.stdout, outcome.stdout);
    for (const line of outcome.stderr) options.stderr.write(`${line}\n`);
    return interrupted !== undefined ? INTERRUPT_EXIT_CODES[interrupted] : outcome.exitCode;
  } finally {
    interrupt.stop();
    unsubscribe();
  }
}

function write(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (stream.write(text)) resolve();
    else stream.once("drain", () => resolve());
  });
}
