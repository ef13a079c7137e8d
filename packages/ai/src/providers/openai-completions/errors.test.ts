import { afterEach, describe, expect, it, vi } from "vitest";
import { frameChunks } from "../../testing/replay-server.js";
import { loadSdk } from "../shared/load-sdk.js";
import { runAdapter } from "../shared/run-adapter.js";
import { useAdapterHarness } from "../test-support/adapter-harness.js";
import { HI } from "../test-support/adapter-test-kit.js";
import { streamOpenAICompletions } from "./stream.js";

const adapter = useAdapterHarness("openai-completions", streamOpenAICompletions);

afterEach(() => {
  vi.unstubAllEnvs();
});

const textChunks = frameChunks(
  ["Hel", "lo ", "wor", "ld"].map((content) => ({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })),
  "data-only",
);

describe("Chat Completions HTTP errors", () => {
  it("401 → auth", async () => {
    const { types, message, info } = await adapter.run({
      kind: "json",
      status: 401,
      body: {
        error: {
          message:
            "Incorrect API key provided: sk-test. You can find your API key at https://platform.openai.com/account/api-keys.",
          type: "invalid_request_error",
          param: null,
          code: "invalid_api_key",
        },
      },
    });
    expect(types).toEqual(["start", "error"]);
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toMatch(/^401 Incorrect API key provided/);
    expect(info).toMatchObject({ kind: "auth", status: 401, retryable: false, provider: "openai" });
  });

  it("400 context_length_exceeded → context_overflow", async () => {
    const { info, message } = await adapter.run({
      kind: "json",
      status: 400,
      body: {
        error: {
          message:
            "This model's maximum context length is 128000 tokens. However, your messages resulted in 130412 tokens. Please reduce the length of the messages.",
          type: "invalid_request_error",
          param: "messages",
          code: "context_length_exceeded",
        },
      },
    });
    expect(info).toMatchObject({ kind: "context_overflow", status: 400, retryable: false });
    expect(message.errorMessage).toContain("maximum context length");
  });

  it("429 with retry-after → rate_limit with retryAfterMs, and the SDK does not retry", async () => {
    const { info } = await adapter.run({
      kind: "json",
      status: 429,
      headers: { "retry-after": "2" },
      body: {
        error: {
          message:
            "Rate limit reached for gpt-4.1 in organization org-x on tokens per min (TPM): Limit 30000, Used 30000, Requested 500.",
          type: "tokens",
          param: null,
          code: "rate_limit_exceeded",
        },
      },
    });
    expect(info).toMatchObject({ kind: "rate_limit", status: 429, retryable: true, retryAfterMs: 2000 });
    expect(adapter.server().requests).toHaveLength(1);
  });

  it("500 → retryable unknown; 503 and 529 → overloaded", async () => {
    const e500 = await adapter.run({
      kind: "json",
      status: 500,
      body: {
        error: {
          message: "The server had an error while processing your request.",
          type: "server_error",
          param: null,
          code: null,
        },
      },
    });
    expect(e500.info).toMatchObject({ kind: "unknown", status: 500, retryable: true });
    const e503 = await adapter.run({
      kind: "json",
      status: 503,
      body: {
        error: {
          message: "The engine is currently overloaded, please try again later.",
          type: "server_error",
          param: null,
          code: null,
        },
      },
    });
    expect(e503.info).toMatchObject({ kind: "overloaded", status: 503, retryable: true });
    const e529 = await adapter.run({
      kind: "json",
      status: 529,
      body: { error: { message: "Overloaded", type: "overloaded_error" } },
    });
    expect(e529.info).toMatchObject({ kind: "overloaded", status: 529, retryable: true });
    expect(adapter.server().requests).toHaveLength(3);
  });

  it("an error object inside the stream → typed error, content kept", async () => {
    const events = [
      ...textChunks.slice(0, 2),
      `data: ${JSON.stringify({ error: { message: "Upstream overloaded", code: 503 } })}\n\n`,
    ];
    const { message, info } = await adapter.run({ kind: "sse", events });
    expect(message.content).toEqual([{ type: "text", text: "Hello " }]);
    expect(info).toMatchObject({ kind: "overloaded", status: 503 });
  });
});

