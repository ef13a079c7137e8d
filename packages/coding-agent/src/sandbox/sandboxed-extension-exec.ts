import type { WrappedCommand } from "@keel/sandbox";
import type { ExecOptions, ExecResult } from "../extensions/extension-api.js";
import { localExec } from "../extensions/local-exec.js";
import type { SandboxControl } from "./sandbox-control.js";
import { shellQuote } from "./sandboxed-exec.js";

/** An extension host's `exec`: runs a program with arguments, no shell. */
export type ExtensionExec = (command: string, args: string[], options?: ExecOptions) => Promise<ExecResult>;

/**
 * The extensions' `exec` under the sandbox: the program runs inside it
 * (through `/bin/sh -c 'exec …'`, its arguments quoted) whenever a policy
 * is in force, as it is otherwise. Timeouts, abort and the result are
 * `localExec`'s.
 *
 * @example
 * const exec = sandboxedExtensionExec(control, cwd);
 * await exec("git", ["status"]);
 */
export function sandboxedExtensionExec(control: SandboxControl, cwd: string): ExtensionExec {
  return async (command, args, options = {}) => {
    const policy = control.policy();
    if (policy === undefined) return localExec(command, args, cwd, options);
    const workDir = options.cwd ?? cwd;
    let wrapped: WrappedCommand;
    try {
      const { wrapCommand } = await import("@keel/sandbox");
      wrapped = await wrapCommand(policy, {
        command: `exec ${[command, ...args].map(shellQuote).join(" ")}`,
        shell: "/bin/sh",
        cwd: workDir,
        exclude: [control.projectRoot],
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { stdout: "", stderr: `cannot run ${command} in the sandbox: ${reason}`, code: 127, killed: false };
    }
    try {
      return await localExec(wrapped.file, [...wrapped.args], cwd, options);
    } finally {
      await wrapped.dispose();
    }
  };
}
