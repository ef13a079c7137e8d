import type { FleetJob } from "../job/job-spec.js";
import type { FleetUsage, JobProgress } from "../report/job-result.js";
import type { StoredCheckpointDiff } from "../report/stored-records.js";

/** What the worker asks a job runner child to do (sent once, first). */
export interface RunnerStart {
  type: "start";
  job: FleetJob;
  /** The shared folder of session files; the job's are in `<sessionsDir>/<id>/`. */
  sessionsDir: string;
  /** Where `repo` jobs get their work dir (`<workRoot>/<id>`). */
  workRoot: string;
  /** Whether to gate model requests through the worker's provider slots. */
  gateRequests: boolean;
}

/** Worker → runner messages. */
export type ParentMessage = RunnerStart | { type: "abort"; reason: "cancelled" } | { type: "slot"; requestId: number };

/** How a run ended, as the runner reports it; `checkpoints`: what the job changed since its first checkpoint. */
export type RunnerOutcome = (
  | {
      kind: "completed";
      exitCode: number;
      finalText: string;
      usage: FleetUsage;
      sessionFile: string | null;
      diff?: string;
      warning?: string;
    }
  | {
      kind: "failed";
      /** Whether another attempt may succeed (a model error may; a bad model name will not). */
      retryable: boolean;
      reason: string;
      exitCode: number;
      finalText: string;
      usage: FleetUsage;
      sessionFile: string | null;
    }
  | { kind: "rate_limited"; retryAfterMs?: number; reason: string; usage: FleetUsage; sessionFile: string | null }
  | { kind: "cancelled"; reason: string; finalText: string; usage: FleetUsage; sessionFile: string | null }
) & { checkpoints?: StoredCheckpointDiff };

/** Runner → worker messages. */
export type ChildMessage =
  | { type: "progress"; progress: JobProgress }
  | { type: "event"; event: object }
  | { type: "acquire"; requestId: number; provider: string }
  | { type: "release"; requestId: number }
  | { type: "done"; outcome: RunnerOutcome };
