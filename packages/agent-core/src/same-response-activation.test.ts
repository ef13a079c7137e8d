import { fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import type { AnyAgentTool } from "./agent-tool.js";
import { resultText, runScripted } from "./test-support/harness.js";
import { done } from "./test-support/responses.js";
import { type RecordedCall, testTool, textResult } from "./test-support/tools.js";
import type { ToolFailureDetails } from "./tool-outcome.js";

/** A `tool_search`-like tool that adds `subagent` to a live active set when it runs. */
function activationSetup(enablerMode: "sequential" | "parallel") {
  const calls: RecordedCall[] = [];
  const subagent = testTool("subagent", {
    parameters: Type.Object({ task: Type.String() }),
    calls,
  });
  const active: AnyAgentTool[] = [];
  const enable = testTool("enable", {
    executionMode: enablerMode,
    execute: async () => {
      active.push(subagent);
      return textResult("Enabled: subagent");
    },
  });
  active.push(enable);
  return { active, calls, getActiveTools: () => active };
}

const sameResponse = (subagentArgs: Record<string, unknown>) =>
  fauxResponse([fauxToolCall("enable", {}, { id: "E" }), fauxToolCall("subagent", subagentArgs, { id: "S" })]);

describe("rule 14: same-response activation", () => {
  it("sequential batch: a call to a tool enabled earlier in the same response resolves and runs", async () => {
    const setup = activationSetup("sequential");
    const run = await runScripted({
      responses: [sameResponse({ task: "review" }), done()],
      tools: setup.active.slice(),
      config: { getActiveTools: setup.getActiveTools },
    });
    expect(setup.calls).toEqual([{ id: "S", params: { task: "review" } }]);
    expect(resultText(run.messages, "S")).toBe("subagent ok");
    // The request in flight declared only what was active when it was made.
    expect(run.faux.requests[0]?.context.tools?.map((t) => t.name)).toEqual(["enable"]);
  });

  it("sequential batch: the newly enabled tool's arguments are still validated against its schema", async () => {
    const setup = activationSetup("sequential");
    const run = await runScripted({
      responses: [sameResponse({ job: "review" }), done()],
      tools: setup.active.slice(),
      config: { getActiveTools: setup.getActiveTools },
    });
    expect(setup.calls).toEqual([]);
    expect(resultText(run.messages, "S")).toContain("/task");
  });

  it("parallel batch: lookup happens before anything executes, so the call gets the structured 'not available' error", async () => {
    const setup = activationSetup("parallel");
    const run = await runScripted({
      responses: [sameResponse({ task: "review" }), done()],
      tools: setup.active.slice(),
      config: { getActiveTools: setup.getActiveTools },
    });
    expect(setup.calls).toEqual([]);
    const text = resultText(run.messages, "S");
    expect(text).toContain('Tool "subagent" is not available');
    expect(text).toContain("Active tools: enable");
    expect(text).toContain("retry the call on your next turn");
    const result = run.messages.find((m) => m.role === "toolResult" && m.toolCallId === "S");
    expect(result?.role === "toolResult" && (result.details as ToolFailureDetails)).toEqual({
      failure: "tool_not_available",
      toolName: "subagent",
      activeTools: ["enable"],
    });
    // The enabler itself ran, and both results reach the model.
    expect(resultText(run.messages, "E")).toBe("Enabled: subagent");
    expect(run.trace).toContain("turn_end toolResults [E, S]");
  });

  it("parallel batch: the retry on the next turn resolves (the active set is read again)", async () => {
    const setup = activationSetup("parallel");
    const run = await runScripted({
      responses: [
        sameResponse({ task: "review" }),
        fauxResponse(fauxToolCall("subagent", { task: "review" }, { id: "S2" })),
        done(),
      ],
      tools: setup.active.slice(),
      config: {
        getActiveTools: setup.getActiveTools,
        prepareNextTurn: () => ({ tools: setup.active.slice() }),
      },
    });
    expect(setup.calls.map((c) => c.id)).toEqual(["S2"]);
    expect(run.faux.requests[1]?.context.tools?.map((t) => t.name)).toEqual(["enable", "subagent"]);
  });
});
