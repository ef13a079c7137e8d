/**
 * The types of checkpoints, rewind and tree navigation a library user
 * needs with `SessionRuntime.rewind(entryId, scope, { force })` and
 * `SessionRuntime.navigateTree(entryId, { summarize })` (docs/checkpoints.md).
 * The main entry exports them as one type-only namespace, `Rewind`:
 *
 * @example
 * import type { Rewind } from "@keel/coding-agent";
 * const scope: Rewind.RewindScope = "code";
 * const result: Rewind.RuntimeResult<Rewind.RewindOutcome> = await runtime.rewind(entryId, scope);
 * if (result.ok) console.log(`undo with ${result.value.undoEntryId}`);
 */

export type { FileChange } from "../checkpoints/checkpoint-store.js";
export type { NavigateOutcome } from "../checkpoints/navigate-tree.js";
export type { RewindOptions, RewindOutcome, RewindScope } from "../checkpoints/rewind-session.js";
export type { BranchSummaryEntry, CheckpointEntry } from "../session/session-schema.js";
export type { RuntimeResult } from "./runtime-result.js";
