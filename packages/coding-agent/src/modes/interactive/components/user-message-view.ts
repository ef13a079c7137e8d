import type { RenderContext } from "../render/render-context.js";
import { wrapText } from "../render/text-layout.js";
import type { UserItem } from "../state/ui-state.js";

/** The lines of a user message: `› ` and the text. */
export function userMessageLines(item: UserItem, ctx: RenderContext): string[] {
  const lines = wrapText(item.text, Math.max(10, ctx.width - 2));
  return ["", ...lines.map((line, i) => `${i === 0 ? ctx.theme.accent("› ") : "  "}${ctx.theme.bold(line)}`)];
}
