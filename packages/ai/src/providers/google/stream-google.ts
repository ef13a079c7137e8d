import type { StreamFunction } from "../../stream-function.js";
import { resolveApiKey } from "../shared/api-key.js";
import { mergeHeaders } from "../shared/headers.js";
import { loadSdk } from "../shared/load-sdk.js";
import type { HeadersLike } from "../shared/map-sdk-error.js";
import { prepareRequest } from "../shared/prepare-request.js";
import { requestTimeoutMs, timeoutOption } from "../shared/request-timeout.js";
import { runAdapter } from "../shared/run-adapter.js";
import { mapGoogleError } from "./google-errors.js";
import { buildGoogleRequest } from "./google-request.js";
import { GoogleStreamMapper } from "./google-stream-mapper.js";

/** The `@google/genai` module's type (type-only: the package is loaded lazily). */
type GoogleModule = typeof import("@google/genai");

/**
 * The `google-generative-ai` adapter: streams one response from the Gemini
 * API (`POST {model.baseUrl}/v1beta/models/{id}:streamGenerateContent?alt=sse`)
 * through the official `@google/genai` SDK, which is loaded on first use.
 *
 * - `model.baseUrl` is the host root (`https://generativelanguage.googleapis.com`);
 * - the key is `options.apiKey`, else `GEMINI_API_KEY`, else `GOOGLE_API_KEY`;
 * - headers: `model.headers` merged with `options.headers`;
 * - the SDK never retries (no `retryOptions`, `automaticContinuation: false`):
 *   the retry policy sees the typed error;
 * - `options.timeoutMs` bounds the wait for the response and every gap in the stream.
 *
 * Never throws: failures end the stream with an `error` event whose typed
 * cause is the final message's `error` (plain data).
 *
 * @example
 * const s = streamGoogle(model, { messages: [{ role: "user", content: "hi", timestamp: Date.now() }] });
 * for await (const e of s) if (e.type === "text_delta") process.stdout.write(e.delta);
 */
export const streamGoogle: StreamFunction = (model, context, options) => {
  let responseHeaders: HeadersLike | undefined;
  return runAdapter(
    model,
    context,
    options,
    async (run) => {
      const apiKey = resolveApiKey(model, run.options);
      const request = await prepareRequest(run, buildGoogleRequest);
      const sdk = await loadSdk<GoogleModule>("@google/genai", "the google-generative-ai adapter");
      const ai = new sdk.GoogleGenAI({
        apiKey,
        httpOptions: {
          baseUrl: model.baseUrl,
          headers: mergeHeaders(model.headers, run.options.headers),
          ...timeoutOption(requestTimeoutMs(run.options)),
          // Keeps the response headers, so a `retry-after` on an error response is not lost
          // (the SDK's ApiError carries only the status and body).
          fetch: async (input, init) => {
            const response = await fetch(input, init);
            responseHeaders = response.headers;
            return response;
          },
        },
      });
      const stream = await ai.models.generateContentStream({
        ...request,
        config: { ...request.config, abortSignal: run.signal },
      });
      const mapper = new GoogleStreamMapper(model, run.builder);
      for await (const chunk of stream) {
        run.heartbeat();
        mapper.handle(chunk);
      }
      mapper.end();
    },
    { mapError: (error) => mapGoogleError(error, model.provider, responseHeaders, model.baseUrl) },
  );
};
