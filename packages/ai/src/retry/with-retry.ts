import type { Context } from "../context.js";
import { errorMessageFor } from "../empty-assistant-message.js";
import { AssistantMessageEventStream } from "../event-stream.js";
import type { AssistantMessageEvent } from "../events.js";
import type { AssistantMessage } from "../messages.js";
import type { Model } from "../model.js";
import type { ProviderErrorInfo } from "../provider-error.js";
import type { StreamFunction } from "../stream-function.js";
import type { StreamOptions } from "../stream-options.js";
import {
  abortableSleep,
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  formatWait,
  isRetryableByDefault,
  type RetryPolicy,
} from "./retry-policy.js";

/** How one attempt ended. */
type Attempt =
  | { kind: "forwarded" }
  | { kind: "failed"; start: AssistantMessageEvent | undefined; message: AssistantMessage };

/**
 * Wraps a stream function with a retry policy (see {@link RetryPolicy}).
 *
 * - Retries what the adapter classified as retryable (`message.error`):
 *   by default `rate_limit`, `overloaded`, `network` and 5xx responses,
 *   at most `maxRetries` times (default 2).
 * - Waits with full-jitter exponential backoff (base 1 s, factor 2), or
 *   exactly the server's `retry-after`. Waits are capped at
 *   `maxRetryDelayMs` (default 60 s); a longer requested wait fails at
 *   once with an error naming it.
 * - Only the `start` event is held back while an attempt may still be
 *   retried: once any content (or `done`) has been forwarded, a later
 *   failure is passed on as it is and never retried.
 * - Aborting during a wait ends the stream as `aborted` at once.
 *
 * Contract: never throws; the result is a stream function like any other.
 *
 * @example
 * const streamFn = withRetry(streamAnthropic, { maxRetries: 4, onRetry: (e) => log(`retry in ${e.delayMs} ms`) });
 */
export function withRetry(streamFn: StreamFunction, policy: RetryPolicy = {}): StreamFunction {
  return (model, context, options) => {
    const out = new AssistantMessageEventStream();
    run(streamFn, model, context, options, policy, out).catch((error: unknown) => {
      // A bug in this wrapper must still end the stream as data.
      const reason = error instanceof Error ? error.message : String(error);
      fail(out, errorMessageFor(model, `Retry policy failed: ${reason}`, "error"));
    });
    return out;
  };
}

async function run(
  streamFn: StreamFunction,
  model: Model,
  context: Context,
  options: StreamOptions | undefined,
  policy: RetryPolicy,
  out: AssistantMessageEventStream,
): Promise<void> {
  const maxRetries = Math.max(0, options?.maxRetries ?? policy.maxRetries ?? DEFAULT_RETRY_POLICY.maxRetries);
  const maxDelayMs = options?.maxRetryDelayMs ?? policy.maxRetryDelayMs ?? DEFAULT_RETRY_POLICY.maxRetryDelayMs;
  const shouldRetry = policy.shouldRetry ?? isRetryableByDefault;
  const sleep = policy.sleep ?? abortableSleep;
  const random = policy.random ?? Math.random;
  const signal = options?.signal;

  for (let retry = 0; ; retry++) {
    const attempt = await forward(streamFn, model, context, options, out);
    if (attempt.kind === "forwarded") return;
    const info = attempt.message.error;
    if (retry >= maxRetries || info === undefined || signal?.aborted || !safely(() => shouldRetry(info), false)) {
      fail(out, attempt.message, attempt.start);
      return;
    }
    const delayMs =
      info.retryAfterMs !== undefined
        ? info.retryAfterMs
        : backoffDelay(
            retry,
            {
              baseDelayMs: policy.baseDelayMs ?? DEFAULT_RETRY_POLICY.baseDelayMs,
              factor: policy.factor ?? DEFAULT_RETRY_POLICY.factor,
              maxDelayMs,
            },
            random,
          );
    if (delayMs > maxDelayMs) {
      const text =
        `${attempt.message.errorMessage ?? info.message} The server asked to wait ${formatWait(delayMs)} before ` +
        `retrying, longer than the ${formatWait(maxDelayMs)} limit (maxRetryDelayMs); not retrying.`;
      fail(out, withError(attempt.message, { ...info, message: text }, "error"));
      return;
    }
    const onRetry = policy.onRetry;
    if (onRetry)
      safely(() => onRetry({ attempt: retry + 1, delayMs, error: info, message: attempt.message }), undefined);
    await sleep(delayMs, signal);
    if (signal?.aborted) {
      const aborted: ProviderErrorInfo = {
        kind: "aborted",
        message: "The request was aborted.",
        retryable: false,
        provider: model.provider,
      };
      fail(out, withError(attempt.message, aborted, "aborted"));
      return;
    }
  }
}

/**
 * Runs one attempt, forwarding its events to `out` — except `start`, which
 * is held until content (or `done`) arrives, so a failure before any
 * content can still be retried invisibly.
 */
async function forward(
  streamFn: StreamFunction,
  model: Model,
  context: Context,
  options: StreamOptions | undefined,
  out: AssistantMessageEventStream,
): Promise<Attempt> {
  let inner: AssistantMessageEventStream;
  try {
    inner = streamFn(model, context, options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      kind: "failed",
      start: undefined,
      message: errorMessageFor(model, `Provider adapter for "${model.api}" threw: ${reason}`, "error"),
    };
  }
  let start: AssistantMessageEvent | undefined;
  let committed = false;
  for await (const event of inner) {
    if (event.type === "error" && !committed) return { kind: "failed", start, message: event.error };
    if (event.type === "start" && !committed) {
      start = event;
      continue;
    }
    if (!committed && start) out.push(start);
    committed = true;
    out.push(event);
    if (event.type === "done" || event.type === "error") return { kind: "forwarded" };
  }
  // The stream ended without a final event: settle from its result.
  const message = await inner.result();
  if (!committed && (message.stopReason === "error" || message.stopReason === "aborted")) {
    return { kind: "failed", start, message };
  }
  if (!committed && start) out.push(start);
  if (message.stopReason === "error" || message.stopReason === "aborted") {
    out.push({ type: "error", reason: message.stopReason, error: message });
  } else {
    out.push({ type: "done", reason: message.stopReason, message });
  }
  return { kind: "forwarded" };
}

/**
 * Ends `out` with `message` as the error, preceded by the attempt's held
 * `start` event (or a new one: every stream begins with `start`).
 */
function fail(out: AssistantMessageEventStream, message: AssistantMessage, start?: AssistantMessageEvent): void {
  if (out.isDone) return;
  const reason = message.stopReason === "aborted" ? "aborted" : "error";
  out.push(start ?? { type: "start", partial: message });
  out.push({ type: "error", reason, error: message });
}

/** A copy of a failed message with a new typed error. */
function withError(
  message: AssistantMessage,
  info: ProviderErrorInfo,
  stopReason: "error" | "aborted",
): AssistantMessage {
  return { ...message, content: [...message.content], stopReason, errorMessage: info.message, error: { ...info } };
}

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}
