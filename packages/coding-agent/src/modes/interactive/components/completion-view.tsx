import { Text } from "ink";
import type { Completion } from "../editor/completion.js";
import { truncateLine } from "../render/text-layout.js";
import type { Theme } from "../render/theme.js";

/** The lines of the suggestion list under the editor. */
export function completionLines(completion: Completion, theme: Theme, width: number): string[] {
  const labelWidth = Math.min(30, Math.max(...completion.items.map((item) => item.label.length)));
  return completion.items.map((item, i) => {
    const label = item.label.padEnd(labelWidth);
    const line = truncateLine(`${i === completion.index ? "›" : " "} ${label}  ${item.description ?? ""}`, width);
    return i === completion.index ? theme.accent(line) : theme.muted(line);
  });
}

/** Suggestions for the word at the cursor (Tab or Enter takes one). */
export function CompletionView({ completion, theme, width }: { completion: Completion; theme: Theme; width: number }) {
  return <Text>{completionLines(completion, theme, width).join("\n")}</Text>;
}
