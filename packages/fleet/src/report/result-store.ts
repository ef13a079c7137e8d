import type { Redis } from "ioredis";
import type { FleetKeys } from "../redis/fleet-keys.js";
import type { StoredResult } from "./job-result.js";

/**
 * Records a job's result once: the first result written for an id wins
 * (`HSETNX`), so a job that a second worker picked up after a crash can
 * never get two. Resolves whether this call wrote it.
 */
export async function recordResult(redis: Redis, keys: FleetKeys, id: string, result: StoredResult): Promise<boolean> {
  return (await redis.hsetnx(keys.results, id, JSON.stringify(result))) === 1;
}

/** Every stored result, by job id. */
export async function readResults(redis: Redis, keys: FleetKeys): Promise<Map<string, StoredResult>> {
  const all = await redis.hgetall(keys.results);
  return new Map(Object.entries(all).map(([id, text]) => [id, JSON.parse(text) as StoredResult]));
}
