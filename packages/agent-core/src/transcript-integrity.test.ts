import { fauxAborted, fauxError, fauxResponse, fauxText, fauxToolCall } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import type { AgentMessage } from "./agent-message.js";
import { resultText, runScripted } from "./test-support/harness.js";
import { done } from "./test-support/responses.js";
import { type RecordedCall, testTool, textResult } from "./test-support/tools.js";
import type { ToolFailureDetails } from "./tool-outcome.js";

/** Every tool-call block has exactly one result, right after its message, in source order. */
function expectIntegrity(messages: readonly AgentMessage[]): void {
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i];
    if (message?.role !== "assistant") continue;
    const callIds = message.content.flatMap((block) => (block.type === "toolCall" ? [block.id] : []));
    const following: string[] = [];
    for (let j = i + 1; j < messages.length; j++) {
      const next = messages[j];
      if (next?.role !== "toolResult") break;
      following.push(next.toolCallId);
    }
    expect(following).toEqual(callIds);
  }
  const allResults = messages.flatMap((m) => (m.role === "toolResult" ? [m.toolCallId] : []));
  expect(new Set(allResults).size).toBe(allResults.length);
}

const failure = (messages: readonly AgentMessage[], id: string) => {
  const message = messages.find((m) => m.role === "toolResult" && m.toolCallId === id);
  return message?.role === "toolResult" ? (message.details as ToolFailureDetails).failure : undefined;
};

const threeCalls = () =>
  fauxResponse([
    fauxToolCall("a", { value: "1" }, { id: "A" }),
    fauxToolCall("a", { value: "2" }, { id: "B" }),
    fauxToolCall("a", { value: "3" }, { id: "C" }),
  ]);

describe("rule 15: transcript integrity", () => {
  it("abort during streaming: calls already in the aborted message get 'aborted' results and never run", async () => {
    const calls: RecordedCall[] = [];
    const run = await runScripted({
      responses: [fauxAborted([fauxToolCall("a", {}, { id: "A" }), fauxToolCall("a", {}, { id: "B" })])],
      tools: [testTool("a", { calls })],
    });
    expect(calls).toEqual([]);
    expect(run.trace.slice(-11)).toEqual([
      "message_end assistant",
      "tool_execution_start A",
      "tool_execution_end A (error)",
      "message_start toolResult A (error)",
      "message_end toolResult A (error)",
      "tool_execution_start B",
      "tool_execution_end B (error)",
      "message_start toolResult B (error)",
      "message_end toolResult B (error)",
      "turn_end toolResults [A, B]",
      "agent_end",
    ]);
    expect(resultText(run.messages, "A")).toContain("aborted");
    expect(failure(run.messages, "A")).toBe("response_failed");
    expectIntegrity(run.messages);
  });

  it("abort signal during streaming, after a call was streamed: the call still gets its result", async () => {
    const controller = new AbortController();
    const run = await runScripted({
      responses: [fauxResponse([fauxToolCall("a", { value: "x" }, { id: "A" }), fauxText("more text after the call")])],
      tools: [testTool("a")],
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === "message_update" && event.assistantMessageEvent.type === "toolcall_end") controller.abort();
      },
    });
    expect(run.assistants[0]?.stopReason).toBe("aborted");
    expect(resultText(run.messages, "A")).toContain("aborted");
    expectIntegrity(run.messages);
  });

  it("a response that ends with an error: its calls are not run and say why", async () => {
    const run = await runScripted({
      responses: [fauxError("connection reset", { content: [fauxToolCall("a", {}, { id: "A" })] })],
      tools: [testTool("a")],
    });
    expect(resultText(run.messages, "A")).toContain("the response ended with an error (connection reset)");
    expectIntegrity(run.messages);
  });

  it("abort during preflight: the rest of the batch gets 'aborted' results (both modes)", async () => {
    for (const toolExecution of ["parallel", "sequential"] as const) {
      const controller = new AbortController();
      const calls: RecordedCall[] = [];
      const run = await runScripted({
        responses: [threeCalls(), done()],
        tools: [testTool("a", { calls })],
        signal: controller.signal,
        config: {
          toolExecution,
          beforeToolCall: ({ toolCall }) => {
            if (toolCall.id === "B") controller.abort();
            return undefined;
          },
        },
      });
      // Parallel: A passed preflight but nothing executes before every preflight is done, so A is aborted too.
      expect(calls.map((c) => c.id)).toEqual(toolExecution === "sequential" ? ["A"] : []);
      expect(failure(run.messages, "B")).toBe("aborted");
      expect(failure(run.messages, "C")).toBe("aborted");
      expect(run.trace).toContain("turn_end toolResults [A, B, C]");
      expectIntegrity(run.messages);
    }
  });

  it("abort during execution, sequential: the running call keeps its outcome, calls that never started are 'aborted'", async () => {
    const controller = new AbortController();
    const calls: RecordedCall[] = [];
    const tool = testTool("a", {
      calls,
      execute: async (_id, _params, signal) => {
        controller.abort();
        if (signal?.aborted) throw new Error("Interrupted by the user");
        return textResult("unreachable");
      },
    });
    const run = await runScripted({
      responses: [threeCalls()],
      tools: [tool],
      signal: controller.signal,
      config: { toolExecution: "sequential" },
    });
    expect(calls.map((c) => c.id)).toEqual(["A"]);
    expect(resultText(run.messages, "A")).toBe("Interrupted by the user");
    expect(failure(run.messages, "B")).toBe("aborted");
    expect(failure(run.messages, "C")).toBe("aborted");
    expect(run.trace.slice(-2)).toEqual(["turn_end toolResults [A, B, C]", "agent_end"]);
    expectIntegrity(run.messages);
  });

  it("abort during execution, parallel: every running call still finalizes with one result", async () => {
    const controller = new AbortController();
    const tool = testTool("a", {
      execute: (_id, params, signal) =>
        new Promise((resolve, reject) => {
          if (params.value === "2") setTimeout(() => controller.abort(), 1);
          signal?.addEventListener("abort", () => reject(new Error("aborted while running")), { once: true });
          setTimeout(() => resolve(textResult("finished")), 50);
        }),
    });
    const run = await runScripted({ responses: [threeCalls()], tools: [tool], signal: controller.signal });
    for (const id of ["A", "B", "C"]) expect(resultText(run.messages, id)).toBe("aborted while running");
    expectIntegrity(run.messages);
  });

  it("throwing hooks and tools still leave exactly one result per call", async () => {
    const run = await runScripted({
      responses: [threeCalls(), done()],
      tools: [testTool("a", { execute: async (_id, params) => Promise.reject(new Error(`tool ${params.value}`)) })],
      config: {
        beforeToolCall: ({ toolCall }) => {
          if (toolCall.id === "A") throw new Error("before");
          return undefined;
        },
        afterToolCall: ({ toolCall }) => {
          if (toolCall.id === "B") throw new Error("after");
          return undefined;
        },
      },
    });
    expect(failure(run.messages, "A")).toBe("hook_failed");
    expect(failure(run.messages, "B")).toBe("hook_failed");
    expect(resultText(run.messages, "C")).toBe("tool 3");
    expectIntegrity(run.messages);
  });
});
