import { afterEach, beforeEach } from "vitest";
import { KeelWorld } from "./keel-world.js";
import { TmuxTerminal } from "./tmux-terminal.js";

/** How {@link TmuxWorld.start} starts keel: the terminal's size and changes to the world's environment. */
export interface TmuxWorldStart {
  width?: number;
  height?: number;
  /** Changes to {@link KeelWorld.env} (`undefined` removes a variable, e.g. `NO_COLOR`). */
  env?: Record<string, string | undefined>;
}

/** The arguments {@link TmuxWorld.start} uses when given none: the scripted model of {@link KeelWorld.model}. */
const SCRIPTED_MODEL: readonly string[] = ["--model", "local/scripted"];

/** One test's keel world and the real terminal (tmux) that runs keel in it; see {@link tmuxWorld}. */
export interface TmuxWorld {
  /** The current test's world (a new one for each test). */
  readonly world: KeelWorld;
  /** The current test's terminal (a new one for each test). */
  readonly term: TmuxTerminal;
  /**
   * Starts `keel args…` (default: `--model local/scripted`) in the project folder with the
   * world's environment and `TERM=xterm-256color`; `options` are merged over the defaults
   * given to {@link tmuxWorld}.
   */
  start(args?: readonly string[], options?: TmuxWorldStart): void;
  /** Waits for the empty editor ("Ask anything"), types `text` and presses Enter. */
  prompt(text: string): Promise<void>;
  /** Waits until `text` is on screen and no run is going on (no "Esc to abort": its end checkpoint is done). */
  idle(text: string): Promise<string>;
}

/**
 * The shared setup of the terminal-UI suites: call it once in a `describe`
 * (skipped with `tmuxSkipReason()`). It registers hooks that give each test a
 * new {@link KeelWorld} and {@link TmuxTerminal}, and afterwards kill the
 * terminal (and keel with it) and close the world. `defaults` apply to every
 * {@link TmuxWorld.start} of the suite.
 */
export function tmuxWorld(defaults: TmuxWorldStart = {}): TmuxWorld {
  let world: KeelWorld | undefined;
  let term: TmuxTerminal | undefined;
  beforeEach(() => {
    world = new KeelWorld();
    term = new TmuxTerminal();
  });
  afterEach(async () => {
    term?.kill();
    await world?.close();
    term = undefined;
    world = undefined;
  });
  const current = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`tmuxWorld: no ${what} outside a test (use it inside it() or a hook)`);
    return value;
  };
  const tui: TmuxWorld = {
    get world() {
      return current(world, "world");
    },
    get term() {
      return current(term, "terminal");
    },
    start(args = SCRIPTED_MODEL, options = {}) {
      const env = { ...tui.world.env({ ...defaults.env, ...options.env }), TERM: "xterm-256color" };
      const width = options.width ?? defaults.width;
      const height = options.height ?? defaults.height;
      tui.term.start({ args, cwd: tui.world.project, env, width, height });
    },
    async prompt(text) {
      await tui.term.waitFor("Ask anything");
      tui.term.submit(text);
    },
    idle(text) {
      return tui.term.waitFor((screen) => screen.includes(text) && !screen.includes("Esc to abort"));
    },
  };
  return tui;
}
