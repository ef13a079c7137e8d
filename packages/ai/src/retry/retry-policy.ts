import type { AssistantMessage } from "../messages.js";
import type { ProviderErrorInfo, ProviderErrorKind } from "../provider-error.js";

/** One retry about to happen, for progress displays ("rate limited, retrying in 2 s"). */
export interface RetryEvent {
  /** 1 for the first retry, 2 for the second… */
  attempt: number;
  /** How long the policy waits before retrying. */
  delayMs: number;
  /** Why the previous attempt failed. */
  error: ProviderErrorInfo;
  /** The failed attempt's message (never forwarded to the caller). */
  message: AssistantMessage;
}

/** How {@link withRetry} retries. Every field is optional. */
export interface RetryPolicy {
  /** Retries after the first attempt. Default 2. `StreamOptions.maxRetries` overrides it per request. */
  maxRetries?: number;
  /** First backoff ceiling. Default 1000 ms. */
  baseDelayMs?: number;
  /** Growth of the backoff ceiling per retry. Default 2. */
  factor?: number;
  /**
   * Longest wait between attempts. Backoff is capped to it; a longer wait
   * requested by the server (`retry-after`) fails at once, naming the wait.
   * Default 60 000 ms. `StreamOptions.maxRetryDelayMs` overrides it per request.
   */
  maxRetryDelayMs?: number;
  /** Which failures are retried. Default: {@link isRetryableByDefault}. */
  shouldRetry?: (error: ProviderErrorInfo) => boolean;
  /** Waits `ms`, resolving early when `signal` aborts. Injected in tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A number in [0, 1) for full jitter. Default `Math.random`. */
  random?: () => number;
  /** Called before each wait. Contract: must not throw (a throw is ignored). */
  onRetry?: (event: RetryEvent) => void;
}

/** Defaults of {@link RetryPolicy}. */
export const DEFAULT_RETRY_POLICY = {
  maxRetries: 2,
  baseDelayMs: 1000,
  factor: 2,
  maxRetryDelayMs: 60_000,
} as const;

const RETRIED_KINDS: readonly ProviderErrorKind[] = ["rate_limit", "overloaded", "network"];

/**
 * The default retry decision: rate limits, overload, network failures and
 * any 5xx response, unless the adapter marked the error not retryable
 * (a quota that is used up is a 429 that waiting does not fix). Not retried: auth, invalid requests, context overflow,
 * aborts and timeouts (a request that hit its own deadline would only hit
 * it again).
 */
export function isRetryableByDefault(error: ProviderErrorInfo): boolean {
  if (error.kind === "aborted") return false;
  // The adapter's `retryable` wins: e.g. OpenAI's `insufficient_quota` is a 429
  // (kind rate_limit) that no amount of waiting fixes.
  if (RETRIED_KINDS.includes(error.kind)) return error.retryable;
  return error.status !== undefined && error.status >= 500 && error.status <= 599;
}

/**
 * Full-jitter exponential backoff: a uniform wait in
 * `[0, min(maxDelayMs, baseDelayMs × factor^retry))`.
 *
 * @param retry - 0 for the first retry.
 */
export function backoffDelay(
  retry: number,
  policy: { baseDelayMs: number; factor: number; maxDelayMs: number },
  random: () => number,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.factor ** retry);
  return Math.floor(Math.max(0, Math.min(1, random())) * ceiling);
}

/** Waits `ms`; resolves early (without rejecting) when `signal` aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** `1500` → `"1.5 s"`, `120000` → `"120 s"`. */
export function formatWait(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
