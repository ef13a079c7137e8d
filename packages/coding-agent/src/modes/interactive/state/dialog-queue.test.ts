import { describe, expect, it } from "vitest";
import { key } from "../input/key-event.js";
import { DialogQueue } from "./dialog-queue.js";
import { confirmDialog, type Dialog, inputDialog } from "./dialog-state.js";

function queue() {
  let shown: Dialog | undefined;
  const dialogs = new DialogQueue(
    () => shown,
    (dialog) => {
      shown = dialog;
    },
  );
  return { dialogs, shown: () => shown };
}

describe("DialogQueue", () => {
  it("shows one dialog at a time, the next when the open one is answered", () => {
    const { dialogs, shown } = queue();
    const answers: unknown[] = [];
    const first = confirmDialog("First?", "", (answer) => answers.push(["first", answer]));
    const second = confirmDialog("Second?", "", (answer) => answers.push(["second", answer]));
    dialogs.open(first);
    dialogs.open(second);
    expect(shown()).toBe(first);
    expect(dialogs.key(key("escape"))).toBe(true);
    expect(answers).toEqual([["first", false]]);
    expect(shown()).toBe(second);
  });

  it("closes a waiting or open dialog as dismissed, and ignores one it does not hold", () => {
    const { dialogs, shown } = queue();
    const answers: unknown[] = [];
    const open = inputDialog("Name", "", (answer) => answers.push(["open", answer]));
    const waiting = confirmDialog("Sure?", "", (answer) => answers.push(["waiting", answer]));
    dialogs.open(open);
    dialogs.open(waiting);
    dialogs.close(waiting);
    expect(shown()).toBe(open);
    dialogs.close(open);
    expect(shown()).toBeUndefined();
    dialogs.close(open);
    expect(answers).toEqual([
      ["waiting", false],
      ["open", undefined],
    ]);
    expect(dialogs.key(key("escape"))).toBe(false);
  });

  it("dismisses every dialog when the UI closes", () => {
    const { dialogs } = queue();
    const answers: unknown[] = [];
    dialogs.open(confirmDialog("A?", "", (answer) => answers.push(answer)));
    dialogs.open(inputDialog("B", "", (answer) => answers.push(answer)));
    dialogs.dismissAll();
    expect(answers).toEqual([false, undefined]);
  });
});
