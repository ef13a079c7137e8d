// Public surface of @keel/fleet: many headless Keel sessions as jobs on BullMQ and Redis.

export type {
  CancelReport,
  FleetClientOptions,
  FleetCounts,
  FleetJobReport,
  RetryReport,
  SubmitResult,
} from "./fleet-client.js";
export { countStates, FleetClient, resultLine } from "./fleet-client.js";
export type { FleetJob, JobSpec } from "./job/job-spec.js";
export { JobSpecSchema } from "./job/job-spec.js";
export type { JobLineError, ParseJobsOptions, ParseJobsResult } from "./job/parse-jobs.js";
export { formatJobLineError, generateJobId, isLocalPath, jobIdProblem, parseJobsFile } from "./job/parse-jobs.js";
export type { RedisTarget } from "./redis/connection.js";
export { DEFAULT_REDIS_URL, describeRedis, redisTargetFromEnv } from "./redis/connection.js";
export { DEFAULT_QUEUE } from "./redis/fleet-keys.js";
export type { RedisProbe } from "./redis/probe.js";
export { probeRedis, unreachableRedisMessage } from "./redis/probe.js";
export { formatJobResult } from "./report/format-job-result.js";
export { diffStat, formatCounts, formatResultsTable, formatStatus, progressBar } from "./report/format-report.js";
export type { FleetJobState, FleetResultLine, FleetUsage, JobProgress, StoredResult } from "./report/job-result.js";
export { FLEET_JOB_STATES } from "./report/job-result.js";
export type { StoredCheckpointDiff, StoredRecord } from "./report/stored-records.js";
export type { WatchStatusOptions } from "./report/watch-status.js";
export { watchStatus } from "./report/watch-status.js";
export { runJobRunnerProcess } from "./runner/runner-process.js";
export type { FleetWorker, FleetWorkerOptions, RunnerCommand } from "./worker/fleet-worker.js";
export { defaultRunnerCommand, startFleetWorker } from "./worker/fleet-worker.js";
export type { WorkerLog, WorkerLogRecord } from "./worker/worker-log.js";
export { jsonLineLog } from "./worker/worker-log.js";
