import { type Job, Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { FleetJob } from "./job/job-spec.js";
import { type JobLineError, type ParseJobsOptions, parseJobsFile } from "./job/parse-jobs.js";
import { openRedis, pingWithin, type RedisTarget } from "./redis/connection.js";
import { DEFAULT_QUEUE, type FleetKeys, fleetKeys } from "./redis/fleet-keys.js";
import { probeRedis } from "./redis/probe.js";
import {
  emptyUsage,
  FLEET_JOB_STATES,
  type FleetJobState,
  type FleetResultLine,
  type JobProgress,
  type StoredResult,
} from "./report/job-result.js";
import { readResults, recordResult } from "./report/result-store.js";
import {
  parseStored,
  type StoredCheckpointDiff,
  StoredCheckpointDiffSchema,
  type StoredRecord,
  type StoredSpec,
  StoredSpecSchema,
} from "./report/stored-records.js";

/** Options of {@link FleetClient.open}. */
export interface FleetClientOptions {
  redis: RedisTarget;
  /** Default `keel`. */
  queue?: string;
}

/** Everything known about one job: its state, progress and result. */
export interface FleetJobReport {
  id: string;
  state: FleetJobState;
  /** The job as submitted; absent when its stored submission is unreadable (`failedReason` says why). */
  spec?: FleetJob;
  submittedAt: string;
  progress?: JobProgress;
  result?: StoredResult;
  /** Why a job failed that has no stored result (BullMQ's own reason). */
  failedReason?: string;
}

/** Jobs per state. */
export type FleetCounts = Record<FleetJobState, number>;

/** What `submit` did: the queued ids, or every problem (then nothing was queued). */
export type SubmitResult = { ok: true; ids: string[] } | { ok: false; errors: JobLineError[] };

/** What `cancel` did to one job. */
export interface CancelReport {
  id: string;
  outcome: "removed" | "cancelled" | "cancelling" | "finished" | "unknown";
  state?: FleetJobState;
}

/** What `retry` did. */
export type RetryReport = { ok: true; id: string } | { ok: false; id: string; message: string };

const JOB_NAME = "keel-job";
const QUEUE_STATES = [
  "waiting",
  "active",
  "delayed",
  "prioritized",
  "waiting-children",
  "completed",
  "failed",
] as const;

/**
 * The submitting and reporting side of a fleet: submit a jobs file, read
 * counts, progress and results, cancel and retry. Workers are separate
 * ({@link startFleetWorker}); both only need the same Redis and queue name.
 *
 * @example
 * const fleet = FleetClient.open({ redis: { url: "redis://127.0.0.1:6379" } });
 * const submitted = await fleet.submitFile(readFileSync("jobs.jsonl", "utf8"));
 * console.log(await fleet.counts());
 * await fleet.close();
 */
export class FleetClient {
  readonly queueName: string;
  private queueInstance: Queue | undefined;
  private readonly redis: Redis;
  private readonly queueConnection: Redis;
  private readonly keys: FleetKeys;
  private readonly target: RedisTarget;

  private constructor(options: FleetClientOptions) {
    this.queueName = options.queue ?? DEFAULT_QUEUE;
    this.target = options.redis;
    this.redis = openRedis(options.redis);
    this.queueConnection = openRedis(options.redis);
    this.keys = fleetKeys(this.queueName);
  }

  /** The BullMQ queue, made on first use (a client that only pings never makes one). */
  private get queue(): Queue {
    this.queueInstance ??= new Queue(this.queueName, { connection: this.queueConnection });
    return this.queueInstance;
  }

  /** Connects to the fleet's Redis (lazily: the first call connects). */
  static open(options: FleetClientOptions): FleetClient {
    return new FleetClient(options);
  }

  /**
   * Checks that Redis answers within `timeoutMs`; rejects with the reason
   * otherwise — at once when the connection is refused or the host does not
   * resolve (one attempt, see {@link probeRedis}).
   */
  async ping(timeoutMs = 5000): Promise<void> {
    const probe = await probeRedis(this.target, timeoutMs);
    if (!probe.ok) throw new Error(probe.reason);
    await pingWithin(this.redis, timeoutMs);
  }

  /**
   * Validates a whole JSONL jobs file and queues all of it, or none of it:
   * bad lines and ids already known to the queue come back as line errors.
   */
  async submitFile(text: string, options: ParseJobsOptions = {}): Promise<SubmitResult> {
    const parsed = parseJobsFile(text, options);
    if (!parsed.ok) return parsed;
    return this.submit(parsed.jobs, parsed.lines);
  }

  /** Queues validated jobs (all or none); `lines` numbers them in error messages (default 1, 2, …). */
  async submit(jobs: readonly FleetJob[], lines: readonly number[] = jobs.map((_, i) => i + 1)): Promise<SubmitResult> {
    const errors: JobLineError[] = [];
    const known = jobs.length === 0 ? [] : await this.redis.hmget(this.keys.specs, ...jobs.map((job) => job.id));
    jobs.forEach((job, index) => {
      if (known[index] !== null)
        errors.push({
          line: lines[index] ?? index + 1,
          path: "/id",
          message: `"${job.id}" is already a job of queue "${this.queueName}"; give this job another id`,
        });
    });
    if (errors.length > 0) return { ok: false, errors };
    if (jobs.length === 0) return { ok: true, ids: [] };
    const submittedAt = new Date().toISOString();
    const specs: Record<string, string> = {};
    jobs.forEach((job, index) => {
      specs[job.id] = JSON.stringify({ spec: job, submittedAt, index } satisfies StoredSpec);
    });
    await this.redis.hset(this.keys.specs, specs);
    await this.queue.addBulk(jobs.map((job) => ({ name: JOB_NAME, data: job, opts: { jobId: job.id } })));
    return { ok: true, ids: jobs.map((job) => job.id) };
  }

  /** Every job ever submitted to the queue, oldest first, with state, progress and result. */
  async list(): Promise<FleetJobReport[]> {
    const [specs, results, queued] = await Promise.all([
      this.redis.hgetall(this.keys.specs),
      readResults(this.redis, this.keys),
      this.queue.getJobs([...QUEUE_STATES], 0, -1),
    ]);
    const byId = new Map<string, Job>();
    for (const job of queued) if (job?.id) byId.set(job.id, job);
    const states = new Map<string, string>();
    await Promise.all([...byId.values()].map(async (job) => states.set(job.id as string, await job.getState())));
    const reports: (FleetJobReport & { index: number })[] = [];
    for (const [id, text] of Object.entries(specs)) {
      const parsed = parseStored<StoredSpec>(StoredSpecSchema, text);
      const result = results.get(id);
      const job = byId.get(id);
      if (!parsed.ok) {
        const failedReason = `its submission stored in Redis is unreadable (${parsed.problem}); submit the job again`;
        reports.push({
          id,
          index: 0,
          submittedAt: "",
          state: result?.state ?? "failed",
          failedReason,
          ...(result !== undefined ? { result } : {}),
        });
        continue;
      }
      const stored = parsed.value;
      const report: FleetJobReport & { index: number } = {
        id,
        index: stored.index,
        spec: stored.spec,
        submittedAt: stored.submittedAt,
        state: result?.state ?? queueState(states.get(id)),
      };
      if (result) report.result = result;
      const progress = job?.progress;
      if (progress !== undefined && typeof progress === "object" && progress !== null)
        report.progress = progress as JobProgress;
      if (!result && report.state === "failed")
        report.failedReason = job?.failedReason ?? "the job left the queue without a result";
      reports.push(report);
    }
    reports.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.index - b.index);
    return reports.map(({ index: _index, ...report }) => report);
  }

  /** Jobs per state. */
  async counts(): Promise<FleetCounts> {
    return countStates(await this.list());
  }

  /** One result line per job, unfinished ones too (the shape of `keel fleet results --format jsonl`). */
  async results(): Promise<FleetResultLine[]> {
    return (await this.list()).map(resultLine);
  }

  /** The diff of a finished `repo` job's work dir, if it changed anything. */
  async diff(id: string): Promise<string | undefined> {
    return (await this.redis.hget(this.keys.diffs, id)) ?? undefined;
  }

  /**
   * What a finished job changed since its first checkpoint (recorded in the
   * job folder by its last attempt): `undefined` when it recorded none, a
   * problem when what Redis holds does not read back.
   */
  async checkpointDiff(id: string): Promise<StoredRecord<StoredCheckpointDiff> | undefined> {
    const text = await this.redis.hget(this.keys.checkpointDiffs, id);
    return text === null ? undefined : parseStored<StoredCheckpointDiff>(StoredCheckpointDiffSchema, text);
  }

  /** The latest `count` agent events of a job's stream, oldest first. */
  async events(id: string, count = 100): Promise<{ id: string; event: object }[]> {
    const entries = await this.redis.xrevrange(this.keys.events(id), "+", "-", "COUNT", count);
    return entries
      .reverse()
      .map(([entryId, fields]) => ({ id: entryId, event: JSON.parse(fields[1] ?? "{}") as object }));
  }

  /**
   * Cancels jobs: a queued job is removed (and reported cancelled), a
   * running one is asked to stop — its worker aborts the session (what
   * happened stays in its session file) and records it cancelled. With
   * `waitMs`, waits that long for running jobs to be recorded.
   */
  async cancel(target: string | { all: true }, waitMs = 0): Promise<CancelReport[]> {
    const reports = await this.list();
    const chosen =
      typeof target === "string"
        ? reports.filter((report) => report.id === target)
        : reports.filter((report) => report.state === "waiting" || report.state === "active");
    if (typeof target === "string" && chosen.length === 0) return [{ id: target, outcome: "unknown" }];
    const out: CancelReport[] = [];
    for (const report of chosen) {
      if (report.state !== "waiting" && report.state !== "active") {
        out.push({ id: report.id, outcome: "finished", state: report.state });
        continue;
      }
      await this.redis.sadd(this.keys.cancelled, report.id);
      const job = await this.queue.getJob(report.id);
      let removed = false;
      if (job !== undefined && report.state === "waiting") {
        try {
          await job.remove();
          removed = true;
        } catch {
          // It was just taken by a worker: cancel it as a running job.
        }
      }
      if (removed) {
        await recordResult(this.redis, this.keys, report.id, {
          state: "cancelled",
          ok: false,
          exitCode: 1,
          finalText: "",
          reason: "cancelled before it started",
          usage: emptyUsage(),
          sessionFile: null,
          attempts: 0,
          turns: 0,
          toolCalls: 0,
          finishedAt: new Date().toISOString(),
        });
        out.push({ id: report.id, outcome: "removed", state: "cancelled" });
      } else {
        await this.redis.publish(this.keys.cancelChannel, report.id);
        out.push({ id: report.id, outcome: "cancelling", state: "active" });
      }
    }
    const deadline = Date.now() + waitMs;
    while (out.some((report) => report.outcome === "cancelling") && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 100));
      const results = await readResults(this.redis, this.keys);
      for (const report of out) {
        const result = results.get(report.id);
        if (report.outcome === "cancelling" && result) {
          report.outcome = result.state === "cancelled" ? "cancelled" : "finished";
          report.state = result.state;
        }
      }
    }
    return out;
  }

  /**
   * Queues a failed or cancelled job again; it resumes from its session
   * file. A completed job is never run again (it has its one result).
   */
  async retry(id: string): Promise<RetryReport> {
    const report = (await this.list()).find((entry) => entry.id === id);
    if (report === undefined) return { ok: false, id, message: `no job "${id}" in queue "${this.queueName}"` };
    if (report.state === "completed")
      return { ok: false, id, message: `job "${id}" completed; it keeps its one result and is not run again` };
    if (report.state === "waiting" || report.state === "active")
      return { ok: false, id, message: `job "${id}" is ${report.state}; only failed or cancelled jobs can be retried` };
    if (report.spec === undefined)
      return {
        ok: false,
        id,
        message: `job "${id}" cannot be retried: ${report.failedReason ?? "its submission is gone"}`,
      };
    const spec = report.spec;
    await this.redis
      .multi()
      .hdel(this.keys.results, id)
      .hdel(this.keys.diffs, id)
      .hdel(this.keys.checkpointDiffs, id)
      .hdel(this.keys.starts, id)
      .hdel(this.keys.reasons, id)
      .srem(this.keys.cancelled, id)
      .exec();
    const job = await this.queue.getJob(id);
    if (job !== undefined && (await job.getState()) === "failed") await job.retry("failed");
    else {
      if (job !== undefined) await job.remove();
      await this.queue.add(JOB_NAME, spec, { jobId: id });
    }
    return { ok: true, id };
  }

  /** Closes the connections (at once when Redis cannot be reached). */
  async close(): Promise<void> {
    if (this.redis.status === "ready") {
      await this.queueInstance?.close();
      // BullMQ leaves a connection it was given open.
      await Promise.allSettled([this.queueConnection.quit(), this.redis.quit()]);
    }
    this.queueConnection.disconnect();
    this.redis.disconnect();
  }
}

