import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ProcessLedger, readProcessStat, reapOrphanedProcessGroups } from "./process-ledger.js";
import { ProcessRegistry } from "./process-registry.js";
import { spawnProcess } from "./spawn.js";

let dir: string;
const spawned: number[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-ledger-"));
});
afterEach(() => {
  for (const pid of spawned.splice(0)) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

function sleeper(): number {
  const child = spawn("sleep", ["60"], { detached: true, stdio: "ignore" });
  child.unref();
  spawned.push(child.pid as number);
  return child.pid as number;
}

const alive = (pid: number) =>
  readProcessStat(pid) !== undefined && !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((done) => setTimeout(done, 25));
}

describe.skipIf(process.platform !== "linux")("the process ledger", () => {
  it("records a tool's process group while it runs and forgets it when it ends", async () => {
    const ledger = new ProcessLedger(dir);
    const registry = new ProcessRegistry({ ledger });
    const file = join(dir, `${process.pid}.json`);
    let seen = "";
    const outcome = await spawnProcess(
      {
        file: "sh",
        // The ledger is written just after the spawn: the child may start first, so it waits for the file.
        args: ["-c", 'for i in $(seq 200); do [ -f "$0" ] && break; sleep 0.05; done; cat "$0"; echo done', file],
        cwd: dir,
        onData: (chunk: Buffer) => {
          seen += chunk.toString();
        },
      } as never,
      { registry },
    );
    expect(outcome.exitCode).toBe(0);
    // While it ran, the ledger named it (the command printed the file).
    expect(seen).toContain('"command":"sh -c');
    expect(existsSync(file)).toBe(false);
  });

  it("kills the verified groups of a dead owner, and nothing else", () => {
    const orphan = sleeper();
    const reused = sleeper();
    const ofLiveOwner = sleeper();
    const start = (pid: number) => (readProcessStat(pid) as { startTime: string }).startTime;
    writeFileSync(
      join(dir, "999999997.json"),
      JSON.stringify({
        owner: { pid: 999_999_997, startTime: "5" },
        groups: [
          { pgid: orphan, startTime: start(orphan), command: "sleep 60" },
          { pgid: reused, startTime: "1", command: "an older process that had this pid" },
        ],
      }),
    );
    writeFileSync(
      join(dir, "live.json"),
      JSON.stringify({
        owner: { pid: process.pid, startTime: start(process.pid) },
        groups: [{ pgid: ofLiveOwner, startTime: start(ofLiveOwner), command: "sleep 60" }],
      }),
    );
    const reaped = reapOrphanedProcessGroups(dir);
    expect(reaped).toEqual([{ pgid: orphan, startTime: start(orphan), command: "sleep 60", ownerPid: 999_999_997 }]);
    expect(alive(reused)).toBe(true);
    expect(alive(ofLiveOwner)).toBe(true);
    expect(existsSync(join(dir, "999999997.json"))).toBe(false);
    expect(existsSync(join(dir, "live.json"))).toBe(true);
    return until(() => !alive(orphan)).then(() => expect(alive(orphan)).toBe(false));
  });

  it("a folder that does not exist has nothing to reap", () => {
    expect(reapOrphanedProcessGroups(join(dir, "missing"))).toEqual([]);
  });
});
