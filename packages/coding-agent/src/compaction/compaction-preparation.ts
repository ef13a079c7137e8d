import type { AgentMessage } from "@keel/agent-core";
import type { FileOperations } from "./file-operations.js";

/**
 * What a compaction is about to do, computed before the summary is asked
 * for; extensions see it in `session_before_compact` and may answer with
 * their own summary.
 */
export interface CompactionPreparation {
  /** The first entry kept verbatim after the summary. */
  firstKeptEntryId: string;
  /** The messages the summary will replace, oldest first. */
  messagesToSummarize: AgentMessage[];
  /** The summary of an earlier compaction these messages follow, if any (to carry it forward). */
  previousSummary?: string;
  /** Estimated context tokens before compaction. */
  tokensBefore: number;
  /**
   * The cut falls inside one user turn that alone exceeds the budget; its
   * beginning (`turnPrefixMessages`) is summarized too.
   */
  isSplitTurn: boolean;
  /** The start of the split turn, up to the first kept entry (empty when not split). */
  turnPrefixMessages: AgentMessage[];
  /** Files read and changed in everything summarized so far (earlier compactions included). */
  fileOperations: FileOperations;
}

/** Why a compaction runs: asked for, the context neared the window, or a request overflowed it. */
export type CompactionReason = "manual" | "threshold" | "overflow";
