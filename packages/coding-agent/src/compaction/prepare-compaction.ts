import type { Message, Usage } from "@keel/ai";
import { buildSessionContext, entryToMessage } from "../session/session-context.js";
import type { SessionEntryDraft } from "../session/session-file.js";
import type { CompactionEntry, SessionEntry } from "../session/session-schema.js";
import type { CompactionPreparation } from "./compaction-preparation.js";
import { findCutPoint } from "./cut-point.js";
import { collectFileOperations, type FileOperations } from "./file-operations.js";
import { estimateContextTokens } from "./token-estimate.js";

/** `details` Keel writes on its own compaction entries. */
export interface CompactionDetails {
  readFiles: string[];
  modifiedFiles: string[];
}

function isCompactionDetails(value: unknown): value is CompactionDetails {
  const details = value as Partial<CompactionDetails> | undefined;
  return Array.isArray(details?.readFiles) && Array.isArray(details?.modifiedFiles);
}

function messagesOf(entries: readonly SessionEntry[]): Message[] {
  return entries.flatMap((entry) => entryToMessage(entry) ?? []);
}

/**
 * Works out what a compaction of the branch `path` (root first) would do:
 * keep about `keepRecentTokens` of the latest entries, summarize the rest
 * since the previous compaction's kept boundary, and carry the previous
 * summary and file lists forward. `undefined` when there is nothing to
 * summarize (everything fits in the budget).
 */
export function prepareCompaction(
  path: readonly SessionEntry[],
  keepRecentTokens: number,
): CompactionPreparation | undefined {
  let previous: CompactionEntry | undefined;
  let previousIndex = -1;
  for (let i = path.length - 1; i >= 0; i--) {
    const entry = path[i] as SessionEntry;
    if (entry.type === "compaction") {
      previous = entry;
      previousIndex = i;
      break;
    }
  }
  let rangeStart = 0;
  if (previous !== undefined) {
    const kept = path.findIndex((entry) => entry.id === previous.firstKeptEntryId);
    rangeStart = kept >= 0 && kept < previousIndex ? kept : previousIndex + 1;
  }
  const candidates = path.slice(rangeStart).filter((entry) => entry !== previous);
  const cut = findCutPoint(candidates, keepRecentTokens);
  if (cut === undefined) return undefined;

  const summarized = messagesOf(candidates.slice(0, cut.turnStartIndex));
  const turnPrefix = cut.isSplitTurn ? messagesOf(candidates.slice(cut.turnStartIndex, cut.firstKeptIndex)) : [];
  const previousFiles: FileOperations | undefined =
    previous !== undefined && isCompactionDetails(previous.details)
      ? { read: previous.details.readFiles, modified: previous.details.modifiedFiles }
      : undefined;
  const preparation: CompactionPreparation = {
    firstKeptEntryId: cut.firstKeptEntryId,
    messagesToSummarize: summarized,
    tokensBefore: estimateContextTokens(buildSessionContext(path).messages),
    isSplitTurn: cut.isSplitTurn,
    turnPrefixMessages: turnPrefix,
    fileOperations: collectFileOperations([...summarized, ...turnPrefix], previousFiles),
  };
  if (previous !== undefined) preparation.previousSummary = previous.summary;
  return preparation;
}

/** Options of {@link compactionEntryDraft}. */
export interface CompactionEntryOptions {
  /** Usage of the summary request (counted in the session's totals). */
  usage?: Usage;
  /** An extension wrote the summary. */
  fromExtension?: boolean;
  /** Replaces the default details (the file lists). */
  details?: unknown;
}

/** The compaction entry to append (with `SessionFile.append`) once the summary is known. */
export function compactionEntryDraft(
  preparation: CompactionPreparation,
  summary: string,
  options: CompactionEntryOptions = {},
): Extract<SessionEntryDraft, { type: "compaction" }> {
  const details: unknown =
    "details" in options
      ? options.details
      : ({
          readFiles: preparation.fileOperations.read,
          modifiedFiles: preparation.fileOperations.modified,
        } satisfies CompactionDetails);
  return {
    type: "compaction",
    summary,
    firstKeptEntryId: preparation.firstKeptEntryId,
    tokensBefore: preparation.tokensBefore,
    ...(details === undefined ? {} : { details }),
    ...(options.usage === undefined ? {} : { usage: options.usage }),
    ...(options.fromExtension === undefined ? {} : { fromExtension: options.fromExtension }),
  };
}
