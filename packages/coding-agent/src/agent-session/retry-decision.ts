import { type AssistantMessage, isRetryableByDefault } from "@keel/ai";
import type { RetrySettings } from "../settings/settings-schema.js";

/** Whether and when to retry a failed response; decided from its typed `error`, never its text. */
export type RetryDecision =
  | { retry: true; delayMs: number }
  | { retry: false; reason: "not_failed" | "disabled" | "not_retryable" | "exhausted" }
  | {
      retry: false;
      reason: "wait_too_long";
      /** The wait the provider asked for (`retry-after`). */
      requestedMs: number;
      /** The longest wait the settings allow (`retry.maxDelayMs`). */
      maxDelayMs: number;
    };

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
      ? { retry: false, reason: "wait_too_long", requestedMs: requested, maxDelayMs: settings.maxDelayMs }
      : { retry: true, delayMs: requested };
  }
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** attempt);
  const jitter = 1 - 0.2 * Math.max(0, Math.min(1, random()));
  return { retry: true, delayMs: Math.round(ceiling * jitter) };
}

/**
 * The error a user sees when the provider asked for a wait longer than Keel
 * waits: the provider's own error, then how long it asked for, Keel's limit
 * and what to do, e.g. `429 slow down. The provider asked to wait 1 h; Keel
 * waits at most 60 s (retry.maxDelayMs) — retry later or raise
 * retry.maxDelayMs in settings.json.`
 */
export function waitTooLongMessage(errorMessage: string, requestedMs: number, maxDelayMs: number): string {
  let head = errorMessage.trim();
  while (head.endsWith(".")) head = head.slice(0, -1).trimEnd();
  return (
    `${head === "" ? "The request failed" : head}. The provider asked to wait ${formatDuration(requestedMs)}; ` +
    `Keel waits at most ${formatDuration(maxDelayMs)} (retry.maxDelayMs) — retry later or raise ` +
    "retry.maxDelayMs in settings.json."
  );
}

/** `3_600_000` → `"1 h"`, `150_000` → `"2 min 30 s"`, `60_000` → `"60 s"`, `1500` → `"1.5 s"`. */
export function formatDuration(ms: number): string {
  const totalSeconds = ms / 1000;
  if (totalSeconds < 120) return `${Number.isInteger(totalSeconds) ? totalSeconds : totalSeconds.toFixed(1)} s`;
  const seconds = Math.round(totalSeconds);
  const parts: string[] = [];
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) parts.push(`${hours} h`);
  if (minutes > 0) parts.push(`${minutes} min`);
  if (rest > 0) parts.push(`${rest} s`);
  return parts.join(" ");
}