describe("Chat Completions transport failures", () => {
  it("connection reset mid-stream → network error, partial text kept", async () => {
    const { types, message, info } = await adapter.run({ kind: "reset-after", events: textChunks, afterIndex: 1 });
    expect(types.at(-1)).toBe("error");
    expect(message.content).toEqual([{ type: "text", text: "Hello " }]);
    expect(info).toMatchObject({ kind: "network", retryable: true });
  });

  it("abort mid-stream → aborted, promptly", async () => {
    const { types, message } = await adapter.runAborting("text_delta", {
      kind: "hang",
      events: textChunks.slice(0, 2),
    });
    expect(message.stopReason).toBe("aborted");
    expect(types.at(-1)).toBe("error");
    expect(message.error?.kind).toBe("aborted");
  });

  it("a server that never answers → timeout", async () => {
    const started = Date.now();
    const { message, info } = await adapter.run({ kind: "hang" }, { options: { timeoutMs: 150 } });
    expect(message.stopReason).toBe("error");
    expect(info).toMatchObject({ kind: "timeout", retryable: true });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a stream that stalls after some chunks → timeout, partial text kept", async () => {
    const { message, info } = await adapter.run(
      { kind: "hang", events: textChunks.slice(0, 1) },
      { options: { timeoutMs: 150 } },
    );
    expect(info?.kind).toBe("timeout");
    expect(message.content).toEqual([{ type: "text", text: "Hel" }]);
  });
});

describe("Chat Completions setup failures", () => {
  it("a missing API key fails with an auth error naming OPENAI_API_KEY, before any request", async () => {
    vi.stubEnv("OPENAI_API_KEY", "");
    // A non-local address (TEST-NET-1, never routed): had a request been made, it would time out instead.
    const model = adapter.model({ baseUrl: "http://192.0.2.1/v1" });
    const message = await streamOpenAICompletions(model, HI, { timeoutMs: 2000 }).result();
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toContain("OPENAI_API_KEY");
    expect(message.error).toMatchObject({ kind: "auth", retryable: false });
  });

  it("a local server needs no key", async () => {
    vi.stubEnv("OPENAI_API_KEY", "");
    adapter.server().enqueue({
      kind: "sse",
      events: frameChunks([{ choices: [{ index: 0, delta: { content: "hi" }, finish_reason: "stop" }] }], "data-only"),
    });
    const message = await streamOpenAICompletions(adapter.model({ provider: "ollama" }), HI).result();
    expect(message.stopReason).toBe("stop");
    expect(adapter.server().requests[0]?.headers.authorization).toMatch(/^Bearer /);
  });

  it("a missing SDK ends the stream with an error naming the package to install", async () => {
    const message = await runAdapter(adapter.model(), HI, {}, async () => {
      await loadSdk("keel-test-missing-openai", "the openai-completions adapter");
    }).result();
    expect(message.errorMessage).toContain("pnpm add keel-test-missing-openai");
    expect(message.error?.kind).toBe("invalid_request");
    expect(adapter.server().requests).toHaveLength(0);
  });
});

describe("a 404 from an OpenAI-compatible server", () => {
  it("hints at baseUrl: a missing /v1, with the URL to try", async () => {
    const root = adapter.server().url("");
    const { message, info } = await adapter.run(
      { kind: "json", status: 404, body: { error: "404 page not found" } },
      { model: { baseUrl: root, provider: "ollama" } },
    );
    expect(info).toMatchObject({ kind: "invalid_request", status: 404, retryable: false });
    expect(message.errorMessage).toMatch(
      /^404 "404 page not found"\. http:\/\/127\.0\.0\.1:\d+\/chat\/completions was not found: /,
    );
    expect(message.errorMessage).toContain(
      `${root.replace(/\/$/, "")}/chat/completions was not found: check the model's baseUrl ` +
        `(it must include the API's path prefix) and that the server serves model "test-model". ` +
        `Most OpenAI-compatible servers serve it under /v1: try baseUrl "${root.replace(/\/$/, "")}/v1".`,
    );
    expect(adapter.server().requests[0]?.path).toBe("/chat/completions");
  });

  it("with /v1 already in baseUrl, points at the model id instead of suggesting /v1", async () => {
    const { message } = await adapter.run({
      kind: "json",
      status: 404,
      body: {
        error: {
          message: "The model `test-model` does not exist",
          type: "invalid_request_error",
          code: "model_not_found",
        },
      },
    });
    expect(message.errorMessage).toContain('that the server serves model "test-model".');
    expect(message.errorMessage).not.toContain("try baseUrl");
  });
});

describe("a 4xx is the request's fault", () => {
  it("a server-fault code in a 400's body does not make it retryable", async () => {
    const { info } = await adapter.run({
      kind: "json",
      status: 400,
      body: { error: { message: "Bad tool schema", type: "server_error", code: "server_error" } },
    });
    expect(info).toMatchObject({ kind: "invalid_request", status: 400, retryable: false });
  });
});
