import type { AgentSessionEvent, ThinkingLevelChangedEvent } from "../agent-session/session-events.js";

export type { ThinkingLevelChangedEvent };

/** The steering or follow-up queue changed; both fields hold the whole current queue (message texts). */
export interface QueueUpdateEvent {
  type: "queue_update";
  steering: string[];
  followUp: string[];
}

/**
 * The runtime will not continue by itself: the prompt's run, its retries,
 * compaction and queued messages are over. `aborted` when it ended by an abort.
 */
export interface AgentSettledEvent {
  type: "agent_settled";
  aborted: boolean;
}

/** The session's display name changed (`name` absent: cleared). */
export interface SessionInfoChangedEvent {
  type: "session_info_changed";
  name?: string;
}

/**
 * The runtime now drives another session: a new one, one opened by
 * `switchSession`, or a fork. Keel's own event (pi has none); front ends
 * reload the transcript when they see it.
 */
export interface SessionChangedEvent {
  type: "session_changed";
  reason: "new" | "resume" | "fork";
  sessionId: string;
  /** The session file, absent for a session kept in memory. */
  sessionFile?: string;
}

/** Everything a {@link SessionRuntime} emits: its session's events plus the runtime's own. */
export type RuntimeEvent =
  | AgentSessionEvent
  | QueueUpdateEvent
  | AgentSettledEvent
  | SessionInfoChangedEvent
  | SessionChangedEvent;

/** Receives runtime events. Contract: should not throw (a throw is reported, never fatal). */
export type RuntimeListener = (event: RuntimeEvent) => void | Promise<void>;
