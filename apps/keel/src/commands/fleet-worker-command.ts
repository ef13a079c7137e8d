import { join, resolve } from "node:path";
import { type FlagSpec, type FlagValue, resolveKeelHome } from "@keel/coding-agent";
import type { KeelIo } from "../io.js";
import { usageError } from "../report.js";
import { connectionOf, type Fleet, intFlag } from "./fleet-flags.js";

/** The flags of `keel fleet worker`. */
export const WORKER_FLAGS: readonly FlagSpec[] = [
  { name: "concurrency", kind: "string", valueName: "n", description: "Jobs run at once by this worker (default 1)" },
  {
    name: "lock-duration",
    kind: "string",
    valueName: "ms",
    description: "A job's lock lasts this long without renewal (default 30000)",
  },
  {
    name: "stalled-interval",
    kind: "string",
    valueName: "ms",
    description: "How often jobs of dead workers are looked for (default 30000)",
  },
  {
    name: "sessions-dir",
    kind: "string",
    valueName: "dir",
    description: "Shared folder of session files (default $KEEL_HOME/fleet/sessions)",
  },
  {
    name: "work-dir",
    kind: "string",
    valueName: "dir",
    description: "Where repo jobs are cloned (default $KEEL_HOME/fleet/work)",
  },
  { name: "attempts", kind: "string", valueName: "n", description: "Attempts per job, then it fails (default 3)" },
  {
    name: "backoff",
    kind: "string",
    valueName: "ms",
    description: "First retry delay, doubled each time (default 1000)",
  },
  {
    name: "drain-timeout",
    kind: "string",
    valueName: "ms",
    description: "On SIGTERM, how long running jobs may finish (default 60000)",
  },
  {
    name: "rate-limit",
    kind: "string",
    valueName: "max/ms",
    description: "At most max jobs started per ms, over all workers (BullMQ's limiter)",
  },
  {
    name: "provider-limit",
    kind: "list",
    valueName: "provider=n",
    description: "At most n concurrent model requests to a provider, over all workers",
  },
  { name: "events-max-len", kind: "string", valueName: "n", description: "Events kept per job stream (default 1000)" },
  { name: "name", kind: "string", valueName: "name", description: "The worker's name in logs (default host:pid)" },
];

/**
 * `keel fleet worker`: runs jobs until SIGTERM or SIGINT, then drains
 * (no new jobs; running ones get `--drain-timeout`, then go back to the
 * queue for another worker to resume). Logs are JSON lines on stderr.
 */
export async function fleetWorkerCommand(
  fleet: Fleet,
  flags: Record<string, FlagValue>,
  positionals: string[],
  io: KeelIo,
): Promise<number> {
  if (positionals.length > 0) return usageError(io, { message: "keel fleet worker takes no arguments" });
  const numbers: Record<string, number | undefined> = {};
  for (const name of [
    "concurrency",
    "lock-duration",
    "stalled-interval",
    "attempts",
    "backoff",
    "drain-timeout",
    "events-max-len",
  ]) {
    const value = intFlag(flags, name);
    if (typeof value === "string") return usageError(io, { message: value });
    numbers[name] = value;
  }
  if (numbers.concurrency === 0 || numbers.attempts === 0)
    return usageError(io, { message: "--concurrency and --attempts must be at least 1" });
  let rateLimit: { max: number; durationMs: number } | undefined;
  if (typeof flags["rate-limit"] === "string") {
    const match = /^([0-9]+)\/([0-9]+)$/.exec(flags["rate-limit"]);
    if (!match || Number(match[1]) === 0 || Number(match[2]) === 0)
      return usageError(io, { message: `--rate-limit takes max/ms, e.g. 10/1000; got "${flags["rate-limit"]}"` });
    rateLimit = { max: Number(match[1]), durationMs: Number(match[2]) };
  }
  const providerLimits: Record<string, number> = {};
  for (const entry of (flags["provider-limit"] as string[] | undefined) ?? []) {
    const match = /^([^=]+)=([0-9]+)$/.exec(entry);
    if (!match || Number(match[2]) === 0)
      return usageError(io, { message: `--provider-limit takes provider=n, e.g. anthropic=8; got "${entry}"` });
    providerLimits[match[1] as string] = Number(match[2]);
  }
  const home = resolveKeelHome(io.env, io.cwd);
  const dirFlag = (name: string, fallback: string): string =>
    typeof flags[name] === "string" ? resolve(io.cwd, flags[name] as string) : fallback;
  const connection = connectionOf(fleet, flags, io);
  // One attempt first: BullMQ would otherwise reconnect and log each failure until its own start-up gives up.
  const probe = await fleet.probeRedis(connection.redis);
  if (!probe.ok) {
    io.stderr.write(`keel fleet: ${fleet.unreachableRedisMessage(connection.redis, probe.reason)}\n`);
    return 1;
  }
  const worker = fleet.startFleetWorker({
    ...connection,
    sessionsDir: dirFlag("sessions-dir", join(home, "fleet", "sessions")),
    workRoot: dirFlag("work-dir", join(home, "fleet", "work")),
    env: io.env,
    log: fleet.jsonLineLog(io.stderr),
    // Each job runs in this same keel, as `keel fleet run-job` (works bundled or not).
    runner: { modulePath: process.argv[1] as string, args: ["fleet", "run-job"], execArgv: process.execArgv },
    ...(rateLimit ? { rateLimit } : {}),
    ...(Object.keys(providerLimits).length > 0 ? { providerLimits } : {}),
    ...(typeof flags.name === "string" ? { name: flags.name } : {}),
    ...(numbers.concurrency !== undefined ? { concurrency: numbers.concurrency } : {}),
    ...(numbers["lock-duration"] !== undefined ? { lockDurationMs: numbers["lock-duration"] } : {}),
    ...(numbers["stalled-interval"] !== undefined ? { stalledIntervalMs: numbers["stalled-interval"] } : {}),
    ...(numbers.attempts !== undefined ? { attempts: numbers.attempts } : {}),
    ...(numbers.backoff !== undefined ? { backoffMs: numbers.backoff } : {}),
    ...(numbers["drain-timeout"] !== undefined ? { drainTimeoutMs: numbers["drain-timeout"] } : {}),
    ...(numbers["events-max-len"] !== undefined ? { eventsMaxLen: numbers["events-max-len"] } : {}),
  });
  const stopped = new Promise<void>((done) => {
    const stop = (): void => {
      process.off("SIGTERM", stop);
      process.off("SIGINT", stop);
      void worker.close().then(done);
    };
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  });
  try {
    await worker.ready;
  } catch (error) {
    io.stderr.write(`keel fleet: ${fleet.unreachableRedisMessage(connection.redis, (error as Error).message)}\n`);
    // Closing talks to Redis too: do not wait on it for long.
    await Promise.race([worker.close().catch(() => undefined), new Promise((done) => setTimeout(done, 2000))]);
    return 1;
  }
  await stopped;
  return 0;
}
