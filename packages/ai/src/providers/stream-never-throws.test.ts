/**
 * The streaming protocol's promise, checked on every built-in adapter: a
 * stream never throws to its consumer. Whatever goes wrong — a hook that
 * throws, an abort before the request, a malformed event in the response,
 * an SDK that throws while building the request — the stream ends with one
 * `error` event and an `errorMessage` that says what happened.
 */
import { describe, expect, it, vi } from "vitest";
import type { StreamFunction } from "../stream-function.js";
import type { SseFraming } from "../testing/replay-server.js";
import { streamAnthropic } from "./anthropic/stream.js";
import { streamGoogle } from "./google/stream.js";
import { streamOpenAICompletions } from "./openai-completions/stream.js";
import { streamOpenAIResponses } from "./openai-responses/stream.js";
import { type AdapterApi, useAdapterHarness } from "./test-support/adapter-harness.js";

const ADAPTERS: [AdapterApi, StreamFunction, SseFraming][] = [
  ["openai-completions", streamOpenAICompletions, "data-only"],
  ["openai-responses", streamOpenAIResponses, "typed-events"],
  ["anthropic-messages", streamAnthropic, "typed-events"],
  ["google-generative-ai", streamGoogle, "data-only"],
];

/** One SSE frame whose data is not JSON, framed as the API frames its events. */
function malformedFrame(framing: SseFraming): string {
  const event = framing === "typed-events" ? "event: message_start\n" : "";
  return `${event}data: {not json\n\n`;
}

for (const [api, streamFn, framing] of ADAPTERS) {
  describe(`${api}: a stream never throws to its consumer`, () => {
    const adapter = useAdapterHarness(api, streamFn);

    it("an onPayload hook that throws → error naming the hook, nothing sent", async () => {
      const hook = (): never => {
        throw new Error("hook exploded");
      };
      const { types, message, info } = await adapter.runFailing(
        { kind: "json", status: 200, body: {} },
        {
          options: { onPayload: hook },
        },
      );
      expect(types).toEqual(["start", "error"]);
      expect(message.errorMessage).toBe("options.onPayload threw before the request was sent: hook exploded");
      expect(info).toMatchObject({ kind: "invalid_request", retryable: false });
      expect(adapter.server().requests).toHaveLength(0);
    });

    it("an abort before the request → aborted, nothing sent", async () => {
      const controller = new AbortController();
      controller.abort();
      const { types, message, info } = await adapter.run(undefined, { options: { signal: controller.signal } });
      expect(types).toEqual(["start", "error"]);
      expect([message.stopReason, message.errorMessage, info?.kind]).toEqual([
        "aborted",
        "The request was aborted.",
        "aborted",
      ]);
      expect(adapter.server().requests).toHaveLength(0);
    });

    it("a malformed SSE line → error saying the stream held malformed data", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {}); // the SDKs log the bad line too
      const { types, message } = await adapter.runFailing({ kind: "sse", events: [malformedFrame(framing)] });
      expect(types.at(-1)).toBe("error");
      expect(message.errorMessage).toMatch(/response stream held malformed data the SDK could not parse: .+/);
    });

    it("an SDK that throws while building the request (a base URL that is not a URL) → error saying so", async () => {
      const { types, message } = await adapter.runFailing(
        { kind: "json", status: 200, body: {} },
        {
          model: { baseUrl: "::not a url" },
        },
      );
      expect(types).toEqual(["start", "error"]);
      expect(message.errorMessage).toMatch(/request failed: Invalid URL/);
    });
  });
}
