import { readFileSync } from "node:fs";

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
