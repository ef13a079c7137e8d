import { afterEach, describe, expect, it, vi } from "vitest";
import { frameChunks } from "../../testing/replay-server.js";
import { useAdapterHarness } from "../test-support/adapter-harness.js";
import { HI } from "../test-support/adapter-test-kit.js";
import { streamOpenAIResponses } from "./stream.js";

const adapter = useAdapterHarness("openai-responses", streamOpenAIResponses);

afterEach(() => {
  vi.unstubAllEnvs();
});

const textEvents = frameChunks(
  [
    { type: "response.created", response: { id: "r", status: "in_progress", output: [] } },
    {
      type: "response.output_item.added",
      output_index: 0,
      item: { id: "msg", type: "message", role: "assistant", content: [] },
    },
    { type: "response.output_text.delta", item_id: "msg", output_index: 0, content_index: 0, delta: "Hel" },
    { type: "response.output_text.delta", item_id: "msg", output_index: 0, content_index: 0, delta: "lo" },
  ],
  "typed-events",
);

describe("Responses errors", () => {
  it("HTTP errors are typed: 401, 400 context overflow, 429 + retry-after, 500", async () => {
    const auth = await adapter.run({
      kind: "json",
      status: 401,
      body: {
        error: {
          message: "Incorrect API key provided",
          type: "invalid_request_error",
          param: null,
          code: "invalid_api_key",
        },
      },
    });
    expect(auth.info).toMatchObject({ kind: "auth", status: 401 });
    const overflow = await adapter.run({
      kind: "json",
      status: 400,
      body: {
        error: {
          message: "Your input exceeds the context window of this model. Please adjust your input and try again.",
          type: "invalid_request_error",
          param: "input",
          code: "context_length_exceeded",
        },
      },
    });
    expect(overflow.info).toMatchObject({ kind: "context_overflow", status: 400 });
    const limited = await adapter.run({
      kind: "json",
      status: 429,
      headers: { "retry-after": "1" },
      body: { error: { message: "Rate limit reached", type: "requests", code: "rate_limit_exceeded" } },
    });
    expect(limited.info).toMatchObject({ kind: "rate_limit", retryAfterMs: 1000 });
    const failed = await adapter.run({
      kind: "json",
      status: 500,
      body: { error: { message: "oops", type: "server_error" } },
    });
    expect(failed.info).toMatchObject({ kind: "unknown", retryable: true, status: 500 });
    expect(adapter.server().requests).toHaveLength(4);
  });

  it("connection reset mid-stream → network, partial text kept", async () => {
    const { message, info } = await adapter.run({ kind: "reset-after", events: textEvents, afterIndex: 2 });
    expect(info?.kind).toBe("network");
    expect(message.content).toEqual([{ type: "text", text: "Hel", textSignature: "msg" }]);
  });

  it("abort mid-stream → aborted", async () => {
    const { message } = await adapter.runAborting("text_delta", { kind: "hang", events: textEvents });
    expect(message.stopReason).toBe("aborted");
    expect(message.error?.kind).toBe("aborted");
  });

  it("timeout while the stream stalls", async () => {
    const { info, message } = await adapter.run({ kind: "hang", events: textEvents }, { options: { timeoutMs: 150 } });
    expect(info?.kind).toBe("timeout");
    expect(message.content).toEqual([{ type: "text", text: "Hello", textSignature: "msg" }]);
  });

  it("missing API key → auth error naming OPENAI_API_KEY", async () => {
    vi.stubEnv("OPENAI_API_KEY", "");
    const message = await streamOpenAIResponses(adapter.model({ baseUrl: "http://192.0.2.1/v1" }), HI, {
      timeoutMs: 2000,
    }).result();
    expect(message.errorMessage).toContain("OPENAI_API_KEY");
    expect(message.error?.kind).toBe("auth");
  });
});
