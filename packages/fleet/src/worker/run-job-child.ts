import type { ChildProcess } from "node:child_process";
import type { Job } from "bullmq";
import type { FleetJob } from "../job/job-spec.js";
import type { JobProgress } from "../report/job-result.js";
import type { ChildMessage, ParentMessage, RunnerOutcome, RunnerStart } from "../runner/runner-protocol.js";
import type { ProviderSlots } from "./provider-slots.js";
import type { WorkerLogRecord } from "./worker-log.js";

/** A job running in its child, as the worker holds it while it runs. */
export interface RunningJob {
  child: ChildProcess;
  /** Asks the runner to abort the session (the job is recorded cancelled). */
  cancel(): void;
  /** Kills the runner at once; the attempt is handed back to the queue. */
  drain(): void;
}

/** How one attempt in a child ended. */
export interface ChildRun {
  outcome: RunnerOutcome;
  progress: JobProgress;
  /** Whether the worker drained it (closing past its timeout): not a real outcome. */
  drained: boolean;
}

/** What {@link runJobInChild} needs from its worker. */
export interface ChildRunDeps {
  workerName: string;
  slots: ProviderSlots;
  /** What the runner is told besides the job (folders, request gating). */
  start: Omit<RunnerStart, "type" | "job">;
  /** Calls `start` once the child has spawned. */
  whenSpawned(child: ChildProcess, start: () => void): void;
  log(level: WorkerLogRecord["level"], msg: string, extra?: Record<string, unknown>): void;
  appendEvent(job: Job, event: object): Promise<void>;
  /** Registered while the attempt runs (for cancel and drain), removed when the child closes. */
  running: Map<string, RunningJob>;
}

/**
 * Runs one attempt of a job in `child`: sends it the job, relays its
 * progress to the BullMQ job and its events to the job's stream, grants and
 * frees its provider request slots, and resolves when the child closes —
 * with its outcome, or a retryable failure when it ended without one.
 */
export function runJobInChild(
  child: ChildProcess,
  job: Job,
  spec: FleetJob,
  attempt: number,
  deps: ChildRunDeps,
): Promise<ChildRun> {
  return new Promise((resolveRun) => {
    const id = job.id as string;
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
        for (const text of parts) if (text.trim() !== "") deps.log(level, "job runner output", { jobId: id, text });
      });
    };
    lines(child.stdout, "info");
    lines(child.stderr, "warn");
    deps.running.set(id, {
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
          void job.updateProgress({ ...progress, worker: deps.workerName }).catch(() => undefined);
          break;
        case "event":
          void deps.appendEvent(job, message.event);
          break;
        case "acquire": {
          const holder = `${deps.workerName}:${id}:${attempt}:${message.requestId}`;
          holders.add(holder);
          deps.slots.acquire(message.provider, holder).then(
            () => send({ type: "slot", requestId: message.requestId }),
            (error: unknown) => deps.log("error", "request slot failed", { jobId: id, error: String(error) }),
          );
          break;
        }
        case "release": {
          const holder = `${deps.workerName}:${id}:${attempt}:${message.requestId}`;
          holders.delete(holder);
          void deps.slots.release(holder);
          break;
        }
        case "done":
          outcome = message.outcome;
          break;
        default: {
          const unreachable: never = message;
          deps.log("warn", "unknown runner message", { jobId: id, message: unreachable });
        }
      }
    });
    deps.whenSpawned(child, () => send({ type: "start", job: spec, ...deps.start }));
    child.once("close", (code, signal) => {
      deps.running.delete(id);
      for (const holder of holders) void deps.slots.release(holder);
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
}
