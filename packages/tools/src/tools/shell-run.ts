import { rmSync } from "node:fs";
import type { AgentToolResult, AgentToolUpdateCallback } from "@keel/agent-core";
import type { ExecOps, ExecOutcome } from "../operations/exec-ops.js";
import { SpillSink } from "../process/spill-file.js";
import { type SpillOptions, spillFolderOf } from "../process/spill-folder.js";
import { TailBuffer } from "../process/tail-buffer.js";
import {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_LINES,
  formatSize,
  summarizeTruncation,
  type TruncationResult,
  type TruncationSummary,
  truncateTail,
} from "../truncate.js";
import { resolveTimeout, type ShellTimeoutOptions, timedOutText } from "./shell-timeout.js";

/** Options shared by the shell tools (`bash`, `powershell`). */
export interface ShellToolOptions extends ShellTimeoutOptions, SpillOptions {
  /** Process operations. Default: the local machine (tracking background children in `processes`). */
  exec?: ExecOps;
  /** Text run before every command (e.g. `shopt -s expand_aliases`), on its own line. */
  commandPrefix?: string;
  /** Variables added to the environment of every command. */
  env?: Record<string, string>;
  /** Lines of output shown to the model. Default 2000. */
  maxLines?: number;
  /** Bytes of output shown to the model. Default 50 KB. */
  maxBytes?: number;
  /** Minimum milliseconds between progress updates. Default 250. */
  updateIntervalMs?: number;
}

/**
 * Where a shell command stands: `running` (progress updates only),
 * `exited` (see `exitCode`; only 0 is a success), `signal` (ended by
 * `signal`), `timeout` (the timeout elapsed and its tree was killed),
 * `aborted` (the call's signal aborted and its tree was killed).
 */
export type ShellStatus = "running" | "exited" | "signal" | "timeout" | "aborted";

/**
 * `details` of a shell tool result, kept on failures too: a result with
 * `isError: true` (non-zero exit, signal, timeout, abort) carries the real
 * exit code, duration, truncation and full-output path.
 */
export interface ShellDetails {
  /** The command as the model gave it. */
  command: string;
  /** How the command ended (or `running`, in progress updates). */
  status: ShellStatus;
  /** Exit code, or `null` when the command was ended by a signal, a timeout or an abort (or is still running). */
  exitCode: number | null;
  /** The signal that ended the process, when one did. */
  signal?: string;
  /** The timeout the command ran with, in seconds, when it had one. */
  timeoutSeconds?: number;
  /** Wall time in milliseconds. */
  durationMs: number;
  /**
   * How the output shown was cut, when it was. `totalLines`/`totalBytes`
   * count the whole output as printed (raw bytes); `outputLines`/`outputBytes`
   * what is shown.
   */
  truncation?: TruncationSummary;
  /** File holding the full output, when the output shown was cut. */
  fullOutputPath?: string;
  /** Process group of background children still running, if any. */
  backgroundGroup?: number;
}

/** One shell command to run: the executable and arguments that carry it. */
export interface ShellInvocation {
  file: string;
  args: string[];
}

/** The per-call inputs of {@link runShellCommand}. */
export interface ShellRunRequest {
  command: string;
  invocation: ShellInvocation;
  cwd: string;
  /** The timeout the call asked for (seconds); the tool's default and maximum apply. */
  timeoutSeconds?: number;
  signal: AbortSignal | undefined;
  onUpdate: AgentToolUpdateCallback<ShellDetails> | undefined;
  /** Spill file name prefix, e.g. `bash`. */
  label: string;
}

/** The tail to show; totals are those of the whole output as the command printed it (raw bytes). */
function outputOf(tail: TailBuffer, maxLines: number, maxBytes: number): TruncationResult {
  const shown = truncateTail(tail.text(), { maxLines, maxBytes });
  if (!tail.dropped) return shown.truncated ? { ...shown, totalBytes: tail.totalBytes } : shown;
  return {
    ...shown,
    truncated: true,
    truncatedBy: shown.truncatedBy ?? "bytes",
    totalLines: tail.totalLines,
    totalBytes: tail.totalBytes,
  };
}

function notice(result: TruncationResult, fullOutputPath: string | undefined): string {
  if (!result.truncated) return "";
  const where = fullOutputPath ? ` Full output: ${fullOutputPath}` : "";
  if (result.lastLinePartial) {
    return `\n\n[Showing the last ${formatSize(result.outputBytes)} of line ${result.totalLines} (${formatSize(result.totalBytes)} of output in total).${where}]`;
  }
  const first = result.totalLines - result.outputLines + 1;
  return `\n\n[Showing lines ${first}-${result.totalLines} of ${result.totalLines} (${formatSize(result.outputBytes)} of ${formatSize(result.totalBytes)}; cut by the ${result.truncatedBy === "lines" ? `${result.maxLines}-line` : `${formatSize(result.maxBytes)}`} limit).${where}]`;
}

