import { createFauxModel, fauxError, fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import type { AgentEvent, ToolExecutionEndEvent } from "./agent-events.js";
import { runAgentLoop } from "./agent-loop.js";
import type { AgentLoopConfig } from "./agent-loop-config.js";
import { runScripted, user } from "./test-support/harness.js";
import { callA, done } from "./test-support/responses.js";
import { testTool } from "./test-support/tools.js";
import { failedRequestTrace, traceOf } from "./test-support/trace.js";

const boom = (): never => {
  throw new Error("boom");
};

describe("rule 16: failure is data", () => {
  it("tool, validation and blocked failures look the same in events and in the transcript", async () => {
    const run = await runScripted({
      responses: [
        fauxResponse([
          fauxToolCall("a", {}, { id: "A" }),
          fauxToolCall("a", { value: { bad: 1 } }, { id: "B" }),
          fauxToolCall("a", {}, { id: "C" }),
        ]),
        done(),
      ],
      tools: [testTool("a", { execute: async () => Promise.reject(new Error("disk full")) })],
      config: { beforeToolCall: ({ toolCall }) => (toolCall.id === "C" ? { block: true, reason: "no" } : undefined) },
    });
    const ends = run.events.filter((e): e is ToolExecutionEndEvent => e.type === "tool_execution_end");
    for (const end of ends) {
      const message = run.messages.find((m) => m.role === "toolResult" && m.toolCallId === end.toolCallId);
      expect(message).toMatchObject({ isError: true, content: end.result.content, details: end.result.details });
      expect(end.isError).toBe(true);
    }
    // …and the model sees them in the next request.
    expect(run.faux.requests[1]?.context.messages.filter((m) => m.role === "toolResult")).toHaveLength(3);
  });

  it("a provider error is an assistant message with stopReason error, not an exception", async () => {
    const run = await runScripted({ responses: [fauxError("rate limited")] });
    expect(run.trace).toEqual(failedRequestTrace);
    expect(run.assistants[0]).toMatchObject({ stopReason: "error", errorMessage: "rate limited" });
  });

  for (const hook of ["transformContext", "convertToLlm", "getApiKey"] as const) {
    it(`a throwing ${hook} becomes an error message that ends the run`, async () => {
      const run = await runScripted({ responses: [done()], config: { [hook]: boom } as Partial<AgentLoopConfig> });
      expect(run.trace).toEqual(failedRequestTrace);
      expect(run.assistants[0]?.errorMessage).toBe("The model request could not be made: boom");
      expect(run.faux.requests).toHaveLength(0);
    });
  }

  for (const hook of ["prepareNextTurn", "getSteeringMessages", "getFollowUpMessages"] as const) {
    it(`a throwing ${hook} ends the run with a failed turn naming it`, async () => {
      const run = await runScripted({
        responses: [callA(), done(), done()],
        tools: [testTool("a")],
        config: { [hook]: boom } as Partial<AgentLoopConfig>,
      });
      // Follow-ups are polled only once the agent would stop (after the text turn); the others fail after turn 1.
      expect(run.trace.slice(-6)).toEqual([
        hook === "getFollowUpMessages" ? "turn_end toolResults []" : "turn_end toolResults [A]",
        "turn_start",
        "message_start assistant",
        "message_end assistant",
        "turn_end toolResults []",
        "agent_end",
      ]);
      expect(run.assistants.at(-1)?.errorMessage).toBe(`The next turn could not be prepared: ${hook} failed: boom`);
    });
  }

  it("an event sink that throws (a bug in the caller) rejects the run, after the events before it were delivered", async () => {
    const events: AgentEvent[] = [];
    const failure = new Error("listener bug");
    const running = runAgentLoop(
      [user("go")],
      { systemPrompt: "", messages: [], tools: [testTool("a")] },
      { model: createFauxModel() },
      (event) => {
        if (event.type === "tool_execution_end") throw failure;
        events.push(event);
      },
      undefined,
      (await import("@keel/ai/testing")).createFaux({ responses: [callA(), done()] }).streamFn,
    );
    await expect(running).rejects.toBe(failure);
    expect(traceOf(events).slice(-2)).toEqual(["message_end assistant", "tool_execution_start A"]);
  });
});
