import type { AgentSession } from "../../agent-session/agent-session.js";
import type { SessionFile } from "../../session/session-file.js";
import type { CreateAgentSessionResult } from "../../startup/create-agent-session.js";

/**
 * What this package's tests may inspect on a live runtime (`LiveRuntime`
 * has these members): the session, its file and the whole start-up
 * result. This augmentation is part of the type check only — the build
 * leaves `test-support/` out — so front-end code that reached through a
 * runtime this way would fail the build: front ends use `SessionRuntime`'s
 * methods.
 */
declare module "../session-runtime.js" {
  interface SessionRuntime {
    /** The live session (tests only). */
    readonly session: AgentSession;
    /** The live session file (tests only). */
    readonly store: SessionFile;
    /** The whole current `createAgentSession` result (tests only). */
    readonly created: Extract<CreateAgentSessionResult, { ok: true }>;
  }
}
