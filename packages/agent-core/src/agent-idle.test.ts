import { createFaux, fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { Agent } from "./agent.js";
import type { AgentEvent } from "./agent-events.js";
import { done } from "./test-support/responses.js";
import { deferred, type RecordedCall, testTool, textResult } from "./test-support/tools.js";
import { traceOf } from "./test-support/trace.js";

describe("Agent: idle, queues and nested calls", () => {
  it("waitForIdle() resolves at once when idle, and during a run only after agent_end listeners settled", async () => {
    const faux = createFaux({ responses: [done()] });
    const agent = new Agent({ initialState: { model: faux.model }, streamFn: faux.streamFn });
    let idleAlready = false;
    await agent.waitForIdle().then(() => {
      idleAlready = true;
    });
    expect(idleAlready).toBe(true);

    const release = deferred();
    const log: string[] = [];
    agent.subscribe(async (event) => {
      if (event.type === "agent_end") {
        await release.promise;
        log.push("agent_end settled");
      }
    });
    const running = agent.prompt("go");
    const idle = agent.waitForIdle().then(() => {
      log.push(`idle streaming=${agent.state.isStreaming} messages=${agent.state.messages.length}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual([]); // the agent_end listener still holds the run
    release.resolve();
    await idle;
    await running;
    expect(log).toEqual(["agent_end settled", "idle streaming=false messages=2"]);
  });

  it("steeringMode one-at-a-time takes one steering message per turn boundary; all takes every one", async () => {
    for (const [mode, expected] of [
      ["one-at-a-time", [["s1"], ["s2"]]],
      ["all", [["s1", "s2"]]],
    ] as const) {
      const faux = createFaux({
        responses: [fauxResponse(fauxToolCall("a", {}, { id: "A" })), done(), done(), done()],
      });
      let agentRef: Agent | undefined;
      const a = testTool("a", {
        execute: async () => {
          agentRef?.steer("s1");
          agentRef?.steer("s2");
          return textResult("ok");
        },
      });
      const agent = new Agent({
        initialState: { model: faux.model, tools: [a] },
        streamFn: faux.streamFn,
        steeringMode: mode,
      });
      agentRef = agent;
      await agent.prompt("go");
      // Each request after the first ends with the steering messages taken at that boundary.
      const injected = faux.requests.slice(1).map((request) => {
        const messages = request.context.messages;
        const lastAssistant = messages.findLastIndex((m) => m.role === "assistant" || m.role === "toolResult");
        return messages.slice(lastAssistant + 1).map((m) => (m.role === "user" ? m.content : m.role));
      });
      expect(injected).toEqual(expected);
      expect(agent.hasQueuedMessages()).toBe(false);
    }
  });

  it("runToolCall() emits no events and applies both hooks", async () => {
    const faux = createFaux();
    const hooks: string[] = [];
    const calls: RecordedCall[] = [];
    const agent = new Agent({
      initialState: { model: faux.model, tools: [testTool("a", { calls })] },
      beforeToolCall: ({ toolCall, parentToolCallId }) => void hooks.push(`before ${toolCall.id} ${parentToolCallId}`),
      afterToolCall: ({ toolCall }) => {
        hooks.push(`after ${toolCall.id}`);
        return { details: { audited: true } };
      },
    });
    const events: AgentEvent[] = [];
    agent.subscribe((event) => void events.push(event));
    const result = await agent.runToolCall(
      { type: "toolCall", id: "n1", name: "a", arguments: { value: "v" } },
      { parentToolCallId: "outer" },
    );
    expect(events).toEqual([]);
    expect(hooks).toEqual(["before n1 outer", "after n1"]);
    expect(calls).toEqual([{ id: "n1", params: { value: "v" } }]);
    expect(result).toMatchObject({ isError: false, details: { audited: true } });
  });

  it("runToolCall() during a run defaults to the run's abort signal and stays out of trace and transcript", async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const inner = testTool("inner", {
      execute: async (_id, _params, signal) => {
        signals.push(signal);
        return textResult("inner ok");
      },
    });
    let agentRef: Agent | undefined;
    let outerSignal: AbortSignal | undefined;
    const outer = testTool("outer", {
      execute: async (id, _params, signal) => {
        outerSignal = signal;
        const nested = await agentRef?.runToolCall(
          { type: "toolCall", id: `${id}/1`, name: "inner", arguments: {} },
          { parentToolCallId: id },
        );
        return textResult(`nested: ${nested?.content[0]?.type === "text" ? nested.content[0].text : ""}`);
      },
    });
    const faux = createFaux({ responses: [fauxResponse(fauxToolCall("outer", {}, { id: "O" })), done()] });
    const agent = new Agent({ initialState: { model: faux.model, tools: [outer, inner] }, streamFn: faux.streamFn });
    agentRef = agent;
    const events: AgentEvent[] = [];
    agent.subscribe((event) => void events.push(event));
    await agent.prompt("go");
    expect(signals).toHaveLength(1);
    expect(signals[0]).toBe(outerSignal);
    // The nested call is invisible in the event trace and the transcript.
    expect(traceOf(events).filter((line) => line.startsWith("tool_execution"))).toEqual([
      "tool_execution_start O",
      "tool_execution_end O",
    ]);
    expect(JSON.stringify(agent.state.messages)).not.toContain("O/1");
  });

  it("runToolCall({ emitEvents, tools }) reports the nested call to listeners under its parent, in a set of its own", async () => {
    const inner = testTool("inner", {
      execute: async (_id, _params, _signal, onUpdate) => {
        onUpdate?.(textResult("half"));
        return textResult("inner ok");
      },
    });
    let agentRef: Agent | undefined;
    const outer = testTool("outer", {
      execute: async (id) => {
        const nested = await agentRef?.runToolCall(
          { type: "toolCall", id: `${id}/1`, name: "inner", arguments: {} },
          { parentToolCallId: id, tools: [inner], emitEvents: true },
        );
        return textResult(`nested: ${nested?.isError}`);
      },
    });
    const faux = createFaux({ responses: [fauxResponse(fauxToolCall("outer", {}, { id: "O" })), done()] });
    // "inner" is not active: only the set passed to runToolCall holds it.
    const agent = new Agent({ initialState: { model: faux.model, tools: [outer] }, streamFn: faux.streamFn });
    agentRef = agent;
    const events: AgentEvent[] = [];
    agent.subscribe((event) => void events.push(event));
    await agent.prompt("go");
    const tools = events.flatMap((event) =>
      event.type.startsWith("tool_execution")
        ? [
            `${event.type} ${(event as { toolCallId: string }).toolCallId} ${(event as { parentToolCallId?: string }).parentToolCallId ?? "-"}`,
          ]
        : [],
    );
    expect(tools).toEqual([
      "tool_execution_start O -",
      "tool_execution_start O/1 O",
      "tool_execution_update O/1 O",
      "tool_execution_end O/1 O",
      "tool_execution_end O -",
    ]);
    expect(agent.state.pendingToolCalls.size).toBe(0);
    expect(JSON.stringify(agent.state.messages)).not.toContain("O/1");
    expect(JSON.stringify(agent.state.messages)).toContain("nested: false");
  });

  it("initialState arrays are copied", () => {
    const tools = [testTool("a")];
    const agent = new Agent({ initialState: { model: createFaux().model, tools, messages: [] } });
    tools.push(testTool("b"));
    expect(agent.state.tools.map((t) => t.name)).toEqual(["a"]);
  });
});
