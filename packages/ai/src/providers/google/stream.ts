import type { StreamFunction } from "../../stream-function.js";
import { prepareRequest } from "../shared/prepare-request.js";
import { runClientAdapter } from "../shared/run-client-adapter.js";
import { createGoogleClient } from "./client.js";
import { buildGoogleRequest } from "./request.js";
import { GoogleStreamMapper } from "./stream-mapper.js";

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
export const streamGoogle: StreamFunction = (model, context, options) =>
  runClientAdapter(model, context, options, createGoogleClient, async (run, client) => {
    const request = await prepareRequest(run, buildGoogleRequest);
    const stream = await client.models.generateContentStream({
      ...request,
      config: { ...request.config, abortSignal: run.signal },
    });
    const mapper = new GoogleStreamMapper(model, run.builder);
    for await (const chunk of stream) {
      run.heartbeat();
      mapper.handle(chunk);
    }
    mapper.finish();
  });