function describeStartError(error: unknown, request: ShellRunRequest): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") {
    return new Error(
      `Could not start ${request.invocation.file} in ${request.cwd}: the shell or the working directory does not exist. Check that the working directory exists and the shell is installed.`,
    );
  }
  return new Error(`Could not start ${request.invocation.file}: ${(error as Error).message}`);
}

/** The status of a finished command. */
function statusOf(outcome: ExecOutcome): Exclude<ShellStatus, "running"> {
  if (outcome.aborted) return "aborted";
  if (outcome.timedOut) return "timeout";
  return outcome.exitCode === null ? "signal" : "exited";
}

/** The sentence that says how a failed command ended, or `undefined` for a success. */
function failureText(
  status: Exclude<ShellStatus, "running">,
  outcome: ExecOutcome,
  timeoutSeconds: number | undefined,
  options: ShellToolOptions,
): string | undefined {
  switch (status) {
    case "aborted":
      return "Command aborted; its process tree was killed.";
    case "timeout":
      return timedOutText(timeoutSeconds, options);
    case "signal":
      return `Command was killed by ${outcome.signal ?? "a signal"}.`;
    case "exited":
      return outcome.exitCode === 0 ? undefined : `Command exited with code ${outcome.exitCode}.`;
  }
}

/**
 * Runs a shell command for a tool call: streams throttled progress to
 * `onUpdate`, keeps a bounded tail of the output, writes the full output to
 * a spill file once it outgrows the limits, and applies the timeout policy.
 * A command that fails (non-zero exit, signal, timeout, abort) resolves
 * with `isError: true` and its real details, which the loop keeps
 * (@keel/agent-core CONTRACT.md rule 4); only a command that could not be
 * started throws.
 */
export async function runShellCommand(
  exec: ExecOps,
  request: ShellRunRequest,
  options: ShellToolOptions,
): Promise<AgentToolResult<ShellDetails>> {
  const maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeout = resolveTimeout(request.timeoutSeconds, options);
  const tail = new TailBuffer(maxBytes + 4096);
  const spill = new SpillSink({ folder: spillFolderOf(options), prefix: request.label }, { maxLines, maxBytes });
  const started = Date.now();
  const interval = options.updateIntervalMs ?? 250;
  const timing = timeout.seconds !== undefined ? { timeoutSeconds: timeout.seconds } : {};
  let updateTimer: NodeJS.Timeout | undefined;
  const emitUpdate = () => {
    updateTimer = undefined;
    const shown = outputOf(tail, maxLines, maxBytes);
    request.onUpdate?.({
      content: [{ type: "text", text: shown.content }],
      details: {
        command: request.command,
        status: "running",
        exitCode: null,
        ...timing,
        durationMs: Date.now() - started,
        truncation: summarizeTruncation(shown),
      },
    });
  };

  let outcome: ExecOutcome;
  try {
    outcome = await exec.run({
      file: request.invocation.file,
      args: request.invocation.args,
      cwd: request.cwd,
      ...(options.env ? { env: options.env } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(timeout.seconds !== undefined ? { timeoutMs: timeout.seconds * 1000 } : {}),
      onData: (chunk) => {
        tail.append(chunk);
        spill.write(chunk);
        if (request.onUpdate && updateTimer === undefined) updateTimer = setTimeout(emitUpdate, interval);
      },
    });
  } catch (error) {
    spill.close();
    throw describeStartError(error, request);
  } finally {
    clearTimeout(updateTimer);
  }

  const shown = outputOf(tail, maxLines, maxBytes);
  // Output that fits in bytes can still be cut once decoded (invalid UTF-8 grows), so spill then too.
  const fullOutputPath = shown.truncated ? spill.persist() : undefined;
  spill.close();
  if (spill.path && !fullOutputPath) rmSync(spill.path, { force: true });
  // A final newline of the output would leave a blank line before the notes that follow.
  const output = shown.content.endsWith("\n") ? shown.content.slice(0, -1) : shown.content;
  const status = statusOf(outcome);
  const failure = failureText(status, outcome, timeout.seconds, options);
  const notes = [
    ...(timeout.cappedNote ? [timeout.cappedNote] : []),
    ...(outcome.backgroundGroup !== undefined
      ? [
          `[Background processes are still running (process group ${outcome.backgroundGroup}). They are stopped when the run is aborted or the session ends.]`,
        ]
      : []),
    ...(failure ? [failure] : []),
  ];
  const text = [(output === "" ? "(no output)" : output) + notice(shown, fullOutputPath), ...notes].join("\n\n");
  return {
    content: [{ type: "text", text }],
    details: {
      command: request.command,
      status,
      exitCode: outcome.exitCode,
      ...(outcome.signal ? { signal: outcome.signal } : {}),
      ...timing,
      durationMs: Date.now() - started,
      ...(shown.truncated ? { truncation: summarizeTruncation(shown) } : {}),
      ...(fullOutputPath ? { fullOutputPath } : {}),
      ...(outcome.backgroundGroup !== undefined ? { backgroundGroup: outcome.backgroundGroup } : {}),
    },
    ...(failure ? { isError: true } : {}),
  };
}
