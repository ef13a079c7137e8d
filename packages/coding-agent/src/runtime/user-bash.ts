import type { UserMessage } from "@keel/ai";
import {
  createLocalExecOps,
  type ExecOps,
  type ProcessRegistry,
  type ShellDetails,
  type SpillFolder,
} from "@keel/tools";
import { createBuiltinTools } from "../tools/create-builtin-tools.js";

/** How a user's shell command (`!command`, RPC `bash`) ended. */
export interface UserBashResult {
  /** The output as the model will see it (the tail, when it was long). */
  output: string;
  /** `null` when the command was ended by a signal, a timeout or an abort. */
  exitCode: number | null;
  /** Aborted by the user. */
  cancelled: boolean;
  /** The output was cut to the tool's limits. */
  truncated: boolean;
  /** The whole output, when it was cut. */
  fullOutputPath?: string;
}

/** Inputs of {@link runUserBash}. */
export interface UserBashOptions {
  command: string;
  cwd: string;
  /** Background children of the command are tracked (and killed at the end of the session) here. */
  processes: ProcessRegistry;
  homeDir: string;
  shellPath?: string;
  shellCommandPrefix?: string;
  /** Where full output goes (the session's output folder). Default: a temp folder removed at exit. */
  spill?: SpillFolder;
  signal: AbortSignal;
  /** Receives the output as it arrives, stdout and stderr interleaved (decoded UTF-8). */
  onOutput?: (text: string) => void;
  /** Puts the process operations under the session's sandbox, when one is in force. */
  wrapExec?: (exec: ExecOps) => ExecOps;
}

/**
 * Runs a command the user typed through the same shell, limits and spill
 * files as the `bash` tool (the whole process tree is killed on abort),
 * streaming raw output to `onOutput`.
 */
export async function runUserBash(options: UserBashOptions): Promise<UserBashResult> {
  const plain = createLocalExecOps({ processes: options.processes });
  const local = options.wrapExec ? options.wrapExec(plain) : plain;
  const decoder = new TextDecoder();
  const exec: ExecOps = {
    findExecutable: (name) => local.findExecutable(name),
    run: (request) =>
      local.run({
        ...request,
        onData(chunk, stream) {
          request.onData(chunk, stream);
          options.onOutput?.(decoder.decode(chunk, { stream: true }));
        },
      }),
  };
  const [bash] = createBuiltinTools(["bash"], options.cwd, {
    exec,
    processes: options.processes,
    homeDir: options.homeDir,
    ...(options.spill ? { spill: options.spill } : {}),
    ...(options.shellPath ? { shellPath: options.shellPath } : {}),
    ...(options.shellCommandPrefix ? { shellCommandPrefix: options.shellCommandPrefix } : {}),
  });
  if (bash === undefined) throw new Error("the bash tool is missing");
  let result: Awaited<ReturnType<typeof bash.execute>>;
  try {
    result = await bash.execute("user-bash", { command: options.command }, options.signal, undefined);
  } catch (error) {
    // The shell could not start: report it as output, as a terminal would.
    return {
      output: error instanceof Error ? error.message : String(error),
      exitCode: null,
      cancelled: false,
      truncated: false,
    };
  }
  const details = result.details as ShellDetails | undefined;
  const output = result.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
  return {
    output,
    exitCode: details?.exitCode ?? null,
    cancelled: details?.status === "aborted",
    truncated: details?.truncation !== undefined,
    ...(details?.fullOutputPath ? { fullOutputPath: details.fullOutputPath } : {}),
  };
}

/** The user message a shell command's output becomes in the context (as pi writes it). */
export function userBashMessage(command: string, result: UserBashResult, timestamp: number): UserMessage {
  const status = result.cancelled
    ? "\n(the command was cancelled)"
    : result.exitCode !== 0
      ? `\n(exit code ${result.exitCode ?? "none: ended by a signal"})`
      : "";
  return {
    role: "user",
    content: [{ type: "text", text: `Ran \`${command}\`\n\`\`\`\n${result.output}\n\`\`\`${status}` }],
    timestamp,
  };
}
