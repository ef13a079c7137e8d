import type { StreamFunction } from "../../stream-function.js";
import { prepareRequest } from "../shared/prepare-request.js";
import { runClientAdapter } from "../shared/run-client-adapter.js";
import { createAnthropicClient } from "./client.js";
import type { AnthropicWireEvent } from "./events.js";
import { buildAnthropicRequest } from "./request.js";
import { AnthropicStreamMapper } from "./stream-mapper.js";

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
export const streamAnthropic: StreamFunction = (model, context, options) =>
  runClientAdapter(model, context, options, createAnthropicClient, async (run, client) => {
    const request = await prepareRequest(run, buildAnthropicRequest);
    const stream = await client.messages.create(request, { signal: run.signal });
    const mapper = new AnthropicStreamMapper(model, run.builder);
    for await (const event of stream) {
      run.heartbeat();
      mapper.handle(event as AnthropicWireEvent);
    }
    mapper.finish();
  });
