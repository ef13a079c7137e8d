import { Text } from "ink";
import type { RenderContext } from "../render/render-context.js";
import type { TranscriptItem } from "../state/ui-state.js";
import { assistantMessageLines } from "./assistant-message-view.js";
import { hookItemLines } from "./hook-line-view.js";
import { noticeLines } from "./notice-view.js";
import { toolCallLines } from "./tool-call-view.js";
import { userMessageLines } from "./user-message-view.js";

/** Ink drops empty lines at the edges of a text: a space keeps the gap between items. */
export function keepBlankLines(lines: readonly string[]): string[] {
  return lines.map((line) => (line === "" ? " " : line));
}

/** The lines of any transcript item. */
export function itemLines(item: TranscriptItem, ctx: RenderContext): string[] {
  switch (item.kind) {
    case "user":
      return userMessageLines(item, ctx);
    case "assistant":
      return assistantMessageLines(item, ctx);
    case "tool":
      return toolCallLines(item, ctx);
    case "notice":
      return noticeLines(item, ctx);
    case "hook":
      return hookItemLines(item, ctx);
  }
}

/**
 * One transcript item. `maxLines` keeps only the last lines (for the live
 * region, which must stay shorter than the screen).
 */
export function TranscriptItemView({
  item,
  ctx,
  maxLines,
}: {
  item: TranscriptItem;
  ctx: RenderContext;
  maxLines?: number;
}) {
  const lines = itemLines(item, ctx);
  if (lines.length === 0) return null;
  const shown = maxLines !== undefined && lines.length > maxLines ? lines.slice(-maxLines) : lines;
  return <Text>{keepBlankLines(shown).join("\n")}</Text>;
}