function queueState(state: string | undefined): FleetJobState {
  switch (state) {
    case "active":
      return "active";
    case "completed":
      return "completed";
    case "failed":
    case undefined:
    case "unknown":
      return "failed";
    default:
      return "waiting";
  }
}

/** Jobs per state, every state present. */
export function countStates(reports: readonly FleetJobReport[]): FleetCounts {
  const counts = Object.fromEntries(FLEET_JOB_STATES.map((state) => [state, 0])) as FleetCounts;
  for (const report of reports) counts[report.state]++;
  return counts;
}

/** The result line of a job (see {@link FleetResultLine}). */
export function resultLine(report: FleetJobReport): FleetResultLine {
  const result = report.result;
  if (result) {
    return {
      id: report.id,
      state: result.state,
      ok: result.ok,
      exitCode: result.exitCode,
      finalText: result.finalText,
      ...(result.reason !== undefined ? { reason: result.reason } : {}),
      usage: result.usage,
      sessionFile: result.sessionFile,
    };
  }
  const progress = report.progress;
  return {
    id: report.id,
    state: report.state,
    ok: false,
    exitCode: report.state === "failed" ? 1 : null,
    finalText: "",
    ...(report.failedReason !== undefined ? { reason: report.failedReason } : {}),
    usage: progress
      ? { input: progress.tokens.input, output: progress.tokens.output, cost: progress.cost }
      : emptyUsage(),
    sessionFile: progress?.sessionFile ?? null,
  };
}
