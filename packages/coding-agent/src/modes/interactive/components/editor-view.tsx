import { Text } from "ink";
import type { EditorState } from "../editor/editor-state.js";
import { wrapLine } from "../render/text-layout.js";
import type { Theme } from "../render/theme.js";

/** The most editor lines shown at once (the cursor's line stays in view). */
const MAX_EDITOR_LINES = 10;

function inverse(theme: Theme, char: string): string {
  return theme.color ? `\u001b[7m${char}\u001b[27m` : char === " " ? "█" : char;
}

/**
 * The editor's lines: a rule, the text with a block cursor (wrapped to the
 * width), a placeholder when empty. Multi-line text shows every line.
 */
export function editorLines(
  state: EditorState,
  theme: Theme,
  width: number,
  placeholder: string,
  focused = true,
): string[] {
  const inner = Math.max(10, width - 2);
  const rule = theme.muted("─".repeat(Math.max(10, width)));
  if (state.text === "") {
    const cursor = focused ? inverse(theme, " ") : " ";
    return [rule, `${theme.accent("›")} ${cursor}${theme.muted(placeholder)}`];
  }
  const before = state.text.slice(0, state.cursor);
  const at = state.text.slice(state.cursor).match(/^[\s\S]/u)?.[0];
  const after = state.text.slice(state.cursor + (at?.length ?? 0));
  const cursorChar = at === undefined || at === "\n" ? " " : at;
  const marked = `${before}${focused ? inverse(theme, cursorChar) : cursorChar}${at === "\n" ? "\n" : ""}${after}`;
  const logical = marked.split("\n");
  const rows: string[] = [];
  let cursorRow = 0;
  const cursorLine = before.split("\n").length - 1;
  logical.forEach((line, i) => {
    const wrapped = wrapLine(line, inner);
    if (i === cursorLine)
      cursorRow = rows.length + wrapped.findIndex((part) => part.includes("\u001b[7m") || part.includes("█"));
    rows.push(...wrapped);
  });
  let start = 0;
  if (rows.length > MAX_EDITOR_LINES)
    start = Math.min(Math.max(0, cursorRow - MAX_EDITOR_LINES + 1), rows.length - MAX_EDITOR_LINES);
  const shown = rows.slice(start, start + MAX_EDITOR_LINES);
  return [rule, ...shown.map((row, i) => `${i === 0 && start === 0 ? theme.accent("›") : " "} ${row}`)];
}

/** The prompt editor. */
export function EditorView(props: {
  state: EditorState;
  theme: Theme;
  width: number;
  placeholder: string;
  focused?: boolean;
}) {
  return <Text>{editorLines(props.state, props.theme, props.width, props.placeholder, props.focused).join("\n")}</Text>;
}
