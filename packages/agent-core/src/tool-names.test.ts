import { createFaux, fauxResponse, fauxToolCall } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { Agent } from "./agent.js";
import { agentLoop, runAgentLoop } from "./agent-loop.js";
import { runScripted, user } from "./test-support/harness.js";
import { done } from "./test-support/responses.js";
import { testTool } from "./test-support/tools.js";

// What `[...codingTools(), ...readOnlyTools()]` builds: `read` twice.
const overlapping = () => [testTool("read"), testTool("write"), testTool("ls"), testTool("read")];
const duplicate = /has two tools named "read" \(at positions 0 and 3\)\. Each tool of an active set needs its own name/;

describe("two tools with the same name in one active set are rejected where the set is assigned", () => {
  it("the Agent's initial tools", () => {
    const faux = createFaux();
    expect(() => new Agent({ initialState: { model: faux.model, tools: overlapping() } })).toThrow(
      /^Agent: initialState\.tools has two tools named "read"/,
    );
  });

  it("assigning agent.state.tools, which keeps the old set", () => {
    const faux = createFaux();
    const agent = new Agent({ initialState: { model: faux.model, tools: [testTool("read")] } });
    expect(() => {
      agent.state.tools = overlapping();
    }).toThrow(/^agent\.state\.tools has two tools named "read"/);
    expect(agent.state.tools.map((t) => t.name)).toEqual(["read"]);
  });

  it("the loop's context tools, before any event", async () => {
    const faux = createFaux();
    const context = { systemPrompt: "", messages: [], tools: overlapping() };
    expect(() => agentLoop([user("hi")], context, { model: faux.model })).toThrow(duplicate);
    const events: unknown[] = [];
    await expect(
      runAgentLoop([user("hi")], context, { model: faux.model }, (e) => void events.push(e)),
    ).rejects.toThrow(/^runAgentLoop: context\.tools has two tools named "read"/);
    expect(events).toEqual([]);
  });

  it("a tool set returned by prepareNextTurn fails the turn as data, naming the duplicate", async () => {
    const run = await runScripted({
      responses: [fauxResponse(fauxToolCall("read", {}, { id: "A" })), done()],
      tools: [testTool("read")],
      config: { prepareNextTurn: () => ({ tools: overlapping() }) },
    });
    expect(run.trace.slice(-3)).toEqual(["message_end assistant", "turn_end toolResults []", "agent_end"]);
    expect(run.assistants.at(-1)?.errorMessage).toMatch(
      /^The next turn could not be prepared: prepareNextTurn failed: the tool set it returned has two tools named "read"/,
    );
    expect(run.faux.requests).toHaveLength(1);
  });

  it("distinct names pass everywhere", async () => {
    const faux = createFaux({ responses: [done()] });
    const agent = new Agent({ initialState: { model: faux.model, tools: [testTool("a")] }, streamFn: faux.streamFn });
    agent.state.tools = [testTool("a"), testTool("b")];
    await agent.prompt("hi");
    expect(faux.requests[0]?.context.tools?.map((t) => t.name)).toEqual(["a", "b"]);
  });
});
