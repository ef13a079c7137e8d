import { Text } from "ink";
import { countOf } from "../render/count.js";
import { diffLines } from "../render/diff-lines.js";
import { truncateLine, wrapText } from "../render/text-layout.js";
import type { Theme } from "../render/theme.js";
import { type Dialog, visibleOptions } from "../state/dialog-state.js";
import { editorLines } from "./editor-view.js";

/** The most options a select dialog lists at once. */
const MAX_OPTIONS = 10;
/**
 * The most lines of a dialog's diff shown (the rest is counted): with the
 * options, the editor's footer and the busy line, a permission dialog still
 * fits a 24-line terminal.
 */
const MAX_DIFF_LINES = 10;

/** A dialog's diff without its file header (the title names the file), coloured as in the transcript, cut to {@link MAX_DIFF_LINES}. */
function diffPreview(diff: string | undefined, theme: Theme, width: number): string[] {
  if (diff === undefined) return [];
  const body = diff.replace(/^--- .*\n\+\+\+ .*\n?/, "");
  const lines = diffLines(body, theme, Math.max(10, width - 2)).map((line) => `  ${line}`);
  if (lines.length <= MAX_DIFF_LINES) return lines;
  const rest = lines.length - MAX_DIFF_LINES + 1;
  return [...lines.slice(0, MAX_DIFF_LINES - 1), theme.muted(`  … ${countOf(rest, "more line", "more lines")}`)];
}

/** The lines of a dialog: its title, its body, and the keys it takes. */
export function dialogLines(dialog: Dialog, theme: Theme, width: number): string[] {
  const rule = theme.accent("─".repeat(Math.max(10, width)));
  const title = theme.bold(truncateLine(dialog.title, width));
  switch (dialog.kind) {
    case "select": {
      const options = visibleOptions(dialog);
      const start = Math.max(0, Math.min(dialog.index - MAX_OPTIONS + 1, options.length - MAX_OPTIONS));
      const shown = options
        .slice(start, start + MAX_OPTIONS)
        .map((option, i) =>
          start + i === dialog.index
            ? theme.accent(truncateLine(`› ${option}`, width))
            : truncateLine(`  ${option}`, width),
        );
      return [
        rule,
        title,
        ...diffPreview(dialog.diff, theme, width),
        ...(dialog.filter !== "" ? [theme.muted(`filter: ${dialog.filter}`)] : []),
        ...(shown.length > 0 ? shown : [theme.muted("  (nothing matches)")]),
        ...(options.length > MAX_OPTIONS ? [theme.muted(`  ${options.length} in all`)] : []),
        theme.muted("↑↓ move · Enter choose · type to filter · Esc cancel"),
      ];
    }
    case "confirm":
      return [
        rule,
        title,
        ...(dialog.message ? wrapText(dialog.message, width) : []),
        `${dialog.yes ? theme.accent("[ Yes ]") : "  Yes  "}   ${dialog.yes ? "  No  " : theme.accent("[ No ]")}`,
        theme.muted("y/n · ←→ · Enter · Esc cancel"),
      ];
    case "input":
      return [
        rule,
        title,
        ...editorLines(dialog.editor, theme, width, dialog.placeholder ?? "").slice(1),
        theme.muted("Enter submit · Esc cancel"),
      ];
  }
}

/** The dialog over the editor. */
export function DialogView({ dialog, theme, width }: { dialog: Dialog; theme: Theme; width: number }) {
  return <Text>{dialogLines(dialog, theme, width).join("\n")}</Text>;
}
