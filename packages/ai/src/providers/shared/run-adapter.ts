import { AssistantMessageBuilder } from "../../assistant-message-builder.js";
import type { Context } from "../../context.js";
import { AssistantMessageEventStream } from "../../event-stream.js";
import type { Model } from "../../model.js";
import { ProviderError } from "../../provider-error.js";
import type { StreamOptions } from "../../stream-options.js";
import { requestTimeoutMs } from "./request-timeout.js";
import { streamEndedEarly } from "./stream-ended.js";

/** What an adapter body receives from {@link runAdapter}. */
export interface AdapterRun {
  readonly model: Model;
  readonly context: Context;
  readonly options: StreamOptions;
  /** Drives the normalized events; the body calls `finish(...)` on success. */
  readonly builder: AssistantMessageBuilder;
  /**
   * Aborted when the caller aborts `options.signal` or the timeout fires.
   * Pass it to the SDK request so the connection is dropped.
   */
  readonly signal: AbortSignal;
  /** Restarts the idle timeout. Call it whenever data arrives (each chunk or event). */
  heartbeat(): void;
  /**
   * Runs `options.onPayload(payload, model)` and returns the body to send:
   * the replacement it returned, or `payload` itself when it returned `undefined`.
   */
  preparePayload<T>(payload: T): Promise<T>;
}

/** Options of {@link runAdapter}. */
export interface RunAdapterConfig {
  /**
   * Turns whatever the body threw into a typed error (usually
   * `(e) => mapSdkError(e, { provider, classes })`). Without it, only
   * `ProviderError`s keep their kind; anything else becomes `unknown`.
   */
  mapError?: (error: unknown) => ProviderError;
  /** Clock for the message timestamp. */
  now?: () => number;
}

/**
 * The body of an adapter: send the request, feed the stream into
 * `run.builder`, and call `run.builder.finish(stopReason)` at the end.
 *
 * Contract: to fail, throw (a `ProviderError` for a failure the adapter
 * classified itself, e.g. a content filter or a mid-stream error event, or
 * the SDK's own error). Returning without finishing means the stream ended
 * early and is reported as a `network` error.
 */
export type AdapterBody = (run: AdapterRun) => Promise<void>;

/**
 * Runs an adapter body and returns its event stream. Everything adapters
 * would otherwise each re-implement lives here:
 *
 * - the `AssistantMessageEventStream` and its `AssistantMessageBuilder`;
 * - abort: when `options.signal` aborts (before or during the request),
 *   the stream ends at once with `stopReason: "aborted"` and the SDK's
 *   request is cancelled through `run.signal`;
 * - timeout: `options.timeoutMs` is an idle timeout — the longest wait for
 *   the response to start and then between two pieces of data (restarted by
 *   `run.heartbeat()`), so a long healthy stream is never cut. On expiry
 *   the stream ends with an error of kind `timeout`;
 * - `options.onPayload`, through `run.preparePayload` (a hook that throws
 *   ends the stream with an `invalid_request` error saying so; nothing is sent);
 * - failures: anything thrown ends the stream with `error` (or `aborted`),
 *   never with an exception; the typed error is the final message's
 *   `error` (plain data: `message.error.kind`, `retryable`, …).
 *
 * The body starts on a later microtask, so the stream is returned first.
 *
 * @example
 * export const streamMyApi: StreamFunction = (model, context, options) =>
 *   runAdapter(model, context, options, async (run) => {
 *     const body = await run.preparePayload(buildBody(run.context));
 *     for await (const chunk of sdk.stream(body, { signal: run.signal })) { run.heartbeat(); handle(chunk, run.builder); }
 *     run.builder.finish("stop");
 *   }, { mapError: (e) => mapSdkError(e, { provider: model.provider }) });
 */
export function runAdapter(
  model: Model,
  context: Context,
  options: StreamOptions | undefined,
  body: AdapterBody,
  config: RunAdapterConfig = {},
): AssistantMessageEventStream {
  const out = new AssistantMessageEventStream();
  const builder = new AssistantMessageBuilder(model, out, config.now);
  const opts = options ?? {};
  const controller = new AbortController();
  const userSignal = opts.signal;
  const timeoutMs = requestTimeoutMs(opts);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fail = (error: ProviderError): void => {
    if (builder.isEnded) return;
    builder.fail(error.toInfo());
  };
  const cleanup = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    userSignal?.removeEventListener("abort", onAbort);
  };
  const stop = (error: ProviderError): void => {
    cleanup();
    fail(error);
    if (!controller.signal.aborted) controller.abort(error);
  };
  function onAbort(): void {
    stop(new ProviderError({ kind: "aborted", provider: model.provider, message: "The request was aborted." }));
  }
  const onTimeout = (): void => {
    stop(
      new ProviderError({
        kind: "timeout",
        provider: model.provider,
        message: `The request timed out: no data from ${model.provider} for ${timeoutMs} ms.`,
      }),
    );
  };
  const heartbeat = (): void => {
    if (timeoutMs === undefined || builder.isEnded) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(onTimeout, timeoutMs);
  };

  const run: AdapterRun = {
    model,
    context,
    options: opts,
    builder,
    signal: controller.signal,
    heartbeat,
    async preparePayload<T>(payload: T): Promise<T> {
      if (!opts.onPayload) return payload;
      let replaced: unknown;
      try {
        replaced = await opts.onPayload(payload, model);
      } catch (error) {
        // A bug in the caller's hook: say so, and do not let the retry policy repeat it.
        const reason = error instanceof Error ? error.message : String(error);
        throw new ProviderError(
          {
            kind: "invalid_request",
            retryable: false,
            provider: model.provider,
            message: `options.onPayload threw before the request was sent: ${reason}`,
          },
          { cause: error },
        );
      }
      return replaced === undefined ? payload : (replaced as T);
    },
  };

  if (userSignal?.aborted) {
    onAbort();
    return out;
  }
  userSignal?.addEventListener("abort", onAbort, { once: true });
  heartbeat();

  void Promise.resolve()
    .then(() => body(run))
    .then(
      () => {
        if (!builder.isEnded) {
          fail(streamEndedEarly(model.provider));
        }
      },
      (error: unknown) => {
        if (builder.isEnded) return; // already aborted or timed out; this is the SDK noticing
        fail(toProviderError(error, config.mapError, model.provider));
      },
    )
    .finally(cleanup);
  return out;
}

function toProviderError(
  error: unknown,
  mapError: ((error: unknown) => ProviderError) | undefined,
  provider: string,
): ProviderError {
  if (error instanceof ProviderError) return error;
  try {
    if (mapError) return mapError(error);
  } catch {
    // A mapper that throws must not turn a failure into an unhandled rejection.
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError({ kind: "unknown", provider, message }, { cause: error });
}
