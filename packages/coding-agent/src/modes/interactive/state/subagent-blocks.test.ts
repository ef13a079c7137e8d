import { describe, expect, it } from "vitest";
import { subagentTrace } from "../../../agents/subagent-details.js";
import type { SubagentEvent } from "../../../agents/subagent-runner.js";
import type { SessionEntry } from "../../../session/session-schema.js";
import { toolCallLines } from "../components/tool-call-view.js";
import type { RenderContext } from "../render/render-context.js";
import { createTheme } from "../render/theme.js";
import { itemsFromMessages } from "./items-from-messages.js";
import { reduceSubagentEvent, subagentBlockFromDetails } from "./subagent-blocks.js";
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

  it("a resumed session draws a finished child's block from the task result's details: calls, grandchildren, last text", () => {
    const message = (m: object): SessionEntry => ({ type: "message", message: m }) as unknown as SessionEntry;
    const long = "x".repeat(5000);
    const trace = subagentTrace([
      message({ role: "user", content: "go" }),
      message({
        role: "assistant",
        content: [
          { type: "text", text: "Looking." },
          { type: "toolCall", id: "c1", name: "write", arguments: { path: "a.txt", content: long } },
          { type: "toolCall", id: "inner", name: "task", arguments: { description: "deeper" } },
        ],
      }),
      message({ role: "toolResult", toolCallId: "c1", toolName: "write", isError: true, content: [] }),
      message({
        role: "toolResult",
        toolCallId: "inner",
        toolName: "task",
        isError: false,
        content: [],
        details: {
          subagent: { calls: [{ toolCallId: "g1", toolName: "grep", args: { pattern: "x" }, isError: false }] },
        },
      }),
      message({ role: "assistant", content: [{ type: "text", text: "Found them.\nDetails follow." }] }),
    ]);
    expect(trace.calls.map((call) => [call.toolCallId, call.isError])).toEqual([
      ["c1", true],
      ["inner", false],
      ["g1", false],
    ]);
    // Long strings are cut, so the parent's session file stays small.
    expect(JSON.stringify(trace.calls[0]?.args).length).toBeLessThan(2100);
    expect(trace.lastText).toBe("Found them.");

    const details = {
      subagent: { agent: "scout", description: "find", sessionId: "child-1", usage: { responses: 2 }, ...trace },
    };
    expect(subagentBlockFromDetails(details)).toMatchObject({
      agent: "scout",
      sessionId: "child-1",
      responses: 2,
      lastText: "Found them.",
      running: false,
    });
    expect(subagentBlockFromDetails({ status: "completed" })).toBeUndefined();
    const items = itemsFromMessages([
      { role: "assistant", content: [{ type: "toolCall", id: "call_t", name: "task", arguments: taskItem.args }] },
      { role: "toolResult", toolCallId: "call_t", toolName: "task", isError: false, content: [], details },
    ] as never);
    const tool = items.find((item): item is ToolItem => item.kind === "tool");
    const collapsed = toolCallLines(tool as ToolItem, ctx(false)).join("\n");
    expect(collapsed).toContain("↳ scout · 3 tool calls, 1 failed · 2 responses · latest: grep x");
    expect(toolCallLines(tool as ToolItem, ctx(true)).join("\n")).toContain("✗ write a.txt");
  });
});
