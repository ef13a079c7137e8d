/**
 * A signal that arrives while keel starts (here: while an extension loads,
 * before the session exists) says so in one line on stderr and exits
 * 128 + the signal's number, as a signal during the run does. Before, it
 * killed keel silently.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { finished, type KeelRun, KeelWorld } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

/** An extension that marks that it is loading, then keeps start-up waiting (until the signal). */
const SLOW_EXTENSION = `import { writeFileSync } from "node:fs";
export default async function () {
  writeFileSync("extension-loading", "");
  await new Promise((resolve) => setTimeout(resolve, 600_000));
}
`;

/** Polls until `ready()` holds (no deadline: vitest's own timeout ends a test that never gets there). */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Spawns keel with the slow extension, sends `signal` once it is loading, and returns how keel ended. */
async function interruptStartUp(args: readonly string[], signal: NodeJS.Signals): Promise<KeelRun> {
  world.write(join(world.keelHome, "extensions", "slow.ts"), SLOW_EXTENSION);
  const { process: child } = world.spawn(args);
  const done = finished(child);
  await until(() => existsSync(join(world.project, "extension-loading")));
  child.kill(signal);
  return done;
}

describe("a signal during start-up", () => {
  it.each([
    ["SIGINT", 130, ["-p", "hi"]],
    ["SIGTERM", 143, ["-p", "hi"]],
    ["SIGTERM", 143, ["--mode", "json", "hi"]],
  ] as const)("%s exits %i with one line on stderr (%j)", async (signal, code, args) => {
    const server = await world.model();
    const run = await interruptStartUp(["--model", "local/scripted", ...args], signal);
    expect(run.code).toBe(code);
    const lines = run.stderr.split("\n").filter((line) => line.includes("interrupted"));
    expect(lines).toEqual([`keel: interrupted by ${signal} during start-up; the run was stopped (exit ${code}).`]);
    expect(run.stdout).toBe("");
    // Nothing ran: no request, no session file.
    expect(server.requests).toHaveLength(0);
    expect(world.sessionFiles()).toEqual([]);
  });
});
