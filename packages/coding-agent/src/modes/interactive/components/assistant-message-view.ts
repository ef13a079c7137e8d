import { renderMarkdown } from "../render/markdown.js";
import type { RenderContext } from "../render/render-context.js";
import { wrapText } from "../render/text-layout.js";
import type { AssistantItem } from "../state/ui-state.js";

/**
 * The lines of a model message: its thinking (one collapsed line unless
 * Ctrl+T expanded it), its text as markdown, and its error in red.
 */
export function assistantMessageLines(item: AssistantItem, ctx: RenderContext): string[] {
  const { theme, width } = ctx;
  const lines: string[] = [];
  const thinking = item.thinking.trim();
  if (thinking !== "") {
    if (ctx.thinkingExpanded) {
      lines.push(...wrapText(thinking, width).map((line) => theme.italic(theme.muted(line))));
    } else {
      const count = thinking.split("\n").length;
      lines.push(theme.italic(theme.muted(`Thinking… (${count} line${count === 1 ? "" : "s"}, Ctrl+T to show)`)));
    }
  }
  if (item.text.trim() !== "") lines.push(...renderMarkdown(item.text, theme, width));
  if (item.errorMessage !== undefined) {
    lines.push(...wrapText(`Error: ${item.errorMessage}`, width).map((line) => theme.error(line)));
  } else if (item.aborted) {
    lines.push(theme.warning("Aborted."));
  }
  return lines.length === 0 ? [] : ["", ...lines];
}
