import type { ToolCall } from "@keel/ai";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import type { AgentEvent } from "./agent-events.js";
import { runToolCall } from "./run-tool-call.js";
import { type RecordedCall, testTool, textResult } from "./test-support/tools.js";
import type { ToolFailureDetails } from "./tool-outcome.js";

const call = (name: string, args: Record<string, unknown> = {}, id = "outer/1"): ToolCall => ({
  type: "toolCall",
  id,
  name,
  arguments: args,
});

describe("runToolCall (nested calls)", () => {
  it("runs preflight → hooks → execute → hooks and returns the tool-result message", async () => {
    const log: string[] = [];
    const read = testTool("read", {
      parameters: Type.Object({ path: Type.String() }),
      execute: async (_id, params, _signal, onUpdate) => {
        log.push(`execute ${params.path}`);
        onUpdate?.(textResult("reading"));
        return textResult(`contents of ${params.path}`, { details: { bytes: 3 } });
      },
    });
    const updates: string[] = [];
    const result = await runToolCall(call("read", { path: "a.txt" }), {
      tools: [read],
      parentToolCallId: "outer",
      beforeToolCall: ({ parentToolCallId, args }) => {
        log.push(`before ${parentToolCallId} ${JSON.stringify(args)}`);
        return undefined;
      },
      afterToolCall: ({ result }) => {
        log.push("after");
        return { details: { ...(result.details as object), audited: true } };
      },
      onUpdate: (partial) => updates.push(partial.content[0]?.type === "text" ? partial.content[0].text : ""),
    });
    expect(log).toEqual(['before outer {"path":"a.txt"}', "execute a.txt", "after"]);
    expect(updates).toEqual(["reading"]);
    expect(result).toMatchObject({
      role: "toolResult",
      toolCallId: "outer/1",
      toolName: "read",
      content: [{ type: "text", text: "contents of a.txt" }],
      details: { bytes: 3, audited: true },
      isError: false,
    });
  });

  it("permission hooks apply to the nested call: a block is an error result and nothing runs", async () => {
    const calls: RecordedCall[] = [];
    const result = await runToolCall(call("bash", { value: "rm -rf /" }), {
      tools: [testTool("bash", { calls })],
      beforeToolCall: () => ({ block: true, reason: "bash is not allowed from subagents" }),
    });
    expect(calls).toEqual([]);
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: "text", text: "bash is not allowed from subagents" }]);
  });

  it("fails like the loop does: unknown tool, invalid arguments, thrown error, abort", async () => {
    const tools = [testTool("a"), testTool("boom", { execute: async () => Promise.reject(new Error("kaput")) })];
    const unknown = await runToolCall(call("zzz"), { tools });
    expect((unknown.details as ToolFailureDetails).activeTools).toEqual(["a", "boom"]);
    const invalid = await runToolCall(call("a", { value: { no: 1 } }), { tools });
    expect((invalid.details as ToolFailureDetails).failure).toBe("invalid_arguments");
    const thrown = await runToolCall(call("boom"), { tools });
    expect(thrown.content).toEqual([{ type: "text", text: "kaput" }]);
    const controller = new AbortController();
    controller.abort();
    const aborted = await runToolCall(call("a"), { tools, signal: controller.signal });
    expect((aborted.details as ToolFailureDetails).failure).toBe("aborted");
  });

  it("emit: start, updates and end with parentToolCallId, also for a call that fails preflight", async () => {
    const read = testTool("read", {
      execute: async (_id, _params, _signal, onUpdate) => {
        onUpdate?.(textResult("half"));
        return textResult("done");
      },
    });
    const events: AgentEvent[] = [];
    const emit = (event: AgentEvent) => void events.push(event);
    await runToolCall(call("read"), { tools: [read], emit, parentToolCallId: "outer" });
    await runToolCall(call("nope", {}, "outer/2"), { tools: [read], emit, parentToolCallId: "outer" });
    expect(
      events.map((e) => [
        e.type,
        (e as { toolCallId: string }).toolCallId,
        (e as { parentToolCallId?: string }).parentToolCallId,
      ]),
    ).toEqual([
      ["tool_execution_start", "outer/1", "outer"],
      ["tool_execution_update", "outer/1", "outer"],
      ["tool_execution_end", "outer/1", "outer"],
      ["tool_execution_start", "outer/2", "outer"],
      ["tool_execution_end", "outer/2", "outer"],
    ]);
    expect(events[4]).toMatchObject({ isError: true, toolName: "nope" });
  });
});
