import type { ImageContent } from "@keel/ai";
import type { ExtensionUI, NotifyLevel } from "../../extensions/extension-api.js";
import type { PermissionPrompter } from "../../permissions/permission-prompter.js";
import { parseSlashCommand } from "../../resources/slash-command.js";
import type { RuntimeCommand, SessionRuntime } from "../../runtime/session-runtime.js";
import { approvalPreview } from "./commands/approval-preview.js";
import { type BuiltinCommand, builtinCommands } from "./commands/builtin-commands.js";
import type { CommandHost } from "./commands/command-host.js";
import { permissionDialog } from "./commands/permission-dialog.js";
import { acceptCompletion, type CommandInfo, type Completion, computeCompletion } from "./editor/completion.js";
import {
  attachImage,
  deleteForward,
  type EditorState,
  emptyEditor,
  setText,
  submitText,
} from "./editor/editor-state.js";
import { imageFromPaste } from "./editor/pasted-image.js";
import { isKey, type KeyEvent } from "./input/key-event.js";
import { editedBy, globalKeyAction } from "./input/keymap.js";
import type { ThemeSwitch } from "./render/theme-switch.js";
import { DialogQueue } from "./state/dialog-queue.js";
import { confirmDialog, type Dialog, inputDialog, selectDialog } from "./state/dialog-state.js";
import { itemsFromMessages } from "./state/items-from-messages.js";
import { UiStore } from "./state/ui-store.js";

/** How completion describes a runtime command without a description of its own. */
const COMMAND_KINDS: Record<RuntimeCommand["source"], string> = {
  extension: "extension command",
  prompt: "prompt template",
  skill: "skill",
};
/** A second Esc (or Ctrl+C) within this many ms counts as a double press. */
const DOUBLE_PRESS_MS = 600;

/** What the controller needs from its surroundings. */
export interface ControllerOptions {
  runtime: SessionRuntime;
  /** Ends the interactive mode (after the app unmounts). */
  exit: () => void;
  /** Files for `@` completion, loaded once in the background. */
  loadFiles?: () => Promise<string[]>;
  /** The project folder: a pasted path of an image file is resolved from it. */
  cwd?: string;
  /** Copies text to the clipboard (OSC 52 on a terminal). */
  copy?: (text: string) => void;
  now?: () => number;
  /** The screen's theme switch: with it, `/theme` is a command. */
  themes?: ThemeSwitch;
}

/** The controller's own state (besides the transcript reducer's): editor, dialogs, completion. */
export interface ControllerSnapshot {
  editor: EditorState;
  dialog?: Dialog;
  completion?: Completion;
}

/**
 * The terminal UI's input side: routes each key to the open dialog, the
 * completion list or the editor, turns Enter into a prompt, a steering
 * message, a follow-up, a slash command or a `!command`, and Esc into an
 * abort. Session behaviour is the runtime's; this only calls it.
 */
export class InteractiveController implements CommandHost {
  readonly store: UiStore;
  readonly runtime: SessionRuntime;
  private snapshot: ControllerSnapshot = { editor: emptyEditor() };
  private readonly dialogs = new DialogQueue(
    () => this.snapshot.dialog,
    (dialog) => this.set({ ...this.snapshot, dialog }),
  );
  private readonly listeners = new Set<() => void>();
  private readonly options: ControllerOptions;
  private readonly now: () => number;
  private files: string[] | undefined;
  private filesLoading = false;
  private lastEscape = 0;
  private lastCtrlC = 0;
  private shellSeq = 0;
  private readonly commands: BuiltinCommand[];
  private readonly unsubscribe: () => void;

  constructor(options: ControllerOptions) {
    this.options = options;
    this.runtime = options.runtime;
    this.now = options.now ?? Date.now;
    this.store = new UiStore({ now: this.now });
    this.commands = builtinCommands(this.runtime, options.themes);
    this.unsubscribe = this.runtime.subscribe((event) => {
      this.store.onSessionEvent(event);
      if (event.type === "session_changed")
        this.store.dispatch({ type: "reset", items: itemsFromMessages(this.runtime.messages()) });
    });
    const restored = itemsFromMessages(this.runtime.messages());
    if (restored.length > 0) this.store.dispatch({ type: "reset", items: restored });
  }

  /** The current snapshot (stable between changes). */
  readonly getSnapshot = (): ControllerSnapshot => this.snapshot;

  /** Subscribes to snapshot changes. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stops listening to the runtime. */
  dispose(): void {
    this.unsubscribe();
    this.store.dispose();
    this.dialogs.dismissAll();
  }

  /** Built-in slash commands plus the runtime's (extension commands, prompt templates), for completion. */
  commandList(): CommandInfo[] {
    return [
      ...this.commands.map((command) => ({ name: command.name, description: command.description })),
      ...this.runtime.commands().map((command) => ({
        name: command.name,
        description: command.description ?? COMMAND_KINDS[command.source],
      })),
    ];
  }

