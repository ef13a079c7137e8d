import type { Diagnostic } from "../diagnostics.js";
import { createAgentSession } from "../startup/create-agent-session.js";
import { LiveRuntime } from "./live-runtime.js";
import type { SessionRuntime, SessionRuntimeOptions } from "./session-runtime.js";

/** A ready runtime, or why there is none (as `createAgentSession` reports it). */
export type CreateSessionRuntimeResult =
  | { ok: true; runtime: SessionRuntime; diagnostics: Diagnostic[] }
  | { ok: false; exitCode: 1 | 2; diagnostics: Diagnostic[] };

/**
 * Creates a session with `createAgentSession(options)` and wraps it in a
 * {@link SessionRuntime}.
 *
 * @example
 * const started = await createSessionRuntime({ cwd: process.cwd(), env: process.env, mode: "rpc" });
 * if (!started.ok) process.exit(started.exitCode);
 * const { runtime } = started;
 * runtime.subscribe((event) => console.log(event.type));
 * const accepted = await runtime.prompt("Explain this repository");
 * if (accepted.ok) await accepted.value.settled;
 * await runtime.dispose();
 */
export async function createSessionRuntime(options: SessionRuntimeOptions): Promise<CreateSessionRuntimeResult> {
  const created = await createAgentSession(options);
  if (!created.ok) return created;
  return { ok: true, runtime: new LiveRuntime(options, created), diagnostics: created.diagnostics };
}
