import { fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { resultText, runScripted } from "./test-support/harness.js";
import { done } from "./test-support/responses.js";
import { type RecordedCall, testTool, textResult } from "./test-support/tools.js";
import type { ToolFailureDetails } from "./tool-outcome.js";

const call = (name: string, args: Record<string, unknown> | string, id = "A") =>
  fauxResponse(fauxToolCall(name, args, { id }));

function failureOf(run: Awaited<ReturnType<typeof runScripted>>, id: string): ToolFailureDetails {
  const message = run.messages.find((m) => m.role === "toolResult" && m.toolCallId === id);
  if (message?.role !== "toolResult") throw new Error(`no result for ${id}`);
  expect(message.isError).toBe(true);
  return message.details as ToolFailureDetails;
}

describe("rule 3: preflight order", () => {
  it("goes start → prepareArguments → validate → beforeToolCall → execute → end", async () => {
    const log: string[] = [];
    const tool = testTool("a", {
      prepareArguments: (raw) => {
        log.push(`prepareArguments ${JSON.stringify(raw)}`);
        return "old" in raw ? { value: raw.old } : raw;
      },
      execute: async (_id, params) => {
        log.push(`execute ${JSON.stringify(params)}`);
        return textResult("ok");
      },
    });
    await runScripted({
      responses: [call("a", { old: "legacy" }), done()],
      tools: [tool],
      log,
      config: {
        beforeToolCall: ({ args }) => {
          log.push(`beforeToolCall ${JSON.stringify(args)}`);
          return undefined;
        },
      },
    });
    const from = log.indexOf("tool_execution_start A");
    expect(log.slice(from, from + 5)).toEqual([
      "tool_execution_start A",
      'prepareArguments {"old":"legacy"}',
      'beforeToolCall {"value":"legacy"}', // validated after prepareArguments
      'execute {"value":"legacy"}',
      "tool_execution_end A",
    ]);
  });

  it("checks abort first: nothing else of the call runs", async () => {
    const log: string[] = [];
    const controller = new AbortController();
    const tool = testTool("a", {
      prepareArguments: (raw) => {
        log.push("prepareArguments");
        return raw;
      },
    });
    const run = await runScripted({
      responses: [call("a", { value: "x" }), done()],
      tools: [tool],
      log,
      config: { beforeToolCall: () => void log.push("beforeToolCall") },
      onEvent: (event) => {
        if (event.type === "message_end" && event.message.role === "assistant") controller.abort();
      },
      signal: controller.signal,
    });
    expect(log).not.toContain("prepareArguments");
    expect(log).not.toContain("beforeToolCall");
    expect(failureOf(run, "A").failure).toBe("aborted");
    expect(resultText(run.messages, "A")).toContain("aborted");
  });

  it("checks abort before lookup: an unknown tool in an aborted run is 'aborted'", async () => {
    const controller = new AbortController();
    const run = await runScripted({
      responses: [fauxResponse(fauxToolCall("nope", {}, { id: "A" })), done()],
      tools: [testTool("a")],
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === "message_end" && event.message.role === "assistant") controller.abort();
      },
    });
    expect(failureOf(run, "A").failure).toBe("aborted");
  });

  it("checks abort again after beforeToolCall: an abort during the hook stops the call", async () => {
    const controller = new AbortController();
    const calls: RecordedCall[] = [];
    const run = await runScripted({
      responses: [call("a", { value: "x" }), done()],
      tools: [testTool("a", { calls })],
      signal: controller.signal,
      config: {
        beforeToolCall: () => {
          controller.abort();
          return undefined;
        },
      },
    });
    expect(calls).toEqual([]);
    expect(failureOf(run, "A").failure).toBe("aborted");
  });

  it("looks the tool up in the current active set, not the set the request declared", async () => {
    const calls: RecordedCall[] = [];
    const late = testTool("late", { calls });
    const run = await runScripted({
      responses: [call("late", { value: "x" }), done()],
      tools: [testTool("a")],
      config: { getActiveTools: () => [late] },
    });
    expect(calls.map((c) => c.id)).toEqual(["A"]);
    expect(resultText(run.messages, "A")).toBe("late ok");
  });

  it("never prepares, validates or runs a call whose arguments did not parse; asks for the call again", async () => {
    const log: string[] = [];
    const calls: RecordedCall[] = [];
    const tool = testTool("a", {
      calls,
      prepareArguments: (raw) => {
        log.push("prepareArguments");
        return raw;
      },
    });
    const run = await runScripted({
      responses: [call("a", '{"value": "cut of'), done()],
      tools: [tool],
      config: { beforeToolCall: () => void log.push("beforeToolCall") },
    });
    expect(calls).toEqual([]);
    expect(log).toEqual([]);
    const text = resultText(run.messages, "A");
    expect(text).toContain("could not be parsed");
    expect(text).toContain("Invalid JSON in tool arguments at offset"); // the parse error, quoted
    expect(text).toContain("Issue the call again");
    expect(failureOf(run, "A").failure).toBe("arguments_unparsed");
  });

  it("unknown name: the error names the tool and lists the active tools", async () => {
    const run = await runScripted({
      responses: [call("nope", {}), done()],
      tools: [testTool("read"), testTool("write")],
    });
    const text = resultText(run.messages, "A");
    expect(text).toContain('Tool "nope" is not available');
    expect(text).toContain("Active tools: read, write");
    expect(failureOf(run, "A")).toEqual({
      failure: "tool_not_available",
      toolName: "nope",
      activeTools: ["read", "write"],
    });
  });

  it("invalid arguments: the error names each failing path and what was expected, and echoes the arguments", async () => {
    const tool = testTool("edit", {
      parameters: Type.Object({ path: Type.String(), edits: Type.Array(Type.Object({ oldText: Type.String() })) }),
    });
    const run = await runScripted({
      responses: [call("edit", { edits: [{ newText: "x" }] }), done()],
      tools: [tool],
    });
    const text = resultText(run.messages, "A");
    expect(text).toContain("/path: is required");
    expect(text).toContain("/edits/0/oldText: is required");
    expect(text).toContain('"newText": "x"'); // echoed arguments
    expect(failureOf(run, "A").errors?.map((e) => e.path)).toEqual(
      expect.arrayContaining(["/path", "/edits/0/oldText"]),
    );
  });

  it("a throwing prepareArguments fails the call as invalid arguments", async () => {
    const tool = testTool("a", {
      prepareArguments: () => {
        throw new Error("cannot shim");
      },
    });
    const run = await runScripted({ responses: [call("a", {}), done()], tools: [tool] });
    expect(resultText(run.messages, "A")).toContain("cannot shim");
    expect(failureOf(run, "A").failure).toBe("invalid_arguments");
  });

  it("blocked: the hook's reason, or a default text", async () => {
    const run = await runScripted({
      responses: [fauxResponse([fauxToolCall("a", {}, { id: "A" }), fauxToolCall("a", {}, { id: "B" })]), done()],
      tools: [testTool("a")],
      config: {
        beforeToolCall: ({ toolCall }) =>
          toolCall.id === "A" ? { block: true, reason: "Denied by the user." } : { block: true },
      },
    });
    expect(resultText(run.messages, "A")).toBe("Denied by the user.");
    expect(resultText(run.messages, "B")).toBe('Tool call "a" was blocked by a policy hook.');
    expect(failureOf(run, "B").failure).toBe("blocked");
  });

  it("a throwing beforeToolCall finalizes the call as an error result", async () => {
    const calls: RecordedCall[] = [];
    const run = await runScripted({
      responses: [call("a", {}), done()],
      tools: [testTool("a", { calls })],
      config: {
        beforeToolCall: () => {
          throw new Error("policy store offline");
        },
      },
    });
    expect(calls).toEqual([]);
    expect(resultText(run.messages, "A")).toBe('The beforeToolCall hook failed for tool "a": policy store offline');
    expect(failureOf(run, "A").failure).toBe("hook_failed");
  });

  it("a failed preflight never cancels the other calls of the batch (both modes)", async () => {
    for (const toolExecution of ["parallel", "sequential"] as const) {
      const run = await runScripted({
        responses: [
          fauxResponse([
            fauxToolCall("nope", {}, { id: "A" }),
            fauxToolCall("a", { value: "x" }, { id: "B" }),
            fauxToolCall("a", '{"bad', { id: "C" }),
            fauxToolCall("a", { value: "y" }, { id: "D" }),
          ]),
          done(),
        ],
        tools: [testTool("a")],
        config: { toolExecution },
      });
      expect(resultText(run.messages, "B")).toBe("a ok");
      expect(resultText(run.messages, "D")).toBe("a ok");
      expect(run.trace).toContain("turn_end toolResults [A, B, C, D]");
    }
  });
});

