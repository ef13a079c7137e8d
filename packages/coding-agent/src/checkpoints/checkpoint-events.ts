import type { CheckpointCreatedEvent } from "../agent-session/session-events.js";
import type { CheckpointEntry } from "../session/session-schema.js";

/** The `checkpoint_created` event of a checkpoint entry that has a snapshot. */
export function checkpointCreatedEvent(entry: CheckpointEntry & { snapshot: string }): CheckpointCreatedEvent {
  return {
    type: "checkpoint_created",
    entryId: entry.id,
    trigger: entry.trigger,
    ...(entry.turnEntryId === undefined ? {} : { turnEntryId: entry.turnEntryId }),
    snapshot: entry.snapshot,
    skipped: entry.skipped ?? [],
  };
}
