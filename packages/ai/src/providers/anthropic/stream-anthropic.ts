import type { StreamFunction } from "../../stream-function.js";
import { resolveApiKey } from "../shared/api-key.js";
import { mergeHeaders } from "../shared/headers.js";
import { loadSdk } from "../shared/load-sdk.js";
import { prepareRequest } from "../shared/prepare-request.js";
import { requestTimeoutMs, timeoutOption } from "../shared/request-timeout.js";
import { runAdapter } from "../shared/run-adapter.js";
import { type AnthropicModule, mapAnthropicError } from "./anthropic-errors.js";
import type { AnthropicWireEvent } from "./anthropic-events.js";
import { buildAnthropicRequest } from "./anthropic-request.js";
import { AnthropicStreamMapper } from "./anthropic-stream-mapper.js";

/**
 * The `anthropic-messages` adapter: streams one response from the Anthropic
 * Messages API (`POST {model.baseUrl}/v1/messages`) through the official
 * `@anthropic-ai/sdk`, which is loaded on first use.
 *
 * - `model.baseUrl` is the host root, without `/v1` (`https://api.anthropic.com`);
 * - the key is `options.apiKey`, else `ANTHROPIC_API_KEY`;
 * - headers: `model.headers` merged with `options.headers`;
 * - the SDK never retries (`maxRetries: 0`): the retry policy sees the typed error;
 * - `options.timeoutMs` bounds the wait for the response and every gap in the stream.
 *
 * Never throws: failures end the stream with an `error` event whose typed
 * cause is the final message's `error` (plain data).
 *
 * @example
 * const s = streamAnthropic(model, { messages: [{ role: "user", content: "hi", timestamp: Date.now() }] });
 * for await (const e of s) if (e.type === "text_delta") process.stdout.write(e.delta);
 */
export const streamAnthropic: StreamFunction = (model, context, options) => {
  let sdk: AnthropicModule | undefined;
  return runAdapter(
    model,
    context,
    options,
    async (run) => {
      const apiKey = resolveApiKey(model, run.options);
      const request = await prepareRequest(run, buildAnthropicRequest);
      sdk = await loadSdk<AnthropicModule>("@anthropic-ai/sdk", "the anthropic-messages adapter");
      const client = new sdk.default({
        apiKey,
        baseURL: model.baseUrl,
        maxRetries: 0,
        defaultHeaders: mergeHeaders(model.headers, run.options.headers),
        ...timeoutOption(requestTimeoutMs(run.options)),
      });
      const stream = await client.messages.create(request, { signal: run.signal });
      const mapper = new AnthropicStreamMapper(model, run.builder);
      for await (const event of stream) {
        run.heartbeat();
        if (mapper.handle(event as AnthropicWireEvent)) return;
      }
    },
    { mapError: (error) => mapAnthropicError(error, sdk, model.provider, model.baseUrl) },
  );
};
