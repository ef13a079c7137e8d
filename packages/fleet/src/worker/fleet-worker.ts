import { hostname } from "node:os";
import { DelayedError, type Job, UnrecoverableError, WaitingError, Worker } from "bullmq";
import type { Redis } from "ioredis";
import { checkQueuedJob } from "../job/parse-jobs.js";
import { openRedis, pingWithin, type RedisTarget } from "../redis/connection.js";
import { DEFAULT_QUEUE, fleetKeys } from "../redis/fleet-keys.js";
import { probeRedis } from "../redis/probe.js";
import type { StoredResult } from "../report/job-result.js";
import { readResult, recordResult } from "../report/result-store.js";
import { type AttemptPolicy, decideAttempt, giveUpReason } from "./attempt-policy.js";
import { ProviderSlots } from "./provider-slots.js";
import { type RunningJob, runJobInChild } from "./run-job-child.js";
import { defaultRunnerCommand, type RunnerCommand } from "./runner-command.js";
import { RunnerPool } from "./runner-pool.js";
import { jsonLineLog, type WorkerLog, type WorkerLogRecord } from "./worker-log.js";

export type { RunnerCommand } from "./runner-command.js";
export { defaultRunnerCommand } from "./runner-command.js";

/** Options of {@link startFleetWorker}. Durations are milliseconds. */
export interface FleetWorkerOptions {
  redis: RedisTarget;
  /** Default `keel`. */
  queue?: string;
  /** Jobs run at once by this worker. Default 1. */
  concurrency?: number;
  /** How long a job's lock lasts without renewal (BullMQ `lockDuration`). Default 30000. */
  lockDurationMs?: number;
  /** How often stalled jobs are looked for (BullMQ `stalledInterval`). Default 30000. */
  stalledIntervalMs?: number;
  /** The shared folder of session files; every worker that should resume another's jobs must see it. */
  sessionsDir: string;
  /** Where `repo` jobs are cloned (`<workRoot>/<id>`). */
  workRoot: string;
  /** Attempts per job (stalls count), then it is failed. Default 3. */
  attempts?: number;
  /** First retry delay; doubled each attempt. Default 1000. */
  backoffMs?: number;
  /** After SIGTERM/`close()`, how long running jobs may take before they are left to other workers. Default 60000. */
  drainTimeoutMs?: number;
  /** BullMQ's global limiter: at most `max` jobs started per `durationMs`, over all workers of the queue. */
  rateLimit?: { max: number; durationMs: number };
  /** At most this many concurrent model requests per provider, over all workers of the queue. */
  providerLimits?: Readonly<Record<string, number>>;
  /** Entries kept in each job's event stream (trimmed beyond). Default 1000. */
  eventsMaxLen?: number;
  /** The job runner child (default: this package's `job-runner-main`). */
  runner?: RunnerCommand;
  /** Environment of the job runners (their `KEEL_HOME`, keys). Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Structured log records. Default: JSON lines on stderr. */
  log?: WorkerLog;
  /** The worker's name in logs and progress. Default `<host>:<pid>`. */
  name?: string;
}

/** A running worker. */
export interface FleetWorker {
  readonly name: string;
  /** Resolves once the worker is connected and takes jobs; rejects when Redis does not answer within 10 s. */
  readonly ready: Promise<void>;
  /**
   * Takes no new jobs, lets running ones finish within the drain timeout,
   * then stops the rest and hands them back to the queue (another worker
   * resumes them from their session files). Safe to call twice.
   */
  close(): Promise<void>;
}

/**
 * Starts a fleet worker on the queue: each job runs in its own child
 * process (one job cannot take the worker down), its session file in
 * `<sessionsDir>/<id>/` so any worker can resume it, its events in a
 * trimmed Redis stream, its progress on the BullMQ job. A job gets one
 * result, recorded once by id; a job that already has one is not run again.
 *
 * @example
 * const worker = await startFleetWorker({ redis: { url }, sessionsDir, workRoot, concurrency: 4 });
 * process.on("SIGTERM", () => void worker.close());
 */
