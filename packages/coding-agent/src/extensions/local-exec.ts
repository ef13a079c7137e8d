import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { constants } from "node:os";
import type { ExecOptions, ExecResult } from "./extension-api.js";

/** Milliseconds between SIGTERM and SIGKILL when a command is ended. */
const KILL_GRACE_MS = 2_000;

/**
 * Runs a command on this machine without a shell, for hosts that implement
 * `exec` locally. Output is collected whole; a timeout or an abort ends the
 * command (SIGTERM, then SIGKILL) and sets `killed`. A command that cannot
 * start resolves with code 127 and the reason on `stderr`.
 */
export function localExec(
  command: string,
  args: string[],
  cwd: string,
  options: ExecOptions = {},
): Promise<ExecResult> {
  const workDir = options.cwd ?? cwd;
  if (!existsSync(workDir)) {
    return Promise.resolve({
      stdout: "",
      stderr: `cannot run ${command}: working directory ${workDir} does not exist`,
      code: 127,
      killed: false,
    });
  }
  return new Promise((resolve) => {
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let killed = false;
    let settled = false;
    const child = spawn(command, args, { cwd: workDir, stdio: ["ignore", "pipe", "pipe"] });
    const stop = (): void => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killed = true;
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), KILL_GRACE_MS).unref();
    };
    const timer = options.timeout === undefined ? undefined : setTimeout(stop, options.timeout);
    if (options.signal?.aborted) stop();
    options.signal?.addEventListener("abort", stop, { once: true });
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    const finish = (result: ExecResult): void => {
      if (settled) return;
      settled = true;
      if (timer !== undefined) clearTimeout(timer);
      options.signal?.removeEventListener("abort", stop);
      resolve(result);
    };
    child.on("error", (error) => {
      finish({ stdout: "", stderr: `cannot run ${command}: ${error.message}`, code: 127, killed });
    });
    child.on("close", (code, signal) => {
      const signalNumber = signal === null ? 0 : (constants.signals[signal] ?? 0);
      finish({
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8"),
        code: code ?? 128 + signalNumber,
        killed,
      });
    });
  });
}
