import { execFile } from "node:child_process";

/** What a short probe run printed and how it ended. */
export interface ProbeResult {
  readonly ok: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a program for a short probe (no shell, 10 s limit). */
export function runProgram(file: string, args: readonly string[]): Promise<ProbeResult> {
  return new Promise((resolvePromise) => {
    execFile(file, [...args], { timeout: 10_000, encoding: "utf8" }, (error, stdout, stderr) => {
      resolvePromise({ ok: error === null, stdout, stderr });
    });
  });
}