export function startFleetWorker(options: FleetWorkerOptions): FleetWorker {
  const queue = options.queue ?? DEFAULT_QUEUE;
  const keys = fleetKeys(queue);
  const name = options.name ?? `${hostname()}:${process.pid}`;
  const policy: AttemptPolicy = { attempts: options.attempts ?? 3, backoffMs: options.backoffMs ?? 1000 };
  const eventsMaxLen = options.eventsMaxLen ?? 1000;
  const drainTimeoutMs = options.drainTimeoutMs ?? 60_000;
  const logSink = options.log ?? jsonLineLog();
  const log = (level: WorkerLogRecord["level"], msg: string, extra: Record<string, unknown> = {}): void =>
    logSink({ time: new Date().toISOString(), level, worker: name, msg, ...extra });

  const redis: Redis = openRedis(options.redis);
  const subscriber: Redis = openRedis(options.redis);
  const slots = new ProviderSlots(redis, keys, options.providerLimits ?? {});
  const running = new Map<string, RunningJob>();
  let closing: Promise<void> | undefined;
  const pool = new RunnerPool(
    options.runner ?? defaultRunnerCommand(),
    options.env ?? process.env,
    options.concurrency ?? 1,
    (error) => log("warn", "job runner error", { error: error.message }),
  );

  const appendEvent = async (job: Job, event: object): Promise<void> => {
    try {
      await redis.xadd(
        keys.events(job.id as string),
        "MAXLEN",
        "~",
        String(eventsMaxLen),
        "*",
        "event",
        JSON.stringify(event),
      );
    } catch (error) {
      log("warn", "could not write an event", { jobId: job.id, error: (error as Error).message });
    }
  };

  const processJob = async (job: Job, token?: string): Promise<unknown> => {
    const id = job.id as string;
    const existing = await readResult(redis, keys, id);
    if (existing !== undefined) {
      log("info", "job already has a result; not running it again", { jobId: id, state: existing.state });
      if (existing.state === "completed") return { state: existing.state };
      throw new UnrecoverableError(existing.reason ?? existing.state);
    }
    const started = await redis.hincrby(keys.starts, id, 1);
    const finish = async (result: Omit<StoredResult, "attempts" | "finishedAt" | "worker">): Promise<void> => {
      await recordResult(redis, keys, id, {
        ...result,
        attempts: started,
        finishedAt: new Date().toISOString(),
        worker: name,
      });
    };
    const fail = async (reason: string): Promise<never> => {
      await finish(endedResult("failed", reason));
      log("error", "job failed", { jobId: id, reason });
      throw new UnrecoverableError(reason);
    };
    const queued = checkQueuedJob(job.data);
    if (!queued.ok) return fail(`the job stored in the queue is not a valid job (${queued.problem}); submit it again`);
    if ((await redis.sismember(keys.cancelled, id)) === 1) {
      await finish(endedResult("cancelled", "cancelled before it started"));
      throw new UnrecoverableError("cancelled");
    }
    const givenUp = giveUpReason(started, policy, await redis.hget(keys.reasons, id));
    if (givenUp !== undefined) return fail(givenUp);

    await appendEvent(job, { type: "fleet_attempt_start", attempt: started, worker: name });
    log("info", "job started", { jobId: id, attempt: started });
    const { outcome, progress, drained } = await runJobInChild(pool.take(), job, queued.job, started, {
      workerName: name,
      slots,
      start: {
        sessionsDir: options.sessionsDir,
        workRoot: options.workRoot,
        gateRequests: Object.keys(options.providerLimits ?? {}).length > 0,
      },
      whenSpawned: (child, start) => pool.whenSpawned(child, start),
      log,
      appendEvent,
      running,
    });
    if (drained) {
      // Handed back without counting the attempt: another worker resumes it from the session file.
      await redis.hincrby(keys.starts, id, -1);
      await job.moveToWait(token);
      log("warn", "job left to other workers (drain timeout)", { jobId: id });
      throw new WaitingError();
    }
    const decision = decideAttempt(outcome, started, policy);
    if (decision.kind === "retry") {
      if (!decision.countAttempt) await redis.hincrby(keys.starts, id, -1);
      await redis.hset(keys.reasons, id, decision.reason);
      const { delayMs, reason } = decision;
      await appendEvent(job, { type: "fleet_attempt_end", attempt: started, retryInMs: delayMs, reason });
      log("warn", "job will be retried", { jobId: id, attempt: started, delayMs, reason });
      await job.moveToDelayed(Date.now() + delayMs, token);
      throw new DelayedError();
    }
    if (outcome.kind === "completed" && outcome.diff !== undefined && outcome.diff !== "")
      await redis.hsetnx(keys.diffs, id, outcome.diff);
    if (outcome.checkpoints !== undefined)
      await redis.hsetnx(keys.checkpointDiffs, id, JSON.stringify(outcome.checkpoints));
    const exitCode = outcome.kind === "completed" || outcome.kind === "failed" ? outcome.exitCode : 1;
    await finish({
      ...endedResult(decision.state, decision.reason),
      ok: decision.state === "completed" && exitCode === 0,
      exitCode,
      finalText: "finalText" in outcome ? outcome.finalText : "",
      usage: outcome.usage,
      sessionFile: outcome.sessionFile,
      turns: progress.turns,
      toolCalls: progress.toolCalls,
    });
    switch (decision.state) {
      case "completed":
        await appendEvent(job, { type: "fleet_job_end", state: "completed", exitCode });
        log("info", "job completed", { jobId: id, exitCode });
        return { state: "completed", exitCode };
      case "cancelled":
        await appendEvent(job, { type: "fleet_job_end", state: "cancelled" });
        log("info", "job cancelled", { jobId: id });
        throw new UnrecoverableError("cancelled");
      case "failed":
        await appendEvent(job, { type: "fleet_job_end", state: "failed", reason: decision.reason });
        log("error", "job failed", { jobId: id, reason: decision.reason });
        throw new UnrecoverableError(decision.reason ?? "failed");
      default: {
        const unreachable: never = decision.state;
        throw new Error(`unknown job state ${String(unreachable)}`);
      }
    }
  };

  const workerConnection = openRedis(options.redis);
  const worker = new Worker(queue, processJob, {
    connection: workerConnection,
    concurrency: options.concurrency ?? 1,
    lockDuration: options.lockDurationMs ?? 30_000,
    stalledInterval: options.stalledIntervalMs ?? 30_000,
    // Stalls count as attempts in the fleet's own counter; BullMQ must not fail the job first.
    maxStalledCount: policy.attempts + 1,
    ...(options.rateLimit ? { limiter: { max: options.rateLimit.max, duration: options.rateLimit.durationMs } } : {}),
    autorun: false,
  });
  worker.on("error", (error) => log("error", "worker error", { error: error.message }));
  worker.on("stalled", (jobId) => log("warn", "a stalled job went back to the queue", { jobId }));

  const ready = (async () => {
    // One attempt without reconnecting: a Redis that is not there fails the start at once, with its reason.
    const probe = await probeRedis(options.redis, 10_000);
    if (!probe.ok) throw new Error(probe.reason);
    await pingWithin(redis, 10_000);
    await subscriber.subscribe(keys.cancelChannel);
    subscriber.on("message", (_channel: string, jobId: string) => {
      const job = running.get(jobId);
      if (job === undefined) return;
      log("info", "cancelling a running job", { jobId });
      job.cancel();
    });
    await worker.waitUntilReady();
    void worker.run();
    log("info", "worker started", {
      queue,
      concurrency: options.concurrency ?? 1,
      attempts: policy.attempts,
      sessionsDir: options.sessionsDir,
    });
  })();

  // The caller decides what a failed start means; it is never an unhandled rejection.
  ready.catch((error: unknown) => log("error", "worker could not start", { error: String(error) }));

  const close = (): Promise<void> => {
    closing ??= (async () => {
      log("info", "worker stopping: no new jobs", { running: running.size, drainTimeoutMs });
      pool.stopRefilling();
      const closed = worker.close();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<"timeout">((done) => {
        timer = setTimeout(() => done("timeout"), drainTimeoutMs);
      });
      if ((await Promise.race([closed.then(() => "closed" as const), timedOut])) === "timeout") {
        for (const job of running.values()) job.drain();
        await closed;
      }
      clearTimeout(timer);
      pool.killSpares();
      await slots.close();
      await Promise.allSettled([subscriber.quit(), redis.quit(), workerConnection.quit()]);
      log("info", "worker stopped");
    })();
    return closing;
  };

  return { name, ready, close };
}

/** A result with no run behind it (or before its run's figures are added). */
function endedResult(
  state: StoredResult["state"],
  reason: string | undefined,
): Omit<StoredResult, "attempts" | "finishedAt" | "worker"> {
  return {
    state,
    ok: false,
    exitCode: 1,
    finalText: "",
    ...(reason !== undefined ? { reason } : {}),
    usage: { input: 0, output: 0, cost: 0 },
    sessionFile: null,
    turns: 0,
    toolCalls: 0,
  };
}
