// Fleet throughput: N jobs over 1, 2 and 4 real worker processes against a loopback model
// that answers each request after a fixed delay, with a provider limit that binds at 4
// concurrent requests. Prints jobs/s per worker count. `pnpm bench` in packages/fleet.
import buildDist from "../test/support/build-dist.js";
import { createFleetWorld, jobsFile, waitFor } from "../test/support/fleet-world.js";
import { redisServerPath, startRedis } from "../test/support/redis-server.js";
import { promptOf, startRuleModelServer } from "../test/support/rule-model-server.js";

const JOBS = Number(process.env.FLEET_BENCH_JOBS ?? 16);
const DELAY_MS = Number(process.env.FLEET_BENCH_DELAY_MS ?? 5000);
const CONCURRENCY = 2;
const PROVIDER_LIMIT = 4;

if (redisServerPath() === undefined) {
  console.log("fleet bench skipped: redis-server is not installed");
  process.exit(0);
}
buildDist();
const redis = await startRedis();
const model = await startRuleModelServer(
  (request) => ({ kind: "turn", turn: { text: `done: ${promptOf(request)}` } }),
  DELAY_MS,
);
const rows: string[][] = [];
let base: number | undefined;
try {
  for (const workers of [1, 2, 4]) {
    const world = createFleetWorld(redis.url, model);
    try {
      const cwd = world.project("p");
      const options = { concurrency: CONCURRENCY, providerLimits: { local: PROVIDER_LIMIT } };
      await Promise.all(Array.from({ length: workers }, (_, i) => world.startWorker(`w${i}`, options)));
      model.resetConcurrency();
      const started = performance.now();
      await world.client.submitFile(
        jobsFile(
          Array.from({ length: JOBS }, (_, i) => ({ id: `b${i}`, cwd, prompt: `job ${i}`, model: "local/scripted" })),
        ),
      );
      await waitFor(
        `${JOBS} jobs`,
        async () => ((await world.client.counts()).completed === JOBS ? true : undefined),
        600_000,
      );
      const seconds = (performance.now() - started) / 1000;
      const rate = JOBS / seconds;
      base ??= rate;
      rows.push([
        String(workers),
        String(workers * CONCURRENCY),
        String(JOBS),
        seconds.toFixed(1),
        rate.toFixed(2),
        `${(rate / base).toFixed(2)}x`,
        String(model.maxConcurrent),
      ]);
    } finally {
      await world.dispose();
    }
  }
} finally {
  await model.close();
  await redis.stop();
}
const header = ["workers", "slots", "jobs", "seconds", "jobs/s", "speed-up", "max requests at once"];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)));
const print = (cells: string[]) => console.log(cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join("  "));
console.log(
  `fleet throughput: ${JOBS} jobs, one model request each answered after ${DELAY_MS} ms, ${CONCURRENCY} jobs per worker, provider limit ${PROVIDER_LIMIT} requests at once`,
);
print(header);
for (const row of rows) print(row);
