import type { Context } from "./context.js";
import type { AssistantMessageEventStream } from "./event-stream.js";
import type { Model } from "./model.js";
import type { StreamOptions } from "./stream-options.js";

/**
 * A provider adapter: turns one request into a stream of normalized events.
 *
 * Contract: must not throw and must not reject; every failure (network,
 * HTTP, parse, abort) ends the stream with an `error` event whose message has
 * `stopReason` `error` or `aborted`, an `errorMessage` and the typed `error`.
 *
 * Lives in its own module (types only), so the registry, the built-in
 * adapters and the retry layer can all name it without importing each other.
 */
export type StreamFunction = (model: Model, context: Context, options?: StreamOptions) => AssistantMessageEventStream;

/** Loads an adapter on first use, so its SDK is imported only when needed. */
export type LazyStreamFunction = () => Promise<StreamFunction>;
