import { fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import type { AgentEvent, ToolExecutionEndEvent, ToolExecutionUpdateEvent } from "./agent-events.js";
import { resultText, runScripted } from "./test-support/harness.js";
import { callA, done } from "./test-support/responses.js";
import { deferred, testTool, textResult } from "./test-support/tools.js";

describe("rule 5: progress", () => {
  it("emits each onUpdate as tool_execution_update with the partial result, never persisted", async () => {
    const tool = testTool("a", {
      execute: async (_id, _params, _signal, onUpdate) => {
        onUpdate?.(textResult("25%", { details: { progress: 0.25 } }));
        onUpdate?.(textResult("50%", { details: { progress: 0.5 } }));
        return textResult("done");
      },
    });
    const run = await runScripted({ responses: [callA(), done()], tools: [tool] });
    const start = run.trace.indexOf("tool_execution_start A");
    expect(run.trace.slice(start, start + 4)).toEqual([
      "tool_execution_start A",
      "tool_execution_update A",
      "tool_execution_update A",
      "tool_execution_end A",
    ]);
    const updates = run.events.filter((e): e is ToolExecutionUpdateEvent => e.type === "tool_execution_update");
    expect(updates.map((u) => u.partialResult.details)).toEqual([{ progress: 0.25 }, { progress: 0.5 }]);
    expect(updates[0]).toMatchObject({ toolCallId: "A", toolName: "a", args: { value: "x" } });
    const persisted = JSON.stringify(run.messages);
    expect(persisted).not.toContain("25%");
    expect(persisted).not.toContain("50%");
  });

  it("ignores updates made after execute settled", async () => {
    const late = deferred();
    const tool = testTool("a", {
      execute: async (_id, _params, _signal, onUpdate) => {
        setTimeout(() => {
          onUpdate?.(textResult("too late"));
          late.resolve();
        }, 0);
        return textResult("done");
      },
    });
    const run = await runScripted({
      responses: [callA(), done()],
      tools: [tool],
      onEvent: async (event) => {
        if (event.type === "tool_execution_end") await late.promise;
      },
    });
    expect(run.trace).not.toContain("tool_execution_update A");
  });

  it("emits updates already queued before that call's tool_execution_end, even with a slow sink", async () => {
    for (const toolExecution of ["parallel", "sequential"] as const) {
      const tool = testTool("a", {
        execute: async (_id, _params, _signal, onUpdate) => {
          onUpdate?.(textResult("1"));
          onUpdate?.(textResult("2"));
          onUpdate?.(textResult("3"));
          return textResult("done"); // settles while the updates are still being delivered
        },
      });
      const run = await runScripted({
        responses: [callA(), done()],
        tools: [tool],
        config: { toolExecution },
        onEvent: async (event) => {
          if (event.type === "tool_execution_update") await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      const start = run.trace.indexOf("tool_execution_start A");
      expect(run.trace.slice(start, start + 5)).toEqual([
        "tool_execution_start A",
        "tool_execution_update A",
        "tool_execution_update A",
        "tool_execution_update A",
        "tool_execution_end A",
      ]);
    }
  });
});

describe("rule 6: afterToolCall", () => {
  const detailed = () =>
    testTool("a", { execute: async () => textResult("original", { details: { lines: 3, nested: { keep: true } } }) });

  const endOf = (events: AgentEvent[]) =>
    events.find((e): e is ToolExecutionEndEvent => e.type === "tool_execution_end") as ToolExecutionEndEvent;

  it("runs after execution and before tool_execution_end, with the result as executed", async () => {
    const log: string[] = [];
    const seen: unknown[] = [];
    await runScripted({
      responses: [callA(), done()],
      tools: [detailed()],
      log,
      config: {
        afterToolCall: ({ result, isError, toolCall, args }) => {
          log.push("afterToolCall");
          seen.push(result.details, isError, toolCall.id, args);
          return undefined;
        },
      },
    });
    const from = log.indexOf("tool_execution_start A");
    expect(log.slice(from, from + 3)).toEqual(["tool_execution_start A", "afterToolCall", "tool_execution_end A"]);
    expect(seen).toEqual([{ lines: 3, nested: { keep: true } }, false, "A", { value: "x" }]);
  });

  it("replaces each returned field whole and keeps the missing ones (no deep merge)", async () => {
    const run = await runScripted({
      responses: [callA(), done()],
      tools: [detailed()],
      config: { afterToolCall: () => ({ details: { lines: 1 } }) },
    });
    expect(resultText(run.messages, "A")).toBe("original"); // content kept
    const end = endOf(run.events);
    expect(end.result.details).toEqual({ lines: 1 }); // replaced whole: `nested` is gone
    expect(end.isError).toBe(false);
    expect(end).toMatchObject({ toolCallId: "A", toolName: "a", args: { value: "x" } });
    expect(end.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("keeps every field it leaves out, terminate included", async () => {
    const bye = testTool("bye", { execute: async () => textResult("bye", { terminate: true, details: { d: 1 } }) });
    const run = await runScripted({
      responses: [fauxResponse(fauxToolCall("bye", {}, { id: "A" })), done()],
      tools: [bye],
      config: { afterToolCall: () => ({ content: [{ type: "text", text: "rewritten" }] }) },
    });
    expect(resultText(run.messages, "A")).toBe("rewritten");
    expect(run.faux.requests).toHaveLength(1); // still terminates
    const message = run.messages.find((m) => m.role === "toolResult");
    expect(message).toMatchObject({ isError: false, details: { d: 1 } });
  });
  it("can replace content, flip isError and set terminate", async () => {
    const run = await runScripted({
      responses: [callA(), done()],
      tools: [detailed()],
      config: {
        afterToolCall: () => ({ content: [{ type: "text", text: "[redacted]" }], isError: true, terminate: true }),
      },
    });
    expect(resultText(run.messages, "A")).toBe("[redacted]");
    const end = endOf(run.events);
    expect(end.isError).toBe(true);
    expect(end.result.details).toEqual({ lines: 3, nested: { keep: true } });
    expect(run.faux.requests).toHaveLength(1); // terminate took effect (CONTRACT.md rule 9)
  });

  it("sees thrown errors as isError results", async () => {
    const seen: boolean[] = [];
    await runScripted({
      responses: [callA(), done()],
      tools: [testTool("a", { execute: async () => Promise.reject(new Error("boom")) })],
      config: { afterToolCall: ({ isError }) => void seen.push(isError) },
    });
    expect(seen).toEqual([true]);
  });

  it("a throwing hook finalizes the call as an error result", async () => {
    const run = await runScripted({
      responses: [callA(), done()],
      tools: [detailed()],
      config: {
        afterToolCall: () => {
          throw new Error("audit log unavailable");
        },
      },
    });
    expect(resultText(run.messages, "A")).toBe('The afterToolCall hook failed for tool "a": audit log unavailable');
    expect(endOf(run.events).isError).toBe(true);
  });

  it("does not run for calls that failed preflight", async () => {
    const seen: string[] = [];
    await runScripted({
      responses: [fauxResponse(fauxToolCall("nope", {}, { id: "A" })), done()],
      tools: [detailed()],
      config: { afterToolCall: ({ toolCall }) => void seen.push(toolCall.id) },
    });
    expect(seen).toEqual([]);
  });
});
