import { execFileSync, spawnSync } from "node:child_process";
import { KEEL_BIN } from "./keel-world.js";

/** Whether tmux can run here. */
export function tmuxAvailable(): boolean {
  return spawnSync("tmux", ["-V"], { stdio: "ignore" }).status === 0;
}

/**
 * Why a tmux test cannot run, or `undefined` when it can. With
 * `KEEL_REQUIRE_SYSTEM_TOOLS=1` (CI) a missing tmux is a failure, not a skip.
 */
export function tmuxSkipReason(): string | undefined {
  if (tmuxAvailable()) return undefined;
  if (process.env.KEEL_REQUIRE_SYSTEM_TOOLS === "1") {
    throw new Error("tmux is required (KEEL_REQUIRE_SYSTEM_TOOLS=1) but was not found on PATH");
  }
  return "tmux is not installed: the real-terminal tests of the terminal UI are skipped";
}

let sequence = 0;

function quote(word: string): string {
  return `'${word.replace(/'/g, "'\\''")}'`;
}

/** Options of {@link TmuxTerminal.start}. */
export interface TmuxStartOptions {
  args: readonly string[];
  cwd: string;
  /** The whole environment of `keel` (nothing else leaks in). */
  env: NodeJS.ProcessEnv;
  width?: number;
  height?: number;
}

/**
 * A real terminal for the real `keel` binary: a tmux server on a private
 * socket, one window of a fixed size, keys sent with `send-keys`, the
 * screen read with `capture-pane`. When keel exits, the pane prints its
 * exit status and the tty's mode, then waits (so a test can read them).
 */
export class TmuxTerminal {
  readonly socket = `keel-tui-${process.pid}-${++sequence}-${Date.now().toString(36)}`;
  private started = false;

  private tmux(args: readonly string[]): string {
    return execFileSync("tmux", ["-L", this.socket, "-f", "/dev/null", ...args], { encoding: "utf8" });
  }

  /** Starts `keel args…` in a new detached session. */
  start(options: TmuxStartOptions): void {
    const env = Object.entries(options.env)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => quote(`${key}=${value}`));
    const keel = ["env", "-i", ...env, quote(process.execPath), quote(KEEL_BIN), ...options.args.map(quote)].join(" ");
    const after = [
      "status=$?",
      "modes=$(stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo|isig)$' | tr '\\n' ' ')",
      'echo "[keel exited $status] [tty $modes]"',
      "exec sleep 600",
    ].join("; ");
    this.newSession(`${keel}; ${after}`, options.cwd, options.width ?? 100, options.height ?? 30);
  }

  /** Starts a plain program (not keel) in a new detached session: a terminal for a test to watch. */
  startProgram(argv: readonly string[], cwd: string, width = 100, height = 30): void {
    this.newSession(argv.map(quote).join(" "), cwd, width, height);
  }

  private newSession(commandLine: string, cwd: string, width: number, height: number): void {
    this.tmux(["new-session", "-d", "-s", "keel", "-x", String(width), "-y", String(height), "-c", cwd, commandLine]);
    this.started = true;
  }

  /** The terminal device of the pane, e.g. `/dev/pts/3`. */
  tty(): string {
    return this.format("#{pane_tty}");
  }

  /** Sends tmux key names (`Enter`, `Escape`, `C-o`, `M-Enter`). */
  keys(...keys: string[]): void {
    this.tmux(["send-keys", "-t", "keel", ...keys]);
  }

  /** Types text literally (no key names). */
  type(text: string): void {
    this.tmux(["send-keys", "-t", "keel", "-l", text]);
  }

  /** Types text literally, then presses Enter (two sends, as a person typing would). */
  submit(text: string): void {
    this.type(text);
    this.keys("Enter");
  }

  /** Pastes text as a bracketed paste (as a terminal does when the app asked for it). */
  paste(text: string): void {
    this.tmux(["set-buffer", "-b", "keel-paste", text]);
    this.tmux(["paste-buffer", "-p", "-d", "-b", "keel-paste", "-t", "keel"]);
  }

  /** The visible screen, one string (trailing spaces trimmed). */
  screen(): string {
    return this.tmux(["capture-pane", "-p", "-t", "keel"])
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n");
  }

  /** The visible screen with its colours, as tmux re-encodes them (SGR escapes; a truecolor one as `38;2;r;g;b`). */
  screenWithColors(): string {
    return this.tmux(["capture-pane", "-p", "-e", "-t", "keel"]);
  }

  /** The screen and the scrollback. */
  history(): string {
    return this.tmux(["capture-pane", "-p", "-S", "-", "-t", "keel"]);
  }

  /** A tmux format of the pane, e.g. `#{cursor_flag}`. */
  format(format: string): string {
    return this.tmux(["display-message", "-p", "-t", "keel", format]).trim();
  }

  /** Resizes the window. */
  resize(width: number, height: number): void {
    this.tmux(["resize-window", "-t", "keel", "-x", String(width), "-y", String(height)]);
  }

  /**
   * Polls the screen until `test` passes (a string: the screen contains it)
   * or the deadline passes; then throws with the last screen.
   */
  async waitFor(test: string | RegExp | ((screen: string) => boolean), timeoutMs = 45_000): Promise<string> {
    const check =
      typeof test === "string"
        ? (screen: string) => screen.includes(test)
        : test instanceof RegExp
          ? (screen: string) => test.test(screen)
          : test;
    const deadline = Date.now() + timeoutMs;
    let screen = "";
    for (;;) {
      screen = this.screen();
      if (check(screen)) return screen;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the screen never showed ${String(test)}; it shows:\n${screen}`);
  }

  /** Kills the tmux server (and keel with it). */
  kill(): void {
    if (!this.started) return;
    this.started = false;
    spawnSync("tmux", ["-L", this.socket, "kill-server"], { stdio: "ignore" });
  }
}
