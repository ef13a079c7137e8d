import type { SessionFile } from "../session/session-file.js";
import type { CheckpointEntry } from "../session/session-schema.js";
import type { CheckpointStore, FileChange } from "./checkpoint-store.js";

/** A moment the files were recorded at, in the order things happened. */
interface Moment {
  trigger: CheckpointEntry["trigger"] | "now";
  snapshot: string;
}

/**
 * The files changed outside Keel that a rewind to the checkpoint at
 * `fromIndex` (an index into the session's entries) would undo: between a
 * moment Keel left the files (a run's end, a rewind) and the next moment
 * they were recorded (the next turn, a rewind, or `now`), nothing of this
 * session was changing them, so any difference there came from elsewhere —
 * an editor, another program, another session. Differences while a run
 * went on are the agent's own.
 */
export async function outsideChanges(
  store: CheckpointStore,
  file: SessionFile,
  fromIndex: number,
  now: string,
): Promise<FileChange[]> {
  const moments: Moment[] = [];
  const entries = file.entries;
  for (let i = Math.max(0, fromIndex); i < entries.length; i++) {
    const entry = entries[i];
    if (entry?.type === "checkpoint" && entry.snapshot !== undefined) {
      moments.push({ trigger: entry.trigger, snapshot: entry.snapshot });
    }
  }
  moments.push({ trigger: "now", snapshot: now });
  const found = new Map<string, FileChange>();
  for (let i = 0; i + 1 < moments.length; i++) {
    const from = moments[i] as Moment;
    const to = moments[i + 1] as Moment;
    if (from.trigger !== "turn_end" && from.trigger !== "rewind") continue;
    if (from.snapshot === to.snapshot) continue;
    // A snapshot pruned since cannot be compared: that stretch is not checked.
    const changes = await store.changes(from.snapshot, to.snapshot).catch(() => []);
    for (const change of changes) found.set(change.path, change);
  }
  return [...found.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
