import type { ToolCall } from "@keel/ai";
import {
  createAssistantMessage,
  eventsForMessage,
  fauxError,
  fauxResponse,
  fauxText,
  fauxToolCall,
} from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { resultText, runScripted } from "./test-support/harness.js";
import { messageStreamFn, pushSlowly, type ScriptedReply } from "./test-support/message-stream.js";
import { done } from "./test-support/responses.js";
import { deferred, type RecordedCall, testTool, textResult } from "./test-support/tools.js";
import { failedRequestTrace } from "./test-support/trace.js";

const toolCall = (id: string, name = "a", args: Record<string, unknown> = { value: "x" }): ToolCall => ({
  type: "toolCall",
  id,
  name,
  arguments: args,
});

/** Runs the loop on exact assistant messages (see `messageStreamFn`), with tool `a`. */
async function runMessages(replies: ScriptedReply[]) {
  const { streamFn, requests } = messageStreamFn(replies);
  return { ...(await runScripted({ streamFn, tools: [testTool("a")] })), requests };
}

describe("rule 1: content drives execution", () => {
  it("runs the tool calls of a final message even when its stop reason says stop", async () => {
    const run = await runMessages([
      createAssistantMessage([toolCall("A")], { stopReason: "stop" }),
      createAssistantMessage([{ type: "text", text: "done" }]),
    ]);
    expect(resultText(run.messages, "A")).toBe("a ok");
    expect(run.requests).toHaveLength(2);
  });

  it("runs nothing when the stop reason says toolUse but the message holds no tool-call block", async () => {
    const run = await runMessages([createAssistantMessage([{ type: "text", text: "hmm" }], { stopReason: "toolUse" })]);
    expect(run.trace.slice(-3)).toEqual(["message_end assistant", "turn_end toolResults []", "agent_end"]);
    expect(run.requests).toHaveLength(1);
  });

  it("starts preflight only after the assistant message is final (message_end emitted)", async () => {
    const log: string[] = [];
    const gate = deferred();
    const message = createAssistantMessage([toolCall("A"), { type: "text", text: "and more" }]);
    const tool = testTool("a", {
      execute: async () => {
        log.push("execute A");
        return textResult("ok");
      },
    });
    const { streamFn } = messageStreamFn([
      (stream) => void pushSlowly(stream, eventsForMessage(message), gate.promise),
      createAssistantMessage([{ type: "text", text: "done" }]),
    ]);
    const running = runScripted({ streamFn, tools: [tool], log, trace: { updates: true } });
    while (!log.includes("message_update toolcall_end")) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setTimeout(resolve, 10)); // the block is complete; the message is not final
    expect(log).toContain("message_update toolcall_end");
    expect(log).not.toContain("execute A");
    gate.resolve();
    await running;
    const end = log.indexOf("message_end assistant");
    expect(log.slice(end, end + 3)).toEqual(["message_end assistant", "tool_execution_start A", "execute A"]);
  });
});

describe("rule 9: termination", () => {
  const terminating = (name: string) => testTool(name, { execute: async () => textResult("bye", { terminate: true }) });

  it("stops after the batch when every finalized result says terminate", async () => {
    const run = await runScripted({
      responses: [fauxResponse([fauxToolCall("t", {}, { id: "A" }), fauxToolCall("t", {}, { id: "B" })]), done()],
      tools: [terminating("t")],
    });
    expect(run.faux.requests).toHaveLength(1);
    expect(run.trace.slice(-2)).toEqual(["turn_end toolResults [A, B]", "agent_end"]);
  });

  it("continues, sending all results, when any result does not terminate", async () => {
    const run = await runScripted({
      responses: [fauxResponse([fauxToolCall("t", {}, { id: "A" }), fauxToolCall("a", {}, { id: "B" })]), done()],
      tools: [terminating("t"), testTool("a")],
    });
    expect(run.faux.requests).toHaveLength(2);
    const sent = run.faux.requests[1]?.context.messages.filter((m) => m.role === "toolResult") ?? [];
    expect(sent.map((m) => m.role === "toolResult" && m.toolCallId)).toEqual(["A", "B"]);
  });

  it("an error result (which never terminates) keeps the loop going", async () => {
    const run = await runScripted({
      responses: [fauxResponse([fauxToolCall("t", {}, { id: "A" }), fauxToolCall("nope", {}, { id: "B" })]), done()],
      tools: [terminating("t")],
    });
    expect(run.faux.requests).toHaveLength(2);
  });
});

