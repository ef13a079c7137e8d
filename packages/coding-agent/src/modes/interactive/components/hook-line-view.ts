import { countOf } from "../render/count.js";
import type { RenderContext } from "../render/render-context.js";
import { stripAnsi, wrapText } from "../render/text-layout.js";
import type { HookItem } from "../state/ui-state.js";

/** The most lines of a hook's output that Ctrl+O shows (the event carries at most 64 KB of each stream). */
const EXPANDED_LIMIT = 400;

/** A hook's output as plain text: no terminal escapes, no control characters but tabs (a script's colours stay out of the UI). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

function plain(text: string): string {
  return stripAnsi(text).replace(/\r\n?/g, "\n").replace(CONTROL, "").replace(/\n+$/, "");
}

/** The output sections of a hook: its stderr, then its stdout, each under a label, indented; `count` leaves the labels out. */
function outputLines(item: HookItem, width: number): { lines: string[]; count: number } {
  const lines: string[] = [];
  let count = 0;
  for (const [label, text] of [
    ["stderr", item.stderr],
    ["stdout", item.stdout],
  ] as const) {
    const clean = plain(text);
    if (clean.trim() === "") continue;
    const wrapped = wrapText(clean, Math.max(10, width - 4));
    count += wrapped.length;
    lines.push(`  ${label}:`, ...wrapped.map((line) => `    ${line}`));
  }
  return { lines, count };
}

/**
 * The lines of a hook that blocked, failed or has a message for the user:
 * its line (warnings yellow, the rest muted), then — while tool output is
 * collapsed — a hint that Ctrl+O shows what the hook printed, or, expanded,
 * its stderr and stdout.
 *
 * @example
 * hookItemLines(item, ctx); // ["", "PreToolUse hook `./guard.sh` blocked (exit 2): no", "  … 3 lines of output (Ctrl+O to expand)"]
 */
export function hookItemLines(item: HookItem, ctx: RenderContext): string[] {
  const { theme } = ctx;
  const paint = item.level === "error" ? theme.error : item.level === "warning" ? theme.warning : theme.muted;
  const head = wrapText(item.text, ctx.width).map((line) => paint(line));
  const { lines: output, count } = outputLines(item, ctx.width);
  if (count === 0) return ["", ...head];
  if (!ctx.toolsExpanded) {
    return ["", ...head, theme.muted(`  … ${countOf(count, "line")} of output (Ctrl+O to expand)`)];
  }
  const shown = output.slice(0, EXPANDED_LIMIT).map((line) => theme.muted(line));
  const rest = output.length - shown.length;
  return ["", ...head, ...shown, ...(rest > 0 ? [theme.muted(`  … ${countOf(rest, "more line", "more lines")}`)] : [])];
}
