import type OpenAI from "openai";
import type { Context } from "../../context.js";
import type { AssistantMessageEventStream } from "../../event-stream.js";
import type { Model } from "../../model.js";
import type { ProviderError } from "../../provider-error.js";
import type { StreamOptions } from "../../stream-options.js";
import { mapSdkError } from "./map-sdk-error.js";
import { createOpenAIClient } from "./openai-client.js";
import { type AdapterRun, runAdapter } from "./run-adapter.js";

/** The body of an OpenAI adapter: like `AdapterBody`, with the request's `openai` client. */
export type OpenAIAdapterBody = (run: AdapterRun, client: OpenAI) => Promise<void>;

/**
 * {@link runAdapter} for the two OpenAI adapters: creates the client first
 * (see `createOpenAIClient`: a missing key or SDK fails before any request)
 * and maps what the body throws with the error classes of the SDK that was
 * loaded (before it is loaded, with plain `mapSdkError`).
 *
 * @example
 * export const streamOpenAIResponses: StreamFunction = (model, context, options) =>
 *   runOpenAIAdapter(model, context, options, async (run, client) => {
 *     const stream = await client.responses.create(await prepareRequest(run, buildResponsesRequest), { signal: run.signal });
 *     // … feed the stream into run.builder …
 *   });
 */
export function runOpenAIAdapter(
  model: Model,
  context: Context,
  options: StreamOptions | undefined,
  body: OpenAIAdapterBody,
): AssistantMessageEventStream {
  let mapError = (error: unknown): ProviderError =>
    mapSdkError(error, { provider: model.provider, url: model.baseUrl });
  return runAdapter(
    model,
    context,
    options,
    async (run) => {
      const handle = await createOpenAIClient(model, run.options);
      mapError = handle.mapError;
      await body(run, handle.client);
    },
    { mapError: (error) => mapError(error) },
  );
}
