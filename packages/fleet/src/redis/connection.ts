import { readFileSync } from "node:fs";
import { Redis, type RedisOptions } from "ioredis";

/** Where the fleet's Redis is and how to reach it. */
export interface RedisTarget {
  /**
   * `redis://[user:password@]host:port[/db]`, or `rediss://…` for TLS.
   * Default `redis://127.0.0.1:6379`.
   */
  url?: string;
  /** A password that is not in the URL (e.g. from `KEEL_FLEET_REDIS_PASSWORD`), so it stays out of process lists. */
  password?: string;
  /** A PEM file of the certificate authority that signed the server's TLS certificate (`rediss://` only). */
  caFile?: string;
}

/** The Redis URL used when none is given. */
export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

/**
 * The Redis target of the environment: `KEEL_FLEET_REDIS_URL`,
 * `KEEL_FLEET_REDIS_PASSWORD`, `KEEL_FLEET_REDIS_CA`, each overridden by
 * an explicit value.
 */
export function redisTargetFromEnv(env: Readonly<Record<string, string | undefined>>, url?: string): RedisTarget {
  const target: RedisTarget = {};
  const chosen = url ?? env.KEEL_FLEET_REDIS_URL;
  if (chosen) target.url = chosen;
  if (env.KEEL_FLEET_REDIS_PASSWORD) target.password = env.KEEL_FLEET_REDIS_PASSWORD;
  if (env.KEEL_FLEET_REDIS_CA) target.caFile = env.KEEL_FLEET_REDIS_CA;
  return target;
}

/** `redis://host:port` of a target with any password left out, for logs and messages. */
export function describeRedis(target: RedisTarget): string {
  try {
    const url = new URL(target.url ?? DEFAULT_REDIS_URL);
    url.password = "";
    url.username = "";
    return url.toString().replace(/\/$/, "");
  } catch {
    return "(a malformed Redis URL)";
  }
}

/**
 * Opens an ioredis connection as BullMQ wants it (no per-request retry
 * limit). `rediss://` turns TLS on; `caFile` adds a private CA.
 */
export function openRedis(target: RedisTarget): Redis {
  const redis = new Redis({ ...redisConnectionOptions(target), maxRetriesPerRequest: null });
  // Connection errors reach the caller through the commands that fail; without a listener ioredis prints each retry.
  redis.on("error", () => undefined);
  return redis;
}

/** The ioredis options of a target: host, port, credentials and TLS (reads the CA file). */
export function redisConnectionOptions(target: RedisTarget): RedisOptions {
  const url = target.url ?? DEFAULT_REDIS_URL;
  const options: RedisOptions = redisOptionsFromUrl(url);
  if (target.password !== undefined) options.password = target.password;
  if (url.startsWith("rediss:")) {
    options.tls = target.caFile ? { ca: readFileSync(target.caFile) } : {};
  }
  return options;
}

/** Resolves when Redis answers a PING within `timeoutMs`; rejects with the reason otherwise. */
export async function pingWithin(redis: Redis, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([redis.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The connection options a `redis://` or `rediss://` URL names (host, port,
 * user, password, database), read with the WHATWG URL parser. ioredis would
 * read a URL string with Node's deprecated `url.parse`, which prints a
 * deprecation warning on Node 24. A URL that cannot be read keeps its text
 * as the host, so the connection fails with a message naming it.
 */
export function redisOptionsFromUrl(url: string): RedisOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { host: url, port: 6379 };
  }
  const options: RedisOptions = {
    host: parsed.hostname.replace(/^\[(.*)\]$/, "$1") || "127.0.0.1",
    port: parsed.port ? Number(parsed.port) : 6379,
  };
  if (parsed.username) options.username = decodeURIComponent(parsed.username);
  if (parsed.password) options.password = decodeURIComponent(parsed.password);
  const db = parsed.pathname.replace(/^\//, "");
  if (/^\d+$/.test(db)) options.db = Number(db);
  return options;
}
