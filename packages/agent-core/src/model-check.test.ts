import type { Model } from "@keel/ai";
import { createFaux, fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { Agent } from "./agent.js";
import type { AgentEvent } from "./agent-events.js";
import { agentLoop, agentLoopContinue, runAgentLoop, runAgentLoopContinue } from "./agent-loop.js";
import type { AgentLoopConfig } from "./agent-loop-config.js";
import { user } from "./test-support/harness.js";
import { done } from "./test-support/responses.js";
import { testTool, textResult } from "./test-support/tools.js";
import { traceOf } from "./test-support/trace.js";

const context = () => ({ systemPrompt: "", messages: [user("hi")], tools: [] });
const noModel = { model: undefined } as unknown as AgentLoopConfig;
const typo = undefined as unknown as Model; // what `getModel("antropic", "claude")!` gives
const halfModel = { id: "gpt-x", name: "gpt-x" } as unknown as Model;

describe("a missing or malformed model is rejected with a clear error", () => {
  it("agentLoop and agentLoopContinue throw before any event, saying what to do", () => {
    expect(() => agentLoop([user("hi")], context(), noModel)).toThrow(
      /^agentLoop: config\.model is undefined\. Pass a Model from @keel\/ai: requireModel\(/,
    );
    expect(() => agentLoopContinue(context(), noModel)).toThrow(/^agentLoopContinue: config\.model is undefined/);
    expect(() => agentLoop([user("hi")], context(), { model: "gpt-4" } as unknown as AgentLoopConfig)).toThrow(
      /config\.model is the string "gpt-4", not a Model object/,
    );
  });

  it("a missing context or messages array is refused too, saying what a context is", () => {
    const faux = createFaux();
    expect(() => agentLoop([user("hi")], undefined as never, { model: faux.model })).toThrow(
      "agentLoop: context must be { systemPrompt, messages, tools? } with a messages array (use [] for a new transcript).",
    );
    expect(() => agentLoopContinue({ systemPrompt: "" } as never, { model: faux.model })).toThrow(
      /^agentLoopContinue: context must be/,
    );
  });

  it("runAgentLoop and runAgentLoopContinue reject and emit nothing", async () => {
    const events: AgentEvent[] = [];
    const emit = (event: AgentEvent) => void events.push(event);
    await expect(runAgentLoop([user("hi")], context(), { model: halfModel }, emit)).rejects.toThrow(
      /runAgentLoop: config\.model is not a Model: "api", "provider" are missing or not a string \(got \{"id":"gpt-x"/,
    );
    await expect(runAgentLoopContinue(context(), noModel, emit)).rejects.toThrow(/known models/);
    expect(events).toEqual([]);
  });

  it("the Agent constructor throws for an undefined or malformed model, and for missing options", () => {
    expect(() => new Agent({ initialState: { model: typo } })).toThrow(
      /^Agent: initialState\.model is undefined\. Pass a Model from @keel\/ai: requireModel\(.*throws listing the known models/,
    );
    expect(() => new Agent({ initialState: { model: halfModel } })).toThrow(/initialState\.model is not a Model/);
    expect(() => new Agent({} as never)).toThrow("Agent: options.initialState is missing");
    expect(() => new Agent(undefined as never)).toThrow("Agent: options are missing");
  });
});

describe("a model that breaks during the agent's life fails the run as data, which still ends with agent_end", () => {
  it("prompt() resolves with an error assistant message, then agent_end", async () => {
    const faux = createFaux({ responses: [done()] });
    const agent = new Agent({ initialState: { model: faux.model }, streamFn: faux.streamFn });
    const events: AgentEvent[] = [];
    agent.subscribe((event) => void events.push(event));
    agent.state.model = typo;
    await agent.prompt("hi"); // used to reject: Cannot read properties of undefined (reading 'api')
    expect(traceOf(events)).toEqual([
      "agent_start",
      "turn_start",
      "message_start user",
      "message_end user",
      "message_start assistant",
      "message_end assistant",
      "turn_end toolResults []",
      "agent_end",
    ]);
    const last = agent.state.messages.at(-1);
    expect(last).toMatchObject({ role: "assistant", stopReason: "error", provider: "unknown" });
    expect(agent.state.errorMessage).toMatch(
      /^The model request could not be made: the model is undefined\. .*requireModel/,
    );
    expect(faux.requests).toHaveLength(0);
    expect(agent.state.isStreaming).toBe(false);
  });

  it("a tool that switches to a broken model mid-run: the next request fails, then agent_end", async () => {
    const faux = createFaux({ responses: [fauxResponse(fauxToolCall("switch", {}, { id: "A" })), done()] });
    const agent: Agent = new Agent({
      initialState: {
        model: faux.model,
        tools: [
          testTool("switch", {
            execute: async () => {
              agent.state.model = halfModel;
              return textResult("switched");
            },
          }),
        ],
      },
      streamFn: faux.streamFn,
    });
    const events: AgentEvent[] = [];
    agent.subscribe((event) => void events.push(event));
    await agent.prompt("switch");
    expect(traceOf(events).slice(-6)).toEqual([
      "turn_end toolResults [A]",
      "turn_start",
      "message_start assistant",
      "message_end assistant",
      "turn_end toolResults []",
      "agent_end",
    ]);
    expect(agent.state.errorMessage).toMatch(/the model is not a Model: "api", "provider" are missing/);
    expect(faux.requests).toHaveLength(1);
  });
});
