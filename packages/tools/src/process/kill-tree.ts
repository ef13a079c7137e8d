import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const isWindows = process.platform === "win32";
const hasProcFs = process.platform === "linux";

/** Default pause between SIGTERM and SIGKILL. */
export const DEFAULT_KILL_GRACE_MS = 1000;

/** `state` and `pgrp` of a process from `/proc/<pid>/stat`, or `undefined` when it is gone. */
function procStat(pid: number | string): { state: string; pgrp: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may contain spaces and parentheses: fields start after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", pgrp: Number(fields[2]) };
  } catch {
    return undefined;
  }
}

function signalExists(target: number): boolean {
  try {
    process.kill(target, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether a process is running. Zombies (exited, not yet reaped) count as
 * dead: where PID 1 does not reap orphans (some containers), a killed
 * orphan stays a zombie forever and `kill(pid, 0)` alone would say alive.
 */
export function isProcessAlive(pid: number): boolean {
  if (!signalExists(pid)) return false;
  if (!hasProcFs) return true;
  const stat = procStat(pid);
  return stat !== undefined && stat.state !== "Z" && stat.state !== "X";
}

/** Whether any live (non-zombie) process remains in process group `pgid` (POSIX). */
export function isProcessGroupAlive(pgid: number): boolean {
  if (isWindows) return isProcessAlive(pgid);
  if (!signalExists(-pgid)) return false;
  if (!hasProcFs) return true;
  for (const name of readdirSync("/proc")) {
    if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57) continue;
    const stat = procStat(name);
    if (stat && stat.pgrp === pgid && stat.state !== "Z" && stat.state !== "X") return true;
  }
  return false;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitForGroupExit(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isProcessGroupAlive(pgid)) return true;
    if (Date.now() >= deadline) return false;
    await sleep(20);
  }
}

/** Options of {@link killProcessTree}. */
export interface KillTreeOptions {
  /** Milliseconds between SIGTERM and SIGKILL. Default {@link DEFAULT_KILL_GRACE_MS}. */
  graceMs?: number;
}

/**
 * Kills a process and everything it started. On POSIX, `pid` must lead its
 * own process group (spawned with `detached: true`): the group gets SIGTERM,
 * then SIGKILL if anything is still alive after the grace period; resolves
 * once the group is gone. On Windows: `taskkill /T /F` on the tree.
 * Never rejects.
 */
export async function killProcessTree(pid: number, options: KillTreeOptions = {}): Promise<void> {
  if (isWindows) {
    await new Promise<void>((done) => {
      const killer = spawn("taskkill", ["/pid", String(pid), "/T", "/F"], { stdio: "ignore", windowsHide: true });
      killer.on("error", () => done());
      killer.on("exit", () => done());
    });
    return;
  }
  signalGroup(pid, "SIGTERM");
  if (await waitForGroupExit(pid, options.graceMs ?? DEFAULT_KILL_GRACE_MS)) return;
  signalGroup(pid, "SIGKILL");
  await waitForGroupExit(pid, 2000);
}

/** SIGKILLs a process group at once, synchronously (for `process.on("exit")`). Never throws. */
export function killProcessTreeSync(pid: number): void {
  if (isWindows) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    return;
  }
  signalGroup(pid, "SIGKILL");
}
