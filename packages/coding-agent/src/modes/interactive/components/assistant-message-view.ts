import { countOf } from "../render/count.js";
import { renderMarkdown } from "../render/markdown.js";
import type { RenderContext } from "../render/render-context.js";
import { wrapText } from "../render/text-layout.js";
import type { AssistantItem } from "../state/ui-state.js";

/** How the response ended, when the user must know: a failure (or the quiet note of one a retry overcame), an abort, a cut-off, no answer. */
function outcomeLines(item: AssistantItem, ctx: RenderContext): string[] {
  const { theme, width } = ctx;
  const say = (text: string, paint: (text: string) => string) => wrapText(text, width).map((line) => paint(line));
  if (item.errorMessage !== undefined) {
    switch (item.retry) {
      case "retried":
        return say(`Retried after: ${item.errorMessage}`, theme.muted);
      case "retrying":
        return say(`Error: ${item.errorMessage}; ${item.retryStatus ?? "retrying"}`, theme.warning);
      case "open":
      case undefined:
        return say(`Error: ${item.errorMessage}`, theme.error);
    }
  }
  if (item.aborted) return [theme.warning("Aborted.")];
  if (item.cutOffAfter !== undefined) {
    return say(
      `Cut off at the output-token limit after ${countOf(item.cutOffAfter, "token")}: the answer above is partial. Raise the model's maxTokens (models.json) or ask for a shorter answer.`,
      theme.warning,
    );
  }
  if (item.empty === true) return say("The model finished without any text in its answer.", theme.warning);
  return [];
}

/**
 * The lines of a model message: its thinking (one collapsed line unless
 * Ctrl+T expanded it), its text as markdown, and how it ended when that
 * matters (an error in red, a retried one as a quiet note, a cut-off).
 */
export function assistantMessageLines(item: AssistantItem, ctx: RenderContext): string[] {
  const { theme, width } = ctx;
  const lines: string[] = [];
  const thinking = item.thinking.trim();
  if (thinking !== "") {
    if (ctx.thinkingExpanded) {
      lines.push(...wrapText(thinking, width).map((line) => theme.italic(theme.muted(line))));
    } else {
      const count = countOf(thinking.split("\n").length, "line");
      lines.push(theme.italic(theme.muted(`Thinking… (${count}, Ctrl+T to show)`)));
    }
  }
  if (item.text.trim() !== "") lines.push(...renderMarkdown(item.text, theme, width));
  lines.push(...outcomeLines(item, ctx));
  return lines.length === 0 ? [] : ["", ...lines];
}
