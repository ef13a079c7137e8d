import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { finished, KEEL_BIN, type KeelRun, KeelWorld } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

/** Polls until `ready()` holds (no deadline: vitest's own timeout ends a test that never gets there). */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Spawns keel, waits until `ready(stderrSoFar)` holds, sends `signal`, and returns how it ended. */
async function interrupt(
  args: readonly string[],
  signal: NodeJS.Signals,
  ready: (stderr: string) => boolean,
): Promise<KeelRun> {
  const { process: child } = world.spawn(args);
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const done = finished(child);
  await until(() => ready(stderr));
  child.kill(signal);
  return done;
}

const started = () => existsSync(join(world.project, "started"));
const bashTurn = () =>
  replyToolCalls([{ name: "bash", arguments: { command: "touch started && sleep 40" } }], "ticking");
const allowBash = ["--allow", "bash(touch started)", "--allow", "bash(sleep 40)"];

describe("an interrupted headless run exits non-zero and says so on stderr", () => {
  it("-p: SIGINT while a tool runs exits 130 (it used to print the partial text and exit 0)", async () => {
    const server = await world.model([bashTurn()]);
    const run = await interrupt(["--model", "local/scripted", ...allowBash, "-p", "count"], "SIGINT", started);
    expect(run.code).toBe(130);
    expect(run.stderr).toContain("keel: interrupted by SIGINT while bash ran; the run was stopped (exit 130).");
    expect(server.requests).toHaveLength(1);
  });

  it("-p: SIGTERM while a tool runs exits 143", async () => {
    await world.model([bashTurn()]);
    const run = await interrupt(["--model", "local/scripted", ...allowBash, "-p", "count"], "SIGTERM", started);
    expect(run.code).toBe(143);
    expect(run.stderr).toContain("interrupted by SIGTERM while bash ran");
  });

  it("-p: SIGINT while the model answers exits 130", async () => {
    const server = await world.model([{ kind: "hang" }]);
    const run = await interrupt(
      ["--model", "local/scripted", "-p", "hi"],
      "SIGINT",
      () => server.requests.length === 1,
    );
    expect(run.code).toBe(130);
    expect(run.stderr).toContain("keel: interrupted by SIGINT while the model answered");
  });

  it("-p: SIGTERM during a retry's wait exits 143", async () => {
    await world.model([
      {
        kind: "http-error",
        status: 429,
        body: { error: { message: "slow down", type: "rate_limit" } },
        headers: { "retry-after": "30" },
      },
      replyText("never sent"),
    ]);
    const run = await interrupt(["--model", "local/scripted", "-p", "hi"], "SIGTERM", (stderr) =>
      stderr.includes("retrying in"),
    );
    expect(run.code).toBe(143);
    expect(run.stderr).toContain("keel: interrupted by SIGTERM while waiting to retry a failed request");
  });

  it("--mode json: SIGINT while a tool runs exits 130; stdout stays JSON lines", async () => {
    await world.model([bashTurn()]);
    const run = await interrupt(
      ["--model", "local/scripted", ...allowBash, "--mode", "json", "count"],
      "SIGINT",
      started,
    );
    expect(run.code).toBe(130);
    expect(run.stderr).toContain("keel: interrupted by SIGINT while bash ran");
    for (const line of run.stdout.split("\n").filter(Boolean)) expect(() => JSON.parse(line)).not.toThrow();
    expect(run.stdout).toContain('"type":"agent_end"');
  });

  it("--mode rpc: SIGINT and SIGTERM shut it down cleanly, then exit 130 and 143 saying so", async () => {
    await world.model();
    for (const [signal, code] of [
      ["SIGINT", 130],
      ["SIGTERM", 143],
    ] as const) {
      // stdin stays open: the mode is stopped by the signal, not by the end of its commands.
      const child = spawn(process.execPath, [KEEL_BIN, "--model", "local/scripted", "--mode", "rpc"], {
        cwd: world.project,
        env: world.env(),
        stdio: ["pipe", "pipe", "pipe"],
      });
      let stdout = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        stdout += chunk;
      });
      const done = finished(child);
      child.stdin.write(`${JSON.stringify({ id: "s", type: "get_state" })}\n`);
      await until(() => stdout.includes('"id":"s"'));
      child.kill(signal);
      const run = await done;
      expect(run.code).toBe(code);
      expect(run.stderr).toContain(`keel: interrupted by ${signal}; the run was stopped (exit ${code}).`);
    }
  });
});
