import { rmSync } from "node:fs";
import type { AgentToolResult, AgentToolUpdateCallback } from "@keel/agent-core";
import type { ExecOps } from "../operations/exec-ops.js";
import { SpillSink } from "../process/spill-file.js";
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

/** Options shared by the shell tools (`bash`, `powershell`). */
export interface ShellToolOptions {
  /** Process operations. Default: the local machine (tracking background children in `processes`). */
  exec?: ExecOps;
  /** Text run before every command (e.g. `shopt -s expand_aliases`), on its own line. */
  commandPrefix?: string;
  /** Variables added to the environment of every command. */
  env?: Record<string, string>;
  /** Folder for full-output files when output is cut. Default: the OS temp folder. */
  spillDir?: string;
  /** Lines of output shown to the model. Default 2000. */
  maxLines?: number;
  /** Bytes of output shown to the model. Default 50 KB. */
  maxBytes?: number;
  /** Minimum milliseconds between progress updates. Default 250. */
  updateIntervalMs?: number;
}

/** `details` of a shell tool result. */
export interface ShellDetails {
  /** The command as the model gave it. */
  command: string;
  /** Exit code (0 here: other endings are errors). */
  exitCode: number | null;
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

/**
 * Runs a shell command for a tool call: streams throttled progress to
 * `onUpdate`, keeps a bounded tail of the output, writes the full output to
 * a spill file once it outgrows the limits, and turns the ending into a
 * result or a thrown error (non-zero exit, timeout, abort).
 */
export async function runShellCommand(
  exec: ExecOps,
  request: ShellRunRequest,
  options: ShellToolOptions,
): Promise<AgentToolResult<ShellDetails>> {
  const maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const tail = new TailBuffer(maxBytes + 4096);
  const spill = new SpillSink(
    { prefix: request.label, ...(options.spillDir ? { dir: options.spillDir } : {}) },
    { maxLines, maxBytes },
  );
  const started = Date.now();
  const interval = options.updateIntervalMs ?? 250;
  let updateTimer: NodeJS.Timeout | undefined;
  const emitUpdate = () => {
    updateTimer = undefined;
    const shown = outputOf(tail, maxLines, maxBytes);
    request.onUpdate?.({
      content: [{ type: "text", text: shown.content }],
      details: {
        command: request.command,
        exitCode: null,
        durationMs: Date.now() - started,
        truncation: summarizeTruncation(shown),
      },
    });
  };

  let outcome: Awaited<ReturnType<ExecOps["run"]>>;
  try {
    outcome = await exec.run({
      file: request.invocation.file,
      args: request.invocation.args,
      cwd: request.cwd,
      ...(options.env ? { env: options.env } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.timeoutSeconds !== undefined ? { timeoutMs: request.timeoutSeconds * 1000 } : {}),
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
  const body = (output === "" ? "(no output)" : output) + notice(shown, fullOutputPath);
  if (outcome.aborted) throw new Error(`${body}\n\nCommand aborted; its process tree was killed.`);
  if (outcome.timedOut) {
    throw new Error(
      `${body}\n\nCommand timed out after ${request.timeoutSeconds} second${request.timeoutSeconds === 1 ? "" : "s"}; its process tree was killed. Run it with a larger timeout, or in the background.`,
    );
  }
  if (outcome.exitCode !== 0) {
    const ending =
      outcome.exitCode === null
        ? `was killed by ${outcome.signal ?? "a signal"}`
        : `exited with code ${outcome.exitCode}`;
    throw new Error(`${body}\n\nCommand ${ending}.`);
  }
  const background =
    outcome.backgroundGroup !== undefined
      ? `\n\n[Background processes are still running (process group ${outcome.backgroundGroup}). They are stopped when the run is aborted or the session ends.]`
      : "";
  return {
    content: [{ type: "text", text: body + background }],
    details: {
      command: request.command,
      exitCode: outcome.exitCode,
      durationMs: Date.now() - started,
      ...(shown.truncated ? { truncation: summarizeTruncation(shown) } : {}),
      ...(fullOutputPath ? { fullOutputPath } : {}),
      ...(outcome.backgroundGroup !== undefined ? { backgroundGroup: outcome.backgroundGroup } : {}),
    },
  };
}
