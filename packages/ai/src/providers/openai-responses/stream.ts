import type { ResponseStreamEvent } from "openai/resources/responses/responses";
import type { ProviderError } from "../../provider-error.js";
import type { StreamFunction } from "../../provider-registry.js";
import { transformMessages } from "../../transform/transform-messages.js";
import { mapSdkError } from "../shared/map-sdk-error.js";
import { createOpenAIClient } from "../shared/openai-client.js";
import { runAdapter } from "../shared/run-adapter.js";
import { buildResponsesRequest } from "./build-request.js";
import { ResponsesStreamHandler } from "./responses-stream-handler.js";

/**
 * Streams one response from the OpenAI Responses API (or a compatible
 * server) through the official `openai` SDK pointed at `model.baseUrl`
 * (which includes `/v1`). Requests are stateless (`store: false`);
 * reasoning is carried across turns as encrypted content in
 * `thinkingSignature`.
 *
 * Never throws: failures — HTTP errors, `error` / `response.failed`
 * events mid-stream, aborts, timeouts — end the stream with an `error` (or
 * `aborted`) event, and `providerErrorOf(message)` gives the typed error.
 *
 * @example
 * const s = streamOpenAIResponses(getModel("openai", "gpt-5"), context, { thinkingLevel: "medium" });
 * for await (const e of s) if (e.type === "thinking_delta") process.stdout.write(e.delta);
 */
export const streamOpenAIResponses: StreamFunction = (model, context, options) => {
  let mapError = (error: unknown): ProviderError => mapSdkError(error, { provider: model.provider });
  return runAdapter(
    model,
    context,
    options,
    async (run) => {
      const handle = await createOpenAIClient(model, run.options);
      mapError = handle.mapError;
      const body = await run.preparePayload(
        buildResponsesRequest(
          model,
          { ...run.context, messages: transformMessages(run.context.messages, model) },
          run.options,
        ),
      );
      const stream = await handle.client.responses.create(body, { signal: run.signal });
      run.heartbeat();
      const handler = new ResponsesStreamHandler(run.builder, model);
      for await (const event of stream as AsyncIterable<ResponseStreamEvent>) {
        run.heartbeat();
        handler.handle(event);
        if (run.builder.isEnded) break; // completed: later bytes (if any) belong to nothing
      }
    },
    { mapError: (error) => mapError(error) },
  );
};
