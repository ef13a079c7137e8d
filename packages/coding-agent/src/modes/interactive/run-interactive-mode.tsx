import { render } from "ink";
import { useSyncExternalStore } from "react";
import type { Diagnostic } from "../../diagnostics.js";
import type { PromptOptions, SessionRuntime } from "../../runtime/session-runtime.js";
import { App } from "./components/app.js";
import { listProjectFiles } from "./editor/file-index.js";
import type { ExtensionUiBridge } from "./extension-ui-bridge.js";
import { InteractiveController } from "./interactive-controller.js";
import { ThemeSwitch } from "./render/theme-switch.js";

/** Options of {@link runInteractiveMode}. */
export interface InteractiveModeOptions {
  runtime: SessionRuntime;
  /** The bridge given to the session as its extension UI; the screen attaches to it. */
  extensionUi?: ExtensionUiBridge;
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** Start-up warnings and notes, shown at the top of the transcript. */
  diagnostics?: readonly Diagnostic[];
  /**
   * Prompts given on the command line: sent one after the other once the screen is up
   * (with images when `@file` arguments attached some).
   */
  initialPrompts?: readonly (string | { text: string; images?: PromptOptions["images"] })[];
  /** Open the session picker of `/resume` first (`keel -r` in a terminal); the prompts follow the choice. */
  pickSession?: boolean;
}

/** The screen in the theme of the moment: `/theme` switches it without a restart. */
function ThemedApp({ controller, themes }: { controller: InteractiveController; themes: ThemeSwitch }) {
  const theme = useSyncExternalStore(themes.subscribe, themes.current);
  return <App controller={controller} theme={theme} />;
}

// Bracketed paste on/off, cursor visible, mouse reporting off, main screen.
const ENABLE = "\u001b[?2004h";
const RESTORE = "\u001b[?2004l\u001b[?1000l\u001b[?1002l\u001b[?1003l\u001b[?1006l\u001b[?1049l\u001b[?25h";
// Clear the screen and the scrollback, cursor home: before printing the whole transcript again.
const CLEAR = "\u001b[2J\u001b[3J\u001b[H";

/**
 * The interactive terminal UI (Ink): runs until `/quit`, Ctrl+D on an
 * empty editor, Ctrl+C twice or SIGINT/SIGTERM/SIGHUP, then restores the terminal (bracketed
 * paste and mouse modes off, cursor visible, main screen, cooked mode) and
 * resolves with the exit status (0). The caller disposes the runtime.
 */
export async function runInteractiveMode(options: InteractiveModeOptions): Promise<number> {
  const { stdout, stdin, runtime } = options;
  let exit: () => void = () => undefined;
  // settings.theme (else KEEL_THEME) picks a built-in palette or a theme file a package carries; /theme switches it.
  const loadedThemes = await ThemeSwitch.load(options.env, runtime.themes());
  const themes = loadedThemes.themes;
  const controller = new InteractiveController({
    themes,
    runtime,
    exit: () => exit(),
    loadFiles: () => listProjectFiles(options.cwd),
    cwd: options.cwd,
    copy: (text) => stdout.write(`\u001b]52;c;${Buffer.from(text).toString("base64")}\u0007`),
  });
  controller.store.beforeRedraw = () => stdout.write(CLEAR);
  options.extensionUi?.attach(
    controller.extensionUi(),
    controller.permissionPrompter(),
    controller.store.onSubagentEvent,
  );
  for (const diagnostic of options.diagnostics ?? []) {
    const level = diagnostic.severity === "error" ? "error" : diagnostic.severity === "warning" ? "warning" : "info";
    controller.notify(level, `${diagnostic.source ? `${diagnostic.source}: ` : ""}${diagnostic.message}`);
  }
  for (const diagnostic of loadedThemes.diagnostics) {
    controller.notify(
      "warning",
      `${diagnostic.source}: ${diagnostic.message}${diagnostic.hint ? ` ${diagnostic.hint}` : ""}`,
    );
  }
  const restore = () => {
    try {
      if (stdin.isTTY) stdin.setRawMode(false);
    } catch {
      // the terminal is gone
    }
    stdout.write(RESTORE);
  };
  process.once("exit", restore);
  const onTerm = () => exit();
  process.on("SIGINT", onTerm);
  process.on("SIGTERM", onTerm);
  process.on("SIGHUP", onTerm);
  stdout.write(ENABLE);
  const instance = render(<ThemedApp controller={controller} themes={themes} />, {
    stdin,
    stdout,
    stderr: options.stderr,
    exitOnCtrlC: false,
    patchConsole: true,
  });
  exit = () => instance.unmount();
  let resize: NodeJS.Timeout | undefined;
  // After a resize the scrollback is printed again at the new width (once the resizing stops).
  const onResize = () => {
    clearTimeout(resize);
    resize = setTimeout(() => controller.store.dispatch({ type: "redraw" }), 200);
  };
  stdout.on("resize", onResize);
  const prompts = [...(options.initialPrompts ?? [])];
  if (prompts.length > 0 || options.pickSession) {
    void (async () => {
      if (options.pickSession) await controller.runCommand("resume", "");
      for (const prompt of prompts) {
        const accepted =
          typeof prompt === "string"
            ? await runtime.prompt(prompt)
            : await runtime.prompt(prompt.text, prompt.images?.length ? { images: prompt.images } : undefined);
        if (!accepted.ok) controller.notify("error", accepted.error);
        else await accepted.value.settled;
      }
    })();
  }
  try {
    await instance.waitUntilExit();
  } finally {
    clearTimeout(resize);
    stdout.off("resize", onResize);
    process.off("SIGINT", onTerm);
    process.off("SIGTERM", onTerm);
    process.off("SIGHUP", onTerm);
    process.off("exit", restore);
    controller.dispose();
    await runtime.abort();
    restore();
    stdin.pause();
  }
  return 0;
}
