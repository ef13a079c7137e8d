import type { Static } from "typebox";
import type { StoredResultSchema } from "./stored-records.js";

/** The states a job is reported in. */
export type FleetJobState = "waiting" | "active" | "completed" | "failed" | "cancelled";

/** Every state, in report order. */
export const FLEET_JOB_STATES: readonly FleetJobState[] = ["waiting", "active", "completed", "failed", "cancelled"];

/** Tokens and cost (US dollars) of a job, over all its attempts. */
export interface FleetUsage {
  input: number;
  output: number;
  cost: number;
}

/** How far a running job is, as its worker reports it (also kept once the job ends). */
export interface JobProgress {
  /** Model turns so far (one request and the tools it asked for). */
  turns: number;
  toolCalls: number;
  tokens: { input: number; output: number };
  cost: number;
  sessionFile?: string;
  workDir?: string;
  /**
   * The OS sandbox the job's commands run in: its mode (`workspace-write`,
   * `read-only`), `off`, or `unavailable` (the permission rules alone).
   */
  sandbox?: string;
  /** The worker running it. */
  worker?: string;
}

/**
 * The one line `keel fleet results --format jsonl` prints per job,
 * unfinished ones too. `exitCode` is `null` until the job ends.
 */
export interface FleetResultLine {
  id: string;
  state: FleetJobState;
  ok: boolean;
  exitCode: number | null;
  finalText: string;
  reason?: string;
  usage: FleetUsage;
  sessionFile: string | null;
}

/** A finished job's result as stored in Redis (written once per job id; see `StoredResultSchema`). */
export type StoredResult = Static<typeof StoredResultSchema>;

/** A zeroed usage. */
export function emptyUsage(): FleetUsage {
  return { input: 0, output: 0, cost: 0 };
}
