/** The Redis keys the fleet keeps next to BullMQ's own, for one queue. */
export interface FleetKeys {
  /** Hash: job id → the job's one result (JSON), written once. */
  results: string;
  /** Hash: job id → the diff of its work dir. */
  diffs: string;
  /** Hash: job id → its change since its first checkpoint (JSON, see `StoredCheckpointDiffSchema`). */
  checkpointDiffs: string;
  /** Hash: job id → the job as submitted (JSON), so `retry` can queue a removed job again. */
  specs: string;
  /** Hash: job id → the reason its last attempt failed. */
  reasons: string;
  /** Hash: job id → how many attempts started. */
  starts: string;
  /** Set: ids asked to be cancelled. */
  cancelled: string;
  /** Pub/sub channel: ids to cancel now. */
  cancelChannel: string;
  /** Stream of one job's agent events. */
  events(jobId: string): string;
  /** Sorted set: the held request slots of a provider (member: holder, score: lease end). */
  slots(provider: string): string;
}

/** The default queue name. */
export const DEFAULT_QUEUE = "keel";

/** Key names for `queue` (all under `keel-fleet:<queue>:`). */
export function fleetKeys(queue: string): FleetKeys {
  const base = `keel-fleet:${queue}:`;
  return {
    results: `${base}results`,
    diffs: `${base}diffs`,
    checkpointDiffs: `${base}checkpoint-diffs`,
    specs: `${base}specs`,
    starts: `${base}starts`,
    reasons: `${base}reasons`,
    cancelled: `${base}cancelled`,
    cancelChannel: `${base}cancel`,
    events: (jobId) => `${base}events:${jobId}`,
    slots: (provider) => `${base}slots:${provider}`,
  };
}
