import type { Writable } from "node:stream";
import type { UserMessage } from "@keel/ai";
import type { AgentSession } from "../../agent-session/agent-session.js";
import { createJsonlWriter } from "../jsonl-writer.js";
import { printOutcome } from "../print/print-outcome.js";
import { toJsonEvent } from "./json-event.js";

/** Options of {@link runJsonMode}. */
export interface JsonModeOptions {
  prompts: readonly UserMessage[];
  /** The session header, written as the first line. */
  header: object;
  /** Start-up events written right after the header (e.g. `mcp_config_error`, see `mcpConfigEvents`). */
  startEvents?: readonly object[];
  stdout: Writable;
}

/**
 * JSON mode: the session header, then every event as one JSON line
 * (`message_update` as a delta, see {@link toJsonEvent}). Writes wait for
 * the reader (backpressure reaches the agent loop, so memory stays
 * bounded). Failures travel as events; the exit code follows print mode's
 * rules.
 */
export async function runJsonMode(session: AgentSession, options: JsonModeOptions): Promise<0 | 1> {
  const out = createJsonlWriter(options.stdout);
  await out.write(options.header);
  for (const event of options.startEvents ?? []) await out.write(event);
  const unsubscribe = session.subscribe((event) => out.write(toJsonEvent(event)));
  try {
    let exitCode: 0 | 1 = 1;
    for (const prompt of options.prompts) {
      const ran = await session.prompt(prompt);
      exitCode = ran ? printOutcome(session.lastAssistantMessage()).exitCode : 0;
      if (exitCode !== 0) break;
    }
    await out.flush();
    return exitCode;
  } finally {
    unsubscribe();
  }
}
