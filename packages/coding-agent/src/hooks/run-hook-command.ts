import { spawn } from "node:child_process";

/** The most bytes of each of a hook's stdout and stderr that are kept; the rest is read and counted, not stored. */
export const HOOK_CAPTURE_BYTES = 1024 * 1024;

/** Inputs of {@link runHookCommand}. */
export interface HookCommandOptions {
  command: string;
  /** Written to the command's stdin, which is then closed. */
  stdin: string;
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  timeoutMs: number;
  /** Aborting it kills the command (a run interrupted by the user). */
  signal?: AbortSignal;
  /** Default {@link HOOK_CAPTURE_BYTES}. */
  captureBytes?: number;
  /** The shell. Default `/bin/sh`. */
  shell?: string;
}

/** What one hook process did. */
export interface HookProcessResult {
  /** The exit code; `null` when it was killed or could not start. */
  exitCode: number | null;
  /** Why it has no exit code: killed at its timeout, killed because the run was aborted, or it did not start. */
  killed?: "timeout" | "aborted";
  spawnError?: string;
  /** The first `captureBytes` of stdout, as text. */
  stdout: string;
  stderr: string;
  /** Total bytes written to each stream (more than kept when cut). */
  stdoutBytes: number;
  stderrBytes: number;
  durationMs: number;
}

class Capture {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  total = 0;
  constructor(private readonly limit: number) {}
  add(chunk: Buffer): void {
    this.total += chunk.length;
    if (this.kept >= this.limit) return;
    const part = chunk.length > this.limit - this.kept ? chunk.subarray(0, this.limit - this.kept) : chunk;
    this.chunks.push(Buffer.from(part));
    this.kept += part.length;
  }
  text(): string {
    return Buffer.concat(this.chunks).toString("utf8");
  }
}

/**
 * Runs one hook command with `sh -c` in its own process group: the event
 * JSON on stdin, at most `captureBytes` of each output stream kept (a hook
 * that prints 10 MB costs 2 MB here, not 10). At the timeout, or when
 * `signal` aborts, the whole group is killed — children it started too.
 * The result is ready once the command exited and its output pipes closed
 * (a background child holding stdout keeps it running: detach those with
 * `>/dev/null 2>&1 &`). Never rejects.
 */
export function runHookCommand(options: HookCommandOptions): Promise<HookProcessResult> {
  const started = Date.now();
  const limit = options.captureBytes ?? HOOK_CAPTURE_BYTES;
  const out = new Capture(limit);
  const err = new Capture(limit);
  return new Promise((resolve) => {
    let killed: HookProcessResult["killed"];
    let settled = false;
    const child = spawn(options.shell ?? "/bin/sh", ["-c", options.command], {
      cwd: options.cwd,
      env: options.env as NodeJS.ProcessEnv,
      detached: true,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const killGroup = (why: "timeout" | "aborted") => {
      killed ??= why;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => killGroup("timeout"), options.timeoutMs);
    const onAbort = () => killGroup("aborted");
    options.signal?.addEventListener("abort", onAbort, { once: true });
    if (options.signal?.aborted) onAbort();
    let exitCode: number | null = null;
    const finish = (spawnError?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      resolve({
        exitCode: killed ? null : exitCode,
        ...(killed ? { killed } : {}),
        ...(spawnError ? { spawnError } : {}),
        stdout: out.text(),
        stderr: err.text(),
        stdoutBytes: out.total,
        stderrBytes: err.total,
        durationMs: Date.now() - started,
      });
    };
    child.stdout.on("data", (chunk: Buffer) => out.add(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.add(chunk));
    child.on("error", (error) => finish(error.message));
    child.on("exit", (code) => {
      exitCode = code;
    });
    child.on("close", () => finish());
    // A hook that never reads stdin closes it early: that is not its failure.
    child.stdin.on("error", () => {});
    child.stdin.end(options.stdin);
  });
}
