import { afterEach, describe, expect, it, vi } from "vitest";
import type { Context } from "../../context.js";
import { collectEvents } from "../../testing/collect-events.js";
import { frameChunks } from "../../testing/replay-server.js";
import { useAdapterHarness } from "../test-support/adapter-harness.js";
import { assistantMessage, HI, toolResultMessage } from "../test-support/adapter-test-kit.js";
import { streamGoogle } from "./stream.js";

const adapter = useAdapterHarness("google-generative-ai", streamGoogle);
afterEach(() => {
  vi.unstubAllEnvs();
});

const TEXT_STREAM = frameChunks(
  [
    { candidates: [{ content: { role: "model", parts: [{ text: "Hel" }] } }] },
    { candidates: [{ content: { role: "model", parts: [{ text: "lo" }] } }] },
    {
      candidates: [{ content: { role: "model", parts: [{ text: "" }] }, finishReason: "STOP" }],
      usageMetadata: { promptTokenCount: 3, candidatesTokenCount: 2, totalTokenCount: 5 },
    },
  ],
  "data-only",
);

function googleError(code: number, status: string, message: string, details?: unknown[]) {
  return { error: { code, message, status, ...(details ? { details } : {}) } };
}

describe("streamGoogle: request", () => {
  it("posts to {baseUrl}/v1beta/models/{id}:streamGenerateContent with the key, merged headers and the onPayload replacement", async () => {
    const { message } = await adapter.run(
      { kind: "sse", events: TEXT_STREAM },
      {
        model: { headers: { "x-model-header": "m", "x-override": "model" } },
        options: {
          apiKey: "g-key",
          headers: { "x-override": "call" },
          onPayload: (payload) => {
            const params = payload as { config?: object };
            return { ...params, config: { ...params.config, topK: 3 } };
          },
        },
      },
    );
    expect(message.content).toEqual([{ type: "text", text: "Hello" }]);
    expect(message.stopReason).toBe("stop");
    const request = adapter.server().requests.at(-1);
    expect(request?.path).toBe("/v1beta/models/gemini-test:streamGenerateContent?alt=sse");
    expect(request?.headers["x-goog-api-key"]).toBe("g-key");
    expect(request?.headers["x-model-header"]).toBe("m");
    expect(request?.headers["x-override"]).toBe("call");
    expect(request?.body).toMatchObject({
      contents: [{ role: "user", parts: [{ text: "hi" }] }],
      generationConfig: { maxOutputTokens: 8192, topK: 3 },
    });
  });

  it("sends the wire form of tools, system prompt and thinking", async () => {
    await adapter.run(
      { kind: "sse", events: TEXT_STREAM },
      {
        model: { id: "gemini-2.5-pro" },
        context: {
          ...HI,
          systemPrompt: "sys",
          tools: [{ name: "t", description: "d", parameters: { type: "object", properties: { a: { const: "x" } } } }],
        },
        options: { thinkingLevel: "low" },
      },
    );
    expect(adapter.server().requests.at(-1)?.body).toMatchObject({
      systemInstruction: { parts: [{ text: "sys" }] },
      tools: [
        {
          functionDeclarations: [
            {
              name: "t",
              description: "d",
              parameters: { type: "OBJECT", properties: { a: { type: "STRING", enum: ["x"] } } },
            },
          ],
        },
      ],
      generationConfig: { thinkingConfig: { thinkingBudget: 2048, includeThoughts: true } },
    });
  });

  it("reads GEMINI_API_KEY, then GOOGLE_API_KEY", async () => {
    vi.stubEnv("GEMINI_API_KEY", "");
    vi.stubEnv("GOOGLE_API_KEY", "from-google");
    adapter.server().enqueue({ kind: "sse", events: TEXT_STREAM });
    await collectEvents(streamGoogle(adapter.model(), HI));
    expect(adapter.server().requests.at(-1)?.headers["x-goog-api-key"]).toBe("from-google");
    vi.stubEnv("GEMINI_API_KEY", "from-gemini");
    adapter.server().enqueue({ kind: "sse", events: TEXT_STREAM });
    await collectEvents(streamGoogle(adapter.model(), HI));
    expect(adapter.server().requests.at(-1)?.headers["x-goog-api-key"]).toBe("from-gemini");
  });

  it("fails with an auth error naming both variables when no key is set, before any request", async () => {
    vi.stubEnv("GEMINI_API_KEY", "");
    vi.stubEnv("GOOGLE_API_KEY", "");
    const before = adapter.server().requests.length;
    const { message } = await collectEvents(streamGoogle(adapter.model({ baseUrl: "https://gemini.invalid" }), HI));
    expect(message.errorMessage).toContain("GEMINI_API_KEY or GOOGLE_API_KEY");
    expect(message.error).toMatchObject({ kind: "auth" });
    expect(adapter.server().requests.length).toBe(before);
  });
});

