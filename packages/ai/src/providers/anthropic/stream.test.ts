import { afterEach, describe, expect, it, vi } from "vitest";
import type { Context } from "../../context.js";
import { collectEvents } from "../../testing/collect-events.js";
import { frameChunks } from "../../testing/replay-server.js";
import { useAdapterHarness } from "../test-support/adapter-harness.js";
import { assistantMessage, HI, toolResultMessage } from "../test-support/adapter-test-kit.js";
import { streamAnthropic } from "./stream.js";

const adapter = useAdapterHarness("anthropic-messages", streamAnthropic);
afterEach(() => {
  vi.unstubAllEnvs();
});

const TEXT_STREAM = frameChunks(
  [
    { type: "message_start", message: { usage: { input_tokens: 3, output_tokens: 1 }, content: [] } },
    { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
    { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "ok" } },
    { type: "content_block_stop", index: 0 },
    { type: "message_delta", delta: { stop_reason: "end_turn" }, usage: { output_tokens: 2 } },
    { type: "message_stop" },
  ],
  "typed-events",
);

function anthropicError(type: string, message: string) {
  return { type: "error", error: { type, message } };
}

describe("streamAnthropic: request", () => {
  it("posts to {baseUrl}/v1/messages with the key, merged headers and the onPayload replacement", async () => {
    const seen: unknown[] = [];
    const { message } = await adapter.run(
      { kind: "sse", events: TEXT_STREAM },
      {
        model: { headers: { "x-model-header": "m", "x-override": "model" } },
        options: {
          headers: { "x-override": "call" },
          onPayload: (payload) => {
            seen.push(payload);
            return { ...(payload as object), metadata: { user_id: "u1" } };
          },
        },
      },
    );
    expect(message.stopReason).toBe("stop");
    const request = adapter.server().requests.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/messages");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    expect(request?.headers["x-model-header"]).toBe("m");
    expect(request?.headers["x-override"]).toBe("call");
    expect(request?.body).toMatchObject({ model: "claude-test", stream: true, metadata: { user_id: "u1" } });
    expect(seen).toHaveLength(1);
  });

  it("reads ANTHROPIC_API_KEY from the environment", async () => {
    vi.stubEnv("ANTHROPIC_API_KEY", "sk-from-env");
    adapter.server().enqueue({ kind: "sse", events: TEXT_STREAM });
    await collectEvents(streamAnthropic(adapter.model(), HI));
    expect(adapter.server().requests.at(-1)?.headers.authorization).toBe("Bearer sk-from-env");
  });

  it("fails with an auth error naming ANTHROPIC_API_KEY when no key is set, before any request", async () => {
    vi.stubEnv("ANTHROPIC_API_KEY", "");
    const before = adapter.server().requests.length;
    const { types, message } = await collectEvents(
      streamAnthropic(adapter.model({ baseUrl: "https://api.anthropic.invalid" }), HI),
    );
    expect(types).toEqual(["start", "error"]);
    expect(message.errorMessage).toContain("ANTHROPIC_API_KEY");
    expect(message.error).toMatchObject({ kind: "auth", retryable: false });
    expect(adapter.server().requests.length).toBe(before);
  });

  it("fails with invalid_request, naming tool and keyword, for a schema it cannot adapt", async () => {
    const before = adapter.server().requests.length;
    const { message } = await adapter.run(undefined, {
      context: { ...HI, tools: [{ name: "bad", description: "", parameters: { anyOf: [{ type: "string" }] } }] },
    });
    expect(message.errorMessage).toMatch(/Tool "bad".*`anyOf`/);
    expect(message.error).toMatchObject({ kind: "invalid_request" });
    expect(adapter.server().requests.length).toBe(before);
  });
});

