import {
  backspace,
  deleteForward,
  deleteWordBackward,
  type EditorState,
  insertPaste,
  insertText,
  killToLineEnd,
  killToLineStart,
  moveCursor,
  moveDown,
  moveUp,
} from "../editor/editor-state.js";
import { isKey, type KeyEvent } from "./key-event.js";

/**
 * What a key does wherever the focus is (no dialog open): Esc, Ctrl+C and
 * Ctrl+D (whose meaning depends on the editor and the run), and the toggles.
 */
export type GlobalKeyAction =
  | "escape"
  | "interrupt"
  | "end-of-input"
  | "toggle-tools"
  | "toggle-thinking"
  | "pick-model";

/**
 * The terminal UI's global key bindings: Esc, Ctrl+C, Ctrl+D, Ctrl+O (tool
 * output), Ctrl+T (thinking), Ctrl+L (model picker). `undefined` for any
 * other key (it goes to completion, then the editor).
 */
export function globalKeyAction(event: KeyEvent): GlobalKeyAction | undefined {
  if (isKey(event, "escape")) return "escape";
  if (isKey(event, "char:c", { ctrl: true })) return "interrupt";
  if (isKey(event, "char:d", { ctrl: true })) return "end-of-input";
  if (isKey(event, "char:o", { ctrl: true })) return "toggle-tools";
  if (isKey(event, "char:t", { ctrl: true })) return "toggle-thinking";
  if (isKey(event, "char:l", { ctrl: true })) return "pick-model";
  return undefined;
}

/** The editor after an editing key, or `undefined` for a key the editor does not take. */
export function editedBy(editor: EditorState, event: KeyEvent): EditorState | undefined {
  if (event.kind === "text") return insertText(editor, event.text);
  if (event.kind === "paste") return insertPaste(editor, event.text);
  if (
    isKey(event, "enter", { shift: true }) ||
    isKey(event, "char:j", { ctrl: true }) ||
    isKey(event, "enter", { alt: true })
  ) {
    return insertText(editor, "\n");
  }
  if (isKey(event, "backspace")) return backspace(editor);
  if (isKey(event, "backspace", { alt: true }) || isKey(event, "char:w", { ctrl: true }))
    return deleteWordBackward(editor);
  if (isKey(event, "delete")) return deleteForward(editor);
  if (isKey(event, "left")) return moveCursor(editor, "left");
  if (isKey(event, "right")) return moveCursor(editor, "right");
  if (
    isKey(event, "left", { ctrl: true }) ||
    isKey(event, "left", { alt: true }) ||
    isKey(event, "char:b", { alt: true })
  ) {
    return moveCursor(editor, "wordLeft");
  }
  if (
    isKey(event, "right", { ctrl: true }) ||
    isKey(event, "right", { alt: true }) ||
    isKey(event, "char:f", { alt: true })
  ) {
    return moveCursor(editor, "wordRight");
  }
  if (isKey(event, "home") || isKey(event, "char:a", { ctrl: true })) return moveCursor(editor, "home");
  if (isKey(event, "end") || isKey(event, "char:e", { ctrl: true })) return moveCursor(editor, "end");
  if (isKey(event, "char:k", { ctrl: true })) return killToLineEnd(editor);
  if (isKey(event, "char:u", { ctrl: true })) return killToLineStart(editor);
  if (isKey(event, "up")) return moveUp(editor);
  if (isKey(event, "down")) return moveDown(editor);
  return undefined;
}
