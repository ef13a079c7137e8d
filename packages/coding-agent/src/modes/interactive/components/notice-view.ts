import type { RenderContext } from "../render/render-context.js";
import { wrapText } from "../render/text-layout.js";
import type { NoticeItem } from "../state/ui-state.js";

/** The lines of a notice from keel: errors red, warnings yellow, the rest muted. */
export function noticeLines(item: NoticeItem, ctx: RenderContext): string[] {
  const paint =
    item.level === "error" ? ctx.theme.error : item.level === "warning" ? ctx.theme.warning : ctx.theme.muted;
  return ["", ...wrapText(item.text, ctx.width).map((line) => paint(line))];
}