describe("rule 10: truncated calls", () => {
  it("runs none of the calls of a length-stopped message; each gets a cut-off error and the loop goes on", async () => {
    const calls: RecordedCall[] = [];
    const run = await runScripted({
      responses: [
        fauxResponse([fauxToolCall("a", { value: "1" }, { id: "A" }), fauxToolCall("a", { value: "2" }, { id: "B" })], {
          stopReason: "length",
        }),
        done(),
      ],
      tools: [testTool("a", { calls })],
    });
    expect(calls).toEqual([]);
    for (const id of ["A", "B"]) {
      const text = resultText(run.messages, id);
      expect(text).toContain("cut off");
      expect(text).toContain("Re-issue the call");
    }
    const start = run.trace.indexOf("tool_execution_start A");
    expect(run.trace.slice(start, start + 9)).toEqual([
      "tool_execution_start A",
      "tool_execution_end A (error)",
      "message_start toolResult A (error)",
      "message_end toolResult A (error)",
      "tool_execution_start B",
      "tool_execution_end B (error)",
      "message_start toolResult B (error)",
      "message_end toolResult B (error)",
      "turn_end toolResults [A, B]",
    ]);
    expect(run.faux.requests).toHaveLength(2);
  });
});

describe("rule 11: errors and aborts of the model call", () => {
  it("a provider error ends the run as data: turn_end with no results, then agent_end", async () => {
    const log: string[] = [];
    const run = await runScripted({
      responses: [fauxError("overloaded"), done()],
      log,
      config: {
        getSteeringMessages: () => {
          log.push("getSteeringMessages");
          return [];
        },
        getFollowUpMessages: () => {
          log.push("getFollowUpMessages");
          return [];
        },
      },
    });
    expect(run.trace).toEqual(failedRequestTrace);
    expect(log).toEqual(failedRequestTrace);
    expect(run.assistants[0]).toMatchObject({ stopReason: "error", errorMessage: "overloaded" });
  });

  it("an abort during streaming ends the run the same way", async () => {
    const controller = new AbortController();
    const run = await runScripted({
      responses: [fauxResponse(fauxText("a long answer that is streamed in many small chunks")), done()],
      signal: controller.signal,
      onEvent: (event) => {
        if (event.type === "message_update") controller.abort();
      },
    });
    expect(run.trace).toEqual(failedRequestTrace);
    expect(run.assistants[0]?.stopReason).toBe("aborted");
  });

  it("a stream function that throws becomes an error message, not an exception", async () => {
    const run = await runScripted({
      streamFn: () => {
        throw new Error("adapter crashed");
      },
    });
    expect(run.trace).toEqual(failedRequestTrace);
    expect(run.messages[1]).toMatchObject({ role: "assistant", stopReason: "error" });
    expect((run.messages[1] as { errorMessage: string }).errorMessage).toContain("adapter crashed");
  });

  it("a stream whose iteration throws becomes an error message", async () => {
    const broken = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error("socket hang up")) }),
      result: () => new Promise<never>(() => {}),
    };
    const run = await runScripted({ streamFn: () => broken });
    expect(run.trace).toEqual(failedRequestTrace);
    const end = run.events.find((e) => e.type === "message_end" && e.message.role === "assistant");
    expect(JSON.stringify(end)).toContain("socket hang up");
  });
});
