import type { SessionFile } from "../session/session-file.js";
import type { FileChange } from "./checkpoint-store.js";
import type { SessionCheckpoints } from "./session-checkpoints.js";

/** What a session changed in its project's files since its first checkpoint. */
export interface CheckpointDiff {
  /** The shadow store holding both snapshots (its `GIT_DIR`). */
  store: string;
  /** The snapshot of the session's first checkpoint. */
  from: string;
  /** The snapshot of its latest checkpoint. */
  to: string;
  /** The files that differ, in git's order. */
  files: FileChange[];
  /** A unified diff of them (`git diff --binary`: binary files too, as `git apply` takes them). */
  diff: string;
}

/**
 * The change from a session's first checkpoint to its latest one, over
 * every branch of the session file (a resumed session's earlier attempts
 * included): what the session's runs did to the project's files. Call it
 * after `checkpoints.flush()`. `undefined` when checkpoints are off or the
 * session recorded none (or its first snapshot was pruned).
 */
export async function diffSinceFirstCheckpoint(
  checkpoints: SessionCheckpoints,
  file: SessionFile,
): Promise<CheckpointDiff | undefined> {
  const snapshots = file.entries.flatMap((entry) =>
    entry.type === "checkpoint" && entry.snapshot !== undefined ? [entry.snapshot] : [],
  );
  const from = snapshots[0];
  const to = snapshots.at(-1);
  if (from === undefined || to === undefined) return undefined;
  const store = await checkpoints.store();
  if (store === undefined || !(await store.has(from)) || !(await store.has(to))) return undefined;
  return { store: store.dir, from, to, files: await store.changes(from, to), diff: await store.diff(from, to) };
}
