import { createFauxModel, fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import type { AgentLoopConfig } from "./agent-loop-config.js";
import type { AgentMessage } from "./agent-message.js";
import type { AnyAgentTool } from "./agent-tool.js";
import { runScripted, user } from "./test-support/harness.js";
import { callA, done } from "./test-support/responses.js";
import { testTool, textResult } from "./test-support/tools.js";

/** Boundary hooks that log their calls into `log` and hand out queued messages. */
function boundaryHooks(log: string[], steering: AgentMessage[][] = [], followUps: AgentMessage[][] = []) {
  return {
    prepareNextTurn: () => {
      log.push("prepareNextTurn");
      return undefined;
    },
    getSteeringMessages: () => {
      log.push("getSteeringMessages");
      return steering.shift() ?? [];
    },
    getFollowUpMessages: () => {
      log.push("getFollowUpMessages");
      return followUps.shift() ?? [];
    },
  } satisfies Partial<AgentLoopConfig>;
}

describe("rule 12: steering and follow-up", () => {
  it("after turn_end: refresh, then steering poll; steering goes in before the next request", async () => {
    const log: string[] = [];
    const run = await runScripted({
      responses: [callA(), done()],
      tools: [testTool("a")],
      log,
      config: boundaryHooks(log, [[user("steer: use tabs")]]),
    });
    expect(log).toEqual([
      "agent_start",
      "turn_start",
      "message_start user",
      "message_end user",
      "message_start assistant",
      "message_end assistant",
      "tool_execution_start A",
      "tool_execution_end A",
      "message_start toolResult A",
      "message_end toolResult A",
      "turn_end toolResults [A]",
      "prepareNextTurn",
      "getSteeringMessages",
      "turn_start",
      "message_start user",
      "message_end user",
      "message_start assistant",
      "message_end assistant",
      "turn_end toolResults []",
      "prepareNextTurn",
      "getSteeringMessages",
      "getFollowUpMessages",
      "agent_end",
    ]);
    const second = run.faux.requests[1]?.context.messages ?? [];
    expect(second.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "user"]);
    expect(second[3]?.content).toBe("steer: use tabs");
  });

  it("never injects steering in the middle of a batch, even when it is queued during one", async () => {
    const log: string[] = [];
    const queue: AgentMessage[] = [];
    const typing = testTool("a", {
      execute: async () => {
        queue.push(user("typed while the tool ran"));
        return textResult("ok");
      },
    });
    await runScripted({
      responses: [fauxResponse([fauxToolCall("a", {}, { id: "A" }), fauxToolCall("a", {}, { id: "B" })]), done()],
      tools: [typing],
      log,
      config: {
        toolExecution: "sequential",
        getSteeringMessages: () => {
          log.push("getSteeringMessages");
          return queue.splice(0);
        },
      },
    });
    const firstPoll = log.indexOf("getSteeringMessages");
    expect(log[firstPoll - 1]).toBe("turn_end toolResults [A, B]");
    expect(log.slice(firstPoll + 1, firstPoll + 4)).toEqual(["turn_start", "message_start user", "message_end user"]);
  });

  it("polls follow-ups only when the agent would otherwise stop, and continues with them", async () => {
    const log: string[] = [];
    const run = await runScripted({
      responses: [callA(), done("first"), done("second")],
      tools: [testTool("a")],
      log,
      config: boundaryHooks(log, [], [[user("and then this")]]),
    });
    const hookLines = log.filter((line) => !line.startsWith("message") && !line.startsWith("tool"));
    expect(hookLines).toEqual([
      "agent_start",
      "turn_start",
      "turn_end toolResults [A]",
      "prepareNextTurn",
      "getSteeringMessages", // a tool turn goes on: no follow-up poll
      "turn_start",
      "turn_end toolResults []",
      "prepareNextTurn",
      "getSteeringMessages",
      "getFollowUpMessages", // would stop: follow-up poll → another turn
      "turn_start",
      "turn_end toolResults []",
      "prepareNextTurn",
      "getSteeringMessages",
      "getFollowUpMessages",
      "agent_end",
    ]);
    expect(run.faux.requests[2]?.context.messages.at(-1)?.content).toBe("and then this");
  });

  it("steering that arrives when the agent would stop continues the run before any follow-up", async () => {
    const log: string[] = [];
    const run = await runScripted({
      responses: [done("first"), done("second")],
      log,
      config: boundaryHooks(log, [[user("wait, also…")]], [[user("follow-up")]]),
    });
    expect(run.faux.requests).toHaveLength(3);
    expect(run.faux.requests[1]?.context.messages.at(-1)?.content).toBe("wait, also…");
    expect(run.faux.requests[2]?.context.messages.at(-1)?.content).toBe("follow-up");
  });

  it("an abort is a stop condition: after the refresh, nothing more is polled and the run ends", async () => {
    const log: string[] = [];
    const controller = new AbortController();
    const aborting = testTool("a", {
      execute: async () => {
        controller.abort();
        return textResult("ok");
      },
    });
    const run = await runScripted({
      responses: [callA(), done()],
      tools: [aborting],
      log,
      signal: controller.signal,
      config: boundaryHooks(log, [[user("never delivered")]]),
    });
    expect(log.slice(-3)).toEqual(["turn_end toolResults [A]", "prepareNextTurn", "agent_end"]);
    expect(run.faux.requests).toHaveLength(1);
  });

  it("a terminating batch still lets queued steering and follow-up messages in (interpretation, see README)", async () => {
    const bye = testTool("bye", { execute: async () => textResult("bye", { terminate: true }) });
    const followUps = [user("one more thing")];
    const run = await runScripted({
      responses: [fauxResponse(fauxToolCall("bye", {}, { id: "A" })), done()],
      tools: [bye],
      config: { getFollowUpMessages: () => followUps.splice(0) },
    });
    expect(run.faux.requests).toHaveLength(2);
    expect(run.faux.requests[1]?.context.messages.map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "toolResult",
      "user",
    ]);
  });
});