describe("streamGoogle: history", () => {
  it("sends calls, results and image results in Gemini's wire form, with this model's signatures", async () => {
    const PNG = "iVBORw0KGgo=";
    const history: Context = {
      messages: [
        { role: "user", content: "shoot", timestamp: 0 },
        assistantMessage(adapter.model(), [
          { type: "toolCall", id: "fc-9", name: "screenshot", arguments: {}, thoughtSignature: "sig-9" },
        ]),
        toolResultMessage("fc-9", "screenshot", [
          { type: "text", text: "captured" },
          { type: "image", data: PNG, mimeType: "image/png" },
        ]),
      ],
    };
    await adapter.run({ kind: "sse", events: TEXT_STREAM }, { context: history });
    expect((adapter.server().requests.at(-1)?.body as { contents?: unknown } | undefined)?.contents).toEqual([
      { role: "user", parts: [{ text: "shoot" }] },
      {
        role: "model",
        parts: [{ functionCall: { id: "fc-9", name: "screenshot", args: {} }, thoughtSignature: "sig-9" }],
      },
      {
        role: "user",
        parts: [{ functionResponse: { id: "fc-9", name: "screenshot", response: { output: "captured" } } }],
      },
      {
        role: "user",
        parts: [
          { text: "Images returned by the screenshot tool:" },
          { inlineData: { mimeType: "image/png", data: PNG } },
        ],
      },
    ]);
  });
});

describe("streamGoogle: errors", () => {
  it("401 UNAUTHENTICATED → auth", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 401,
      body: googleError(401, "UNAUTHENTICATED", "Request had invalid authentication credentials."),
    });
    expect(info).toMatchObject({ kind: "auth", status: 401, retryable: false });
  });

  it("400 API_KEY_INVALID → auth", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 400,
      body: googleError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", [
        { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID", domain: "googleapis.com" },
      ]),
    });
    expect(info).toMatchObject({ kind: "auth", status: 400 });
  });

  it("400 exceeding the token limit → context_overflow", async () => {
    const { message, info } = await adapter.runFailing({
      kind: "json",
      status: 400,
      body: googleError(
        400,
        "INVALID_ARGUMENT",
        "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).",
      ),
    });
    expect(info).toMatchObject({ kind: "context_overflow", status: 400, retryable: false });
    expect(message.errorMessage).toContain("exceeds the maximum number of tokens");
  });

  it("other 400 INVALID_ARGUMENT → invalid_request", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 400,
      body: googleError(400, "INVALID_ARGUMENT", "Invalid JSON payload."),
    });
    expect(info).toMatchObject({ kind: "invalid_request", retryable: false });
  });

  it("429 RESOURCE_EXHAUSTED with RetryInfo → rate_limit with the wait", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 429,
      body: googleError(429, "RESOURCE_EXHAUSTED", "Quota exceeded.", [
        { "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: "35s" },
      ]),
    });
    expect(info).toMatchObject({ kind: "rate_limit", status: 429, retryable: true, retryAfterMs: 35_000 });
  });

  it("429 with a retry-after header → that wait", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 429,
      body: googleError(429, "RESOURCE_EXHAUSTED", "Quota exceeded."),
      headers: { "retry-after": "4" },
    });
    expect(info).toMatchObject({ kind: "rate_limit", retryAfterMs: 4000 });
  });

  it("500 INTERNAL → retryable", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 500,
      body: googleError(500, "INTERNAL", "An internal error has occurred."),
    });
    expect(info).toMatchObject({ status: 500, retryable: true });
  });

  it("503 UNAVAILABLE → overloaded", async () => {
    const { info } = await adapter.runFailing({
      kind: "json",
      status: 503,
      body: googleError(503, "UNAVAILABLE", "The model is overloaded."),
    });
    expect(info).toMatchObject({ kind: "overloaded", status: 503, retryable: true });
  });

  it("an error chunk inside the stream → typed error keeping the partial text", async () => {
    const { message } = await adapter.run({
      kind: "sse",
      events: [
        ...TEXT_STREAM.slice(0, 1),
        ...frameChunks([googleError(503, "UNAVAILABLE", "Overloaded mid-stream.")], "data-only"),
      ],
    });
    expect(message.content).toEqual([{ type: "text", text: "Hel" }]);
    expect(message.error).toMatchObject({ kind: "overloaded", retryable: true });
  });

  it("a connection reset mid-stream → network, without the SDK re-requesting", async () => {
    const before = adapter.server().requests.length;
    const { message } = await adapter.runFailing({ kind: "reset-after", afterIndex: 0, events: TEXT_STREAM });
    expect(message.content).toEqual([{ type: "text", text: "Hel" }]);
    expect(message.error).toMatchObject({ kind: "network", retryable: true });
    expect(adapter.server().requests.length).toBe(before + 1);
  });

  it("an abort mid-stream → aborted", async () => {
    const { types, message } = await adapter.runAborting("text_delta", {
      kind: "hang",
      events: TEXT_STREAM.slice(0, 1),
    });
    expect(types).toEqual(["start", "text_start", "text_delta", "error"]);
    expect(message.stopReason).toBe("aborted");
    expect(message.error).toMatchObject({ kind: "aborted" });
  });

  it("a server that never answers → timeout", async () => {
    const { message } = await adapter.run({ kind: "hang" }, { options: { timeoutMs: 200 } });
    expect(message.error).toMatchObject({ kind: "timeout", retryable: true });
  });

  it("a prompt blocked by safety filters → invalid_request", async () => {
    const { message } = await adapter.run({
      kind: "sse",
      events: frameChunks(
        [{ promptFeedback: { blockReason: "SAFETY" }, usageMetadata: { promptTokenCount: 4 } }],
        "data-only",
      ),
    });
    expect(message.errorMessage).toContain("SAFETY");
    expect(message.error).toMatchObject({ kind: "invalid_request", retryable: false });
  });
});
