import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStates } from "../src/index.js";
import { createFleetWorld, type FleetWorld, jobsFile, waitFor } from "./support/fleet-world.js";
import { skipWithoutRedis, startRedis, type TestRedis } from "./support/redis-server.js";
import { type RuleModelServer, startRuleModelServer, toolResultsOf } from "./support/rule-model-server.js";

// Each job's commands run in the OS sandbox of its checkout: bubblewrap, which CI must have.
const hasBwrap = spawnSync("bwrap", ["--version"]).status === 0;
if (!hasBwrap && process.env.KEEL_REQUIRE_SYSTEM_TOOLS === "1") {
  throw new Error("bubblewrap (bwrap) is required for the fleet sandbox suite: apt-get install bubblewrap");
}

let redis: TestRedis;
let model: RuleModelServer;

// Each job tries to write a file with bash, then answers.
beforeAll(async () => {
  redis = await startRedis();
  model = await startRuleModelServer((request) =>
    toolResultsOf(request).length === 0
      ? { kind: "turn", turn: { toolCalls: [{ name: "bash", arguments: { command: "echo made > made.txt" } }] } }
      : { kind: "turn", turn: { text: "done" } },
  );
}, 60_000);
afterAll(async () => {
  await model?.close();
  await redis?.stop();
});

describe.skipIf(skipWithoutRedis || !hasBwrap)("the sandbox of fleet jobs", () => {
  let world: FleetWorld;
  // The sandbox keeps the temp folder writable even in read-only mode: the jobs' folders live in /var/tmp.
  const outsideTmp = realpathSync(mkdtempSync("/var/tmp/keel-fleet-sandbox-"));
  const project = (name: string): string => {
    const folder = join(outsideTmp, name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "a.txt"), "hello\n");
    return folder;
  };
  afterAll(async () => {
    await world?.dispose();
    rmSync(outsideTmp, { recursive: true, force: true });
  });

  it("each job's progress (what fleet status shows) names its sandbox mode, which its commands ran in", async () => {
    world = createFleetWorld(redis.url, model);
    const writable = project("writable");
    const readOnly = project("read-only");
    await world.client.submitFile(
      jobsFile([
        { id: "default", cwd: writable, prompt: "make a file", model: "local/scripted" },
        {
          id: "narrow",
          cwd: readOnly,
          prompt: "make a file",
          model: "local/scripted",
          settings: { sandbox: { mode: "read-only" } },
        },
      ]),
    );
    await world.startWorker("w1", { concurrency: 2 });
    await waitFor(
      "both jobs finished",
      async () => {
        const reports = await world.client.list();
        return countStates(reports).completed + countStates(reports).failed === 2 ? reports : undefined;
      },
      170_000,
    );
    const reports = await world.client.list();
    const sandboxOf = (id: string) => reports.find((report) => report.id === id)?.progress?.sandbox;
    expect(sandboxOf("default")).toBe("workspace-write");
    expect(sandboxOf("narrow")).toBe("read-only");
    // The field says what happened: the workspace-write job wrote in its checkout, the read-only one could not.
    expect(existsSync(join(writable, "made.txt"))).toBe(true);
    expect(existsSync(join(readOnly, "made.txt"))).toBe(false);
  }, 240_000);
});
