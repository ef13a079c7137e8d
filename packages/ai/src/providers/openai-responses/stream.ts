import type { ResponseStreamEvent } from "openai/resources/responses/responses";
import type { StreamFunction } from "../../stream-function.js";
import { createOpenAIClient } from "../shared/openai-client.js";
import { prepareRequest } from "../shared/prepare-request.js";
import { runClientAdapter } from "../shared/run-client-adapter.js";
import { buildResponsesRequest } from "./request.js";
import { ResponsesStreamMapper } from "./stream-mapper.js";

/**
 * Streams one response from the OpenAI Responses API (or a compatible
 * server) through the official `openai` SDK pointed at `model.baseUrl`
 * (which includes `/v1`). Requests are stateless (`store: false`);
 * reasoning is carried across turns as encrypted content in
 * `thinkingSignature`.
 *
 * Never throws: failures — HTTP errors, `error` / `response.failed`
 * events mid-stream, aborts, timeouts — end the stream with an `error` (or
 * `aborted`) event, and `message.error` gives the typed error.
 *
 * @example
 * const s = streamOpenAIResponses(requireModel("openai", "gpt-6.2-sol"), context, { thinkingLevel: "medium" });
 * for await (const e of s) if (e.type === "thinking_delta") process.stdout.write(e.delta);
 */
export const streamOpenAIResponses: StreamFunction = (model, context, options) =>
  runClientAdapter(model, context, options, createOpenAIClient, async (run, client) => {
    const request = await prepareRequest(run, buildResponsesRequest);
    const stream = await client.responses.create(request, { signal: run.signal });
    const mapper = new ResponsesStreamMapper(model, run.builder);
    for await (const event of stream as AsyncIterable<ResponseStreamEvent>) {
      run.heartbeat();
      mapper.handle(event);
    }
    mapper.finish();
  });
