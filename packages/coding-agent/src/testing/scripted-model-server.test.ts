import { type Model, stream } from "@keel/ai";
import { afterEach, describe, expect, it } from "vitest";
import { createRequestBarrier, type ScriptedModelServer, startScriptedModelServer } from "./scripted-model-server.js";
import { replyText, replyToolCalls } from "./scripted-turn.js";

let server: ScriptedModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function modelOf(s: ScriptedModelServer): Model {
  return {
    id: "scripted",
    name: "scripted",
    api: "openai-completions",
    provider: "local",
    baseUrl: s.baseUrl,
    reasoning: false,
    input: ["text"],
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
    contextWindow: 128_000,
    maxTokens: 8_192,
  };
}

describe("startScriptedModelServer", () => {
  it("serves scripted text and tool calls that the real OpenAI SDK adapter parses", async () => {
    server = await startScriptedModelServer([
      replyToolCalls([{ name: "read", arguments: { path: "src/a.ts" } }], "Reading."),
      replyText("All done.", { chunkSize: 3 }),
    ]);
    const model = modelOf(server);
    const first = await stream(
      model,
      { messages: [{ role: "user", content: "hi", timestamp: 0 }] },
      { apiKey: "x" },
    ).result();
    expect(first.stopReason).toBe("toolUse");
    expect(first.content).toEqual([
      { type: "text", text: "Reading." },
      expect.objectContaining({ type: "toolCall", id: "call_0_0", name: "read", arguments: { path: "src/a.ts" } }),
    ]);
    const second = await stream(
      model,
      { messages: [{ role: "user", content: "go", timestamp: 0 }] },
      { apiKey: "x" },
    ).result();
    expect(second.content).toEqual([{ type: "text", text: "All done." }]);
    expect(second.usage.input).toBe(12);
    expect(server.requests.map((r) => r.path)).toEqual(["/v1/chat/completions", "/v1/chat/completions"]);
  });

  it("scripts HTTP errors and a stop at the token limit", async () => {
    server = await startScriptedModelServer([
      { kind: "http-error", status: 401, body: { error: { message: "bad key", type: "invalid_request_error" } } },
      replyText("The first half", { finish: "length" }),
    ]);
    const model = modelOf(server);
    const failed = await stream(model, { messages: [] }, { apiKey: "x", maxRetries: 0 }).result();
    expect(failed.stopReason).toBe("error");
    expect(failed.error?.kind).toBe("auth");
    const cut = await stream(model, { messages: [] }, { apiKey: "x" }).result();
    expect(cut.stopReason).toBe("length");
  });

  it("writes a models.json that points at itself", async () => {
    server = await startScriptedModelServer();
    expect(server.modelsJson({ provider: "ollama", modelId: "qwen3" })).toEqual({
      providers: {
        ollama: {
          baseUrl: server.baseUrl,
          api: "openai-completions",
          models: [{ id: "qwen3", contextWindow: 128_000, maxTokens: 8_192 }],
        },
      },
    });
  });
});

describe("ScriptedModelServer.route", () => {
  const ask = (s: ScriptedModelServer, systemPrompt: string) =>
    stream(
      modelOf(s),
      { systemPrompt, messages: [{ role: "user", content: "hi", timestamp: 0 }] },
      { apiKey: "x", maxRetries: 0 },
    ).result();
  const textOf = (message: { content: { type: string; text?: string }[] }) =>
    message.content.map((block) => block.text ?? "").join("");

  it("answers by the system prompt, each route in order; other requests take the shared queue", async () => {
    server = await startScriptedModelServer([replyText("shared")]);
    server.route("agent A", [replyText("a1"), replyText("a2")]);
    server.route("agent B", [replyText("b1")]);
    expect(textOf(await ask(server, "You are agent B."))).toBe("b1");
    expect(textOf(await ask(server, "You are agent A."))).toBe("a1");
    expect(textOf(await ask(server, "Something else."))).toBe("shared");
    expect(textOf(await ask(server, "You are agent A."))).toBe("a2");
    const spent = await ask(server, "You are agent B.");
    expect(spent.stopReason).toBe("error");
    expect(spent.errorMessage).toContain('scripted route "agent B" has no turn left');
    expect(server.requests.map((r) => server?.systemPromptOf(r))).toEqual([
      "You are agent B.",
      "You are agent A.",
      "Something else.",
      "You are agent A.",
      "You are agent B.",
    ]);
  });

  it("a barrier holds each route's first answer until all its requests arrived; the server's clock shows the overlap", async () => {
    server = await startScriptedModelServer();
    const together = createRequestBarrier(2);
    server.route("agent A", [replyText("a")], { barrier: together });
    server.route("agent B", [replyText("b")], { barrier: together });
    const [a, b] = await Promise.all([ask(server, "agent A"), ask(server, "agent B")]);
    expect([textOf(a), textOf(b)]).toEqual(["a", "b"]);
    const [first, second] = server.requests;
    expect(first?.finishedAt).toBeGreaterThanOrEqual(second?.receivedAt ?? Number.POSITIVE_INFINITY);
    expect(second?.finishedAt).toBeGreaterThanOrEqual(first?.receivedAt ?? Number.POSITIVE_INFINITY);
  });
});
