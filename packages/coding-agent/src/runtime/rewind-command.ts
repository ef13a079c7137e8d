import type { RewindOutcome, RewindScope } from "../checkpoints/rewind-session.js";
import { resolveRewindTarget } from "../checkpoints/rewind-target.js";
import type { Created } from "./run-coordinator.js";

/** What `keel --rewind` asks for. */
export interface RewindRequest {
  /** An entry id (or unique prefix), or `-N`: N user turns back. */
  target: string;
  scope: RewindScope;
  force: boolean;
}

/**
 * `keel --rewind`: resolves the target on the session the command opened
 * and rewinds it (exit code 2 for a target that names nothing, 1 for a
 * rewind refused or failed). The result's `lines` say what happened for people
 * (with the command that undoes it); `outcome` is for JSON mode.
 */
export async function runRewindRequest(
  created: Created,
  request: RewindRequest,
): Promise<{ ok: true; outcome: RewindOutcome; lines: string[] } | { ok: false; error: string; exitCode: 1 | 2 }> {
  const target = resolveRewindTarget(created.store, request.target);
  if (!target.ok) return { ...target, exitCode: 2 };
  // The rewind machinery loads only for a run that asks for one.
  const { rewindRuntimeSession } = await import("./runtime-rewind.js");
  const result = await rewindRuntimeSession(created, target.entryId, request.scope, { force: request.force });
  if (!result.ok) return { ...result, exitCode: 1 };
  const outcome = result.value;
  const files = outcome.changes.length;
  const lines = [
    `Rewound ${request.scope === "both" ? "files and conversation" : request.scope === "code" ? "files" : "conversation"} to before entry ${outcome.entryId}${request.scope === "conversation" ? "" : ` (${files} file${files === 1 ? "" : "s"} changed)`}.`,
    `Undo: keel --session ${created.store.id} --rewind ${outcome.undoEntryId} --scope both`,
  ];
  return { ok: true, outcome, lines };
}
