import { countOf } from "../render/count.js";
import type { RenderContext } from "../render/render-context.js";
import { truncateLine } from "../render/text-layout.js";
import type { NestedToolCall, ToolItem } from "../state/ui-state.js";

/** Nested calls shown under a collapsed parent (the latest ones). */
const COLLAPSED_CALLS = 3;
/** The most nested calls an expanded parent lists. */
const EXPANDED_CALLS = 500;

/**
 * The lines under a tool for the calls it made (a codemode script's): one
 * indented line each — ✓, ✗ or … and what it did — the latest few while
 * collapsed, after a count of them all (and of the failures). `title` says
 * what a call did (the tool view's titles, passed in to keep the import one-way).
 */
export function nestedCallLines(
  item: ToolItem,
  ctx: RenderContext,
  title: (name: NestedToolCall["name"], args: NestedToolCall["args"]) => string,
): string[] {
  const calls = item.nested ?? [];
  if (calls.length === 0) return [];
  const { theme } = ctx;
  const limit = ctx.toolsExpanded ? EXPANDED_CALLS : COLLAPSED_CALLS;
  const shown = calls.slice(-limit);
  const failed = calls.filter((call) => call.phase === "done" && call.isError).length;
  const running = calls.filter((call) => call.phase === "running").length;
  const lines: string[] = [];
  if (shown.length < calls.length) {
    const parts = [countOf(calls.length, "call", "calls")];
    if (running > 0) parts.push(`${running} running`);
    if (failed > 0) parts.push(`${failed} failed`);
    const hint = ctx.toolsExpanded ? "" : " (Ctrl+O to expand)";
    lines.push(theme.muted(`↳ ${parts.join(", ")}; the latest ${shown.length}${hint}`));
  }
  for (const call of shown) {
    const mark = call.phase === "running" ? theme.accent("…") : call.isError ? theme.error("✗") : theme.success("✓");
    lines.push(`↳ ${mark} ${truncateLine(title(call.name, call.args), Math.max(10, ctx.width - 8))}`);
  }
  return lines;
}
