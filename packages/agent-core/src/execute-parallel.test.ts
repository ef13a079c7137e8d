import { fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { resultText, runScripted } from "./test-support/harness.js";
import { done, twoCalls } from "./test-support/responses.js";
import { deferred, testTool, textResult } from "./test-support/tools.js";

describe("rule 8: parallel order", () => {
  it("emits ends in completion order and result messages in source order (contract trace 1)", async () => {
    const releaseA = deferred();
    const bDone = deferred();
    const a = testTool("a", { until: releaseA.promise });
    const b = testTool("b", {
      execute: async () => {
        bDone.resolve();
        return textResult("b ok");
      },
    });
    void bDone.promise.then(() => setTimeout(() => releaseA.resolve(), 5));

    const run = await runScripted({ responses: [twoCalls(), done()], tools: [a, b] });

    expect(run.trace).toEqual([
      "agent_start",
      "turn_start",
      "message_start user",
      "message_end user",
      "message_start assistant",
      "message_end assistant",
      "tool_execution_start A",
      "tool_execution_start B",
      "tool_execution_end B",
      "tool_execution_end A",
      "message_start toolResult A",
      "message_end toolResult A",
      "message_start toolResult B",
      "message_end toolResult B",
      "turn_end toolResults [A, B]",
      "turn_start",
      "message_start assistant",
      "message_end assistant",
      "turn_end toolResults []",
      "agent_end",
    ]);
  });

  it("sends the results to the next request in source order", async () => {
    const releaseA = deferred();
    const a = testTool("a", { until: releaseA.promise });
    const b = testTool("b", {
      execute: async () => {
        setTimeout(() => releaseA.resolve(), 5);
        return textResult("b ok");
      },
    });
    const run = await runScripted({ responses: [twoCalls(), done()], tools: [a, b] });
    const second = run.faux.requests[1]?.context.messages ?? [];
    expect(second.map((m) => (m.role === "toolResult" ? `${m.role} ${m.toolCallId}` : m.role))).toEqual([
      "user",
      "assistant",
      "toolResult A",
      "toolResult B",
    ]);
  });

  it("runs prepared calls concurrently", async () => {
    const bothStarted = deferred();
    let started = 0;
    const gate = async () => {
      started++;
      if (started === 2) bothStarted.resolve();
      await bothStarted.promise; // would deadlock if the calls ran one after the other
      return textResult("ok");
    };
    const run = await runScripted({
      responses: [twoCalls(), done()],
      tools: [testTool("a", { execute: gate }), testTool("b", { execute: gate })],
    });
    expect(run.trace).toContain("turn_end toolResults [A, B]");
  });

  it("finalizes a call that fails preflight at once, before the next call starts (contract trace 2)", async () => {
    const run = await runScripted({
      responses: [
        fauxResponse([
          fauxToolCall("a", { value: { not: "a string" } }, { id: "A" }),
          fauxToolCall("b", { value: "2" }, { id: "B" }),
        ]),
        done(),
      ],
      tools: [testTool("a"), testTool("b")],
    });
    const start = run.trace.indexOf("tool_execution_start A");
    expect(run.trace.slice(start, start + 7)).toEqual([
      "tool_execution_start A",
      "tool_execution_end A (error)",
      "tool_execution_start B",
      "tool_execution_end B",
      "message_start toolResult A (error)",
      "message_end toolResult A (error)",
      "message_start toolResult B",
    ]);
    expect(run.trace[start + 7]).toBe("message_end toolResult B");
    expect(resultText(run.messages, "B")).toBe("b ok");
  });

  it("runs preflight (and beforeToolCall) for every call before any call executes", async () => {
    const log: string[] = [];
    const tool = (name: string) =>
      testTool(name, {
        execute: async () => {
          log.push(`execute ${name}`);
          return textResult("ok");
        },
      });
    await runScripted({
      responses: [twoCalls(), done()],
      tools: [tool("a"), tool("b")],
      log,
      config: {
        beforeToolCall: ({ toolCall }) => {
          log.push(`beforeToolCall ${toolCall.id}`);
          return undefined;
        },
      },
    });
    const from = log.indexOf("tool_execution_start A");
    expect(log.slice(from, from + 6)).toEqual([
      "tool_execution_start A",
      "beforeToolCall A",
      "tool_execution_start B",
      "beforeToolCall B",
      "execute a",
      "execute b",
    ]);
  });
});
