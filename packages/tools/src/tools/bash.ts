import type { AgentTool } from "@keel/agent-core";
import { type Static, Type } from "typebox";
import type { ExecOps } from "../operations/exec-ops.js";
import { createLocalExecOps } from "../operations/local-exec.js";
import type { ProcessRegistry } from "../process/process-registry.js";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_LINES, formatSize } from "../truncate.js";
import { withCheckedArguments } from "./checked-arguments.js";
import { runShellCommand, type ShellDetails, type ShellInvocation, type ShellToolOptions } from "./shell-run.js";
import { checkTimeoutOptions, describeTimeouts } from "./shell-timeout.js";

/** Parameters of the `bash` tool. */
export const bashParameters = Type.Object({
  command: Type.String({ description: "Bash command to run in the working directory." }),
  timeout: Type.Optional(
    Type.Number({
      description: "Timeout in seconds; the whole process tree is killed when it elapses.",
      exclusiveMinimum: 0,
    }),
  ),
});

/** Arguments of the `bash` tool. */
export type BashParams = Static<typeof bashParameters>;

/** Options of {@link createBashTool}. */
export interface BashToolOptions extends ShellToolOptions {
  /** Shell executable. Default: `bash` on `PATH`, else `sh`. It is run as `<shell> -c <command>`. */
  shellPath?: string;
  /**
   * Tracks background children of commands (killed on abort or with
   * `processes.killAll()` at session end). Used when `exec` is not given.
   */
  processes?: ProcessRegistry;
}

/** Picks the shell: the configured one, else `bash`, else `sh`, found through `exec`. */
export async function resolveBashShell(exec: ExecOps, shellPath?: string): Promise<string> {
  if (shellPath) return shellPath;
  const found = (await exec.findExecutable("bash")) ?? (await exec.findExecutable("sh"));
  if (!found) {
    throw new Error("No shell found: neither bash nor sh is on PATH. Install bash, or set the shellPath option.");
  }
  return found;
}

/** The executable and arguments that run `command` in `shell`, after the optional prefix. */
export function buildBashInvocation(shell: string, command: string, commandPrefix?: string): ShellInvocation {
  return { file: shell, args: ["-c", commandPrefix ? `${commandPrefix}\n${command}` : command] };
}

/**
 * Creates the `bash` tool: runs a command in `cwd` with bash (or `sh`),
 * keeps the tail of its output (full output spilled to a file when cut),
 * kills the whole process tree on abort or timeout, and returns promptly
 * even when the command leaves background processes running. A failing
 * command (non-zero exit, timeout, abort) resolves with `isError: true` and
 * its real {@link ShellDetails}. Throws when the timeout options are invalid.
 *
 * @example
 * const bash = createBashTool(process.cwd(), { env: { CI: "1" } });
 * const result = await bash.execute("call-1", { command: "ls" }, undefined, undefined);
 */
export function createBashTool(cwd: string, options: BashToolOptions = {}): AgentTool<BashParams, ShellDetails> {
  checkTimeoutOptions("bash", options);
  const exec = options.exec ?? createLocalExecOps(options.processes ? { processes: options.processes } : {});
  let shell: Promise<string> | undefined;
  return withCheckedArguments({
    name: "bash",
    label: "Bash",
    description: [
      `Run a bash command in ${cwd} and return its combined stdout and stderr.`,
      `Output longer than ${options.maxLines ?? DEFAULT_MAX_LINES} lines or ${formatSize(options.maxBytes ?? DEFAULT_MAX_BYTES)} keeps only its end (errors and summaries are there); the full output is saved to a file whose path is given.`,
      "A non-zero exit code is reported as an error with the output.",
      "Use `timeout` (seconds) for commands that may hang. Start long-running servers in the background (`cmd > log 2>&1 &`); the call returns as soon as the command itself exits.",
      ...(describeTimeouts(options) ? [describeTimeouts(options)] : []),
      "Do not use bash to read, write or edit files when the read, write and edit tools can do it.",
    ].join(" "),
    promptSnippet: "bash: run shell commands (tests, builds, git, searches); returns the output tail",
    promptGuidelines: [
      "Prefer the read, edit and write tools over cat, sed and echo redirections for files.",
      "Give commands that may run long a timeout, and run servers in the background with output redirected to a log file.",
      "Commands do not read stdin; pass non-interactive flags (e.g. --yes).",
    ],
    parameters: bashParameters,
    async execute(_toolCallId, params, signal, onUpdate) {
      shell ??= resolveBashShell(exec, options.shellPath);
      const file = await shell.catch((error: unknown) => {
        shell = undefined;
        throw error;
      });
      return runShellCommand(
        exec,
        {
          command: params.command,
          invocation: buildBashInvocation(file, params.command, options.commandPrefix),
          cwd,
          ...(params.timeout !== undefined ? { timeoutSeconds: params.timeout } : {}),
          signal,
          onUpdate,
          label: "bash",
        },
        options,
      );
    },
  });
}
