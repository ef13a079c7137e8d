import type { JsonObject } from "@keel/ai";
import { countOf } from "../render/count.js";
import type { RenderContext } from "../render/render-context.js";
import { truncateLine } from "../render/text-layout.js";
import type { NestedToolCall, ToolItem } from "../state/ui-state.js";

/** The most child calls an expanded block lists (the latest ones). */
const EXPANDED_CALLS = 500;

/** A `task` call on one line: `task scout: find the tests`. */
export function taskTitle(args: JsonObject): string {
  const agent = typeof args.agent === "string" && args.agent !== "" ? args.agent : "general";
  const description = typeof args.description === "string" ? args.description : "";
  return `task ${agent}${description ? `: ${description}` : ""}`;
}

/**
 * The block under a `task` call for the subagent it runs: collapsed, one
 * summary line (the agent, its tool calls so far — running and failed — its
 * responses and its latest call, with the Ctrl+O hint); expanded, the
 * summary, then each of the child's tool calls (✓, ✗ or …) and its latest
 * text. `title` says what a call did (the tool view's titles, passed in to
 * keep the import one-way).
 */
export function subagentBlockLines(
  item: ToolItem,
  ctx: RenderContext,
  title: (name: NestedToolCall["name"], args: NestedToolCall["args"]) => string,
): string[] {
  const block = item.subagent;
  if (block === undefined) return [];
  const { theme } = ctx;
  const width = Math.max(10, ctx.width - 6);
  const { calls } = block;
  const running = calls.filter((call) => call.phase === "running").length;
  const failed = calls.filter((call) => call.phase === "done" && call.isError).length;
  const counts = [countOf(calls.length, "tool call", "tool calls")];
  if (running > 0) counts.push(`${running} running`);
  if (failed > 0) counts.push(`${failed} failed`);
  const latest = calls.at(-1);
  const parts = [
    `${block.agent}${block.running ? " working" : ""}`,
    counts.join(", "),
    countOf(block.responses, "response", "responses"),
    ...(!ctx.toolsExpanded && latest ? [`latest: ${title(latest.name, latest.args)}`] : []),
  ];
  const hint = ctx.toolsExpanded || calls.length === 0 ? "" : " (Ctrl+O to expand)";
  const summary = `${theme.accent("↳")} ${theme.muted(`${truncateLine(parts.join(" · "), width - hint.length)}${hint}`)}`;
  if (!ctx.toolsExpanded) return [summary];
  const lines = [summary];
  for (const call of calls.slice(-EXPANDED_CALLS)) {
    const mark = call.phase === "running" ? theme.accent("…") : call.isError ? theme.error("✗") : theme.success("✓");
    lines.push(`  ${mark} ${truncateLine(title(call.name, call.args), width - 4)}`);
  }
  if (block.lastText) lines.push(`  ${theme.muted(truncateLine(`“${block.lastText}”`, width - 2))}`);
  return lines;
}
