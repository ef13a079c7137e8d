import type { AssistantMessageStreamLike, Message } from "@keel/ai";
import { createAssistantMessage, createFaux, eventsForMessage, fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import type { AgentEvent } from "./agent-events.js";
import { agentLoop, agentLoopContinue, runAgentLoop, runAgentLoopContinue } from "./agent-loop.js";
import type { AgentLoopConfig } from "./agent-loop-config.js";
import type { AgentMessage } from "./agent-message.js";
import { runScripted, user } from "./test-support/harness.js";
import { messageStreamFn } from "./test-support/message-stream.js";
import { done } from "./test-support/responses.js";
import { testTool } from "./test-support/tools.js";
import { traceOf } from "./test-support/trace.js";

declare module "./agent-message.js" {
  interface CustomAgentMessages {
    notice: { role: "notice"; text: string; timestamp: number };
  }
}

const notice = (text: string): AgentMessage => ({ role: "notice", text, timestamp: 0 });

describe("agentLoop and agentLoopContinue", () => {
  it("agentLoop streams the same events as runAgentLoop and resolves to the new messages", async () => {
    const faux = createFaux({ responses: [fauxResponse(fauxToolCall("a", {}, { id: "A" })), done()] });
    const stream = agentLoop(
      [user("go")],
      { systemPrompt: "", messages: [], tools: [testTool("a")] },
      { model: faux.model },
      undefined,
      faux.streamFn,
    );
    const events: AgentEvent[] = [];
    for await (const event of stream) events.push(event);
    const messages = await stream.result();
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "assistant"]);
    expect(events.at(-1)).toEqual({ type: "agent_end", messages });

    const reference = await runScripted({
      responses: [fauxResponse(fauxToolCall("a", {}, { id: "A" })), done()],
      tools: [testTool("a")],
    });
    expect(traceOf(events)).toEqual(reference.trace);
  });

  it("does not mutate the caller's context", async () => {
    const history: AgentMessage[] = [user("earlier")];
    const tools = [testTool("a")];
    const context = { systemPrompt: "s", messages: history, tools };
    const faux = createFaux({ responses: [fauxResponse(fauxToolCall("a", {}, { id: "A" })), done()] });
    await runAgentLoop([user("go")], context, { model: faux.model }, () => {}, undefined, faux.streamFn);
    expect(history).toHaveLength(1);
    expect(context.tools).toBe(tools);
    expect(tools).toHaveLength(1);
  });

  it("agentLoopContinue resumes from a transcript ending with a user message or tool results", async () => {
    const faux = createFaux({ responses: [done()] });
    const stream = agentLoopContinue(
      { systemPrompt: "", messages: [user("hi")] },
      { model: faux.model },
      undefined,
      faux.streamFn,
    );
    const events: AgentEvent[] = [];
    for await (const event of stream) events.push(event);
    expect(traceOf(events)).toEqual([
      "agent_start",
      "turn_start",
      "message_start assistant",
      "message_end assistant",
      "turn_end toolResults []",
      "agent_end",
    ]);
    expect((await stream.result()).map((m) => m.role)).toEqual(["assistant"]);
    expect(faux.requests[0]?.context.messages.map((m) => m.role)).toEqual(["user"]);
  });

  it("refuses to continue from nothing or from an assistant message", async () => {
    const faux = createFaux();
    expect(() => agentLoopContinue({ systemPrompt: "", messages: [] }, { model: faux.model })).toThrow(/empty/);
    const assistant = createAssistantMessage([{ type: "text", text: "hi" }]);
    expect(() => agentLoopContinue({ systemPrompt: "", messages: [assistant] }, { model: faux.model })).toThrow(
      /assistant message/,
    );
    await expect(
      runAgentLoopContinue({ systemPrompt: "", messages: [assistant] }, { model: faux.model }, () => {}),
    ).rejects.toThrow(/assistant message/);
  });

  it("accepts any async iterable of events with result(), returned directly or through a promise", async () => {
    const final = createAssistantMessage([{ type: "text", text: "plain" }]);
    const plain: AssistantMessageStreamLike = {
      async *[Symbol.asyncIterator]() {
        yield* eventsForMessage(final);
      },
      result: async () => final,
    };
    for (const streamFn of [() => plain, async () => plain]) {
      const messages = await runAgentLoop(
        [user("go")],
        { systemPrompt: "", messages: [] },
        { model: createFaux().model },
        () => {},
        undefined,
        streamFn,
      );
      expect(messages[1]).toBe(final);
    }
  });
});

