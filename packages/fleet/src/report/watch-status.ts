import type { FleetClient, FleetCounts, FleetJobReport } from "../fleet-client.js";
import { countStates } from "../fleet-client.js";

/** Options of {@link watchStatus}. */
export interface WatchStatusOptions {
  /** How often to read the queue. Default 1000 ms. */
  intervalMs?: number;
  /** Stops watching. */
  signal?: AbortSignal;
  /** Called with every reading whose content changed. */
  onChange(reports: FleetJobReport[], counts: FleetCounts): void;
}

/**
 * Follows a queue until no job is waiting or running (or `signal` aborts),
 * calling `onChange` whenever the jobs' states or progress changed.
 * Resolves with the last counts.
 */
export async function watchStatus(client: FleetClient, options: WatchStatusOptions): Promise<FleetCounts> {
  const intervalMs = options.intervalMs ?? 1000;
  let last = "";
  for (;;) {
    const reports = await client.list();
    const counts = countStates(reports);
    const key = JSON.stringify(reports.map((report) => [report.id, report.state, report.progress]));
    if (key !== last) {
      last = key;
      options.onChange(reports, counts);
    }
    if ((counts.waiting === 0 && counts.active === 0) || options.signal?.aborted) return counts;
    await new Promise<void>((done) => {
      const timer = setTimeout(done, intervalMs);
      options.signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        done();
      });
    });
  }
}
