import type { Writable } from "node:stream";
import type { UserMessage } from "@keel/ai";
import type { AgentSession } from "../../agent-session/agent-session.js";
import { activityLine } from "./activity-line.js";
import { printOutcome } from "./print-outcome.js";

/** Options of {@link runPrintMode}. */
export interface PrintModeOptions {
  /** The prompts, sent one after the other. */
  prompts: readonly UserMessage[];
  stdout: Writable;
  stderr: Writable;
  /** Show tool activity on stderr. */
  verbose?: boolean;
}

/**
 * Print mode: sends each prompt, writes only the final answer's text to
 * stdout, and everything else (retries, with `verbose` the tools) to
 * stderr. Returns the exit code by {@link printOutcome}'s rules; a prompt
 * that fails stops the run.
 */
export async function runPrintMode(session: AgentSession, options: PrintModeOptions): Promise<0 | 1> {
  const unsubscribe = session.subscribe((event) => {
    const line = activityLine(event, options.verbose === true);
    if (line !== undefined) options.stderr.write(`${line}\n`);
  });
  try {
    let outcome = printOutcome(undefined);
    for (const prompt of options.prompts) {
      const ran = await session.prompt(prompt);
      // An extension that handled the input (a command) ran no model: nothing to print, not a failure.
      outcome = ran ? printOutcome(session.lastAssistantMessage()) : { stdout: "", stderr: [], exitCode: 0 };
      if (outcome.exitCode !== 0) break;
    }
    if (outcome.stdout !== "") await write(options.stdout, outcome.stdout);
    for (const line of outcome.stderr) options.stderr.write(`${line}\n`);
    return outcome.exitCode;
  } finally {
    unsubscribe();
  }
}

function write(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (stream.write(text)) resolve();
    else stream.once("drain", () => resolve());
  });
}
