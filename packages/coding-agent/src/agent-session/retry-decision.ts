import { type AssistantMessage, isRetryableByDefault } from "@keel/ai";
import type { RetrySettings } from "../settings/settings-schema.js";

/** Whether and when to retry a failed response; decided from its typed `error`, never its text. */
export type RetryDecision =
  | { retry: true; delayMs: number }
  | { retry: false; reason: "not_failed" | "disabled" | "not_retryable" | "exhausted" | "wait_too_long" };

/**
 * Decides the retry of a run's final assistant message.
 *
 * - Only a message with `stopReason: "error"` and a typed `error` the
 *   default policy calls retryable (rate limits, overload, network, 5xx;
 *   never auth, invalid requests, context overflow, aborts) is retried.
 * - `attempt` counts retries already made (0 before the first).
 * - The wait is the server's `retry-after` when it sent one (a wait longer
 *   than `maxDelayMs` is not retried: it says so instead of hanging), else
 *   exponential backoff `baseDelayMs × 2^attempt`, capped at `maxDelayMs`,
 *   with up to 20 % jitter below it.
 */
export function decideRetry(
  message: AssistantMessage,
  attempt: number,
  settings: RetrySettings,
  random: () => number = Math.random,
): RetryDecision {
  if (message.stopReason !== "error" || message.error === undefined) return { retry: false, reason: "not_failed" };
  if (!settings.enabled) return { retry: false, reason: "disabled" };
  if (!isRetryableByDefault(message.error)) return { retry: false, reason: "not_retryable" };
  if (attempt >= settings.maxRetries) return { retry: false, reason: "exhausted" };
  const requested = message.error.retryAfterMs;
  if (requested !== undefined) {
    return requested > settings.maxDelayMs
      ? { retry: false, reason: "wait_too_long" }
      : { retry: true, delayMs: requested };
  }
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** attempt);
  const jitter = 1 - 0.2 * Math.max(0, Math.min(1, random()));
  return { retry: true, delayMs: Math.round(ceiling * jitter) };
}
