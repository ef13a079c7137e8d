import { readdirSync, readFileSync } from "node:fs";

/**
 * Whether a process runs, from `/proc/<pid>/stat`. A zombie (`Z`) or dead
 * (`X`) process has exited already: a container's init may never reap it.
 */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(")") + 2));
  } catch {
    return false;
  }
}

/**
 * Waits up to `graceMs` for `check` to hold and returns whether it did. A
 * killed process closes its pipes a moment before the kernel marks it
 * dead, so a test that looks once right after a run ended can catch it
 * mid-exit; this looks again every 20 ms instead.
 */
export async function eventually(check: () => boolean, graceMs = 2000): Promise<boolean> {
  for (let waited = 0; waited < graceMs; waited += 20) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/**
 * The pids of running `sleep <duration>` processes, from /proc (a test gives
 * its sleeps a duration no other process uses, and finds them by it even
 * inside a sandbox, which hides their real pids from the keel process).
 */
export function sleepingProcesses(duration: string): number[] {
  return readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // A zombie has exited already (its parent has not reaped it yet).
      const zombie = / Z /.test(stat.slice(stat.lastIndexOf(")")));
      return argv[0]?.endsWith("sleep") && argv[1] === duration && !zombie ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}
