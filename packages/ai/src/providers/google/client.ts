import type { GoogleGenAI } from "@google/genai";
import type { Model } from "../../model.js";
import type { StreamOptions } from "../../stream-options.js";
import { resolveApiKey } from "../shared/api-key.js";
import { mergeHeaders } from "../shared/headers.js";
import { loadSdk } from "../shared/load-sdk.js";
import type { HeadersLike } from "../shared/map-sdk-error.js";
import { requestTimeoutMs, timeoutOption } from "../shared/request-timeout.js";
import type { AdapterClient } from "../shared/run-client-adapter.js";
import { mapGoogleError } from "./errors.js";

type GoogleModule = typeof import("@google/genai");

/**
 * Builds a `@google/genai` client for one request: the key first (a missing
 * key fails before the SDK is loaded), `baseUrl` = `model.baseUrl` (the
 * host root), `model.headers` merged with `options.headers` and the request
 * timeout. Its `fetch` keeps the response headers, so a `retry-after` on an
 * error response reaches the error mapper (the SDK's `ApiError` carries
 * only the status and body).
 */
export async function createGoogleClient(model: Model, options: StreamOptions): Promise<AdapterClient<GoogleGenAI>> {
  const apiKey = resolveApiKey(model, options);
  const sdk = await loadSdk<GoogleModule>("@google/genai", "the google-generative-ai adapter");
  let responseHeaders: HeadersLike | undefined;
  const client = new sdk.GoogleGenAI({
    apiKey,
    httpOptions: {
      baseUrl: model.baseUrl,
      headers: mergeHeaders(model.headers, options.headers),
      ...timeoutOption(requestTimeoutMs(options)),
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        responseHeaders = response.headers;
        return response;
      },
    },
  });
  return { client, mapError: (error) => mapGoogleError(error, model.provider, responseHeaders, model.baseUrl) };
}
