import { describe, expect, it } from "vitest";
import type { SubagentEvent } from "../../../agents/subagent-runner.js";
import { toolCallLines } from "../components/tool-call-view.js";
import type { RenderContext } from "../render/render-context.js";
import { createTheme } from "../render/theme.js";
import { reduceSubagentEvent } from "./subagent-blocks.js";
import { initialUiState, type ToolItem, type UiState } from "./ui-state.js";

const ctx = (toolsExpanded: boolean): RenderContext => ({
  theme: createTheme({ NO_COLOR: "1" }),
  width: 100,
  toolsExpanded,
  thinkingExpanded: false,
  now: 10_000,
});

const taskItem: ToolItem = {
  kind: "tool",
  id: "call_t",
  name: "task",
  args: { agent: "scout", description: "find tests", prompt: "where are the tests?" },
  phase: "running",
  startedAt: 9_000,
  liveOutput: "",
  isError: false,
};

const child = (event: object, parentToolCallId = "call_t"): SubagentEvent =>
  ({ parentToolCallId, agent: "scout", sessionId: "child-1", event }) as SubagentEvent;
const start = (id: string, name: string, args: object, parent = "call_t") =>
  child({ type: "tool_execution_start", toolCallId: id, toolName: name, args }, parent);
const end = (id: string, name: string, isError = false, parent = "call_t") =>
  child(
    { type: "tool_execution_end", toolCallId: id, toolName: name, args: {}, isError, result: { content: [] } },
    parent,
  );

function apply(events: SubagentEvent[]): UiState {
  return events.reduce(reduceSubagentEvent, { ...initialUiState(), items: [taskItem] });
}

describe("subagent blocks", () => {
  it("a child's tool calls stream into a block under its task call: one summary line collapsed, every call expanded", () => {
    const state = apply([
      child({ type: "agent_start" }),
      child({ type: "message_update", message: { role: "assistant", content: [] } }),
      start("c1", "read", { path: "README.md" }),
      end("c1", "read"),
      child({
        type: "message_end",
        message: { role: "assistant", content: [{ type: "text", text: "Looking.\nmore" }] },
      }),
      start("c2", "bash", { command: "ls test" }),
    ]);
    const item = state.items[0] as ToolItem;
    expect(item.subagent).toMatchObject({ agent: "scout", sessionId: "child-1", responses: 1, running: true });
    const collapsed = toolCallLines(item, ctx(false)).join("\n");
    expect(collapsed).toContain("task scout: find tests");
    expect(collapsed).toContain(
      "↳ scout working · 2 tool calls, 1 running · 1 response · latest: $ ls test (Ctrl+O to expand)",
    );
    expect(collapsed).not.toContain("✓ read README.md");
    const expanded = toolCallLines(item, ctx(true)).join("\n");
    expect(expanded).toContain("↳ scout working · 2 tool calls, 1 running · 1 response\n");
    expect(expanded).toContain("✓ read README.md");
    expect(expanded).toContain("… $ ls test");
    expect(expanded).toContain("“Looking.”");
  });

  it("a grandchild's calls join the block of the call that runs them; events of calls not on screen change nothing", () => {
    const state = apply([
      start("inner_task", "task", { description: "deeper" }),
      start("g1", "grep", { pattern: "x" }, "inner_task"),
      end("g1", "grep", true, "inner_task"),
      child({ type: "agent_end", messages: [] }),
    ]);
    const block = (state.items[0] as ToolItem).subagent;
    expect(block?.calls.map((call) => [call.id, call.phase, call.isError])).toEqual([
      ["inner_task", "running", false],
      ["g1", "done", true],
    ]);
    expect(block?.running).toBe(false);
    const untouched = { ...initialUiState(), items: [taskItem] };
    expect(reduceSubagentEvent(untouched, start("x", "read", {}, "elsewhere"))).toBe(untouched);
  });
});