describe("rule 13: next-turn refresh", () => {
  it("is called at every turn boundary of a run, including model → tools → model continuations", async () => {
    const boundaries: string[] = [];
    await runScripted({
      responses: [callA(), fauxResponse(fauxToolCall("a", {}, { id: "B" })), done()],
      tools: [testTool("a")],
      config: {
        prepareNextTurn: ({ message, toolResults }) => {
          boundaries.push(`${message.stopReason} [${toolResults.map((r) => r.toolCallId).join(", ")}]`);
          return undefined;
        },
      },
    });
    expect(boundaries).toEqual(["toolUse [A]", "toolUse [B]", "stop []"]);
  });

  it("tools, system prompt, model and thinking level it returns are used by the next request", async () => {
    const second = createFauxModel({ id: "faux-2" });
    const b = testTool("b");
    const run = await runScripted({
      responses: [callA(), done()],
      tools: [testTool("a")],
      config: {
        streamOptions: { thinkingLevel: "low" },
        prepareNextTurn: ({ context }) => ({
          tools: [...(context.tools ?? []), b],
          systemPrompt: "v2",
          model: second,
          thinkingLevel: "high",
        }),
      },
    });
    const [first, next] = run.faux.requests;
    expect(first?.context.systemPrompt).toBe("test");
    expect(first?.context.tools?.map((t) => t.name)).toEqual(["a"]);
    expect(first?.model.id).toBe("faux-1");
    expect(first?.options?.thinkingLevel).toBe("low");
    expect(next?.context.systemPrompt).toBe("v2");
    expect(next?.context.tools?.map((t) => t.name)).toEqual(["a", "b"]);
    expect(next?.model.id).toBe("faux-2");
    expect(next?.options?.thinkingLevel).toBe("high");
  });

  it("a tool set changed during a run affects the next request, never the one in flight", async () => {
    const active: AnyAgentTool[] = [];
    const extra = testTool("extra");
    const enable = testTool("enable", {
      execute: async () => {
        active.push(extra);
        return textResult("enabled");
      },
    });
    active.push(enable);
    const run = await runScripted({
      responses: [fauxResponse(fauxToolCall("enable", {}, { id: "A" })), done()],
      tools: active.slice(),
      config: { prepareNextTurn: () => ({ tools: active.slice() }) },
    });
    expect(run.faux.requests[0]?.context.tools?.map((t) => t.name)).toEqual(["enable"]);
    expect(run.faux.requests[1]?.context.tools?.map((t) => t.name)).toEqual(["enable", "extra"]);
  });

  it("may replace the transcript (e.g. compaction); messages added later still reach agent_end", async () => {
    const run = await runScripted({
      responses: [callA(), done()],
      tools: [testTool("a")],
      config: { prepareNextTurn: () => ({ messages: [user("summary of everything so far")] }) },
    });
    expect(run.faux.requests[1]?.context.messages.map((m) => m.content)).toEqual(["summary of everything so far"]);
    expect(run.messages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "assistant"]);
  });
});
