import type { AfterToolCallHook, BeforeToolCallHook } from "@keel/agent-core";
import type { AgentSession } from "../agent-session/agent-session.js";
import type { SessionShutdownReason } from "../extensions/extension-events.js";
import type { PermissionGate } from "../permissions/permission-gate.js";
import type { PermissionMode } from "../settings/permission-settings.js";
import type { SessionEndReason, SessionHooks, SessionStartSource } from "./session-hooks.js";

/** Keel's permission modes as Claude Code spells them in `permission_mode`. */
const CLAUDE_PERMISSION_MODES: Record<PermissionMode, string> = {
  default: "default",
  "accept-edits": "acceptEdits",
  plan: "plan",
  bypass: "bypassPermissions",
};

/**
 * The loop's `beforeToolCall` / `afterToolCall` with lifecycle hooks in
 * the extensions' places: extensions' `tool_call` → PreToolUse → the
 * permission gate; extensions' `tool_result` → PostToolUse(Failure).
 */
export function hookedToolCalls(
  hooks: SessionHooks,
  extensions: { beforeToolCall?: BeforeToolCallHook; afterToolCall?: AfterToolCallHook } | undefined,
  gate: PermissionGate,
): { beforeToolCall: BeforeToolCallHook; afterToolCall: AfterToolCallHook } {
  hooks.runner.setPermissionMode(() => CLAUDE_PERMISSION_MODES[gate.mode]);
  return {
    beforeToolCall: hooks.tools.beforeToolCall(extensions?.beforeToolCall, gate),
    afterToolCall: hooks.tools.afterToolCall(extensions?.afterToolCall),
  };
}

/**
 * Binds the hooks to the new session — their events become session events
 * (`hook_started` / `hook_finished`), compaction runs PreCompact — and runs
 * SessionStart (`startup`, `resume` for a resumed session, `clear` for a new one made by a front end).
 * With `deferStart`, SessionStart does not run here: the front end that
 * replaces a session gets `start` and runs it once the old session ended,
 * so the old session's SessionEnd comes first (as in Claude Code).
 */
export async function startSessionHooks(
  hooks: SessionHooks,
  live: {
    session: AgentSession;
    id: string;
    file: string | undefined;
    source: SessionStartSource;
    model?: string;
    deferStart?: (start: () => Promise<void>) => void;
  },
): Promise<void> {
  hooks.runner.setSession({ id: live.id, file: live.file });
  hooks.attach(live.session);
  live.session.subscribe((event) => hooks.onSessionEvent(event));
  if (live.deferStart) live.deferStart(() => hooks.sessionStart(live.source, live.model));
  else await hooks.sessionStartUnheard(live.source, live.model);
}

/** SessionEnd's `reason` for the way a session is closed. */
export function sessionEndReason(reason: SessionShutdownReason): SessionEndReason {
  switch (reason) {
    case "new":
      return "clear";
    case "quit":
    case "reload":
    case "resume":
    case "fork":
      return "other";
    default: {
      const unreachable: never = reason;
      return unreachable;
    }
  }
}
