import { describe, expect, it } from "vitest";
import type { Context } from "../context.js";
import { complete, stream } from "../provider-registry.js";
import { collectEvents } from "./collect-events.js";
import { createFaux } from "./faux-provider.js";
import { fauxAborted, fauxError, fauxResponse, fauxText, fauxThinking, fauxToolCall } from "./faux-script.js";
import { createAssistantMessage, eventsForMessage, streamForMessage } from "./message-events.js";

const context: Context = { systemPrompt: "be brief", messages: [{ role: "user", content: "hi", timestamp: 1 }] };

describe("faux provider", () => {
  it("streams scripted text, thinking and tool calls in chunks and records requests", async () => {
    const faux = createFaux({
      chunkSize: 3,
      responses: [
        fauxResponse([
          fauxThinking("let me see"),
          fauxText("Hello there"),
          fauxToolCall("read", { path: "a.txt" }, { id: "t1" }),
        ]),
      ],
    });
    const s = faux.streamFn(faux.model, context, { thinkingLevel: "low" });
    const deltas: string[] = [];
    for await (const e of s) if (e.type === "toolcall_delta") deltas.push(e.delta);
    const message = await s.result();
    expect(deltas.length).toBeGreaterThan(3);
    expect(message.stopReason).toBe("toolUse");
    expect(message.content).toEqual([
      { type: "thinking", thinking: "let me see" },
      { type: "text", text: "Hello there" },
      { type: "toolCall", id: "t1", name: "read", arguments: { path: "a.txt" } },
    ]);
    expect(message.usage.totalTokens).toBe(20);
    expect(message.usage.cost.total).toBeGreaterThan(0);
    expect(faux.requests).toHaveLength(1);
    expect(faux.requests[0]?.context.systemPrompt).toBe("be brief");
    expect(faux.requests[0]?.options?.thinkingLevel).toBe("low");
  });

  it("streams malformed argument text verbatim so the call carries argumentsError", async () => {
    const faux = createFaux({ responses: [fauxResponse(fauxToolCall("read", '{"path": "a'))] });
    const message = await faux.streamFn(faux.model, context).result();
    const call = message.content[0];
    expect(call?.type === "toolCall" && call.argumentsError).toMatch(/offset/);
  });

  it("ends with typed error and aborted messages", async () => {
    const faux = createFaux({
      responses: [fauxError("rate limited", { kind: "rate_limit" }), fauxAborted([fauxText("par")])],
    });
    const failed = await faux.streamFn(faux.model, context).result();
    expect(failed).toMatchObject({ stopReason: "error", errorMessage: "rate limited" });
    expect(failed.error).toMatchObject({ kind: "rate_limit", retryable: true, provider: "faux" });
    const aborted = await faux.streamFn(faux.model, context).result();
    expect(aborted.stopReason).toBe("aborted");
    expect(aborted.content).toEqual([{ type: "text", text: "par" }]);
    expect(aborted.error?.kind).toBe("aborted");
  });

  it("records every request's messages, tools and options, copied at request time", async () => {
    const faux = createFaux({ responses: [fauxResponse(fauxText("one")), fauxResponse(fauxText("two"))] });
    const tool = { name: "read", description: "Read a file.", parameters: { type: "object", properties: {} } };
    const live: Context = { messages: [...context.messages], tools: [tool] };
    await faux.streamFn(faux.model, live, { temperature: 0.5, sessionId: "s1" }).result();
    live.messages.push({ role: "user", content: "again", timestamp: 2 });
    await faux.streamFn(faux.model, live).result();
    expect(faux.requests.map((r) => r.context.messages.length)).toEqual([1, 2]);
    expect(faux.requests[0]?.context.tools).toEqual([tool]);
    expect(faux.requests[0]?.options).toMatchObject({ temperature: 0.5, sessionId: "s1" });
    expect(faux.requests[1]?.options).toBeUndefined();
  });

  it("streams several tool calls, each one's arguments in pieces", async () => {
    const faux = createFaux({
      chunkSize: 4,
      responses: [fauxResponse([fauxToolCall("read", { path: "a.txt" }), fauxToolCall("ls", { path: "." })])],
    });
    const { events, message } = await collectEvents(faux.streamFn(faux.model, context));
    const perCall = [0, 1].map((i) => events.filter((e) => e.type === "toolcall_delta" && e.contentIndex === i).length);
    expect(perCall.every((n) => n > 1)).toBe(true);
    expect(message.content).toEqual([
      { type: "toolCall", id: "faux_call_1", name: "read", arguments: { path: "a.txt" } },
      { type: "toolCall", id: "faux_call_2", name: "ls", arguments: { path: "." } },
    ]);
  });

  it("honours an abort before the request and during a long delay, promptly", async () => {
    const faux = createFaux({
      delayMs: 60_000,
      responses: [fauxResponse(fauxText("late")), fauxResponse(fauxText("x"))],
    });
    const before = new AbortController();
    before.abort();
    const first = await faux.streamFn(faux.model, context, { signal: before.signal }).result();
    expect([first.stopReason, first.errorMessage]).toEqual(["aborted", "The request was aborted."]);
    const during = new AbortController();
    const started = Date.now();
    const s = faux.streamFn(faux.model, context, { signal: during.signal });
    setTimeout(() => during.abort(), 10);
    expect((await s.result()).stopReason).toBe("aborted");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("turns a script function that throws into an error response saying so", async () => {
    const faux = createFaux({
      responses: [
        () => {
          throw new Error("bad script");
        },
      ],
    });
    const { types, message } = await collectEvents(faux.streamFn(faux.model, context));
    expect(types).toEqual(["start", "error"]);
    expect(message.errorMessage).toBe("Faux script entry 1 threw: bad script");
  });

  it("honours the abort signal mid-stream", async () => {
    const faux = createFaux({ chunkSize: 1, responses: [fauxResponse(fauxText("x".repeat(1000)))] });
    const controller = new AbortController();
    const s = faux.streamFn(faux.model, context, { signal: controller.signal });
    let deltas = 0;
    for await (const e of s) {
      if (e.type === "text_delta" && ++deltas === 5) controller.abort();
    }
    const message = await s.result();
    expect(message.stopReason).toBe("aborted");
    expect(deltas).toBeLessThan(10);
  });

  it("says so when the script is exhausted", async () => {
    const faux = createFaux();
    const message = await faux.streamFn(faux.model, context).result();
    expect(message.errorMessage).toMatch(/script exhausted/);
  });

  it("computes responses from the request when given a function", async () => {
    const faux = createFaux({
      responses: [(request) => fauxResponse(fauxText(`${request.context.messages.length} message(s)`))],
    });
    const message = await faux.streamFn(faux.model, context).result();
    expect(message.content).toEqual([{ type: "text", text: "1 message(s)" }]);
  });

  it("is reachable through stream()/complete() once registered under api 'faux'", async () => {
    const faux = createFaux({ responses: [fauxResponse(fauxText("registered"))] });
    const unregister = faux.register();
    try {
      const message = await complete(faux.model, context);
      expect(message.content).toEqual([{ type: "text", text: "registered" }]);
    } finally {
      unregister();
    }
    const after = await stream(faux.model, context).result();
    expect(after.errorMessage).toMatch(/No provider adapter is registered for api "faux"/);
  });
});

describe("eventsForMessage / streamForMessage", () => {
  it("builds the start → deltas → done sequence for any message shape", async () => {
    const message = createAssistantMessage([
      fauxTextBlock("hi"),
      { type: "toolCall", id: "a", name: "ls", arguments: { path: "." } },
    ]);
    const types = eventsForMessage(message).map((e) => e.type);
    expect(types).toEqual([
      "start",
      "text_start",
      "text_delta",
      "text_end",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "done",
    ]);
    const result = await streamForMessage(message, { chunkSize: 2 }).result();
    expect(result.content).toEqual(message.content);
    expect(result.stopReason).toBe("toolUse");
  });

  it("replays error messages as error events", () => {
    const message = createAssistantMessage([], { stopReason: "error", errorMessage: "boom" });
    const events = eventsForMessage(message);
    expect(events.at(-1)).toMatchObject({ type: "error", reason: "error", error: { errorMessage: "boom" } });
    const silent = eventsForMessage(createAssistantMessage([], { stopReason: "error" })).at(-1);
    expect(silent?.type === "error" && silent.error.errorMessage).toBe(
      'The scripted message ended with stopReason "error" but no errorMessage.',
    );
  });
});

function fauxTextBlock(text: string) {
  return { type: "text" as const, text };
}
