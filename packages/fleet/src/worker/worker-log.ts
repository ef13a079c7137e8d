/** One structured log record of a worker (written as one JSON line). */
export interface WorkerLogRecord {
  time: string;
  level: "info" | "warn" | "error";
  worker: string;
  msg: string;
  jobId?: string;
  [key: string]: unknown;
}

/** Where a worker's log records go. */
export type WorkerLog = (record: WorkerLogRecord) => void;

/** A log that writes each record as one JSON line to `sink` (default: stderr). */
export function jsonLineLog(sink: { write(text: string): unknown } = process.stderr): WorkerLog {
  return (record) => {
    sink.write(`${JSON.stringify(record)}\n`);
  };
}
