import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { killProcessTreeSync } from "./kill-tree.js";

/** One process group a tool started, as the ledger records it. */
export interface LedgerGroup {
  /** The group's id: the pid of the process the tool spawned (its leader). */
  pgid: number;
  /** The leader's start time (`/proc/<pid>/stat` field 22, clock ticks since boot): tells it from a later process given the same pid. */
  startTime: string;
  /** What was run, for messages. */
  command: string;
}

/** A ledger file: the Keel process that owns it and the groups its tools have running. */
interface LedgerFile {
  owner: { pid: number; startTime: string };
  groups: LedgerGroup[];
}

/** A group of a dead Keel process that {@link reapOrphanedProcessGroups} killed. */
export interface ReapedGroup extends LedgerGroup {
  /** The pid of the Keel process that started it and ended without stopping it. */
  ownerPid: number;
}

/**
 * The start time of process `pid` from `/proc/<pid>/stat` (field 22), and its
 * process group (field 5); `undefined` when there is no such process or no
 * `/proc` (not Linux): then nothing is recorded and nothing is reaped.
 */
export function readProcessStat(pid: number): { startTime: string; pgrp: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: read the fields after the last ")".
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): field N is fields[N - 3].
  const startTime = fields[19];
  const pgrp = Number(fields[2]);
  return startTime === undefined || !Number.isInteger(pgrp) ? undefined : { startTime, pgrp };
}

/**
 * Records, in `<dir>/<pid>.json`, the process groups this process's tools
 * have running, so that a later Keel run can stop what this one left when
 * it was killed with SIGKILL (an exit handler cannot run then). Written on
 * each change (a small file, replaced whole); removed when empty. Only on
 * systems with `/proc` (Linux); elsewhere it records nothing.
 */
export class ProcessLedger {
  private readonly file: string;
  private readonly groups = new Map<number, LedgerGroup>();
  private readonly owner: { pid: number; startTime: string } | undefined;

  constructor(readonly dir: string) {
    this.file = join(dir, `${process.pid}.json`);
    const self = readProcessStat(process.pid);
    this.owner = self === undefined ? undefined : { pid: process.pid, startTime: self.startTime };
  }

  /** Records the group led by `pgid` (just spawned). */
  add(pgid: number, command: string): void {
    if (this.owner === undefined) return;
    const stat = readProcessStat(pgid);
    if (stat === undefined) return;
    this.groups.set(pgid, { pgid, startTime: stat.startTime, command });
    this.write();
  }

  /** Forgets the group led by `pgid` (it ended, or was killed). */
  remove(pgid: number): void {
    if (!this.groups.delete(pgid)) return;
    this.write();
  }

  private write(): void {
    try {
      if (this.groups.size === 0 || this.owner === undefined) {
        rmSync(this.file, { force: true });
        return;
      }
      mkdirSync(this.dir, { recursive: true });
      const content: LedgerFile = { owner: this.owner, groups: [...this.groups.values()] };
      const temp = `${this.file}.${Date.now()}.tmp`;
      writeFileSync(temp, `${JSON.stringify(content)}\n`);
      renameSync(temp, this.file);
    } catch {
      // The ledger is a safety net: a folder that cannot be written must not fail the tool.
    }
  }
}

/**
 * Stops the process groups that Keel processes which have since died left
 * running (recorded by {@link ProcessLedger} in `dir`), then removes their
 * ledger files. Careful by design: a ledger whose owner is still running
 * (same pid, same start time) is left alone, and a group is killed only if
 * its leader is still the process that was recorded — same pid, same start
 * time, still leading its group; a pid reused by another process is never
 * signalled. Returns the groups it killed.
 */
export function reapOrphanedProcessGroups(dir: string): ReapedGroup[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  const reaped: ReapedGroup[] = [];
  for (const name of names) {
    const path = join(dir, name);
    const ledger = readLedger(path);
    if (ledger === undefined) {
      rmSync(path, { force: true });
      continue;
    }
    const { owner } = ledger;
    if (owner.pid === process.pid || readProcessStat(owner.pid)?.startTime === owner.startTime) continue;
    for (const group of ledger.groups) {
      const stat = readProcessStat(group.pgid);
      if (stat === undefined || stat.startTime !== group.startTime || stat.pgrp !== group.pgid) continue;
      killProcessTreeSync(group.pgid);
      reaped.push({ ...group, ownerPid: owner.pid });
    }
    rmSync(path, { force: true });
  }
  return reaped;
}

function readLedger(path: string): LedgerFile | undefined {
  try {
    const value = JSON.parse(readFileSync(path, "utf8")) as Partial<LedgerFile>;
    const owner = value.owner;
    if (typeof owner?.pid !== "number" || typeof owner.startTime !== "string" || !Array.isArray(value.groups))
      return undefined;
    const groups = value.groups.filter(
      (group): group is LedgerGroup =>
        typeof group?.pgid === "number" && group.pgid > 1 && typeof group.startTime === "string",
    );
    return { owner, groups };
  } catch {
    return undefined;
  }
}
