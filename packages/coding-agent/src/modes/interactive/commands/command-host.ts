import type { NotifyLevel } from "../../../extensions/extension-api.js";
import type { Dialog } from "../state/dialog-state.js";
import type { UiStore } from "../state/ui-store.js";

/**
 * What a slash command may do to the screen: the interactive controller
 * implements it, and commands depend on this interface rather than on the
 * controller (which itself lists the commands).
 */
export interface CommandHost {
  readonly store: UiStore;
  /** Shows a notice in the transcript. */
  notify(level: NotifyLevel, text: string): void;
  /** Opens a dialog now, or after the one already open. */
  openDialog(dialog: Dialog): void;
  /** Puts text in the editor. */
  fillEditor(text: string): void;
  /** Ends the interactive mode. */
  quit(): void;
  /** Copies text with the terminal's clipboard support; `false` when the terminal has none. */
  copy(text: string): boolean;
}