  /** The UI an extension talks to (`ctx.ui`): its calls become dialogs and notices. */
  extensionUi(): ExtensionUI {
    return {
      select: (title, options) => new Promise((resolve) => this.openDialog(selectDialog(title, options, resolve))),
      confirm: (title, message) => new Promise((resolve) => this.openDialog(confirmDialog(title, message, resolve))),
      input: (title, placeholder) =>
        new Promise((resolve) => this.openDialog(inputDialog(title, placeholder, resolve))),
      notify: (message: string, level: NotifyLevel = "info") => this.notify(level, message),
    };
  }

  /** Answers tool calls that need approval with a dialog (an abort of the run closes it as "deny"). */
  permissionPrompter(): PermissionPrompter {
    return async (prompt, signal) => {
      const id = prompt.toolCallId;
      this.store.dispatch({ type: "approval", id, waiting: true, at: Date.now() });
      // A file change shows the diff it asks to make.
      const diff = await approvalPreview(prompt.toolName, prompt.args, this.options.cwd ?? process.cwd());
      return new Promise((resolve) => {
        const dialog = permissionDialog(
          prompt,
          (answer) => {
            this.store.dispatch({ type: "approval", id, waiting: false, at: Date.now() });
            resolve(answer);
          },
          diff,
        );
        if (signal?.aborted) {
          this.store.dispatch({ type: "approval", id, waiting: false, at: Date.now() });
          return resolve({ kind: "deny", reason: "the run was aborted" });
        }
        signal?.addEventListener("abort", () => this.closeDialog(dialog), { once: true });
        this.openDialog(dialog);
      });
    };
  }

  /** Closes a dialog (open or waiting) as dismissed. */
  closeDialog(dialog: Dialog): void {
    this.dialogs.close(dialog);
  }

  /** Shows a notice in the transcript. */
  notify(level: NotifyLevel, text: string): void {
    this.store.dispatch({ type: "notice", level, text });
  }

  /** Opens a dialog now, or after the one already open. */
  openDialog(dialog: Dialog): void {
    this.dialogs.open(dialog);
  }

  /** Puts text in the editor (a fork's message, a command that fills it). */
  fillEditor(text: string): void {
    this.setEditor(setText(this.snapshot.editor, text));
  }

  /** Ends the interactive mode. */
  quit(): void {
    this.options.exit();
  }

  /** Copies text with the terminal's clipboard support. */
  copy(text: string): boolean {
    if (this.options.copy === undefined) return false;
    this.options.copy(text);
    return true;
  }

  /** Handles one decoded key. */
  handleKey(event: KeyEvent): void {
    if (this.dialogs.key(event)) return;
    if (this.globalKey(event)) return;
    if (event.kind === "paste" && this.options.cwd !== undefined) {
      const pasted = imageFromPaste(event.text, this.options.cwd);
      if (pasted) {
        this.setEditor(attachImage(this.snapshot.editor, pasted.name, pasted.image));
        return;
      }
    }
    if (this.completionKey(event)) return;
    this.editorKey(event);
  }

  private globalKey(event: KeyEvent): boolean {
    const action = globalKeyAction(event);
    if (action === undefined) return false;
    const state = this.store.getState();
    const editor = this.snapshot.editor;
    switch (action) {
      case "escape": {
        const now = this.now();
        const double = now - this.lastEscape < DOUBLE_PRESS_MS;
        this.lastEscape = now;
        if (this.snapshot.completion) this.set({ ...this.snapshot, completion: undefined });
        else if (state.busy) this.abort();
        else if (double && editor.text === "") void this.runCommand("rewind", "");
        return true;
      }
      case "interrupt": {
        const now = this.now();
        if (editor.text !== "") this.setEditor(emptyEditor(editor.history));
        else if (state.busy) this.abort();
        else if (now - this.lastCtrlC < DOUBLE_PRESS_MS) this.quit();
        else this.notify("info", "Press Ctrl+C again (or Ctrl+D) to exit.");
        this.lastCtrlC = now;
        return true;
      }
      case "end-of-input":
        if (editor.text === "") this.quit();
        else this.setEditor(deleteForward(editor));
        return true;
      case "toggle-tools":
        this.store.dispatch({ type: "toggle-tools" });
        return true;
      case "toggle-thinking":
        this.store.dispatch({ type: "toggle-thinking" });
        return true;
      case "pick-model":
        void this.runCommand("model", "");
        return true;
    }
  }

