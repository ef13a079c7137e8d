import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { readProcessStat } from "@keel/tools/internal";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { finished, KeelWorld } from "./support/keel-world.js";
import { isRunning } from "./support/processes.js";

type Body = { messages: { role: string; content: unknown; tool_call_id?: string }[] };

let world: KeelWorld;
const started: number[] = [];
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(async () => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  await world.close();
});

/** Whether a process exists (and is not a zombie waiting to be collected). */
async function until<T>(what: string, check: () => T | undefined): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** The ledger files of `$KEEL_HOME/processes` and their content. */
function ledgers(): { name: string; groups: { pgid: number; command: string }[] }[] {
  const dir = join(world.keelHome, "processes");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ name, ...JSON.parse(readFileSync(join(dir, name), "utf8")) }));
}

/** A detached `sleep` of the test's own, leading its own process group. */
function sleeper(): number {
  const child = spawn("sleep", ["60"], { detached: true, stdio: "ignore" });
  child.unref();
  const pid = child.pid as number;
  started.push(pid);
  return pid;
}

describe.skipIf(process.platform !== "linux")("a keel run killed with SIGKILL, and the next run", () => {
  it("stops the tool's process group the killed run left, and tells a finished read from a command", async () => {
    world.write(join(world.project, "notes.txt"), "hello\n");
    const server = await world.model([
      replyToolCalls([
        { name: "read", arguments: { path: "notes.txt" }, id: "call_read" },
        { name: "bash", arguments: { command: "sleep 30" }, id: "call_sleep" },
      ]),
    ]);
    const { process: child } = world.spawn(["--model", "local/scripted", "--allow", "bash(sleep 30)", "-p", "go"]);
    const done = finished(child);
    // The running command is in the ledger while it runs.
    const group = await until("the sleep in the ledger", () =>
      ledgers()
        .flatMap((ledger) => ledger.groups)
        .find((entry) => entry.command.includes("sleep 30")),
    );
    expect(isRunning(group.pgid)).toBe(true);
    child.kill("SIGKILL");
    expect((await done).signal).toBe("SIGKILL");
    // SIGKILL leaves no chance to clean up: the command outlives keel.
    expect(isRunning(group.pgid)).toBe(true);

    server.enqueue(replyText("Recovered."));
    const resumed = await world.run(["-c", "-p", "what happened?"]);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toBe("Recovered.\n");
    expect(resumed.stderr).toContain(`stopped process group ${group.pgid} (`);
    expect(resumed.stderr).toContain("sleep 30), left running by keel process");
    await until("the orphaned sleep to end", () => (isRunning(group.pgid) ? undefined : true));
    expect(ledgers()).toEqual([]);

    // The read only reads: it had no effects. The command may have had some.
    const body = server.requests[1]?.body as Body;
    const resultOf = (id: string) => JSON.stringify(body.messages.find((m) => m.tool_call_id === id)?.content);
    expect(resultOf("call_read")).toContain("The tool only reads, so it had no effects");
    expect(resultOf("call_read")).not.toContain("may have had effects");
    expect(resultOf("call_sleep")).toContain("it may have had effects");
  }, 120_000);

  it("never signals a process that is not the one recorded, nor the groups of a keel that still runs", async () => {
    const dir = join(world.keelHome, "processes");
    const stranger = sleeper();
    const ours = sleeper();
    const stat = (pid: number) => readProcessStat(pid) as { startTime: string };
    // A dead owner whose recorded group's pid now belongs to another process (another start time).
    world.write(
      join(dir, "999999998.json"),
      JSON.stringify({
        owner: { pid: 999_999_998, startTime: "1" },
        groups: [{ pgid: stranger, startTime: "1", command: "sleep 60" }],
      }),
    );
    // An owner that is alive (this test's process): its groups are its own business.
    world.write(
      join(dir, `${process.pid}.json`),
      JSON.stringify({
        owner: { pid: process.pid, startTime: stat(process.pid).startTime },
        groups: [{ pgid: ours, startTime: stat(ours).startTime, command: "sleep 60" }],
      }),
    );
    world.write(join(dir, "garbage.json"), "not json");
    await world.model([replyText("fine")]);
    const run = await world.run(["--model", "local/scripted", "-p", "hi"]);
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain("stopped process group");
    expect(isRunning(stranger)).toBe(true);
    expect(isRunning(ours)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual([`${process.pid}.json`]);
  }, 60_000);
});
