import {
  createAssistantMessage,
  createFaux,
  type FauxScriptEntry,
  fauxError,
  fauxResponse,
  fauxToolCall,
} from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { Agent } from "./agent.js";
import type { AgentEvent } from "./agent-events.js";
import type { AnyAgentTool } from "./agent-tool.js";
import { user } from "./test-support/harness.js";
import { done } from "./test-support/responses.js";
import { deferred, type RecordedCall, testTool, textResult } from "./test-support/tools.js";
import { traceOf } from "./test-support/trace.js";

function setup(responses: FauxScriptEntry[] = [], tools: AnyAgentTool[] = []) {
  const faux = createFaux({ responses });
  const agent = new Agent({ initialState: { model: faux.model, systemPrompt: "sys", tools }, streamFn: faux.streamFn });
  const events: AgentEvent[] = [];
  agent.subscribe((event) => void events.push(event));
  return { faux, agent, events };
}

describe("Agent", () => {
  it("prompt() runs the loop and keeps state.messages in step with message_end", async () => {
    const { agent, events, faux } = setup([fauxResponse(fauxToolCall("a", {}, { id: "A" })), done()], [testTool("a")]);
    await agent.prompt("hello");
    expect(agent.state.messages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "assistant"]);
    expect(traceOf(events).at(-1)).toBe("agent_end");
    expect(faux.requests[0]?.context.systemPrompt).toBe("sys");
    expect(agent.state.isStreaming).toBe(false);
  });

  it("awaits listeners one after another, in order, and sees updated state in them", async () => {
    const { agent } = setup([done()]);
    const log: string[] = [];
    agent.subscribe(async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push(`1 ${event.type}`);
    });
    const unsubscribe = agent.subscribe((event) => {
      log.push(`2 ${event.type}`);
      if (event.type === "message_end") log.push(`messages ${agent.state.messages.length}`);
    });
    await agent.prompt("hi");
    expect(log.slice(0, 4)).toEqual(["1 agent_start", "2 agent_start", "1 turn_start", "2 turn_start"]);
    expect(log).toContain("messages 1");
    unsubscribe();
    log.length = 0;
    await agent.prompt(user("again")).catch(() => {});
    expect(log.every((line) => line.startsWith("1 "))).toBe(true);
  });

  it("assigning state.tools / state.messages stores a copy", () => {
    const { agent } = setup();
    const tools = [testTool("a")];
    agent.state.tools = tools;
    tools.push(testTool("b"));
    expect(agent.state.tools.map((t) => t.name)).toEqual(["a"]);
    const messages = [user("x")];
    agent.state.messages = messages;
    messages.push(user("y"));
    expect(agent.state.messages).toHaveLength(1);
  });

  it("prompt() while a run is active rejects and points to steer()/followUp()", async () => {
    const gate = deferred();
    const slow = testTool("slow", { until: gate.promise });
    const { agent } = setup([fauxResponse(fauxToolCall("slow", {}, { id: "A" })), done()], [slow]);
    const running = agent.prompt("first");
    await expect(agent.prompt("second")).rejects.toThrow(/steer\(\) or followUp\(\)/);
    await expect(agent.continue()).rejects.toThrow(/already running/);
    gate.resolve();
    await running;
  });

  it("exposes isStreaming, streamingMessage, pendingToolCalls and errorMessage", async () => {
    const gate = deferred();
    const seen: unknown[] = [];
    let agentRef: Agent | undefined;
    const probe = testTool("probe", {
      execute: async (id) => {
        seen.push([...(agentRef?.state.pendingToolCalls ?? [])], id);
        await gate.promise;
        return textResult("ok");
      },
    });
    const { agent } = setup([fauxResponse(fauxToolCall("probe", {}, { id: "A" })), fauxError("overloaded")], [probe]);
    agentRef = agent;
    let streamed = false;
    let streamingAtAgentEnd = false;
    agent.subscribe((event) => {
      if (event.type === "message_update" && agent.state.streamingMessage?.role === "assistant") streamed = true;
      if (event.type === "agent_end") streamingAtAgentEnd = agent.state.isStreaming;
    });
    const running = agent.prompt("go");
    expect(agent.state.isStreaming).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    gate.resolve();
    await running;
    expect(seen).toEqual([["A"], "A"]);
    expect(streamed).toBe(true);
    expect(streamingAtAgentEnd).toBe(true); // true until agent_end listeners settle
    expect(agent.state.isStreaming).toBe(false);
    expect(agent.state.streamingMessage).toBeUndefined();
    expect(agent.state.pendingToolCalls.size).toBe(0);
    expect(agent.state.errorMessage).toBe("overloaded");
  });

  it("steer() injects a message at the next turn boundary of the active run", async () => {
    let agentRef: Agent | undefined;
    const steerer = testTool("a", {
      execute: async () => {
        agentRef?.steer("use tabs, not spaces");
        return textResult("ok");
      },
    });
    const { agent, faux } = setup([fauxResponse(fauxToolCall("a", {}, { id: "A" })), done()], [steerer]);
    agentRef = agent;
    await agent.prompt("format the file");
    expect(faux.requests[1]?.context.messages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "user"]);
    expect(faux.requests[1]?.context.messages[3]?.content).toBe("use tabs, not spaces");
  });

  it("followUp() waits until the agent would stop; one-at-a-time takes one per stop, all takes every one", async () => {
    for (const [mode, expectedRequests] of [
      ["one-at-a-time", 3],
      ["all", 2],
    ] as const) {
      const faux = createFaux({ responses: [done("1"), done("2"), done("3")] });
      const agent = new Agent({ initialState: { model: faux.model }, streamFn: faux.streamFn, followUpMode: mode });
      agent.followUp("first follow-up");
      agent.followUp("second follow-up");
      expect(agent.queuedFollowUpMessages).toHaveLength(2);
      expect(agent.hasQueuedMessages()).toBe(true);
      await agent.prompt("start");
      expect(faux.requests).toHaveLength(expectedRequests);
      expect(agent.hasQueuedMessages()).toBe(false);
    }
  });

  it("queues can be inspected and cleared", () => {
    const { agent } = setup();
    agent.steer("s1");
    agent.followUp("f1");
    expect(agent.queuedSteeringMessages.map((m) => m.role === "user" && m.content)).toEqual(["s1"]);
    agent.clearSteeringQueue();
    expect(agent.queuedSteeringMessages).toEqual([]);
    expect(agent.queuedFollowUpMessages).toHaveLength(1);
    agent.steer("s2");
    agent.clearAllQueues();
    expect(agent.hasQueuedMessages()).toBe(false);
    agent.steeringMode = "all";
    expect(agent.steeringMode).toBe("all");
  });

  it("abort() ends the run with an aborted result; waitForIdle() resolves when it is over", async () => {
    const slow = testTool("slow", {
      execute: (_id, _params, signal) =>
        new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(new Error("stopped")))),
    });
    const { agent, faux } = setup([fauxResponse(fauxToolCall("slow", {}, { id: "A" })), done()], [slow]);
    const running = agent.prompt("go");
    await new Promise((resolve) => setTimeout(resolve, 20));
    agent.abort();
    await agent.waitForIdle();
    await running;
    expect(faux.requests).toHaveLength(1);
    expect(agent.state.messages.at(-1)).toMatchObject({ role: "toolResult", toolCallId: "A", isError: true });
    expect(agent.state.isStreaming).toBe(false);
  });

  it("reset() clears transcript, error and queues, and refuses while running", async () => {
    const { agent } = setup([fauxError("x")]);
    agent.followUp("later");
    await agent.prompt("go");
    expect(agent.state.errorMessage).toBe("x");
    agent.reset();
    expect(agent.state.messages).toEqual([]);
    expect(agent.state.errorMessage).toBeUndefined();
    expect(agent.hasQueuedMessages()).toBe(false);

    const gate = deferred();
    const slow = testTool("slow", { until: gate.promise });
    const busy = setup([fauxResponse(fauxToolCall("slow", {}, { id: "A" })), done()], [slow]);
    const running = busy.agent.prompt("go");
    expect(() => busy.agent.reset()).toThrow(/abort\(\)/);
    gate.resolve();
    await running;
  });

  it("continue() resumes from a user message, and from an assistant message only with queued messages", async () => {
    const { agent, faux } = setup([done("a"), done("b")]);
    agent.state.messages = [user("pending question")];
    await agent.continue();
    expect(faux.requests[0]?.context.messages.map((m) => m.content)).toEqual(["pending question"]);
    await expect(agent.continue()).rejects.toThrow(/assistant message/);
    agent.followUp("next");
    await agent.continue();
    expect(faux.requests[1]?.context.messages.at(-1)?.content).toBe("next");
  });

  it("rule 13: state changes made during a run reach the next request of the same run", async () => {
    let agentRef: Agent | undefined;
    const other = createFaux().model;
    const extra = testTool("extra");
    const reconfigure = testTool("reconfigure", {
      execute: async () => {
        if (!agentRef) throw new Error("no agent");
        agentRef.state.tools = [...agentRef.state.tools, extra];
        agentRef.state.systemPrompt = "sys v2";
        agentRef.state.model = { ...other, id: "faux-2" };
        agentRef.state.thinkingLevel = "high";
        return textResult("ok");
      },
    });
    const { agent, faux } = setup([fauxResponse(fauxToolCall("reconfigure", {}, { id: "A" })), done()], [reconfigure]);
    agentRef = agent;
    await agent.prompt("go");
    const [first, second] = faux.requests;
    expect(first?.context.tools?.map((t) => t.name)).toEqual(["reconfigure"]);
    expect(second?.context.tools?.map((t) => t.name)).toEqual(["reconfigure", "extra"]);
    expect(second?.context.systemPrompt).toBe("sys v2");
    expect(second?.model.id).toBe("faux-2");
    expect(second?.options?.thinkingLevel).toBe("high");
  });

  it("rule 14: a sequential enabling tool makes a same-response call resolve through state.tools", async () => {
    let agentRef: Agent | undefined;
    const calls: RecordedCall[] = [];
    const subagent = testTool("subagent", { calls });
    const search = testTool("tool_search", {
      executionMode: "sequential",
      execute: async () => {
        if (agentRef) agentRef.state.tools = [...agentRef.state.tools, subagent];
        return textResult("Enabled: subagent");
      },
    });
    const { agent } = setup(
      [
        fauxResponse([
          fauxToolCall("tool_search", {}, { id: "E" }),
          fauxToolCall("subagent", { value: "v" }, { id: "S" }),
        ]),
        done(),
      ],
      [search],
    );
    agentRef = agent;
    await agent.prompt("go");
    expect(calls.map((c) => c.id)).toEqual(["S"]);
  });

  it("state.messages replaced during a run (compaction) is what the next request sends", async () => {
    let agentRef: Agent | undefined;
    const compact = testTool("compact", {
      execute: async () => {
        if (agentRef) agentRef.state.messages = [user("summary")];
        return textResult("compacted");
      },
    });
    const { agent, faux } = setup([fauxResponse(fauxToolCall("compact", {}, { id: "A" })), done()], [compact]);
    agentRef = agent;
    await agent.prompt("go");
    // The loop sends state.messages as it is at the turn boundary: the summary, then the result
    // recorded after the replacement.
    expect(faux.requests[1]?.context.messages.map((m) => m.role)).toEqual(["user", "toolResult"]);
    expect(agent.state.messages.map((m) => m.role)).toEqual(["user", "toolResult", "assistant"]);
  });

  it("a throwing listener (a caller bug) rejects prompt() and leaves the agent idle with the error", async () => {
    const { agent } = setup([done(), done()]);
    const unsubscribe = agent.subscribe((event) => {
      if (event.type === "turn_end") throw new Error("listener bug");
    });
    await expect(agent.prompt("go")).rejects.toThrow("listener bug");
    expect(agent.state.isStreaming).toBe(false);
    expect(agent.state.errorMessage).toBe("listener bug");
    unsubscribe();
    await agent.prompt("again");
    expect(agent.state.errorMessage).toBeUndefined();
  });

  it("runToolCall() applies the agent's hooks to nested calls", async () => {
    const faux = createFaux();
    const agent = new Agent({
      initialState: { model: faux.model, tools: [testTool("bash")] },
      beforeToolCall: ({ tool }) => (tool.name === "bash" ? { block: true, reason: "no shell" } : undefined),
    });
    const result = await agent.runToolCall({ type: "toolCall", id: "n1", name: "bash", arguments: {} });
    expect(result).toMatchObject({ isError: true, content: [{ type: "text", text: "no shell" }] });
  });

  it("prompt() accepts a message, several messages, or text with images", async () => {
    const { agent, faux } = setup([done(), done(), done()]);
    await agent.prompt(user("one"));
    await agent.prompt([user("two"), user("three")]);
    await agent.prompt("look", [{ type: "image", data: "AAAA", mimeType: "image/png" }]);
    expect(faux.requests[2]?.context.messages.at(-1)?.content).toEqual([
      { type: "text", text: "look" },
      { type: "image", data: "AAAA", mimeType: "image/png" },
    ]);
    expect(createAssistantMessage([]).role).toBe("assistant");
  });
});