describe("streamAnthropic: history", () => {
  it("sends a history from other providers adapted: ids sanitized, failed turns dropped, signatures kept only for itself", async () => {
    const claude = adapter.model();
    const history: Context = {
      messages: [
        { role: "user", content: "start", timestamp: 0 },
        assistantMessage({ api: "openai-responses", provider: "openai", id: "gpt-x" }, [
          { type: "toolCall", id: "call_1|fc_abc", name: "read", arguments: { path: "a" } },
        ]),
        toolResultMessage("call_1|fc_abc", "read", [{ type: "text", text: "A" }]),
        assistantMessage(claude, [{ type: "text", text: "half an answ" }], { stopReason: "aborted" }),
        assistantMessage(claude, [
          { type: "thinking", thinking: "hmm", thinkingSignature: "sig" },
          { type: "text", text: "done" },
        ]),
        { role: "user", content: "again", timestamp: 0 },
      ],
    };
    await adapter.run({ kind: "sse", events: TEXT_STREAM }, { context: history });
    const body = adapter.server().requests.at(-1)?.body as {
      messages: { role: string; content: { type: string; id?: string; tool_use_id?: string; text?: string }[] }[];
    };
    const toolUse = body.messages[1]?.content[0];
    const toolResult = body.messages[2]?.content[0];
    expect(toolUse?.type).toBe("tool_use");
    expect(toolUse?.id).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    expect(toolResult?.tool_use_id).toBe(toolUse?.id);
    expect(JSON.stringify(body)).not.toContain("half an answ");
    expect(body.messages[3]).toEqual({
      role: "assistant",
      content: [
        { type: "thinking", thinking: "hmm", signature: "sig" },
        { type: "text", text: "done" },
      ],
    });
  });
});

describe("streamAnthropic: errors", () => {
  it("401 → auth", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 401,
      body: anthropicError("authentication_error", "invalid x-api-key"),
    });
    expect(info).toMatchObject({ kind: "auth", status: 401, retryable: false });
  });

  it("400 prompt is too long → context_overflow", async () => {
    const { message, info } = await adapter.runFailing({
      kind: "json",
      status: 400,
      body: anthropicError("invalid_request_error", "prompt is too long: 208310 tokens > 200000 maximum"),
    });
    expect(info).toMatchObject({ kind: "context_overflow", status: 400, retryable: false });
    expect(message.errorMessage).toContain("prompt is too long");
  });

  it("other 400 invalid_request_error → invalid_request", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 400,
      body: anthropicError("invalid_request_error", "messages: roles must alternate"),
    });
    expect(info).toMatchObject({ kind: "invalid_request", status: 400, retryable: false });
  });

  it("429 with retry-after → rate_limit with the wait", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 429,
      body: anthropicError("rate_limit_error", "Number of request tokens has exceeded your per-minute rate limit"),
      headers: { "retry-after": "7" },
    });
    expect(info).toMatchObject({ kind: "rate_limit", status: 429, retryable: true, retryAfterMs: 7000 });
  });

  it("500 api_error → retryable", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 500,
      body: anthropicError("api_error", "Internal error"),
    });
    expect(info).toMatchObject({ status: 500, retryable: true });
  });

  it("529 overloaded_error → overloaded", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 529,
      body: anthropicError("overloaded_error", "Overloaded"),
    });
    expect(info).toMatchObject({ kind: "overloaded", status: 529, retryable: true });
  });

  it("a connection reset mid-stream → network, keeping the partial text", async () => {
    const { message } = await adapter.runFailing({ kind: "reset-after", afterIndex: 2, events: TEXT_STREAM });
    expect(message.content).toEqual([{ type: "text", text: "ok" }]);
    expect(message.error).toMatchObject({ kind: "network", retryable: true });
  });

  it("an abort mid-stream → aborted", async () => {
    const { types, message } = await adapter.runAborting("text_delta", {
      kind: "hang",
      events: TEXT_STREAM.slice(0, 3),
    });
    expect(types).toEqual(["start", "text_start", "text_delta", "error"]);
    expect(message.stopReason).toBe("aborted");
    expect(message.error).toMatchObject({ kind: "aborted" });
  });

  it("an abort before the request → aborted without a request", async () => {
    const before = adapter.server().requests.length;
    const { message } = await adapter.run(undefined, { options: { signal: AbortSignal.abort() } });
    expect(message.stopReason).toBe("aborted");
    expect(adapter.server().requests.length).toBe(before);
  });

  it("a server that stops sending → timeout", async () => {
    const { message } = await adapter.runFailing(
      { kind: "hang", events: TEXT_STREAM.slice(0, 2) },
      { options: { timeoutMs: 200 } },
    );
    expect(message.error).toMatchObject({ kind: "timeout", retryable: true });
  });
});
