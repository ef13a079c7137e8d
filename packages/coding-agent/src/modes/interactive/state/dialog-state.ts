import {
  backspace,
  type EditorState,
  emptyEditor,
  insertText,
  moveCursor,
  submitText,
} from "../editor/editor-state.js";
import { isKey, type KeyEvent } from "../input/key-event.js";

/** A pick from a list, filtered by typing (`/model`, `ctx.ui.select`). */
export interface SelectDialog {
  kind: "select";
  title: string;
  options: string[];
  filter: string;
  index: number;
  /** A unified diff shown under the title (what an approval of a file change allows). */
  diff?: string;
  resolve: (value: string | undefined) => void;
}

/** A yes/no question (`ctx.ui.confirm`). */
export interface ConfirmDialog {
  kind: "confirm";
  title: string;
  message?: string;
  yes: boolean;
  resolve: (value: boolean) => void;
}

/** A line of text (`ctx.ui.input`). */
export interface InputDialog {
  kind: "input";
  title: string;
  placeholder?: string;
  editor: EditorState;
  resolve: (value: string | undefined) => void;
}

/** A dialog over the editor. Exactly one is shown at a time; others wait. */
export type Dialog = SelectDialog | ConfirmDialog | InputDialog;

/** The options of a select dialog that match its filter (case-insensitive, in order). */
export function visibleOptions(dialog: SelectDialog): string[] {
  const filter = dialog.filter.toLowerCase();
  return filter === "" ? dialog.options : dialog.options.filter((option) => option.toLowerCase().includes(filter));
}

/** A select dialog with `initial` (when present) selected. */
export function selectDialog(
  title: string,
  options: string[],
  resolve: (value: string | undefined) => void,
  initial?: string,
): SelectDialog {
  const index = initial === undefined ? 0 : Math.max(0, options.indexOf(initial));
  return { kind: "select", title, options, filter: "", index, resolve };
}

/** A confirm dialog (Yes selected). */
export function confirmDialog(
  title: string,
  message: string | undefined,
  resolve: (value: boolean) => void,
): ConfirmDialog {
  return { kind: "confirm", title, ...(message !== undefined ? { message } : {}), yes: true, resolve };
}

/** An input dialog. */
export function inputDialog(
  title: string,
  placeholder: string | undefined,
  resolve: (value: string | undefined) => void,
): InputDialog {
  return {
    kind: "input",
    title,
    ...(placeholder !== undefined ? { placeholder } : {}),
    editor: emptyEditor(),
    resolve,
  };
}

/** What a key did to a dialog: it stays (perhaps changed) or it closed (and was answered). */
export type DialogStep = { open: Dialog } | { closed: () => void };

/**
 * One key in a dialog. Esc (or Ctrl+C) dismisses; Enter answers; a select
 * dialog moves with Up/Down and filters as you type; a confirm dialog takes
 * y/n and Left/Right.
 */
export function dialogKey(dialog: Dialog, event: KeyEvent): DialogStep {
  const dismissed = isKey(event, "escape") || isKey(event, "char:c", { ctrl: true });
  switch (dialog.kind) {
    case "select": {
      if (dismissed) return { closed: () => dialog.resolve(undefined) };
      const options = visibleOptions(dialog);
      if (isKey(event, "enter")) {
        const choice = options[dialog.index];
        return choice === undefined ? { open: dialog } : { closed: () => dialog.resolve(choice) };
      }
      if (isKey(event, "up"))
        return { open: { ...dialog, index: dialog.index <= 0 ? Math.max(0, options.length - 1) : dialog.index - 1 } };
      if (isKey(event, "down"))
        return { open: { ...dialog, index: dialog.index >= options.length - 1 ? 0 : dialog.index + 1 } };
      if (isKey(event, "backspace")) return { open: { ...dialog, filter: dialog.filter.slice(0, -1), index: 0 } };
      if (event.kind === "text" || event.kind === "paste") {
        return { open: { ...dialog, filter: dialog.filter + event.text.replace(/\s+/g, " "), index: 0 } };
      }
      return { open: dialog };
    }
    case "confirm": {
      if (dismissed || (event.kind === "text" && event.text.toLowerCase() === "n"))
        return { closed: () => dialog.resolve(false) };
      if (event.kind === "text" && event.text.toLowerCase() === "y") return { closed: () => dialog.resolve(true) };
      if (isKey(event, "enter")) return { closed: () => dialog.resolve(dialog.yes) };
      if (isKey(event, "left") || isKey(event, "right") || isKey(event, "tab"))
        return { open: { ...dialog, yes: !dialog.yes } };
      return { open: dialog };
    }
    case "input": {
      if (dismissed) return { closed: () => dialog.resolve(undefined) };
      if (isKey(event, "enter")) {
        const { text } = submitText(dialog.editor);
        return { closed: () => dialog.resolve(text) };
      }
      if (isKey(event, "backspace")) return { open: { ...dialog, editor: backspace(dialog.editor) } };
      if (isKey(event, "left")) return { open: { ...dialog, editor: moveCursor(dialog.editor, "left") } };
      if (isKey(event, "right")) return { open: { ...dialog, editor: moveCursor(dialog.editor, "right") } };
      if (event.kind === "text" || event.kind === "paste") {
        return { open: { ...dialog, editor: insertText(dialog.editor, event.text.replace(/\n/g, " ")) } };
      }
      return { open: dialog };
    }
  }
}
