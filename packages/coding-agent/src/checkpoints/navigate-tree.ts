import type { AgentMessage } from "@keel/agent-core";
import type { Message } from "@keel/ai";
import { entryToMessage } from "../session/session-context.js";
import type { SessionFile } from "../session/session-file.js";

/** What a tree navigation did. */
export interface NavigateOutcome {
  /** Where the conversation continues now (`null`: before the first entry). */
  leafId: string | null;
  /** Where it stood before. */
  oldLeafId: string | null;
  /** The text of the user message navigated to (its leaf is the entry before it), to edit and send again. */
  text?: string;
  /** The `branch_summary` entry written for the branch left (with `summarize`). */
  summaryEntryId?: string;
}

/** What {@link navigateTree} acts on. */
export interface NavigateTarget {
  file: SessionFile;
  replaceContext(messages: readonly AgentMessage[]): void;
  /** Summarizes the messages of the branch being left (the model, as compaction does). */
  summarize?(messages: readonly Message[]): Promise<{ ok: true; summary: string } | { ok: false; error: string }>;
}

/** The entries of the branch ending at `oldLeaf` that are not on the branch ending at `newLeaf`, root first. */
export function abandonedEntries(file: SessionFile, oldLeaf: string | null, newLeaf: string | null) {
  const kept = new Set(file.getBranch(newLeaf).map((entry) => entry.id));
  return file.getBranch(oldLeaf).filter((entry) => !kept.has(entry.id));
}

/**
 * Moves the session's leaf to any entry in place, as pi's `/tree` does: to
 * a user message, the leaf becomes the entry before it (its text comes
 * back to edit and send again); to any other entry, that entry. The file
 * keeps every branch. With `summarize`, the model's summary of the branch
 * left is written as a `branch_summary` entry where the conversation goes
 * on, so the next request knows what happened there. Without it nothing is
 * written: the move lasts until the next entry, as in pi.
 */
export async function navigateTree(
  target: NavigateTarget,
  entryId: string,
  options: { summarize?: boolean } = {},
): Promise<{ ok: true; value: NavigateOutcome } | { ok: false; error: string }> {
  const { file } = target;
  const entry = file.getEntry(entryId);
  if (entry === undefined) return { ok: false, error: `no session entry has id "${entryId}"; get_tree lists them` };
  const oldLeafId = file.leafId;
  let newLeaf: string | null = entry.id;
  let text: string | undefined;
  if (entry.type === "message" && entry.message.role === "user") {
    newLeaf = entry.parentId;
    const content = entry.message.content;
    text =
      typeof content === "string"
        ? content
        : content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
  }
  let summaryEntryId: string | undefined;
  if (options.summarize === true) {
    if (target.summarize === undefined) return { ok: false, error: "this session cannot summarize (no model)" };
    const left = abandonedEntries(file, oldLeafId, newLeaf).flatMap((e) => entryToMessage(e) ?? []);
    if (left.length > 0) {
      const summary = await target.summarize(left);
      if (!summary.ok) return { ok: false, error: `the branch summary failed: ${summary.error}` };
      file.branch(newLeaf);
      summaryEntryId = file.append({
        type: "branch_summary",
        fromId: oldLeafId ?? "root",
        summary: summary.summary,
      }).id;
    }
  }
  if (summaryEntryId === undefined) file.branch(newLeaf);
  target.replaceContext(file.buildContext().messages);
  return {
    ok: true,
    value: {
      leafId: file.leafId,
      oldLeafId,
      ...(text === undefined ? {} : { text }),
      ...(summaryEntryId === undefined ? {} : { summaryEntryId }),
    },
  };
}
