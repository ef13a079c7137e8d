import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFleetWorld, type FleetWorld, jobsFile, waitFor } from "./support/fleet-world.js";
import { skipWithoutRedis, startRedis, type TestRedis } from "./support/redis-server.js";
import { promptOf, type RuleModelServer, startRuleModelServer } from "./support/rule-model-server.js";

let redis: TestRedis;
let model: RuleModelServer;
let world: FleetWorld;

beforeAll(async () => {
  if (skipWithoutRedis) return;
  redis = await startRedis();
  // Every answer takes a while, so requests of parallel jobs overlap at the server unless something holds them back.
  model = await startRuleModelServer(
    (request) => ({ kind: "turn", turn: { text: `done: ${promptOf(request)}` } }),
    400,
  );
}, 60_000);
afterAll(async () => {
  await world?.dispose();
  await model?.close();
  await redis?.stop();
});

describe.skipIf(skipWithoutRedis)("the provider limiter", () => {
  it("holds the concurrent requests to a provider at its limit over all workers", async () => {
    world = createFleetWorld(redis.url, model);
    const cwd = world.project("p");
    const jobs = Array.from({ length: 8 }, (_, i) => ({
      id: `l${i}`,
      cwd,
      prompt: `job ${i}`,
      model: "local/scripted",
    }));
    await world.client.submitFile(jobsFile(jobs));
    const limits = { providerLimits: { local: 2 }, concurrency: 3 };
    await Promise.all([world.startWorker("a", limits), world.startWorker("b", limits)]);
    await waitFor(
      "8 finished jobs",
      async () => ((await world.client.counts()).completed === 8 ? true : undefined),
      180_000,
    );
    // Every job asked the model (a request the loaded machine made time out is retried by its session).
    expect(new Set(model.requests.map(promptOf)).size).toBe(8);
    expect(model.maxConcurrent).toBeLessThanOrEqual(2);
    expect(model.maxConcurrent).toBeGreaterThanOrEqual(1);
    const lines = await world.client.results();
    expect(lines.map((line) => line.finalText)).toEqual(jobs.map((job) => `done: ${job.prompt}`));
  }, 240_000);
});
