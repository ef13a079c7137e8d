import type { AgentEvent } from "@keel/agent-core";
import type { ProviderErrorKind, ThinkingLevel } from "@keel/ai";
import type { CompactionReason } from "../compaction/compaction-preparation.js";
import type { PermissionDecisionEvent } from "../permissions/permission-record.js";

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

/** Everything an {@link AgentSession} emits: the agent's events plus the session's own. */
export type AgentSessionEvent =
  | AgentEvent
  | RetryScheduledEvent
  | RetryEndEvent
  | CompactionStartEvent
  | CompactionEndEvent
  | PermissionDecisionEvent
  | ThinkingLevelChangedEvent;

/** Receives session events. Contract: should not throw (a throw is reported, never fatal). */
export type AgentSessionListener = (event: AgentSessionEvent) => void | Promise<void>;
