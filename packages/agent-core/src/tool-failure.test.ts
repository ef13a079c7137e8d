import type { ToolCall, ToolResultMessage } from "@keel/ai";
import { describe, expect, it } from "vitest";
import type { AgentEvent, ToolExecutionEndEvent } from "./agent-events.js";
import { runToolCall } from "./run-tool-call.js";
import { runScripted } from "./test-support/harness.js";
import { callA, done } from "./test-support/responses.js";
import { testTool, textResult } from "./test-support/tools.js";

/** A tool that fails the way a shell tool does: non-zero exit, its details kept. */
const failing = () =>
  testTool("a", {
    execute: async () =>
      textResult("exit code 2: no such file", {
        details: { exitCode: 2, fullOutputPath: "/tmp/out.log", durationMs: 12 },
        isError: true,
      }),
  });

const endOf = (events: AgentEvent[]) =>
  events.find((e): e is ToolExecutionEndEvent => e.type === "tool_execution_end") as ToolExecutionEndEvent;
const resultOf = (messages: readonly unknown[]) =>
  messages.find((m) => (m as { role?: string }).role === "toolResult") as ToolResultMessage;

describe("rule 4: a tool fails by resolving isError: true, keeping its content and details", () => {
  for (const toolExecution of ["parallel", "sequential"] as const) {
    it(`emits the exact error trace and keeps the tool's details (${toolExecution})`, async () => {
      const run = await runScripted({ responses: [callA(), done()], tools: [failing()], config: { toolExecution } });
      expect(run.trace).toEqual([
        "agent_start",
        "turn_start",
        "message_start user",
        "message_end user",
        "message_start assistant",
        "message_end assistant",
        "tool_execution_start A",
        "tool_execution_end A (error)",
        "message_start toolResult A (error)",
        "message_end toolResult A (error)",
        "turn_end toolResults [A]",
        "turn_start",
        "message_start assistant",
        "message_end assistant",
        "turn_end toolResults []",
        "agent_end",
      ]);
      const details = { exitCode: 2, fullOutputPath: "/tmp/out.log", durationMs: 12 };
      const end = endOf(run.events);
      expect(end.isError).toBe(true);
      // The flag is on the event, not repeated inside `result`.
      expect(end.result).toEqual({ content: [{ type: "text", text: "exit code 2: no such file" }], details });
      expect(resultOf(run.messages)).toMatchObject({
        isError: true,
        details,
        content: [{ type: "text", text: "exit code 2: no such file" }],
      });
      // The model reads the tool's own text in the next request.
      const sent = run.faux.requests[1]?.context.messages.find((m) => m.role === "toolResult");
      expect(sent).toMatchObject({ isError: true, content: [{ type: "text", text: "exit code 2: no such file" }] });
    });
  }

  it("isError: false (or missing) is a success, and `result` never carries the flag", async () => {
    const ok = testTool("a", { execute: async () => textResult("fine", { isError: false, details: { n: 1 } }) });
    const run = await runScripted({ responses: [callA(), done()], tools: [ok] });
    const end = endOf(run.events);
    expect(end.isError).toBe(false);
    expect(end.result).toEqual({ content: [{ type: "text", text: "fine" }], details: { n: 1 } });
    expect(resultOf(run.messages).isError).toBe(false);
  });

  it("runToolCall returns the same error result, details kept", async () => {
    const call: ToolCall = { type: "toolCall", id: "outer/1", name: "a", arguments: {} };
    const seen: unknown[] = [];
    const message = await runToolCall(call, {
      tools: [failing()],
      afterToolCall: ({ isError, result }) => void seen.push(isError, "isError" in result),
    });
    expect(seen).toEqual([true, false]);
    expect(message).toMatchObject({
      isError: true,
      details: { exitCode: 2, fullOutputPath: "/tmp/out.log", durationMs: 12 },
      content: [{ type: "text", text: "exit code 2: no such file" }],
    });
  });
});

describe("rule 6: afterToolCall and a resolved failure", () => {
  it("sees isError: true with the tool's details, and may clear it", async () => {
    const seen: unknown[] = [];
    const run = await runScripted({
      responses: [callA(), done()],
      tools: [failing()],
      config: {
        afterToolCall: ({ isError, result }) => {
          seen.push(isError, result.details);
          return { isError: false };
        },
      },
    });
    expect(seen).toEqual([true, { exitCode: 2, fullOutputPath: "/tmp/out.log", durationMs: 12 }]);
    expect(run.trace.slice(6, 11)).toEqual([
      "tool_execution_start A",
      "tool_execution_end A",
      "message_start toolResult A",
      "message_end toolResult A",
      "turn_end toolResults [A]",
    ]);
    const end = endOf(run.events);
    expect(end.isError).toBe(false);
    expect(end.result).toEqual({
      content: [{ type: "text", text: "exit code 2: no such file" }],
      details: { exitCode: 2, fullOutputPath: "/tmp/out.log", durationMs: 12 },
    });
    expect(resultOf(run.messages)).toMatchObject({ isError: false, details: { exitCode: 2 } });
  });

  it("may replace the details of a failed call and keep it failed", async () => {
    const run = await runScripted({
      responses: [callA(), done()],
      tools: [failing()],
      config: { afterToolCall: () => ({ details: { redacted: true } }) },
    });
    expect(run.trace.slice(6, 11)).toEqual([
      "tool_execution_start A",
      "tool_execution_end A (error)",
      "message_start toolResult A (error)",
      "message_end toolResult A (error)",
      "turn_end toolResults [A]",
    ]);
    expect(resultOf(run.messages)).toMatchObject({ isError: true, details: { redacted: true } });
  });
});
