import type { AgentSessionEvent } from "../agent-session/session-events.js";

/** The signals that interrupt a headless run (print, JSON, RPC). */
export type InterruptSignal = "SIGINT" | "SIGTERM" | "SIGHUP";

/** The exit code of a run each signal interrupted: 128 + the signal's number, as shells report it. */
export const INTERRUPT_EXIT_CODES: Readonly<Record<InterruptSignal, number>> = {
  SIGINT: 130,
  SIGTERM: 143,
  SIGHUP: 129,
};

/** Every signal that interrupts a headless run. */
export const INTERRUPT_SIGNALS = Object.keys(INTERRUPT_EXIT_CODES) as InterruptSignal[];

/**
 * The signal an aborted `AbortSignal` stands for: its `reason` when that is
 * an {@link InterruptSignal} (a front end aborts with the signal's name),
 * `SIGINT` for any other reason; `undefined` while it is not aborted.
 */
export function interruptOf(signal: AbortSignal | undefined): InterruptSignal | undefined {
  if (signal?.aborted !== true) return undefined;
  const reason: unknown = signal.reason;
  return typeof reason === "string" && reason in INTERRUPT_EXIT_CODES ? (reason as InterruptSignal) : "SIGINT";
}

/**
 * What a headless run was doing, from its events: the model answering, a
 * tool running, a wait before a retry, a compaction. Feed it every event;
 * `describe()` is the phrase for the interrupted line.
 */
export interface RunActivity {
  see(event: AgentSessionEvent): void;
  /** E.g. "while bash ran", "while the model answered"; "" before anything happened. */
  describe(): string;
}

/** Makes a {@link RunActivity}. */
export function createRunActivity(): RunActivity {
  const tools = new Map<string, string>();
  let phase: "idle" | "model" | "retry-wait" | "compaction" = "idle";
  return {
    see(event) {
      switch (event.type) {
        case "tool_execution_start":
          tools.set(event.toolCallId, event.toolName);
          return;
        case "tool_execution_end":
          tools.delete(event.toolCallId);
          return;
        case "turn_start":
          phase = "model";
          return;
        case "message_start":
          if (event.message.role === "assistant") phase = "model";
          return;
        case "message_end":
          if (event.message.role === "assistant" && phase === "model") phase = "idle";
          return;
        case "retry_scheduled":
          phase = "retry-wait";
          return;
        case "compaction_start":
          phase = "compaction";
          return;
        case "compaction_end":
        case "retry_end":
        case "agent_end":
          phase = "idle";
          return;
        default:
          return;
      }
    },
    describe() {
      if (tools.size > 0) return `while ${[...new Set(tools.values())].join(", ")} ran`;
      switch (phase) {
        case "model":
          return "while the model answered";
        case "retry-wait":
          return "while waiting to retry a failed request";
        case "compaction":
          return "while compacting the conversation";
        case "idle":
          return "";
        default: {
          const unreachable: never = phase;
          return String(unreachable);
        }
      }
    },
  };
}

/**
 * The stderr line of an interrupted run: which signal, what the run was
 * doing, and that the exit code says so.
 *
 * @example
 * interruptedLine("SIGINT", "while bash ran"); // "keel: interrupted by SIGINT while bash ran; the run was stopped (exit 130)."
 */
export function interruptedLine(signal: InterruptSignal, doing: string, program = "keel"): string {
  return `${program}: interrupted by ${signal}${doing ? ` ${doing}` : ""}; the run was stopped (exit ${INTERRUPT_EXIT_CODES[signal]}).`;
}

/** What {@link abortOnInterrupt} holds: what the run was doing when interrupted, and how to stop listening. */
export interface InterruptWatch {
  /** {@link RunActivity.describe} at the moment of the interrupt ("" before one). */
  doing(): string;
  stop(): void;
}

/**
 * Aborts `session` when `signal` aborts, noting first what the run was
 * doing (once aborted, its tool has ended and its stream stopped).
 */
export function abortOnInterrupt(
  session: { abort(): void },
  signal: AbortSignal | undefined,
  activity: RunActivity,
): InterruptWatch {
  let doing = "";
  const abort = (): void => {
    doing = activity.describe();
    session.abort();
  };
  signal?.addEventListener("abort", abort, { once: true });
  return {
    doing: () => doing,
    stop: () => signal?.removeEventListener("abort", abort),
  };
}
