import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Context } from "../../context.js";
import type { Model } from "../../model.js";
import { collectEvents } from "../../testing/collect-events.js";
import { frameChunks, type ReplayServer, startReplayServer } from "../../testing/replay-server.js";
import { providerErrorOf } from "../shared/provider-error-of.js";
import { streamAnthropic } from "./stream-anthropic.js";

let server: ReplayServer;
beforeAll(async () => {
  server = await startReplayServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

function model(overrides: Partial<Model> = {}): Model {
  return {
    id: "claude-test",
    name: "Claude (test)",
    api: "anthropic-messages",
    provider: "anthropic",
    baseUrl: server.baseUrl,
    reasoning: true,
    input: ["text", "image"],
    cost: { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
    contextWindow: 200_000,
    maxTokens: 8192,
    ...overrides,
  };
}

const context: Context = { messages: [{ role: "user", content: "hi", timestamp: 0 }] };

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
    server.enqueue({ kind: "sse", events: TEXT_STREAM });
    const seen: unknown[] = [];
    const { message } = await collectEvents(
      streamAnthropic(model({ headers: { "x-model-header": "m", "x-override": "model" } }), context, {
        apiKey: "sk-test",
        headers: { "x-override": "call" },
        onPayload: (payload) => {
          seen.push(payload);
          return { ...(payload as object), metadata: { user_id: "u1" } };
        },
      }),
    );
    expect(message.stopReason).toBe("stop");
    const request = server.requests.at(-1);
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
    server.enqueue({ kind: "sse", events: TEXT_STREAM });
    await collectEvents(streamAnthropic(model(), context));
    expect(server.requests.at(-1)?.headers.authorization).toBe("Bearer sk-from-env");
  });

  it("fails with an auth error naming ANTHROPIC_API_KEY when no key is set, before any request", async () => {
    vi.stubEnv("ANTHROPIC_API_KEY", "");
    const before = server.requests.length;
    const { types, message } = await collectEvents(
      streamAnthropic(model({ baseUrl: "https://api.anthropic.invalid" }), context),
    );
    expect(types).toEqual(["start", "error"]);
    expect(message.errorMessage).toContain("ANTHROPIC_API_KEY");
    expect(providerErrorOf(message)).toMatchObject({ kind: "auth", retryable: false });
    expect(server.requests.length).toBe(before);
  });

  it("fails with invalid_request, naming tool and keyword, for a schema it cannot adapt", async () => {
    const before = server.requests.length;
    const { message } = await collectEvents(
      streamAnthropic(
        model(),
        { ...context, tools: [{ name: "bad", description: "", parameters: { anyOf: [{ type: "string" }] } }] },
        { apiKey: "k" },
      ),
    );
    expect(message.errorMessage).toMatch(/Tool "bad".*`anyOf`/);
    expect(providerErrorOf(message)).toMatchObject({ kind: "invalid_request" });
    expect(server.requests.length).toBe(before);
  });
});

