import type { RunnerOutcome } from "../runner/runner-protocol.js";

/** How many attempts a job gets and how long a retry waits. Durations are milliseconds. */
export interface AttemptPolicy {
  /** Attempts per job (stalls count), then it is failed. */
  readonly attempts: number;
  /** First retry delay; doubled each counted attempt. */
  readonly backoffMs: number;
}

/** What the worker does with an attempt's outcome. */
export type AttemptDecision =
  /** The job's one result: recorded, and the job leaves the queue. */
  | { kind: "record"; state: "completed" | "cancelled" | "failed"; reason?: string }
  /** The job waits `delayMs` and runs again; `countAttempt: false` gives the attempt back. */
  | { kind: "retry"; delayMs: number; countAttempt: boolean; reason: string };

/**
 * Decides what follows the `started`-th attempt of a job (1-based). A
 * rate-limited job waits as long as the provider asked (or one backoff)
 * without the attempt counting; a retryable failure waits an exponential
 * backoff while attempts remain; everything else is the job's result.
 */
export function decideAttempt(outcome: RunnerOutcome, started: number, policy: AttemptPolicy): AttemptDecision {
  switch (outcome.kind) {
    case "completed":
      return outcome.warning
        ? { kind: "record", state: "completed", reason: outcome.warning }
        : { kind: "record", state: "completed" };
    case "cancelled":
      return { kind: "record", state: "cancelled", reason: outcome.reason };
    case "rate_limited":
      return {
        kind: "retry",
        delayMs: outcome.retryAfterMs ?? policy.backoffMs,
        countAttempt: false,
        reason: outcome.reason,
      };
    case "failed":
      if (outcome.retryable && started < policy.attempts)
        return {
          kind: "retry",
          delayMs: policy.backoffMs * 2 ** (started - 1),
          countAttempt: true,
          reason: outcome.reason,
        };
      return {
        kind: "record",
        state: "failed",
        reason: outcome.retryable ? `failed after ${started} attempts: ${outcome.reason}` : outcome.reason,
      };
    default: {
      const unreachable: never = outcome;
      throw new Error(`unknown runner outcome ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * Whether the `started`-th attempt may run: `undefined` when it may, else
 * why the job is given up (more attempts started than the policy allows —
 * stalls, crashed workers — with the last attempt's reason).
 */
export function giveUpReason(started: number, policy: AttemptPolicy, lastReason: string | null): string | undefined {
  if (started <= policy.attempts) return undefined;
  return `gave up after ${policy.attempts} attempts; the last one: ${lastReason ?? "the worker running it stopped"}`;
}
