import type { Context } from "./context.js";
import { errorMessageFor } from "./empty-assistant-message.js";
import { AssistantMessageEventStream } from "./event-stream.js";
import type { AssistantMessage } from "./messages.js";
import type { Api, Model } from "./model.js";
import type { ProviderErrorInfo } from "./provider-error.js";
import { adapterLoadFailure, type BuiltinAdapter, builtinAdapter, builtinApis } from "./providers/builtin.js";
import { withRetry } from "./retry/with-retry.js";
import type { LazyStreamFunction, StreamFunction } from "./stream-function.js";
import type { StreamOptions } from "./stream-options.js";

const registered = new Map<string, StreamFunction>();
const lazy = new Map<string, LazyStreamFunction>();

/**
 * Registers the adapter for a wire API, replacing any earlier one.
 * Returns a function that removes it again.
 *
 * @example
 * const unregister = registerProvider("my-api", (model, context, options) => myStream(model, context, options));
 */
export function registerProvider(api: Api, streamFn: StreamFunction): () => void {
  registered.set(api, streamFn);
  return () => {
    if (registered.get(api) === streamFn) registered.delete(api);
  };
}

/** Registers an adapter that is loaded on first use (used for the built-in SDK adapters). */
export function registerLazyProvider(api: Api, load: LazyStreamFunction): void {
  lazy.set(api, load);
}

/** Wire APIs with an adapter: registered ones, then the built-in ones. */
export function getRegisteredApis(): Api[] {
  return [...new Set([...registered.keys(), ...lazy.keys(), ...builtinApis()])];
}

/**
 * A stream that immediately ends with the given error: `start`, then
 * `error` with a failed message. `failure` is the typed error (the message's
 * `error`, its text the `errorMessage`) or just a text, recorded as an
 * `unknown` error that is not retryable (`aborted` with `stopReason` `aborted`).
 *
 * @example
 * if (!apiKey) return failedStream(model, { kind: "auth", message: "Set MY_API_KEY.", retryable: false });
 */
export function failedStream(
  model: Model,
  failure: string | ProviderErrorInfo,
  stopReason?: "error" | "aborted",
): AssistantMessageEventStream {
  const out = new AssistantMessageEventStream();
  pushFailure(out, errorMessageFor(model, failure, stopReason));
  return out;
}

/** Ends `out` with `start` (unless one was already sent) and `error`. */
function pushFailure(out: AssistantMessageEventStream, error: AssistantMessage, started = false): void {
  if (!started) out.push({ type: "start", partial: error });
  out.push({ type: "error", reason: error.stopReason === "aborted" ? "aborted" : "error", error });
}

/**
 * Forwards `source` into `target`. A source that breaks its contract and
 * throws while being read still ends `target` with an `error` event.
 */
function pipe(model: Model, source: AssistantMessageEventStream, target: AssistantMessageEventStream): void {
  let started = false;
  (async () => {
    for await (const event of source) {
      started = true;
      target.push(event);
    }
    target.end(await source.result());
  })().catch((error: unknown) => {
    if (target.isDone) return;
    const reason = error instanceof Error ? error.message : String(error);
    const text = `Provider adapter for "${model.api}" failed while streaming: ${reason}`;
    pushFailure(target, errorMessageFor(model, text), started);
  });
}

/**
 * Streams one assistant response from `model`, dispatching on `model.api`:
 * a registered adapter, else a lazily registered one, else the built-in
 * adapter for that API (loaded on first use). Never throws: failures end
 * the stream with an `error` event.
 *
 * Retryable failures before any content (rate limits, overload, network
 * errors, 5xx) are retried with backoff — see `withRetry`; tune it with
 * `options.maxRetries` (0 disables it) and `options.maxRetryDelayMs`.
 *
 * @example
 * const s = stream(model, { messages: [{ role: "user", content: "hi", timestamp: Date.now() }] });
 * for await (const e of s) if (e.type === "text_delta") process.stdout.write(e.delta);
 * const message = await s.result();
 */
export function stream(model: Model, context: Context, options?: StreamOptions): AssistantMessageEventStream {
  const fn = streamFunctionFor(model.api);
  if (!fn) {
    return failedStream(model, {
      kind: "invalid_request",
      retryable: false,
      provider: model.provider,
      message:
        `No provider adapter is registered for api "${model.api}" (model ${model.provider}/${model.id}). ` +
        `Register one with registerProvider("${model.api}", streamFn).`,
    });
  }
  if (options?.maxRetries === 0) return fn(model, context, options);
  return withRetry(fn)(model, context, options);
}

/** The adapter for `api`, wrapped so that it never throws. */
function streamFunctionFor(api: Api): StreamFunction | undefined {
  const direct = registered.get(api);
  if (direct) return (model, context, options) => safeCall(direct, model, context, options);
  const custom = lazy.get(api);
  if (custom) return lazyStreamFunction(custom);
  const builtin = builtinAdapter(api);
  return builtin ? lazyStreamFunction(builtin.load, builtin) : undefined;
}

function lazyStreamFunction(load: LazyStreamFunction, builtin?: BuiltinAdapter): StreamFunction {
  return (model, context, options) => {
    const out = new AssistantMessageEventStream();
    load().then(
      (fn) => pipe(model, safeCall(fn, model, context, options), out),
      (error: unknown) => {
        const text = builtin
          ? adapterLoadFailure(model.api, builtin, error)
          : `Provider adapter for "${model.api}" could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
        pushFailure(
          out,
          errorMessageFor(model, {
            kind: "invalid_request",
            retryable: false,
            provider: model.provider,
            message: text,
          }),
        );
      },
    );
    return out;
  };
}

function safeCall(
  fn: StreamFunction,
  model: Model,
  context: Context,
  options?: StreamOptions,
): AssistantMessageEventStream {
  try {
    return fn(model, context, options);
  } catch (error) {
    return failedStream(
      model,
      `Provider adapter for "${model.api}" threw: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Like {@link stream}, but resolves to the final message only. Never rejects. */
export function complete(model: Model, context: Context, options?: StreamOptions): Promise<AssistantMessage> {
  return stream(model, context, options).result();
}
