import { type ChildProcessByStdio, spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import type { Readable } from "node:stream";
import type { ExecOutcome, ExecRequest } from "../operations/exec-ops.js";
import { DEFAULT_KILL_GRACE_MS, isProcessGroupAlive, killProcessTree } from "./kill-tree.js";
import type { ProcessRegistry } from "./process-registry.js";

const isWindows = process.platform === "win32";

/** Options of {@link spawnProcess} beyond the request itself. */
export interface SpawnProcessOptions {
  /** Where background children left behind are tracked. */
  registry: ProcessRegistry;
  /** Milliseconds between SIGTERM and SIGKILL. Default {@link DEFAULT_KILL_GRACE_MS}. */
  killGraceMs?: number;
  /**
   * After the process exits, output still in flight is read until the pipes
   * close or stay quiet for this many milliseconds (a background child may
   * hold them open forever). Default 100.
   */
  drainIdleMs?: number;
}

/** Hard cap on draining after exit, in case a background child prints continuously. */
const DRAIN_CAP_MS = 1000;

function waitForDrain(streams: Readable[], idleMs: number): Promise<void> {
  return new Promise((done) => {
    let open = streams.filter((stream) => !stream.readableEnded && !stream.destroyed).length;
    if (open === 0) return done();
    let idle: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(idle);
      clearTimeout(cap);
      for (const stream of streams) {
        stream.off("data", touch);
        stream.off("close", closed);
      }
      done();
    };
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(finish, idleMs);
    };
    const closed = () => {
      open -= 1;
      if (open <= 0) finish();
    };
    const cap = setTimeout(finish, DRAIN_CAP_MS);
    for (const stream of streams) {
      if (stream.readableEnded || stream.destroyed) continue;
      stream.on("data", touch);
      stream.once("close", closed);
    }
    touch();
  });
}

/**
 * Runs one process in its own process group and streams its output to
 * `request.onData`. Resolves when the process exits, even if a background
 * child still holds the output pipes; such children are handed to
 * `options.registry` (killed when `request.signal` aborts or the session
 * ends). Abort and timeout kill the whole tree before resolving. Rejects
 * only when the process cannot be started.
 */
export function spawnProcess(request: ExecRequest, options: SpawnProcessOptions): Promise<ExecOutcome> {
  const { signal } = request;
  if (signal?.aborted) {
    return Promise.resolve({ exitCode: null, signal: null, timedOut: false, aborted: true });
  }
  return new Promise((resolve, reject) => {
    // Descriptors 3, 4, … for the request's inherited files: open only while the child starts.
    const inherited: number[] = [];
    let child: ChildProcessByStdio<null, Readable, Readable>;
    try {
      for (const file of request.inheritFiles ?? []) inherited.push(openSync(file, "r"));
      child = spawnPiped(request, inherited);
    } finally {
      for (const fd of inherited) closeSync(fd);
    }
    if (child.pid !== undefined) options.registry.started(child.pid, [request.file, ...request.args].join(" "));
    const streams = [child.stdout, child.stderr];
    let capturing = true;
    let killReason: "abort" | "timeout" | undefined;
    let killing: Promise<void> | undefined;

    child.stdout.on("data", (chunk: Buffer) => {
      if (capturing) request.onData(chunk, "stdout");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (capturing) request.onData(chunk, "stderr");
    });

    const kill = (reason: "abort" | "timeout") => {
      if (killReason || child.pid === undefined) return;
      killReason = reason;
      killing = killProcessTree(child.pid, { graceMs: options.killGraceMs ?? DEFAULT_KILL_GRACE_MS });
    };
    const onAbort = () => kill("abort");
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer =
      request.timeoutMs !== undefined && request.timeoutMs > 0
        ? setTimeout(() => kill("timeout"), request.timeoutMs)
        : undefined;
    const cleanup = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };

    child.once("error", (error) => {
      // Emitted without "exit" when the process could not be started.
      if (child.pid === undefined) {
        cleanup();
        reject(error);
      }
    });

    child.once("exit", (exitCode, exitSignal) => {
      cleanup();
      void (async () => {
        await waitForDrain(streams, options.drainIdleMs ?? 100);
        capturing = false;
        if (killing) await killing;
        const pgid = child.pid;
        let backgroundGroup: number | undefined;
        if (!killReason && !isWindows && pgid !== undefined && isProcessGroupAlive(pgid)) {
          backgroundGroup = pgid;
          // Keep draining (and discarding) so background children never block on a full pipe,
          // without keeping the Node process alive for them.
          for (const stream of streams) {
            stream.resume();
            (stream as Readable & { unref?: () => void }).unref?.();
          }
          options.registry.track(pgid, signal, () => {
            for (const stream of streams) stream.destroy();
          });
        } else {
          for (const stream of streams) stream.destroy();
          if (pgid !== undefined) options.registry.ended(pgid);
        }
        resolve({
          exitCode,
          signal: exitSignal,
          timedOut: killReason === "timeout",
          aborted: killReason === "abort",
          ...(backgroundGroup !== undefined ? { backgroundGroup } : {}),
        });
      })();
    });
  });
}

/** Spawns the request's process with piped output and `extra` as descriptors 3, 4, … */
function spawnPiped(request: ExecRequest, extra: readonly number[]): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(request.file, request.args, {
    cwd: request.cwd,
    env: { ...process.env, ...request.env },
    detached: !isWindows,
    stdio: ["ignore", "pipe", "pipe", ...extra],
    windowsHide: true,
  }) as ChildProcessByStdio<null, Readable, Readable>;
}
