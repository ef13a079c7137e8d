import type { AgentMessage } from "@keel/agent-core";
import type { SessionFile } from "../session/session-file.js";
import type { CheckpointEntry, SessionEntry } from "../session/session-schema.js";
import type { FileChange } from "./checkpoint-store.js";
import { outsideChanges } from "./outside-changes.js";
import type { SessionCheckpoints } from "./session-checkpoints.js";

/** What a rewind puts back: the files, the conversation, or both. */
export type RewindScope = "code" | "conversation" | "both";

/** The rewind scopes, for validation and help. */
export const REWIND_SCOPES: readonly RewindScope[] = ["code", "conversation", "both"];

/** Options of {@link rewindSession}. */
export interface RewindOptions {
  /** Rewind the files even when some were changed outside Keel since the checkpoints. */
  force?: boolean;
}

/** What a rewind did. */
export interface RewindOutcome {
  scope: RewindScope;
  /** The entry rewound to. */
  entryId: string;
  /** Where the conversation continues now (`null`: before the first entry). */
  leafId: string | null;
  /** The `before_rewind` checkpoint entry: rewinding to it (scope `both`) undoes this rewind. */
  undoEntryId: string;
  /** The snapshot the files were put back to (scopes `code` and `both`). */
  restoredSnapshot?: string;
  /** The files the rewind changed (scopes `code` and `both`), as changes from before the rewind. */
  changes: FileChange[];
  /** The text of the user message rewound to, to edit and send again. */
  text?: string;
}

/** A rewind that did not happen, and why; `outsideChanges` lists files changed outside Keel. */
export interface RewindRefusal {
  ok: false;
  error: string;
  outsideChanges?: FileChange[];
}

/** What {@link rewindSession} acts on. */
export interface RewindTarget {
  file: SessionFile;
  checkpoints: SessionCheckpoints;
  /** Puts the rebuilt transcript in the agent (the session's controls). */
  replaceContext(messages: readonly AgentMessage[]): void;
  /** `session_before_rewind`: an extension may cancel. */
  beforeRewind?(event: { targetId: string; scope: RewindScope; oldLeafId: string | null }): Promise<boolean>;
  /** `session_rewind`: the rewind is done. */
  afterRewind?(event: { outcome: RewindOutcome; oldLeafId: string | null }): Promise<void>;
}

/** The user message or checkpoint a rewind goes to, the leaf it leaves, and the snapshot it restores. */
interface Resolved {
  entry: SessionEntry;
  newLeaf: string | null;
  checkpoint: CheckpointEntry | undefined;
  text?: string;
}

function resolve(file: SessionFile, entryId: string): Resolved | string {
  const entry = file.getEntry(entryId);
  if (entry === undefined) return `no session entry has id "${entryId}"; get_entries lists them`;
  if (entry.type === "checkpoint") return { entry, newLeaf: entry.id, checkpoint: entry };
  if (entry.type !== "message" || entry.message.role !== "user") {
    return `entry "${entryId}" is neither a user message nor a checkpoint: rewind goes back to before one of your prompts (navigate_tree moves to any entry)`;
  }
  const checkpoint = file.entries.find(
    (e): e is CheckpointEntry => e.type === "checkpoint" && e.trigger === "turn_start" && e.turnEntryId === entryId,
  );
  const content = entry.message.content;
  const text =
    typeof content === "string"
      ? content
      : content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
  return { entry, newLeaf: entry.parentId, checkpoint, text };
}

function listChanges(changes: readonly FileChange[]): string {
  const shown = changes.slice(0, 20).map((change) => `  ${change.status} ${JSON.stringify(change.path).slice(1, -1)}`);
  if (changes.length > 20) shown.push(`  … and ${changes.length - 20} more`);
  return shown.join("\n");
}

