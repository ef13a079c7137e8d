import { Redis } from "ioredis";
import { describeRedis, type RedisTarget, redisConnectionOptions } from "./connection.js";

/** What one connection attempt to the fleet's Redis found. */
export type RedisProbe = { ok: true } | { ok: false; reason: string };

/** Socket error codes a user meets when Redis is not there, in words. */
const SOCKET_REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused: nothing listens there",
  ENOTFOUND: "the host name does not resolve",
  EAI_AGAIN: "the host name could not be resolved just now (DNS did not answer)",
  EHOSTUNREACH: "the host is unreachable",
  ENETUNREACH: "the network is unreachable",
  ECONNRESET: "the connection was reset",
  ETIMEDOUT: "the connection timed out",
};

/**
 * Connects to Redis once, without ioredis's endless reconnecting, and sends
 * a PING: a refused connection or a name that does not resolve is reported
 * as soon as the socket says so, and a server that says nothing within
 * `timeoutMs` as that. Every `keel fleet` command probes first, so a
 * missing Redis is one clear line at once rather than a stream of retries.
 */
export async function probeRedis(target: RedisTarget, timeoutMs = 5000): Promise<RedisProbe> {
  let redis: Redis;
  try {
    redis = new Redis({
      ...redisConnectionOptions(target),
      lazyConnect: true,
      connectTimeout: timeoutMs,
      retryStrategy: () => null,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
  let firstError: unknown;
  redis.on("error", (error: unknown) => {
    firstError ??= error;
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((done) => {
    timer = setTimeout(() => done("timeout"), timeoutMs);
  });
  try {
    const answer = await Promise.race([redis.connect().then(() => redis.ping()), timeout]);
    if (answer === "timeout") return { ok: false, reason: `no answer within ${timeoutMs} ms` };
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: reasonOf(firstError ?? error) };
  } finally {
    clearTimeout(timer);
    redis.disconnect();
  }
}

/** `cannot reach Redis at <url> (<reason>).` with what to do, the line every fleet command prints. */
export function unreachableRedisMessage(target: RedisTarget, reason: string): string {
  return `cannot reach Redis at ${describeRedis(target)} (${reason}).\n  Start it (redis-server) or point --redis / KEEL_FLEET_REDIS_URL at it.`;
}

function reasonOf(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && SOCKET_REASONS[code] !== undefined) return `${code}: ${SOCKET_REASONS[code]}`;
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && message !== "") return message;
  }
  return String(error);
}
