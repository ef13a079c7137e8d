import type { Context } from "../../context.js";
import type { AssistantMessageEventStream } from "../../event-stream.js";
import type { Model } from "../../model.js";
import type { ProviderError } from "../../provider-error.js";
import type { StreamOptions } from "../../stream-options.js";
import { mapSdkError } from "./map-sdk-error.js";
import { type AdapterRun, runAdapter } from "./run-adapter.js";

/** An SDK client ready for one request, and the error mapper that knows its SDK's classes. */
export interface AdapterClient<C> {
  client: C;
  /** Maps what the SDK throws into a typed `ProviderError`. */
  mapError: (error: unknown) => ProviderError;
}

/**
 * Builds an adapter's SDK client for one request (each adapter's
 * `client.ts`): resolves the key first (a missing key fails before the SDK
 * is loaded), loads the SDK lazily, points it at `model.baseUrl` with the
 * merged headers, `maxRetries: 0` and the request timeout.
 */
export type CreateAdapterClient<C> = (model: Model, options: StreamOptions) => Promise<AdapterClient<C>>;

/** The body of an adapter: like `AdapterBody`, with the request's client. */
export type ClientAdapterBody<C> = (run: AdapterRun, client: C) => Promise<void>;

/**
 * {@link runAdapter} with the adapter's client: creates it first, then runs
 * `body`, and maps what the body throws with the error mapper of the SDK
 * that was loaded (before that, with plain `mapSdkError`, naming the URL).
 * Every built-in adapter is one call of this:
 *
 * @example
 * export const streamMyApi: StreamFunction = (model, context, options) =>
 *   runClientAdapter(model, context, options, createMyClient, async (run, client) => {
 *     const request = await prepareRequest(run, buildMyRequest);
 *     const stream = await client.stream(request, { signal: run.signal });
 *     const mapper = new MyStreamMapper(model, run.builder);
 *     for await (const event of stream) {
 *       run.heartbeat();
 *       mapper.handle(event);
 *     }
 *     mapper.finish();
 *   });
 */
export function runClientAdapter<C>(
  model: Model,
  context: Context,
  options: StreamOptions | undefined,
  createClient: CreateAdapterClient<C>,
  body: ClientAdapterBody<C>,
): AssistantMessageEventStream {
  let mapError = (error: unknown): ProviderError =>
    mapSdkError(error, { provider: model.provider, url: model.baseUrl });
  return runAdapter(
    model,
    context,
    options,
    async (run) => {
      const handle = await createClient(model, run.options);
      mapError = handle.mapError;
      await body(run, handle.client);
    },
    { mapError: (error) => mapError(error) },
  );
}
