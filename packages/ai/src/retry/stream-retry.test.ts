import { afterEach, describe, expect, it } from "vitest";
import type { Context } from "../context.js";
import { ProviderError } from "../provider-error.js";
import { registerProvider, stream } from "../provider-registry.js";
import { type AdapterBody, runAdapter } from "../providers/shared/run-adapter.js";
import { RECORDED_FIXTURES, testModel, useReplayServer } from "../providers/test-support/adapter-test-kit.js";
import { collectEvents } from "../testing/collect-events.js";
import { createFauxModel } from "../testing/faux-provider.js";
import { frameChunks, loadChunksFile } from "../testing/replay-server.js";

const context: Context = { messages: [{ role: "user", content: "Name a holiday.", timestamp: 0 }] };

describe("stream() retries by default", () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const undo of cleanups.splice(0)) undo();
  });

  function register(api: string, ...bodies: AdapterBody[]): { calls: number } {
    const counter = { calls: 0 };
    cleanups.push(
      registerProvider(api, (m, c, o) => {
        const body = bodies[counter.calls++];
        if (!body) throw new Error("script exhausted");
        return runAdapter(m, c, o, body);
      }),
    );
    return counter;
  }

  const rateLimited: AdapterBody = async () => {
    throw new ProviderError({ kind: "rate_limit", status: 429, retryAfterMs: 0, message: "Rate limited." });
  };
  const answer: AdapterBody = async (run) => {
    const index = run.builder.startText();
    run.builder.delta(index, "ok");
    run.builder.finish("stop");
  };

  it("retries a registered adapter's retryable failure", async () => {
    const counter = register("retry-test", rateLimited, answer);
    const model = createFauxModel({ api: "retry-test" });
    const message = await stream(model, context).result();
    expect(counter.calls).toBe(2);
    expect(message).toMatchObject({ stopReason: "stop", content: [{ type: "text", text: "ok" }] });
  });

  it("does not retry with maxRetries: 0", async () => {
    const counter = register("retry-off", rateLimited, answer);
    const message = await stream(createFauxModel({ api: "retry-off" }), context, { maxRetries: 0 }).result();
    expect(counter.calls).toBe(1);
    expect(message).toMatchObject({ stopReason: "error", errorMessage: "Rate limited." });
  });
});

describe("stream() through a built-in adapter and the replay server", () => {
  const server = useReplayServer();

  it("retries a 429 with retry-after, then streams the recorded success", async () => {
    server().enqueue(
      {
        kind: "json",
        status: 429,
        body: { error: { message: "Rate limit reached.", type: "requests", code: "rate_limit_exceeded" } },
        headers: { "retry-after": "0" },
      },
      {
        kind: "sse",
        events: frameChunks(
          loadChunksFile(new URL("openai-completions/openai-text.chunks.txt", RECORDED_FIXTURES)),
          "data-only",
          { done: true },
        ),
      },
    );
    const model = testModel("openai-completions", server().url("/v1"), { id: "gpt-4.1-nano" });
    const { events, message } = await collectEvents(stream(model, context, { apiKey: "sk-test" }));
    expect(server().requests).toHaveLength(2);
    expect(server().requests.map((r) => r.path)).toEqual(["/v1/chat/completions", "/v1/chat/completions"]);
    expect(events.filter((e) => e.type === "start")).toHaveLength(1);
    expect(message.stopReason).toBe("stop");
    expect(message.content[0]).toMatchObject({ type: "text" });
  });

  it("gives up on a 401 at once, with the typed error", async () => {
    server().enqueue({
      kind: "json",
      status: 401,
      body: { error: { message: "Incorrect API key provided.", code: "invalid_api_key" } },
    });
    const model = testModel("openai-completions", server().url("/v1"));
    const message = await stream(model, context, { apiKey: "sk-bad" }).result();
    expect(server().requests).toHaveLength(1);
    expect(message.stopReason).toBe("error");
    expect(message.error).toMatchObject({ kind: "auth", status: 401 });
  });
});
