import type { Context } from "../../context.js";
import type { Model } from "../../model.js";
import { ProviderError } from "../../provider-error.js";
import { SchemaAdaptationError } from "../../schema/schema-adaptation-error.js";
import type { StreamOptions } from "../../stream-options.js";
import { transformMessages } from "../../transform/transform-messages.js";
import type { AdapterRun } from "./run-adapter.js";

/** Builds one provider's request body from an already adapted context. */
export type RequestBuilder<T> = (model: Model, context: Context, options: StreamOptions) => T;

/**
 * The request prologue every adapter shares: adapts the history to
 * `run.model` (it may come from other providers and models, see
 * `transformMessages`), builds the request with `build`, then applies
 * `options.onPayload` through `run.preparePayload`.
 *
 * @throws ProviderError of kind `invalid_request` when a tool schema cannot
 *   be expressed for the provider (`SchemaAdaptationError`), before any
 *   request is sent; `runAdapter` ends the stream with it.
 *
 * @example
 * const request = await prepareRequest(run, buildAnthropicRequest);
 */
export async function prepareRequest<T>(run: AdapterRun, build: RequestBuilder<T>): Promise<T> {
  const { model, context, options } = run;
  let request: T;
  try {
    request = build(model, { ...context, messages: transformMessages(context.messages, model) }, options);
  } catch (error) {
    if (error instanceof SchemaAdaptationError) {
      throw new ProviderError(
        { kind: "invalid_request", provider: model.provider, message: error.message },
        { cause: error },
      );
    }
    throw error;
  }
  return run.preparePayload(request);
}
