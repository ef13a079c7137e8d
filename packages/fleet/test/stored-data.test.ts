import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fleetKeys } from "../src/redis/fleet-keys.js";
import { createFleetWorld, type FleetWorld, waitFor } from "./support/fleet-world.js";
import { skipWithoutRedis, startRedis, type TestRedis } from "./support/redis-server.js";
import { type RuleModelServer, startRuleModelServer } from "./support/rule-model-server.js";

let redis: TestRedis;
let model: RuleModelServer;

beforeAll(async () => {
  redis = await startRedis();
  model = await startRuleModelServer(() => ({ kind: "turn", turn: { text: "never asked" } }));
}, 60_000);
afterAll(async () => {
  await model?.close();
  await redis?.stop();
});

// Redis is shared: what another program (or an older Keel) wrote there is checked before use.
describe.skipIf(skipWithoutRedis)("data read back from Redis", () => {
  let world: FleetWorld;
  let raw: Redis;
  afterAll(async () => {
    await raw?.quit();
    await world?.dispose();
  });

  it("a queued job that is not a valid job fails with what is wrong, and nothing runs", async () => {
    world = createFleetWorld(redis.url, model);
    raw = new Redis(redis.url, { maxRetriesPerRequest: null });
    const keys = fleetKeys(world.queue);
    const queue = new Queue(world.queue, { connection: raw });
    await queue.add("keel-job", { id: "broken", cwd: world.dir, prompt: 42 }, { jobId: "broken" });
    await raw.hset(keys.specs, "broken", "{not json");
    await world.startWorker("w1");
    const report = await waitFor("the broken job's result", async () => {
      const found = (await world.client.list()).find((entry) => entry.id === "broken");
      return found?.result !== undefined ? found : undefined;
    });
    expect(report.result).toMatchObject({ state: "failed", ok: false });
    expect(report.result?.reason).toMatch(/not a valid job \(\/prompt: .*\); submit it again/);
    // The unreadable submission is reported, not skipped, and cannot be retried blindly.
    expect(report.spec).toBeUndefined();
    expect(report.failedReason).toMatch(/submission stored in Redis is unreadable \(not JSON/);
    expect(await world.client.retry("broken")).toMatchObject({
      ok: false,
      message: expect.stringContaining("cannot be retried"),
    });
    expect(model.requests).toHaveLength(0);
    await queue.close();
  }, 60_000);

  it("a damaged stored result still counts as the job's one result, reported as a failure that says why", async () => {
    const keys = fleetKeys(world.queue);
    await raw.hset(
      keys.specs,
      "damaged",
      JSON.stringify({ spec: { id: "damaged", cwd: world.dir, prompt: "x" }, submittedAt: "2026-01-01", index: 0 }),
    );
    await raw.hset(keys.results, "damaged", JSON.stringify({ state: "completed" }));
    const line = (await world.client.results()).find((entry) => entry.id === "damaged");
    expect(line).toMatchObject({ state: "failed", ok: false });
    expect(line?.reason).toMatch(/result stored in Redis is unreadable \(\/: must have required properties ok/);
  });
});
