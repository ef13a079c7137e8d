import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeRedis,
  FleetClient,
  probeRedis,
  redisTargetFromEnv,
  startFleetWorker,
  unreachableRedisMessage,
  type WorkerLogRecord,
} from "../src/index.js";
import { redisOptionsFromUrl } from "../src/redis/connection.js";
import { skipWithoutRedis, startRedis, type TestRedis } from "./support/redis-server.js";

describe("Redis targets", () => {
  it("reads the URL, password and CA file from the environment, an explicit URL first", () => {
    const env = {
      KEEL_FLEET_REDIS_URL: "rediss://fleet.internal:6380",
      KEEL_FLEET_REDIS_PASSWORD: "s3cret",
      KEEL_FLEET_REDIS_CA: "/etc/ssl/fleet-ca.pem",
    };
    expect(redisTargetFromEnv(env)).toEqual({
      url: "rediss://fleet.internal:6380",
      password: "s3cret",
      caFile: "/etc/ssl/fleet-ca.pem",
    });
    expect(redisTargetFromEnv(env, "redis://other:6379").url).toBe("redis://other:6379");
    expect(redisTargetFromEnv({})).toEqual({});
  });

  it("reads a Redis URL with the WHATWG parser (no url.parse deprecation on Node 24)", () => {
    expect(redisOptionsFromUrl("redis://127.0.0.1:6380")).toEqual({ host: "127.0.0.1", port: 6380 });
    expect(redisOptionsFromUrl("rediss://me:p%40ss@cache.example:6390/2")).toEqual({
      host: "cache.example",
      port: 6390,
      username: "me",
      password: "p@ss",
      db: 2,
    });
    expect(redisOptionsFromUrl("redis://:secret@[::1]")).toEqual({ host: "::1", port: 6379, password: "secret" });
    expect(redisOptionsFromUrl("not a url")).toEqual({ host: "not a url", port: 6379 });
  });

  it("never shows a password in messages", () => {
    expect(describeRedis({ url: "redis://:hunter2@cache:6379/2" })).toBe("redis://cache:6379/2");
    expect(describeRedis({ url: "rediss://user:hunter2@cache:6380" })).toBe("rediss://cache:6380");
    expect(describeRedis({})).toBe("redis://127.0.0.1:6379");
  });
});

describe.skipIf(skipWithoutRedis)("a Redis that requires a password", () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis("fleet-pass");
  }, 60_000);
  afterAll(async () => redis?.stop());

  it("is reached with the password in the URL or given apart, and refused without it", async () => {
    const port = new URL(redis.url).port;
    const inUrl = FleetClient.open({ redis: { url: `redis://:fleet-pass@127.0.0.1:${port}` } });
    const apart = FleetClient.open({ redis: { url: redis.url, password: "fleet-pass" } });
    const without = FleetClient.open({ redis: { url: redis.url } });
    try {
      await inUrl.ping();
      await apart.ping();
      expect(await apart.counts()).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0, cancelled: 0 });
      await expect(without.ping()).rejects.toThrow(/NOAUTH|auth/i);
    } finally {
      await Promise.all([inUrl.close(), apart.close(), without.close()]);
    }
  });

  it("is probed once: answers with the password, a reason without it", async () => {
    expect(await probeRedis({ url: redis.url, password: "fleet-pass" })).toEqual({ ok: true });
    const refused = await probeRedis({ url: redis.url });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toContain("NOAUTH");
  });
});

describe("probing a Redis that is not there", () => {
  it("reports a refused connection by its code, at once, without retrying", async () => {
    expect(await probeRedis({ url: "redis://127.0.0.1:1" })).toEqual({
      ok: false,
      reason: "ECONNREFUSED: connection refused: nothing listens there",
    });
    const client = FleetClient.open({ redis: { url: "redis://127.0.0.1:1" } });
    await expect(client.ping()).rejects.toThrow("ECONNREFUSED: connection refused: nothing listens there");
    await client.close().catch(() => undefined);
    const dir = mkdtempSync(join(tmpdir(), "keel-fleet-probe-"));
    const records: WorkerLogRecord[] = [];
    const worker = startFleetWorker({
      redis: { url: "redis://127.0.0.1:1" },
      sessionsDir: join(dir, "sessions"),
      workRoot: join(dir, "work"),
      log: (record) => void records.push(record),
    });
    await expect(worker.ready).rejects.toThrow("ECONNREFUSED: connection refused");
    await Promise.race([worker.close().catch(() => undefined), new Promise((done) => setTimeout(done, 2000))]);
    rmSync(dir, { recursive: true, force: true });
    expect(records.filter((record) => record.msg === "worker could not start")).toHaveLength(1);
    expect(unreachableRedisMessage({ url: "redis://:pw@127.0.0.1:1" }, "x")).toBe(
      "cannot reach Redis at redis://127.0.0.1:1 (x).\n  Start it (redis-server) or point --redis / KEEL_FLEET_REDIS_URL at it.",
    );
  });
});
