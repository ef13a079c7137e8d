import type { AgentEvent } from "@keel/agent-core";
import type { ProviderErrorKind, ThinkingLevel } from "@keel/ai";
import type { CompactionReason } from "../compaction/compaction-preparation.js";
import type { PermissionDecisionEvent } from "../permissions/permission-record.js";
import type { CheckpointEntry } from "../session/session-schema.js";

/** A retry of a failed response is about to happen after `delayMs`. */
export interface RetryScheduledEvent {
  type: "retry_scheduled";
  /** 1 for the first retry. */
  attempt: number;
  /** The most retries this run will make (`retry.maxRetries`). */
  maxAttempts: number;
  /** The wait before the retry: the server's `retry-after`, or backoff. */
  delayMs: number;
  /** The typed kind of the failure being retried. */
  errorKind: ProviderErrorKind;
  /** The failure, for display. */
  errorMessage: string;
}

/** The retries of a run are over: the last attempt succeeded, failed for good, or was aborted. */
export interface RetryEndEvent {
  type: "retry_end";
  success: boolean;
  /** Retries made. */
  attempts: number;
  /** Why the last attempt failed, when `success` is false. */
  finalError?: string;
}

/** A compaction began: asked for (`manual`), near the window (`threshold`) or after a context overflow. */
export interface CompactionStartEvent {
  type: "compaction_start";
  reason: CompactionReason;
  /** What the user asked the summary to keep (`/compact <instructions>`, RPC `compact`), when given. */
  customInstructions?: string;
}

/** A compaction ended: its result, or why there is none. */
export interface CompactionEndEvent {
  type: "compaction_end";
  reason: CompactionReason;
  result?: { summary: string; firstKeptEntryId: string; tokensBefore: number; tokensAfter: number };
  aborted: boolean;
  /** True when an overflowed request is retried after this compaction. */
  willRetry: boolean;
  errorMessage?: string;
}

/** The thinking level changed (by the runtime, a UI, RPC or an extension: the same event from each). */
export interface ThinkingLevelChangedEvent {
  type: "thinking_level_changed";
  level: ThinkingLevel;
}

/** A lifecycle hook command started (JSON and RPC modes show it; see docs/hooks.md). */
export interface HookStartedEvent {
  type: "hook_started";
  /** `PreToolUse`, `Stop`, … */
  hookEventName: string;
  command: string;
  /** The settings file it is configured in. */
  source: string;
  /** The tool call it runs for (tool events). */
  toolCallId?: string;
}

/** A lifecycle hook command finished. */
export interface HookFinishedEvent {
  type: "hook_finished";
  hookEventName: string;
  command: string;
  source: string;
  toolCallId?: string;
  /** `null` when it was killed (timeout, interrupt) or did not start. */
  exitCode: number | null;
  durationMs: number;
  /** success (exit 0), blocked (exit 2 or a blocking decision), error (anything else: the run goes on). */
  outcome: "success" | "blocked" | "error";
  timedOut: boolean;
  /** The first 64 KB of its stdout (empty when it asked `suppressOutput`) and stderr. */
  stdout: string;
  stderr: string;
  stdoutBytes: number;
  stderrBytes: number;
  /** What the user should see: a failure, a `systemMessage`, a `stopReason`, a blocked prompt's reason. */
  message?: string;
  /** True when this hook ended the prompt or the run (a blocked prompt, `continue: false`). */
  stopsRun?: boolean;
}

/**
 * A checkpoint of the project's files was recorded (JSON and RPC modes
 * write it; see docs/checkpoints.md): the `checkpoint` session entry that
 * names it, why it was taken, and the files it left out.
 */
export interface CheckpointCreatedEvent {
  type: "checkpoint_created";
  /** The `checkpoint` session entry. */
  entryId: string;
  /** `turn_start`, `turn_end`, `before_rewind` or `rewind`. */
  trigger: CheckpointEntry["trigger"];
  /** The user message entry of the turn (or the entry a rewind went to). */
  turnEntryId?: string;
  /** The snapshot id in the project's shadow store. */
  snapshot: string;
  /** Files left out for being larger than `checkpoints.maxFileBytes`. */
  skipped: string[];
}

/** Everything an {@link AgentSession} emits: the agent's events plus the session's own. */
export type AgentSessionEvent =
  | AgentEvent
  | RetryScheduledEvent
  | RetryEndEvent
  | CompactionStartEvent
  | CompactionEndEvent
  | PermissionDecisionEvent
  | ThinkingLevelChangedEvent
  | CheckpointCreatedEvent
  | HookStartedEvent
  | HookFinishedEvent;

/** Receives session events. Contract: should not throw (a throw is reported, never fatal). */
export type AgentSessionListener = (event: AgentSessionEvent) => void | Promise<void>;