describe("request preparation", () => {
  it("the default convertToLlm drops custom message kinds (declared by declaration merging)", async () => {
    const run = await runScripted({ responses: [done()], history: [user("a"), notice("UI only"), user("b")] });
    expect(run.faux.requests[0]?.context.messages.map((m) => m.content)).toEqual(["a", "b", "go"]);
  });

  it("a custom convertToLlm maps custom kinds; transformContext runs before it, with the signal", async () => {
    const controller = new AbortController();
    const seen: unknown[] = [];
    const run = await runScripted({
      responses: [done()],
      history: [user("old"), notice("build failed")],
      signal: controller.signal,
      config: {
        transformContext: (messages, signal) => {
          seen.push(signal === controller.signal);
          return messages.slice(1); // prune the oldest message
        },
        convertToLlm: (messages) =>
          messages.map((m): Message => (m.role === "notice" ? user(`[notice] ${m.text}`) : m)),
      },
    });
    expect(seen).toEqual([true]);
    expect(run.faux.requests[0]?.context.messages.map((m) => m.content)).toEqual(["[notice] build failed", "go"]);
  });

  it("resolves the API key per request and passes the stream options through", async () => {
    const providers: string[] = [];
    let n = 0;
    const run = await runScripted({
      responses: [fauxResponse(fauxToolCall("a", {}, { id: "A" })), done()],
      tools: [testTool("a")],
      config: {
        streamOptions: {
          apiKey: "static",
          headers: { "x-test": "1" },
          maxRetries: 5,
          timeoutMs: 1234,
          sessionId: "s-1",
        },
        getApiKey: (provider) => {
          providers.push(provider);
          return ++n === 1 ? `token-${n}` : undefined;
        },
      },
    });
    expect(providers).toEqual(["faux", "faux"]);
    const [first, second] = run.faux.requests;
    expect(first?.options).toMatchObject({
      apiKey: "token-1",
      headers: { "x-test": "1" },
      maxRetries: 5,
      timeoutMs: 1234,
      sessionId: "s-1",
    });
    expect(second?.options?.apiKey).toBe("static"); // falls back when getApiKey returns undefined
    expect(first?.options).not.toHaveProperty("getApiKey");
  });

  it("refuses provider options at the top level of the config, saying to move them into streamOptions", async () => {
    const faux = createFaux();
    const config = { model: faux.model, apiKey: "k", thinkingLevel: "low" } as AgentLoopConfig;
    expect(() => agentLoop([user("hi")], { systemPrompt: "", messages: [] }, config)).toThrow(
      'agentLoop: config has "apiKey", "thinkingLevel" at its top level, where they are ignored: ' +
        "provider request options go in streamOptions, e.g. { streamOptions: { apiKey: … } }.",
    );
    await expect(runAgentLoop([user("hi")], { systemPrompt: "", messages: [] }, config, () => {})).rejects.toThrow(
      /^runAgentLoop: config has "apiKey"/,
    );
  });

  it("sends streamOptions untouched and no loop option (known or unknown) to the provider", async () => {
    const onPayload = (payload: unknown) => payload;
    const streamOptions = { headers: { "x-test": "1" }, maxTokens: 64, onPayload };
    const { streamFn, requests } = messageStreamFn([createAssistantMessage([{ type: "text", text: "hi" }])]);
    const controller = new AbortController();
    await runScripted({
      streamFn,
      signal: controller.signal,
      config: {
        streamOptions,
        toolExecution: "sequential",
        beforeToolCall: () => undefined,
        getSteeringMessages: () => [],
        // A loop option added later (or a typo) must never leak into a request.
        ...({ futureLoopOption: true } as Partial<AgentLoopConfig>),
      },
    });
    const options = requests[0]?.options;
    expect(Object.keys(options ?? {}).sort()).toEqual(["headers", "maxTokens", "onPayload", "signal"]);
    expect(options).toMatchObject({ headers: { "x-test": "1" }, maxTokens: 64, onPayload });
    expect(options?.signal).toBe(controller.signal);
    expect(streamOptions).toEqual({ headers: { "x-test": "1" }, maxTokens: 64, onPayload }); // not mutated
  });
});
