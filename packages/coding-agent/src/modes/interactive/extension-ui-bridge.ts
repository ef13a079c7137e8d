import type { ExtensionUI, NotifyLevel } from "../../extensions/extension-api.js";

/** An {@link ExtensionUI} to hand to the session before the screen exists, and the call that connects it. */
export interface ExtensionUiBridge {
  ui: ExtensionUI;
  /** Where the session's extension problems go (as notices on the screen, never raw on the terminal). */
  stderr: { write(text: string): boolean };
  /** Connects the screen's UI; calls made before it wait for it. */
  attach(target: ExtensionUI): void;
}

/**
 * The extensions' `ctx.ui` for the terminal UI. The session (and so its
 * extensions) starts before the screen does; a dialog an extension asks
 * for at start-up opens once the screen is up.
 */
export function createExtensionUiBridge(): ExtensionUiBridge {
  let target: ExtensionUI | undefined;
  const waiting: ((ui: ExtensionUI) => void)[] = [];
  const withUi = <T>(call: (ui: ExtensionUI) => Promise<T>): Promise<T> =>
    target ? call(target) : new Promise<T>((resolve) => waiting.push((ui) => void call(ui).then(resolve)));
  return {
    ui: {
      select: (title, options) => withUi((ui) => ui.select(title, options)),
      confirm: (title, message) => withUi((ui) => ui.confirm(title, message)),
      input: (title, placeholder) => withUi((ui) => ui.input(title, placeholder)),
      notify: (message: string, level?: NotifyLevel) => {
        if (target) target.notify(message, level);
        else waiting.push((ui) => ui.notify(message, level));
      },
    },
    stderr: {
      write(text: string) {
        const message = text.replace(/\n+$/, "").replace(/^keel: /, "");
        if (message === "") return true;
        if (target) target.notify(message, "warning");
        else waiting.push((ui) => ui.notify(message, "warning"));
        return true;
      },
    },
    attach(ui) {
      target = ui;
      for (const call of waiting.splice(0)) call(ui);
    },
  };
}
