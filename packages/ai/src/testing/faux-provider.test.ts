import { describe, expect, it } from "vitest";
import type { Context } from "../context.js";
import { complete, stream } from "../provider-registry.js";
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
    const aborted = await faux.streamFn(faux.model, context).result();
    expect(aborted.stopReason).toBe("aborted");
    expect(aborted.content).toEqual([{ type: "text", text: "par" }]);
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
    expect(events.at(-1)).toMatchObject({ type: "error", reason: "error" });
  });
});

function fauxTextBlock(text: string) {
  return { type: "text" as const, text };
}
