import type Anthropic from "@anthropic-ai/sdk";
import type { Model } from "../../model.js";
import type { StreamOptions } from "../../stream-options.js";
import { resolveApiKey } from "../shared/api-key.js";
import { mergeHeaders } from "../shared/headers.js";
import { loadSdk } from "../shared/load-sdk.js";
import { requestTimeoutMs, timeoutOption } from "../shared/request-timeout.js";
import type { AdapterClient } from "../shared/run-client-adapter.js";
import { type AnthropicModule, mapAnthropicError } from "./errors.js";

/**
 * Builds an `@anthropic-ai/sdk` client for one request: the key first (a
 * missing key fails before the SDK is loaded), `baseURL` = `model.baseUrl`
 * (the host root, without `/v1`), `model.headers` merged with
 * `options.headers`, `maxRetries: 0` (the retry policy sees the typed
 * error) and the request timeout.
 */
export async function createAnthropicClient(model: Model, options: StreamOptions): Promise<AdapterClient<Anthropic>> {
  const apiKey = resolveApiKey(model, options);
  const sdk = await loadSdk<AnthropicModule>("@anthropic-ai/sdk", "the anthropic-messages adapter");
  const client = new sdk.default({
    apiKey,
    baseURL: model.baseUrl,
    maxRetries: 0,
    defaultHeaders: mergeHeaders(model.headers, options.headers),
    ...timeoutOption(requestTimeoutMs(options)),
  });
  return { client, mapError: (error) => mapAnthropicError(error, sdk, model.provider, model.baseUrl) };
}
