import type { UserMessage } from "@keel/ai";
import type { Env } from "../home/keel-home.js";
import { userHomeDir } from "../home/keel-home.js";
import { sessionOutputSpill } from "../tools/session-output-folder.js";
import type { Created } from "./run-coordinator.js";
import type { RuntimeResult } from "./runtime-result.js";
import type { RunBashOptions } from "./session-runtime.js";
import { runUserBash, type UserBashResult, userBashMessage } from "./user-bash.js";

/** What the user's shell needs from the runtime that owns it. */
export interface UserShellHost {
  /** The live session (replaced by new, switch and fork). */
  current(): Created;
  cwd: string;
  env: Env;
  /** Adds the command and its output to the conversation (after the run in progress, if any). */
  addToContext(message: UserMessage): void;
}

/**
 * The user's own shell commands in a session runtime (`!cmd` in the terminal
 * UI, RPC `bash`): one at a time, with the session's shell settings, spill
 * folder, process registry and sandbox, abortable; the result goes into the
 * conversation, or only into the session file when excluded from context.
 */
export class UserShell {
  private running: { controller: AbortController; done: Promise<unknown> } | undefined;

  constructor(private readonly host: UserShellHost) {}

  /** Runs `command`; refused while another one runs or when it is empty. */
  async run(command: string, options: RunBashOptions = {}): Promise<RuntimeResult<UserBashResult>> {
    if (this.running !== undefined) return fail("a shell command is already running: abort_bash stops it");
    if (command.trim() === "") return fail("the shell command is empty");
    const current = this.host.current();
    const { settings } = current.config;
    const controller = new AbortController();
    const spill = sessionOutputSpill(current.store.path, settings.sessionOutputMaxBytes);
    const running = runUserBash({
      command,
      cwd: this.host.cwd,
      processes: current.processes,
      ...(spill ? { spill } : {}),
      homeDir: userHomeDir(this.host.env),
      ...(settings.shellPath ? { shellPath: settings.shellPath } : {}),
      ...(settings.shellCommandPrefix ? { shellCommandPrefix: settings.shellCommandPrefix } : {}),
      signal: controller.signal,
      ...(options.onOutput ? { onOutput: options.onOutput } : {}),
      ...(current.sandbox?.enforced ? { wrapExec: current.sandbox.wrapExec } : {}),
    });
    this.running = { controller, done: running.catch(() => undefined) };
    try {
      const result = await running;
      if (options.excludeFromContext) current.store.appendCustom("user_bash", { command, ...result });
      else this.host.addToContext(userBashMessage(command, result, Date.now()));
      return { ok: true, value: result };
    } finally {
      this.running = undefined;
    }
  }

  /** Stops the running command; `false` when none runs. */
  abort(): boolean {
    if (this.running === undefined) return false;
    this.running.controller.abort();
    return true;
  }

  /** Resolves once the running command, if any, has ended. */
  async settled(): Promise<void> {
    await this.running?.done;
  }
}

function fail<T>(error: string): RuntimeResult<T> {
  return { ok: false, error };
}