/**
 * Rewinds a session to before a user message (or to a checkpoint entry):
 * `code` makes the project's files those of the checkpoint recorded
 * before that message, `conversation` moves the session's leaf to just
 * before it in place (the abandoned branch stays in the file; a
 * `checkpoint` entry with trigger `rewind` marks where it continues, so
 * the move survives a restart), `both` does both. A rewind first records
 * a `before_rewind` checkpoint where the session stood: rewinding to it
 * undoes the rewind. Files changed outside Keel since the checkpoints
 * stop a rewind of the files unless `force`. Never throws for bad input.
 */
export async function rewindSession(
  target: RewindTarget,
  entryId: string,
  scope: RewindScope,
  options: RewindOptions = {},
): Promise<{ ok: true; value: RewindOutcome } | RewindRefusal> {
  if (!REWIND_SCOPES.includes(scope)) {
    return { ok: false, error: `unknown rewind scope "${scope}": use code, conversation or both` };
  }
  const { file, checkpoints } = target;
  const resolved = resolve(file, entryId);
  if (typeof resolved === "string") return { ok: false, error: resolved };
  const code = scope !== "conversation";
  const snapshotTo = resolved.checkpoint?.snapshot;
  if (code && snapshotTo === undefined) {
    return {
      ok: false,
      error: `no checkpoint of the files was recorded before entry "${entryId}" (checkpoints were off, or the session predates them): rewind with scope conversation`,
    };
  }
  const store = code ? await checkpoints.store() : undefined;
  if (code && store === undefined) {
    return {
      ok: false,
      error: "checkpoints are off or cannot work here (see checkpoints.enabled and that git is installed)",
    };
  }
  const oldLeafId = file.leafId;
  if (target.beforeRewind && (await target.beforeRewind({ targetId: entryId, scope, oldLeafId }))) {
    return { ok: false, error: "an extension cancelled the rewind (session_before_rewind)" };
  }

  const now = await checkpoints.snapshot("before_rewind");
  if (code && now === undefined) return { ok: false, error: "could not record the files before the rewind" };
  let changes: FileChange[] = [];
  if (code && store !== undefined && now !== undefined && snapshotTo !== undefined) {
    if (!(await store.has(snapshotTo))) {
      return { ok: false, error: `the checkpoint's snapshot ${snapshotTo.slice(0, 12)} is gone (pruned?)` };
    }
    if (options.force !== true) {
      const from = resolved.checkpoint === undefined ? 0 : file.entries.indexOf(resolved.checkpoint);
      const outside = await outsideChanges(store, file, from, now.id);
      if (outside.length > 0) {
        return {
          ok: false,
          error: `${outside.length} file${outside.length === 1 ? " was" : "s were"} changed outside Keel since the checkpoint; a rewind would undo ${outside.length === 1 ? "that change" : "those changes"}:\n${listChanges(outside)}\nRewind anyway with force (--force), or rewind only the conversation.`,
          outsideChanges: outside,
        };
      }
    }
    changes = await store.changes(now.id, snapshotTo);
  }
  const undo = await checkpoints.append({ trigger: "before_rewind", turnEntryId: entryId, scope }, now);
  if (code && store !== undefined && snapshotTo !== undefined) await store.restore(snapshotTo);
  if (scope !== "code") {
    file.branch(resolved.newLeaf);
    target.replaceContext(file.buildContext().messages);
  }
  const after = code ? snapshotTo : now?.id;
  const marker = file.append({
    type: "checkpoint",
    trigger: "rewind",
    turnEntryId: entryId,
    scope,
    undoEntryId: undo.id,
    ...(after === undefined ? {} : { snapshot: after }),
  });
  const outcome: RewindOutcome = {
    scope,
    entryId,
    leafId: marker.id,
    undoEntryId: undo.id,
    ...(code && snapshotTo !== undefined ? { restoredSnapshot: snapshotTo } : {}),
    changes,
    ...(resolved.text === undefined ? {} : { text: resolved.text }),
  };
  await target.afterRewind?.({ outcome, oldLeafId });
  return { ok: true, value: outcome };
}
