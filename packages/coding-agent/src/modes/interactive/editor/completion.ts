import { slashCommandPrefix } from "../../../resources/slash-command.js";
import { type EditorState, setText } from "./editor-state.js";

/** One suggestion. */
export interface CompletionItem {
  label: string;
  /** The text that replaces the word being completed. */
  value: string;
  description?: string;
}

/** Suggestions for the word at the cursor: a slash command or an `@file`. */
export interface Completion {
  kind: "command" | "file";
  items: CompletionItem[];
  index: number;
  /** The span of `text` the chosen value replaces. */
  from: number;
  to: number;
}

/** The most suggestions listed. */
const MAX_ITEMS = 8;

/** A command offered after `/`. */
export interface CommandInfo {
  name: string;
  description?: string;
}

function fileScore(path: string, query: string): number {
  const lower = path.toLowerCase();
  const base = lower.slice(lower.lastIndexOf("/") + 1);
  if (base.startsWith(query)) return 0;
  if (lower.startsWith(query)) return 1;
  if (base.includes(query)) return 2;
  return lower.includes(query) ? 3 : -1;
}

/**
 * What to suggest for the editor's text: commands while the first word
 * starts with `/`, files while the word at the cursor starts with `@`.
 * `undefined` when there is nothing to suggest.
 */
export function computeCompletion(
  editor: EditorState,
  commands: readonly CommandInfo[],
  files: readonly string[] | undefined,
): Completion | undefined {
  const before = editor.text.slice(0, editor.cursor);
  const typed = slashCommandPrefix(before);
  if (typed !== undefined && editor.text.slice(editor.cursor).trim() === "") {
    const prefix = typed.toLowerCase();
    const items = commands
      .filter((entry) => entry.name.toLowerCase().startsWith(prefix))
      .slice(0, MAX_ITEMS)
      .map((entry) => ({
        label: `/${entry.name}`,
        value: `/${entry.name} `,
        ...(entry.description !== undefined ? { description: entry.description } : {}),
      }));
    if (items.length === 0 || (items.length === 1 && items[0]?.label === before)) return undefined;
    return { kind: "command", items, index: 0, from: 0, to: editor.cursor };
  }
  const file = /(?:^|\s)@([^\s@]*)$/.exec(before);
  if (file && files !== undefined) {
    const query = (file[1] ?? "").toLowerCase();
    const scored = files
      .map((path) => ({ path, score: fileScore(path, query) }))
      .filter((entry) => entry.score >= 0)
      .sort((a, b) => a.score - b.score || a.path.length - b.path.length || a.path.localeCompare(b.path))
      .slice(0, MAX_ITEMS);
    if (scored.length === 0) return undefined;
    const from = editor.cursor - query.length - 1;
    return {
      kind: "file",
      items: scored.map((entry) => ({ label: entry.path, value: `@${entry.path} ` })),
      index: 0,
      from,
      to: editor.cursor,
    };
  }
  return undefined;
}

/** The editor with the chosen suggestion in place of the word. */
export function acceptCompletion(editor: EditorState, completion: Completion): EditorState {
  const item = completion.items[completion.index];
  if (item === undefined) return editor;
  const text = editor.text.slice(0, completion.from) + item.value + editor.text.slice(completion.to);
  return setText(editor, text, completion.from + item.value.length);
}
