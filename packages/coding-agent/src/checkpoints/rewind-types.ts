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

export type { RuntimeResult } from "../runtime/runtime-result.js";
export type { BranchSummaryEntry, CheckpointEntry } from "../session/session-schema.js";
export type { FileChange } from "./checkpoint-store.js";
export type { NavigateOutcome } from "./navigate-tree.js";
export type { RewindOptions, RewindOutcome, RewindScope } from "./rewind-session.js";