  private completionKey(event: KeyEvent): boolean {
    const completion = this.snapshot.completion;
    if (completion === undefined) return false;
    if (isKey(event, "up") || isKey(event, "down")) {
      const count = completion.items.length;
      const index = (completion.index + (isKey(event, "up") ? count - 1 : 1)) % count;
      this.set({ ...this.snapshot, completion: { ...completion, index } });
      return true;
    }
    if (isKey(event, "tab") || (isKey(event, "enter") && completion.kind === "file")) {
      this.setEditor(acceptCompletion(this.snapshot.editor, completion));
      return true;
    }
    if (isKey(event, "enter") && completion.kind === "command") {
      const accepted = acceptCompletion(this.snapshot.editor, completion);
      this.snapshot = { ...this.snapshot, editor: setText(accepted, accepted.text.trimEnd()), completion: undefined };
      return false;
    }
    return false;
  }

  private editorKey(event: KeyEvent): void {
    const busy = this.store.getState().busy;
    if (isKey(event, "enter")) {
      this.submit("steer");
      return;
    }
    if (isKey(event, "enter", { alt: true }) && busy) {
      this.submit("followUp");
      return;
    }
    const next = editedBy(this.snapshot.editor, event);
    if (next !== undefined && next !== this.snapshot.editor) this.setEditor(next);
  }

  private abort(): void {
    this.store.dispatch({ type: "abort-requested" });
    this.runtime.abortBash();
    void this.runtime.abort();
  }

  /** Enter: the editor's text becomes a command, a shell command, a prompt, or (during a run) a queued message. */
  private submit(whileBusy: "steer" | "followUp"): void {
    const { text, images, state } = submitText(this.snapshot.editor);
    const trimmed = text.trim();
    if (trimmed === "" && images.length === 0) return;
    this.setEditor(state);
    const command = parseSlashCommand(trimmed);
    const builtin = command ? this.commands.find((entry) => entry.name === command.name) : undefined;
    if (command && builtin) {
      void this.runCommand(builtin.name, command.args);
      return;
    }
    if (command && !this.runtime.commands().some((entry) => entry.name === command.name)) {
      this.notify(
        "error",
        `Unknown command /${command.name}. Type / to see the commands, or start the line with a space to send it as a prompt.`,
      );
      return;
    }
    if (trimmed.startsWith("!") && trimmed.length > 1) {
      void this.runShell(trimmed.slice(1).trim());
      return;
    }
    // The runtime knows first that a run started (the screen learns it with the next frame).
    const busy = this.store.getState().busy || this.runtime.state().isStreaming;
    void this.send(text, images, busy ? whileBusy : undefined);
  }

  private async send(text: string, images: ImageContent[], queue: "steer" | "followUp" | undefined): Promise<void> {
    if (queue !== undefined) this.store.dispatch({ type: "queued", message: { kind: queue, text } });
    const result = await this.runtime.prompt(text, {
      ...(images.length > 0 ? { images } : {}),
      ...(queue === undefined ? {} : { streamingBehavior: queue }),
    });
    if (!result.ok) this.notify("error", result.error);
  }

  private async runShell(command: string): Promise<void> {
    const id = `shell${++this.shellSeq}`;
    const started = this.now();
    this.store.dispatch({ type: "shell-start", id, command, at: started });
    const result = await this.runtime.runBash(command, {
      onOutput: (text) => this.store.dispatch({ type: "shell-output", id, text }),
    });
    const durationMs = this.now() - started;
    if (!result.ok) {
      this.store.dispatch({ type: "shell-end", id, text: result.error, isError: true, durationMs });
      return;
    }
    const { output, exitCode, cancelled } = result.value;
    const status = cancelled ? "\n(aborted)" : exitCode === 0 ? "" : `\n(exit code ${exitCode ?? "none"})`;
    this.store.dispatch({
      type: "shell-end",
      id,
      text: `${output === "" ? "(no output)" : output}${status}`,
      isError: cancelled || exitCode !== 0,
      durationMs,
    });
  }

  /** Runs a built-in slash command; reports its failure as a notice. */
  async runCommand(name: string, args: string): Promise<void> {
    const command = this.commands.find((entry) => entry.name === name);
    if (command === undefined) return;
    try {
      await command.run(this, args);
    } catch (error) {
      this.notify("error", `/${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private setEditor(editor: EditorState): void {
    this.set({ ...this.snapshot, editor, completion: this.completionFor(editor) });
  }

  private completionFor(editor: EditorState): Completion | undefined {
    if (/(?:^|\s)@\S*$/.test(editor.text.slice(0, editor.cursor))) this.loadFiles();
    return computeCompletion(editor, this.commandList(), this.files);
  }

  private loadFiles(): void {
    if (this.files !== undefined || this.filesLoading || this.options.loadFiles === undefined) return;
    this.filesLoading = true;
    this.options.loadFiles().then(
      (files) => {
        this.files = files;
        this.set({ ...this.snapshot, completion: this.completionFor(this.snapshot.editor) });
      },
      () => {
        this.files = [];
      },
    );
  }

  private set(snapshot: ControllerSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
