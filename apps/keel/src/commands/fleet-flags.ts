import type { FlagSpec, FlagValue } from "@keel/coding-agent";
import type { KeelIo } from "../io.js";

/** `--queue` and `--redis`, taken by every `keel fleet` command. */
export const FLEET_CONNECTION_FLAGS: readonly FlagSpec[] = [
  { name: "queue", kind: "string", valueName: "name", description: "Queue name (default: keel)" },
  {
    name: "redis",
    kind: "string",
    valueName: "url",
    description: "redis[s]://[:password@]host:port (default: $KEEL_FLEET_REDIS_URL, else redis://127.0.0.1:6379)",
  },
  { name: "help", short: ["h"], kind: "boolean", description: "Show help" },
];

/** The BullMQ side loads only for `keel fleet …`: a plain `keel -p` never imports it. */
export type Fleet = typeof import("@keel/fleet");

/** Connection flags → a Redis target and queue name. */
export function connectionOf(
  fleet: Fleet,
  flags: Record<string, FlagValue>,
  io: KeelIo,
): { redis: import("@keel/fleet").RedisTarget; queue?: string } {
  const url = typeof flags.redis === "string" ? flags.redis : undefined;
  const queue = typeof flags.queue === "string" ? flags.queue : undefined;
  return { redis: fleet.redisTargetFromEnv(io.env, url), ...(queue ? { queue } : {}) };
}

/** A non-negative integer flag, or a usage error message. */
export function intFlag(flags: Record<string, FlagValue>, name: string): number | string | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  const text = String(value);
  return /^[0-9]+$/.test(text) ? Number(text) : `--${name} takes a whole number; got "${text}"`;
}
