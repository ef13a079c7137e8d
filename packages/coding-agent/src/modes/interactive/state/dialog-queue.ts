import type { KeyEvent } from "../input/key-event.js";
import { type Dialog, dialogKey } from "./dialog-state.js";

/**
 * The terminal UI's dialogs, one at a time: the open one (kept by the
 * caller, which shows it) and those waiting behind it, in order. A dialog
 * closed without an answer resolves as dismissed (`undefined`, or `false`
 * for a confirmation).
 */
export class DialogQueue {
  private readonly waiting: Dialog[] = [];

  /**
   * @param current - the dialog on screen now, if any.
   * @param show - puts a dialog on screen (`undefined`: none).
   */
  constructor(
    private readonly current: () => Dialog | undefined,
    private readonly show: (dialog: Dialog | undefined) => void,
  ) {}

  /** Opens a dialog now, or after the ones already open or waiting. */
  open(dialog: Dialog): void {
    if (this.current() === undefined) this.show(dialog);
    else this.waiting.push(dialog);
  }

  /** Closes a dialog (open or waiting) as dismissed; the next one waiting opens. */
  close(dialog: Dialog): void {
    const waiting = this.waiting.indexOf(dialog);
    if (waiting !== -1) this.waiting.splice(waiting, 1);
    else if (this.current() === dialog) this.show(this.waiting.shift());
    else return;
    dismiss(dialog);
  }

  /** Gives a key to the open dialog. False when none is open (the key goes elsewhere). */
  key(event: KeyEvent): boolean {
    const dialog = this.current();
    if (dialog === undefined) return false;
    const step = dialogKey(dialog, event);
    if ("open" in step) this.show(step.open);
    else {
      this.show(this.waiting.shift());
      step.closed();
    }
    return true;
  }

  /** Dismisses every dialog, open and waiting (the UI is closing). */
  dismissAll(): void {
    for (const dialog of [this.current(), ...this.waiting]) if (dialog) dismiss(dialog);
  }
}

function dismiss(dialog: Dialog): void {
  switch (dialog.kind) {
    case "select":
    case "input":
      dialog.resolve(undefined);
      return;
    case "confirm":
      dialog.resolve(false);
      return;
  }
}