describe("streamAnthropic: history", () => {
  it("sends a history from other providers adapted: ids sanitized, failed turns dropped, signatures kept only for itself", async () => {
    server.enqueue({ kind: "sse", events: TEXT_STREAM });
    const usage = {
      input: 0,
      output: 0,
      cacheRead: 0,
      cacheWrite: 0,
      totalTokens: 0,
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
    };
    const history: Context = {
      messages: [
        { role: "user", content: "start", timestamp: 0 },
        {
          role: "assistant",
          api: "openai-responses",
          provider: "openai",
          model: "gpt-x",
          usage,
          stopReason: "toolUse",
          timestamp: 0,
          content: [{ type: "toolCall", id: "call_1|fc_abc", name: "read", arguments: { path: "a" } }],
        },
        {
          role: "toolResult",
          toolCallId: "call_1|fc_abc",
          toolName: "read",
          content: [{ type: "text", text: "A" }],
          isError: false,
          timestamp: 0,
        },
        {
          role: "assistant",
          api: "anthropic-messages",
          provider: "anthropic",
          model: "claude-test",
          usage,
          stopReason: "aborted",
          timestamp: 0,
          content: [{ type: "text", text: "half an answ" }],
        },
        {
          role: "assistant",
          api: "anthropic-messages",
          provider: "anthropic",
          model: "claude-test",
          usage,
          stopReason: "stop",
          timestamp: 0,
          content: [
            { type: "thinking", thinking: "hmm", thinkingSignature: "sig" },
            { type: "text", text: "done" },
          ],
        },
        { role: "user", content: "again", timestamp: 0 },
      ],
    };
    await collectEvents(streamAnthropic(model(), history, { apiKey: "k" }));
    const body = server.requests.at(-1)?.body as {
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
  async function failWith(response: Parameters<ReplayServer["enqueue"]>[0]) {
    server.enqueue(response);
    const { message } = await collectEvents(streamAnthropic(model(), context, { apiKey: "k" }));
    expect(message.stopReason).toBe("error");
    return { message, info: providerErrorOf(message) };
  }

  it("401 → auth", async () => {
    const { info } = await failWith({
      kind: "json",
      status: 401,
      body: anthropicError("authentication_error", "invalid x-api-key"),
    });
    expect(info).toMatchObject({ kind: "auth", status: 401, retryable: false });
  });

  it("400 prompt is too long → context_overflow", async () => {
    const { message, info } = await failWith({
      kind: "json",
      status: 400,
      body: anthropicError("invalid_request_error", "prompt is too long: 208310 tokens > 200000 maximum"),
    });
    expect(info).toMatchObject({ kind: "context_overflow", status: 400, retryable: false });
    expect(message.errorMessage).toContain("prompt is too long");
  });

  it("other 400 invalid_request_error → invalid_request", async () => {
    const { info } = await failWith({
      kind: "json",
      status: 400,
      body: anthropicError("invalid_request_error", "messages: roles must alternate"),
    });
    expect(info).toMatchObject({ kind: "invalid_request", status: 400, retryable: false });
  });

  it("429 with retry-after → rate_limit with the wait", async () => {
    const { info } = await failWith({
      kind: "json",
      status: 429,
      body: anthropicError("rate_limit_error", "Number of request tokens has exceeded your per-minute rate limit"),
      headers: { "retry-after": "7" },
    });
    expect(info).toMatchObject({ kind: "rate_limit", status: 429, retryable: true, retryAfterMs: 7000 });
  });

  it("500 api_error → retryable", async () => {
    const { info } = await failWith({ kind: "json", status: 500, body: anthropicError("api_error", "Internal error") });
    expect(info).toMatchObject({ status: 500, retryable: true });
  });

  it("529 overloaded_error → overloaded", async () => {
    const { info } = await failWith({
      kind: "json",
      status: 529,
      body: anthropicError("overloaded_error", "Overloaded"),
    });
    expect(info).toMatchObject({ kind: "overloaded", status: 529, retryable: true });
  });

  it("a connection reset mid-stream → network, keeping the partial text", async () => {
    server.enqueue({ kind: "reset-after", afterIndex: 2, events: TEXT_STREAM });
    const { message } = await collectEvents(streamAnthropic(model(), context, { apiKey: "k" }));
    expect(message.stopReason).toBe("error");
    expect(message.content).toEqual([{ type: "text", text: "ok" }]);
    expect(providerErrorOf(message)).toMatchObject({ kind: "network", retryable: true });
  });

  it("an abort mid-stream → aborted", async () => {
    server.enqueue({ kind: "hang", events: TEXT_STREAM.slice(0, 3) });
    const controller = new AbortController();
    const s = streamAnthropic(model(), context, { apiKey: "k", signal: controller.signal });
    const types: string[] = [];
    for await (const event of s) {
      types.push(event.type);
      if (event.type === "text_delta") controller.abort();
    }
    const message = await s.result();
    expect(types).toEqual(["start", "text_start", "text_delta", "error"]);
    expect(message.stopReason).toBe("aborted");
    expect(providerErrorOf(message)).toMatchObject({ kind: "aborted" });
  });

  it("an abort before the request → aborted without a request", async () => {
    const before = server.requests.length;
    const { message } = await collectEvents(
      streamAnthropic(model(), context, { apiKey: "k", signal: AbortSignal.abort() }),
    );
    expect(message.stopReason).toBe("aborted");
    expect(server.requests.length).toBe(before);
  });

  it("a server that stops sending → timeout", async () => {
    server.enqueue({ kind: "hang", events: TEXT_STREAM.slice(0, 2) });
    const { message } = await collectEvents(streamAnthropic(model(), context, { apiKey: "k", timeoutMs: 200 }));
    expect(message.stopReason).toBe("error");
    expect(providerErrorOf(message)).toMatchObject({ kind: "timeout", retryable: true });
  });
});
