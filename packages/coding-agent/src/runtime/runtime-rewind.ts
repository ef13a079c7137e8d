import type { NavigateOutcome } from "../checkpoints/navigate-tree.js";
import { navigateTree } from "../checkpoints/navigate-tree.js";
import type { RewindOptions, RewindOutcome, RewindScope } from "../checkpoints/rewind-session.js";
import { rewindSession } from "../checkpoints/rewind-session.js";
import type { Created } from "./run-coordinator.js";
import type { RuntimeResult } from "./runtime-result.js";

/**
 * Rewinds the live session (see `rewindSession`), with the extensions'
 * `session_before_rewind` (may cancel) and `session_rewind` events.
 */
export async function rewindRuntimeSession(
  created: Created,
  entryId: string,
  scope: RewindScope,
  options: RewindOptions,
): Promise<RuntimeResult<RewindOutcome>> {
  const extensions = created.extensions;
  // A run's end checkpoint may still be being recorded: the outside-change check needs it.
  await created.checkpoints.flush();
  const result = await rewindSession(
    {
      file: created.store,
      checkpoints: created.checkpoints,
      replaceContext: (messages) => created.controls.replaceContext(messages),
      ...(extensions
        ? {
            beforeRewind: (event) => extensions.emitSessionBeforeRewind({ type: "session_before_rewind", ...event }),
            afterRewind: ({ outcome, oldLeafId }) =>
              extensions.emit({
                type: "session_rewind",
                targetId: outcome.entryId,
                scope: outcome.scope,
                oldLeafId,
                newLeafId: outcome.leafId,
                undoEntryId: outcome.undoEntryId,
                changedFiles: outcome.changes.map((change) => change.path),
              }),
          }
        : {}),
    },
    entryId,
    scope,
    options,
  );
  return result.ok ? result : { ok: false, error: result.error };
}

/** Moves the live session's leaf in place (see `navigateTree`). */
export async function navigateRuntimeTree(
  created: Created,
  entryId: string,
  options: { summarize?: boolean },
): Promise<RuntimeResult<NavigateOutcome>> {
  await created.checkpoints.flush();
  const summarize = created.checkpoints.summarizeBranch;
  return navigateTree(
    {
      file: created.store,
      replaceContext: (messages) => created.controls.replaceContext(messages),
      ...(summarize ? { summarize } : {}),
    },
    entryId,
    options,
  );
}