describe("rule 4: execution", () => {
  it("gets the validated (coerced, defaulted) arguments, the abort signal and an onUpdate callback", async () => {
    const seen: unknown[] = [];
    const controller = new AbortController();
    const tool = testTool("a", {
      parameters: Type.Object({ count: Type.Number(), mode: Type.String({ default: "fast" }) }),
      execute: async (id, params, signal, onUpdate) => {
        seen.push(id, params, signal === controller.signal, typeof onUpdate);
        return textResult("ok");
      },
    });
    await runScripted({ responses: [call("a", { count: "3" }), done()], tools: [tool], signal: controller.signal });
    expect(seen).toEqual(["A", { count: 3, mode: "fast" }, true, "function"]);
  });

  it("turns a thrown error into an error result whose text is the error message", async () => {
    const tool = testTool("a", {
      execute: async () => {
        throw new Error("ENOENT: no such file");
      },
    });
    const run = await runScripted({ responses: [call("a", {}), done()], tools: [tool] });
    expect(resultText(run.messages, "A")).toBe("ENOENT: no such file");
    expect(failureOf(run, "A").failure).toBe("execution_failed");
    expect(run.trace).toContain("tool_execution_end A (error)");
  });

  it("does not re-validate arguments mutated by beforeToolCall", async () => {
    const calls: RecordedCall[] = [];
    await runScripted({
      responses: [call("a", { value: "x" }), done()],
      tools: [testTool("a", { calls })],
      config: {
        beforeToolCall: ({ args }) => {
          args.value = 42; // outside the schema: the hook's responsibility
          args.extra = true;
          return undefined;
        },
      },
    });
    expect(calls[0]?.params).toEqual({ value: 42, extra: true });
  });

  it("leaves the transcript's tool-call arguments as the model wrote them", async () => {
    const run = await runScripted({
      responses: [call("a", { value: "x" }), done()],
      tools: [testTool("a")],
      config: {
        beforeToolCall: ({ args }) => {
          args.value = "rewritten";
          return undefined;
        },
      },
    });
    const block = run.assistants[0]?.content[0];
    expect(block?.type === "toolCall" && block.arguments).toEqual({ value: "x" });
  });

  it("an execute that resolves to something without a content array is an error result", async () => {
    const tool = testTool("a", { execute: async () => ({}) as never });
    const run = await runScripted({ responses: [call("a", {}), done()], tools: [tool] });
    expect(resultText(run.messages, "A")).toContain("returned an invalid result");
  });
});
