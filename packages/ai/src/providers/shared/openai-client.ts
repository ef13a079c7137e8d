import type OpenAI from "openai";
import type { Model } from "../../model.js";
import { ProviderError } from "../../provider-error.js";
import type { StreamOptions } from "../../stream-options.js";
import { resolveApiKey } from "./api-key.js";
import { mergeHeaders } from "./headers.js";
import { loadSdk } from "./load-sdk.js";
import { mapSdkError } from "./map-sdk-error.js";
import { requestTimeoutMs, timeoutOption } from "./request-timeout.js";
import type { AdapterClient } from "./run-client-adapter.js";
import { sseAlignedFetch } from "./sse-aligned-fetch.js";

/** The `openai` module's type (type-only: the package is loaded lazily). */
export type OpenAIModule = typeof import("openai");

/**
 * Builds an `openai` SDK client for one request, for the two OpenAI
 * adapters (Chat Completions and Responses):
 *
 * - the key comes from {@link resolveApiKey} first, so a missing key fails
 *   before the SDK is even loaded;
 * - `baseURL` is `model.baseUrl` (it includes `/v1`), so every
 *   OpenAI-compatible server works;
 * - headers are `model.headers` merged with `options.headers`;
 * - `maxRetries: 0` — retries belong to the retry policy, which sees the
 *   typed error;
 * - the SDK's timeout is `options.timeoutMs` (it bounds the wait for the
 *   response headers; `runAdapter` bounds the gaps in the stream);
 * - `fetch` re-cuts event streams one event per chunk
 *   ({@link sseAlignedFetch}), which keeps the SDK's own SSE parsing linear.
 */
export async function createOpenAIClient(model: Model, options: StreamOptions): Promise<AdapterClient<OpenAI>> {
  const apiKey = resolveApiKey(model, options);
  const sdk = await loadSdk<OpenAIModule>("openai", `the ${model.api} adapter`);
  const OpenAIClient = sdk.default;
  const client = new OpenAIClient({
    apiKey,
    baseURL: model.baseUrl,
    maxRetries: 0,
    defaultHeaders: mergeHeaders(model.headers, options.headers),
    fetch: sseAlignedFetch(),
    ...timeoutOption(requestTimeoutMs(options)),
  });
  const classes = {
    userAbort: sdk.APIUserAbortError,
    connectionTimeout: sdk.APIConnectionTimeoutError,
    connection: sdk.APIConnectionError,
  };
  return {
    client,
    mapError: (error) =>
      withBaseUrlHint(mapSdkError(error, { provider: model.provider, classes, url: model.baseUrl }), model),
  };
}

/**
 * A 404 from an OpenAI-compatible server almost always means `baseUrl` points
 * at the wrong path (most often a missing `/v1`) or the server does not serve
 * `model.id`: the message says so, with the URL to try.
 *
 * @example
 * withBaseUrlHint(mapSdkError(error, { provider: model.provider }), model);
 */
export function withBaseUrlHint(error: ProviderError, model: Pick<Model, "baseUrl" | "id" | "api">): ProviderError {
  if (error.status !== 404) return error;
  const path = (() => {
    try {
      return new URL(model.baseUrl).pathname.replace(/\/+$/, "");
    } catch {
      return undefined;
    }
  })();
  const endpoint = model.api === "openai-responses" ? "/responses" : "/chat/completions";
  const suggestion =
    path !== undefined && !/\/v\d+[a-z]*$/.test(path)
      ? ` Most OpenAI-compatible servers serve it under /v1: try baseUrl "${model.baseUrl.replace(/\/+$/, "")}/v1".`
      : "";
  const hint =
    `${model.baseUrl.replace(/\/+$/, "")}${endpoint} was not found: check the model's baseUrl ` +
    `(it must include the API's path prefix) and that the server serves model "${model.id}".${suggestion}`;
  const info = { ...error.toInfo(), message: `${error.message.replace(/[.\s]+$/, "")}. ${hint}` };
  return new ProviderError(info, { cause: error.cause });
}
