import type { HookFinishedEvent } from "../agent-session/session-events.js";

/**
 * The one line a front end shows for a finished hook that blocked, failed
 * or has something to tell the user (`systemMessage`, `stopReason`, a
 * blocked prompt's reason); `undefined` for a quiet success.
 *
 * @example
 * hookLine(event); // "PreToolUse hook `./guard.sh` blocked (exit 2): no pushes to main"
 */
export function hookLine(event: HookFinishedEvent): string | undefined {
  const name = `${event.hookEventName} hook \`${event.command}\``;
  const code = event.exitCode === null ? "" : ` (exit ${event.exitCode})`;
  const firstLine = (text: string) => text.trim().split("\n")[0] ?? "";
  switch (event.outcome) {
    case "success":
      return event.message === undefined ? undefined : `${name}: ${event.message}`;
    case "blocked": {
      const why = event.message ?? firstLine(event.stderr);
      return `${name} blocked${code}${why ? `: ${why}` : ""}`;
    }
    case "error":
      return event.message ?? `${name} failed${code}`;
    default: {
      const unreachable: never = event.outcome;
      return `${name}: ${String(unreachable)}`;
    }
  }
}
