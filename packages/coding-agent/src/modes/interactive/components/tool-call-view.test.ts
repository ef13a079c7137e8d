import { describe, expect, it } from "vitest";
import type { ToolRenderers } from "../render/extension-renderers.js";
import type { RenderContext } from "../render/render-context.js";
import { createTheme } from "../render/theme.js";
import type { ToolItem } from "../state/ui-state.js";
import { toolCallLines, toolTitle } from "./tool-call-view.js";

const ctx = (extra: Partial<RenderContext> = {}): RenderContext => ({
  theme: createTheme({ NO_COLOR: "1" }),
  width: 80,
  toolsExpanded: false,
  thinkingExpanded: false,
  now: 10_000,
  ...extra,
});

const tool = (extra: Partial<ToolItem> = {}): ToolItem => ({
  kind: "tool",
  id: "call_1",
  name: "bash",
  args: { command: "npm test" },
  phase: "done",
  liveOutput: "",
  isError: false,
  durationMs: 1_234,
  resultText: Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join("\n"),
  ...extra,
});

describe("toolCallLines", () => {
  it("titles calls by what they do", () => {
    expect(toolTitle("bash", { command: "npm test\nnpm run lint" })).toBe("$ npm test …");
    expect(toolTitle("read", { path: "a.ts", offset: 10, limit: 5 })).toBe("read a.ts:10+5");
    expect(toolTitle("grep", { pattern: "TODO", path: "src" })).toBe("grep TODO in src");
    expect(toolTitle("deploy", { target: "staging" })).toBe('deploy {"target":"staging"}');
  });

  it("a shell command's cut output keeps its last lines above the note saying where the full output is", () => {
    const output = Array.from({ length: 2000 }, (_, i) => `output-${i + 1}`).join("\n");
    const note = `[Showing lines 1-2000 of 20000 (cut by the 2000-line limit). Full output: /tmp/${"x".repeat(150)}.log]`;
    const lines = toolCallLines(
      tool({
        resultText: `${output}\n\n${note}`,
        details: { truncation: { outputLines: 2000, totalLines: 20000 } },
      }),
      ctx(),
    );
    expect(lines.slice(2, 7)).toEqual([
      "  … 1996 more lines (Ctrl+O to expand)",
      "  output-1997",
      "  output-1998",
      "  output-1999",
      "  output-2000",
    ]);
    expect(lines.slice(7).join("")).toContain("Full output:");
  });

  it("shows a spinner and the elapsed time while running, with the live tail", () => {
    const lines = toolCallLines(
      tool({ phase: "running", startedAt: 7_500, liveOutput: "a\nb\nc\nd\ne\nf\ng\n" }),
      ctx(),
    );
    expect(lines[1]).toMatch(/^\S \$ npm test 2\.5s$/);
    expect(lines.slice(2)).toEqual(["  c", "  d", "  e", "  f", "  g"]);
  });

  it("collapses a finished result (a shell command's last lines) until Ctrl+O expands it", () => {
    const collapsed = toolCallLines(tool(), ctx());
    expect(collapsed[1]).toBe("✓ $ npm test 1.2s");
    expect(collapsed.slice(2)).toEqual([
      "  … 6 more lines (Ctrl+O to expand)",
      "  line 7",
      "  line 8",
      "  line 9",
      "  line 10",
    ]);
    const expanded = toolCallLines(tool(), ctx({ toolsExpanded: true }));
    expect(expanded).toHaveLength(12);
  });

  it("shows a failure with ✗ and its reason, in red when colour is on", () => {
    const failed = tool({ isError: true, resultText: "Command exited with code 2." });
    expect(toolCallLines(failed, ctx())[1]).toBe("✗ $ npm test 1.2s");
    const coloured = toolCallLines(failed, ctx({ theme: createTheme({}) }));
    expect(coloured[2]).toBe("  \u001b[31mCommand exited with code 2.\u001b[39m");
  });

  it("uses an extension tool's renderCall and renderResult, and falls back when one throws", () => {
    const renderers: ToolRenderers = new Map([
      [
        "deploy",
        {
          renderCall: (args: Record<string, unknown>) => `deploy → ${String(args.target)}`,
          renderResult: (_result: unknown, options: { expanded: boolean }) => ({
            render: (width: number) => [`deployed (expanded: ${options.expanded}, width ${width})`],
          }),
        },
      ],
      [
        "broken",
        {
          renderCall: () => {
            throw new Error("bug");
          },
        },
      ],
    ]);
    const lines = toolCallLines(tool({ name: "deploy", args: { target: "staging" } }), ctx({ renderers }));
    expect(lines.slice(1)).toEqual(["✓ deploy → staging 1.2s", "  deployed (expanded: false, width 78)"]);
    const fallback = toolCallLines(tool({ name: "broken", args: {}, resultText: "ok" }), ctx({ renderers }));
    expect(fallback.slice(1)).toEqual(["✓ broken 1.2s", "  ok"]);
  });
});
