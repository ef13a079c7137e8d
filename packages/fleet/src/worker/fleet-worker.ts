import { type ChildProcess, fork } from "node:child_process";
import { existsSync } from "node:fs";
import { hostname } from "node:os";
import { fileURLToPath } from "node:url";
import { DelayedError, type Job, UnrecoverableError, WaitingError, Worker } from "bullmq";
import type { Redis } from "ioredis";
import type { FleetJob } from "../job/job-spec.js";
import { openRedis, pingWithin, type RedisTarget } from "../redis/connection.js";
import { DEFAULT_QUEUE, fleetKeys } from "../redis/fleet-keys.js";
import type { JobProgress, StoredResult } from "../report/job-result.js";
import { recordResult } from "../report/result-store.js";
import type { ChildMessage, ParentMessage, RunnerOutcome } from "../runner/runner-protocol.js";
import { ProviderSlots } from "./provider-slots.js";
import { jsonLineLog, type WorkerLog, type WorkerLogRecord } from "./worker-log.js";

/** How a worker starts a job runner child: a module to `fork`, with arguments. */
export interface RunnerCommand {
  modulePath: string;
  args?: readonly string[];
  /** Node options of the child (default: the worker's own). */
  execArgv?: readonly string[];
}

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

/** The default job runner: this package's `runner/job-runner-main` (compiled, or the TypeScript source under tsx). */
export function defaultRunnerCommand(): RunnerCommand {
  const js = fileURLToPath(new URL("../runner/job-runner-main.js", import.meta.url));
  return { modulePath: existsSync(js) ? js : js.replace(/\.js$/, ".ts") };
}

interface Running {
  child: ChildProcess;
  cancel(): void;
  drain(): void;
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
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 1000;
  const eventsMaxLen = options.eventsMaxLen ?? 1000;
  const drainTimeoutMs = options.drainTimeoutMs ?? 60_000;
  const runner = options.runner ?? defaultRunnerCommand();
  const logSink = options.log ?? jsonLineLog();
  const log = (level: WorkerLogRecord["level"], msg: string, extra: Record<string, unknown> = {}): void =>
    logSink({ time: new Date().toISOString(), level, worker: name, msg, ...extra });

  const redis: Redis = openRedis(options.redis);
  const subscriber: Redis = openRedis(options.redis);
  const slots = new ProviderSlots(redis, keys, options.providerLimits ?? {});
  const running = new Map<string, Running>();
  let closing: Promise<void> | undefined;

