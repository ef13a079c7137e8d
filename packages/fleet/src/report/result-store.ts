import type { Redis } from "ioredis";
import type { FleetKeys } from "../redis/fleet-keys.js";
import { emptyUsage, type StoredResult } from "./job-result.js";
import { parseStored, StoredResultSchema } from "./stored-records.js";

/**
 * Records a job's result once: the first result written for an id wins
 * (`HSETNX`), so a job that a second worker picked up after a crash can
 * never get two. Resolves whether this call wrote it.
 */
export async function recordResult(redis: Redis, keys: FleetKeys, id: string, result: StoredResult): Promise<boolean> {
  return (await redis.hsetnx(keys.results, id, JSON.stringify(result))) === 1;
}

/** A job's stored result, if it has one (see {@link readResults} for one that does not validate). */
export async function readResult(redis: Redis, keys: FleetKeys, id: string): Promise<StoredResult | undefined> {
  const text = await redis.hget(keys.results, id);
  return text === null ? undefined : storedResult(text);
}

/**
 * Every stored result, by job id. A stored result that does not match its
 * schema (written by something else, or damaged) still counts as the job's
 * one result: a failure whose reason says what is wrong with it.
 */
export async function readResults(redis: Redis, keys: FleetKeys): Promise<Map<string, StoredResult>> {
  const all = await redis.hgetall(keys.results);
  return new Map(Object.entries(all).map(([id, text]) => [id, storedResult(text)]));
}

function storedResult(text: string): StoredResult {
  const parsed = parseStored<StoredResult>(StoredResultSchema, text);
  if (parsed.ok) return parsed.value;
  return {
    state: "failed",
    ok: false,
    exitCode: 1,
    finalText: "",
    reason: `the result stored in Redis is unreadable (${parsed.problem})`,
    usage: emptyUsage(),
    sessionFile: null,
    attempts: 0,
    turns: 0,
    toolCalls: 0,
    finishedAt: new Date(0).toISOString(),
  };
}
