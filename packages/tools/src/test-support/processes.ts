import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { isProcessAlive } from "../process/kill-tree.js";

/**
 * Whether `pid` is alive, by `process.kill(pid, 0)`; a zombie counts as dead
 * (on machines where PID 1 does not reap orphans, a killed orphan stays a
 * zombie and `kill(pid, 0)` still succeeds for it).
 */
export function alive(pid: number): boolean {
  return isProcessAlive(pid);
}

/** Waits until `check` holds, polling; throws after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** Pids written one per line to `file` by a test command, once there are `count`. */
export async function pidsFrom(file: string, count: number): Promise<number[]> {
  let pids: number[] = [];
  await waitFor(
    () => {
      try {
        pids = readFileSync(file, "utf8").split("\n").filter(Boolean).map(Number);
      } catch {
        pids = [];
      }
      return pids.length >= count;
    },
    5000,
    `${count} pids in ${file}`,
  );
  return pids;
}

let gc: (() => void) | undefined;

/** A garbage-collect function (exposed at run time, so live memory can be measured). */
export function forceGc(): () => void {
  if (!gc) {
    setFlagsFromString("--expose-gc");
    gc = runInNewContext("gc") as () => void;
  }
  return gc;
}

/**
 * Samples live memory (heap + array buffers, after a GC) while `run` runs;
 * returns its result and the peak growth over the starting level in bytes.
 */
export async function measurePeakMemory<T>(run: () => Promise<T>): Promise<{ result: T; peakGrowth: number }> {
  const collect = forceGc();
  const live = () => {
    collect();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  const base = live();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, live());
  }, 200);
  try {
    const result = await run();
    peak = Math.max(peak, live());
    return { result, peakGrowth: peak - base };
  } finally {
    clearInterval(timer);
  }
}