  const processJob = async (job: Job, token?: string): Promise<unknown> => {
    const id = job.id as string;
    const spec = job.data as FleetJob;
    const existing = await redis.hget(keys.results, id);
    if (existing !== null) {
      const stored = JSON.parse(existing) as StoredResult;
      log("info", "job already has a result; not running it again", { jobId: id, state: stored.state });
      if (stored.state === "completed") return { state: stored.state };
      throw new UnrecoverableError(stored.reason ?? stored.state);
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
    if ((await redis.sismember(keys.cancelled, id)) === 1) {
      await finish(cancelledResult("cancelled before it started"));
      throw new UnrecoverableError("cancelled");
    }
    if (started > attempts) {
      const last = (await redis.hget(keys.reasons, id)) ?? "the worker running it stopped";
      const reason = `gave up after ${attempts} attempts; the last one: ${last}`;
      await finish(failedResult(reason));
      log("error", "job failed", { jobId: id, reason });
      throw new UnrecoverableError(reason);
    }

    await appendEvent(job, { type: "fleet_attempt_start", attempt: started, worker: name });
    log("info", "job started", { jobId: id, attempt: started });
    const { outcome, progress, drained } = await runChild(job, spec, started);
    if (drained) {
      // Handed back without counting the attempt: another worker resumes it from the session file.
      await redis.hincrby(keys.starts, id, -1);
      await job.moveToWait(token);
      log("warn", "job left to other workers (drain timeout)", { jobId: id });
      throw new WaitingError();
    }
    const counts = { turns: progress.turns, toolCalls: progress.toolCalls };
    const retryLater = async (delayMs: number, reason: string, countAttempt: boolean): Promise<never> => {
      if (!countAttempt) await redis.hincrby(keys.starts, id, -1);
      await redis.hset(keys.reasons, id, reason);
      await appendEvent(job, { type: "fleet_attempt_end", attempt: started, retryInMs: delayMs, reason });
      log("warn", "job will be retried", { jobId: id, attempt: started, delayMs, reason });
      await job.moveToDelayed(Date.now() + delayMs, token);
      throw new DelayedError();
    };
    switch (outcome.kind) {
      case "completed": {
        if (outcome.diff !== undefined && outcome.diff !== "") await redis.hsetnx(keys.diffs, id, outcome.diff);
        await finish({
          state: "completed",
          ok: outcome.exitCode === 0,
          exitCode: outcome.exitCode,
          finalText: outcome.finalText,
          ...(outcome.warning ? { reason: outcome.warning } : {}),
          usage: outcome.usage,
          sessionFile: outcome.sessionFile,
          ...counts,
        });
        await appendEvent(job, { type: "fleet_job_end", state: "completed", exitCode: outcome.exitCode });
        log("info", "job completed", { jobId: id, exitCode: outcome.exitCode });
        return { state: "completed", exitCode: outcome.exitCode };
      }
      case "cancelled":
        await finish({
          ...cancelledResult(outcome.reason),
          finalText: outcome.finalText,
          usage: outcome.usage,
          sessionFile: outcome.sessionFile,
          ...counts,
        });
        await appendEvent(job, { type: "fleet_job_end", state: "cancelled" });
        log("info", "job cancelled", { jobId: id });
        throw new UnrecoverableError("cancelled");
      case "rate_limited":
        // The provider said when to come back: the job waits, the attempt is not counted.
        return retryLater(outcome.retryAfterMs ?? backoffMs, outcome.reason, false);
      case "failed": {
        if (outcome.retryable && started < attempts) {
          return retryLater(backoffMs * 2 ** (started - 1), outcome.reason, true);
        }
        const reason = outcome.retryable ? `failed after ${started} attempts: ${outcome.reason}` : outcome.reason;
        await finish({
          ...failedResult(reason),
          finalText: outcome.finalText,
          usage: outcome.usage,
          sessionFile: outcome.sessionFile,
          ...counts,
        });
        await appendEvent(job, { type: "fleet_job_end", state: "failed", reason });
        log("error", "job failed", { jobId: id, reason });
        throw new UnrecoverableError(reason);
      }
      default: {
        const unreachable: never = outcome;
        throw new Error(`unknown outcome ${JSON.stringify(unreachable)}`);
      }
    }
  };

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

  // Warm job runners: a child is forked ahead of its job (its modules load while other jobs run),
  // and each still runs exactly one job.
  const spares: ChildProcess[] = [];
  const spawned = new WeakSet<ChildProcess>();
  const forkRunner = (): ChildProcess => {
    const child = fork(runner.modulePath, [...(runner.args ?? [])], {
      env: { ...(options.env ?? process.env) } as NodeJS.ProcessEnv,
      execArgv: [...(runner.execArgv ?? process.execArgv)],
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      serialization: "advanced",
    });
    child.once("spawn", () => spawned.add(child));
    child.on("error", (error) => log("warn", "job runner error", { error: error.message }));
    return child;
  };
  const takeRunner = (): ChildProcess => {
    let child = spares.shift();
    while (child !== undefined && (child.exitCode !== null || child.signalCode !== null)) child = spares.shift();
    child ??= forkRunner();
    if (closing === undefined) while (spares.length < (options.concurrency ?? 1)) spares.push(forkRunner());
    return child;
  };

  const runChild = (
    job: Job,
    spec: FleetJob,
    attempt: number,
  ): Promise<{ outcome: RunnerOutcome; progress: JobProgress; drained: boolean }> =>
    new Promise((resolveRun) => {
      const id = job.id as string;
      const child = takeRunner();
      let outcome: RunnerOutcome | undefined;
      let drained = false;
      let progress: JobProgress = { turns: 0, toolCalls: 0, tokens: { input: 0, output: 0 }, cost: 0 };
      const holders = new Set<string>();
      const send = (message: ParentMessage): void => {
        if (child.connected) child.send(message);
      };
      const lines = (stream: NodeJS.ReadableStream | null, level: WorkerLogRecord["level"]) => {
        let buffered = "";
        stream?.setEncoding("utf8");
        stream?.on("data", (chunk: string) => {
          buffered += chunk;
          const parts = buffered.split("\n");
          buffered = parts.pop() ?? "";
          for (const text of parts) if (text.trim() !== "") log(level, "job runner output", { jobId: id, text });
        });
      };
      lines(child.stdout, "info");
      lines(child.stderr, "warn");
      running.set(id, {
        child,
        cancel: () => send({ type: "abort", reason: "cancelled" }),
        drain: () => {
          drained = true;
          child.kill("SIGKILL");
        },
      });
      child.on("message", (message: ChildMessage) => {
        switch (message.type) {
          case "progress":
            progress = message.progress;
            void job.updateProgress({ ...progress, worker: name }).catch(() => undefined);
            break;
          case "event":
            void appendEvent(job, message.event);
            break;
          case "acquire": {
            const holder = `${name}:${id}:${attempt}:${message.requestId}`;
            holders.add(holder);
            slots.acquire(message.provider, holder).then(
              () => send({ type: "slot", requestId: message.requestId }),
              (error: unknown) => log("error", "request slot failed", { jobId: id, error: String(error) }),
            );
            break;
          }
          case "release": {
            const holder = `${name}:${id}:${attempt}:${message.requestId}`;
            holders.delete(holder);
            void slots.release(holder);
            break;
          }
          case "done":
            outcome = message.outcome;
            break;
          default: {
            const unreachable: never = message;
            log("warn", "unknown runner message", { jobId: id, message: unreachable });
          }
        }
      });
      const start = (): void =>
        send({
          type: "start",
          job: spec,
          sessionsDir: options.sessionsDir,
          workRoot: options.workRoot,
          gateRequests: Object.keys(options.providerLimits ?? {}).length > 0,
        });
      if (spawned.has(child)) start();
      else child.once("spawn", start);
      child.once("close", (code, signal) => {
        running.delete(id);
        for (const holder of holders) void slots.release(holder);
        resolveRun({
          outcome: outcome ?? {
            kind: "failed",
            retryable: true,
            reason: `the job runner ended without a result (${signal ? `signal ${signal}` : `exit code ${code}`})`,
            exitCode: 1,
            finalText: "",
            usage: { input: 0, output: 0, cost: 0 },
            sessionFile: progress.sessionFile ?? null,
          },
          progress,
          drained,
        });
      });
    });

  const workerConnection = openRedis(options.redis);
  const worker = new Worker(queue, processJob, {
    connection: workerConnection,
    concurrency: options.concurrency ?? 1,
    lockDuration: options.lockDurationMs ?? 30_000,
    stalledInterval: options.stalledIntervalMs ?? 30_000,
    // Stalls count as attempts in the fleet's own counter; BullMQ must not fail the job first.
    maxStalledCount: attempts + 1,
    ...(options.rateLimit ? { limiter: { max: options.rateLimit.max, duration: options.rateLimit.durationMs } } : {}),
    autorun: false,
  });
  worker.on("error", (error) => log("error", "worker error", { error: error.message }));
  worker.on("stalled", (jobId) => log("warn", "a stalled job went back to the queue", { jobId }));

  const ready = (async () => {
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
      attempts,
      sessionsDir: options.sessionsDir,
    });
  })();

  // The caller decides what a failed start means; it is never an unhandled rejection.
  ready.catch((error: unknown) => log("error", "worker could not start", { error: String(error) }));

  const close = (): Promise<void> => {
    closing ??= (async () => {
      log("info", "worker stopping: no new jobs", { running: running.size, drainTimeoutMs });
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
      for (const spare of spares.splice(0)) spare.kill("SIGTERM");
      await slots.close();
      await Promise.allSettled([subscriber.quit(), redis.quit(), workerConnection.quit()]);
      log("info", "worker stopped");
    })();
    return closing;
  };

  return { name, ready, close };
}

function cancelledResult(reason: string): Omit<StoredResult, "attempts" | "finishedAt" | "worker"> {
  return {
    state: "cancelled",
    ok: false,
    exitCode: 1,
    finalText: "",
    reason,
    usage: { input: 0, output: 0, cost: 0 },
    sessionFile: null,
    turns: 0,
    toolCalls: 0,
  };
}

function failedResult(reason: string): Omit<StoredResult, "attempts" | "finishedAt" | "worker"> {
  return { ...cancelledResult(reason), state: "failed" };
}
