import { spawn } from "node:child_process";
import type { Env } from "../home/keel-home.js";

/** How a client program (npm, git) ended: its exit code and what it printed. */
export interface ClientResult {
  ok: boolean;
  /** The exit code, or `undefined` when it could not start or was killed. */
  code: number | undefined;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm` or `git` to the end and collects its output. A program that
 * cannot start (not installed) ends with `ok: false` and the reason in
 * `stderr`; nothing is thrown. stdin is closed, so a client never waits
 * for input (git is told not to prompt for credentials).
 */
export function runClient(
  program: string,
  args: readonly string[],
  options: { cwd: string; env: Env },
): Promise<ClientResult> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...options.env, GIT_TERMINAL_PROMPT: "0" };
    let stdout = "";
    let stderr = "";
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(program, [...args], { cwd: options.cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      resolve({ ok: false, code: undefined, stdout, stderr: error instanceof Error ? error.message : String(error) });
      return;
    }
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", (error) => {
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      resolve({
        ok: false,
        code: undefined,
        stdout,
        stderr: missing ? `${program} is not installed (not found on PATH)` : error.message,
      });
    });
    child.on("close", (code) => resolve({ ok: code === 0, code: code ?? undefined, stdout, stderr }));
  });
}

/** The last meaningful lines of a client's error output, for a one-line reason. */
export function clientFailure(result: ClientResult): string {
  const lines = result.stderr
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !/^npm (warn|notice)/i.test(line) && !/A complete log of this run/i.test(line));
  const tail = lines.filter((line) => /error|fatal|not found|unable|could not/i.test(line)).slice(-3);
  const chosen = tail.length > 0 ? tail : lines.slice(-2);
  return chosen.join(" ") || `exit code ${result.code ?? "unknown"}`;
}
