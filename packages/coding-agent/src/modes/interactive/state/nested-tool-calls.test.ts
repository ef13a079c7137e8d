import { describe, expect, it } from "vitest";
import { toolCallLines } from "../components/tool-call-view.js";
import type { RenderContext } from "../render/render-context.js";
import { createTheme } from "../render/theme.js";
import { itemsFromMessages } from "./items-from-messages.js";
import { reduceUi } from "./ui-reducer.js";
import { initialUiState, type ToolItem, type UiState } from "./ui-state.js";

type ToolEvent = Parameters<typeof reduceUi>[1] & { type: "session" };

function apply(state: UiState, events: ToolEvent["event"][]): UiState {
  return events.reduce((next, event, i) => reduceUi(next, { type: "session", event, at: 1_000 + i }), state);
}

const ctx = (toolsExpanded: boolean): RenderContext => ({
  theme: createTheme({ NO_COLOR: "1" }),
  width: 80,
  toolsExpanded,
  thinkingExpanded: false,
  now: 10_000,
});

describe("nested tool calls in the terminal UI", () => {
  it("a codemode script's calls are lines under its item, not items of their own; collapsed shows the latest three", () => {
    const reads = Array.from({ length: 5 }, (_, i) => `f${i}.txt`);
    let state = apply(initialUiState(), [
      { type: "tool_execution_start", toolCallId: "cm", toolName: "codemode", args: { script: "…" } },
    ]);
    state = apply(
      state,
      reads.flatMap((path, i) => [
        {
          type: "tool_execution_start" as const,
          toolCallId: `cm/${i + 1}`,
          toolName: "read",
          args: { path },
          parentToolCallId: "cm",
        },
      ]),
    );
    state = apply(state, [
      {
        type: "tool_execution_end",
        toolCallId: "cm/1",
        toolName: "read",
        args: { path: "f0.txt" },
        parentToolCallId: "cm",
        result: { content: [{ type: "text", text: "x" }] },
        isError: false,
        durationMs: 1,
      },
      {
        type: "tool_execution_end",
        toolCallId: "cm/5",
        toolName: "read",
        args: { path: "f4.txt" },
        parentToolCallId: "cm",
        result: { content: [{ type: "text", text: "no such file" }] },
        isError: true,
        durationMs: 1,
      },
    ]);
    const items = state.items.filter((item): item is ToolItem => item.kind === "tool");
    expect(items.map((item) => item.id)).toEqual(["cm"]);
    const [codemode] = items as [ToolItem];
    expect(codemode.nested?.map((call) => `${call.id} ${call.phase} ${call.isError}`)).toEqual([
      "cm/1 done false",
      "cm/2 running false",
      "cm/3 running false",
      "cm/4 running false",
      "cm/5 done true",
    ]);
    const collapsed = toolCallLines(codemode, ctx(false));
    expect(collapsed.slice(2, 6)).toEqual([
      "  ↳ 5 calls, 3 running, 1 failed; the latest 3 (Ctrl+O to expand)",
      "  ↳ … read f2.txt",
      "  ↳ … read f3.txt",
      "  ↳ ✗ read f4.txt",
    ]);
    const expanded = toolCallLines(codemode, ctx(true));
    expect(expanded.filter((line) => line.startsWith("  ↳"))).toHaveLength(5);
    expect(expanded).toContain("  ↳ ✓ read f0.txt");
  });

  it("a nested event whose parent is not on screen changes nothing", () => {
    const state = initialUiState();
    const next = apply(state, [
      { type: "tool_execution_start", toolCallId: "x/1", toolName: "read", args: {}, parentToolCallId: "x" },
    ]);
    expect(next.items).toEqual(state.items);
  });

  it("a resumed session shows a codemode call's nested calls from its result's details", () => {
    const items = itemsFromMessages([
      {
        role: "assistant",
        content: [{ type: "toolCall", id: "cm", name: "codemode", arguments: { script: "…" } }],
        api: "openai-completions",
        provider: "local",
        model: "scripted",
        usage: {
          input: 0,
          output: 0,
          cacheRead: 0,
          cacheWrite: 0,
          totalTokens: 0,
          cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
        },
        stopReason: "toolUse",
        timestamp: 0,
      },
      {
        role: "toolResult",
        toolCallId: "cm",
        toolName: "codemode",
        content: [{ type: "text", text: "Script completed in 0.10 s" }],
        details: { calls: [{ toolCallId: "cm/1", toolName: "write", args: { path: "a.txt" }, isError: false }] },
        isError: false,
        timestamp: 0,
      },
    ]);
    const tool = items.find((item): item is ToolItem => item.kind === "tool");
    expect(tool?.nested).toEqual([
      { id: "cm/1", name: "write", args: { path: "a.txt" }, phase: "done", isError: false },
    ]);
    expect(toolCallLines(tool as ToolItem, ctx(false))).toContain("  ↳ ✓ write a.txt");
  });
});
