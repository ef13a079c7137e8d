import { entryToMessage } from "../session/session-context.js";
import type { SessionEntry } from "../session/session-schema.js";
import { estimateMessageTokens } from "./token-estimate.js";

/** Where a compaction cuts a branch. */
export interface CutPoint {
  /** Index (in the entries given) of the first entry kept verbatim. */
  firstKeptIndex: number;
  firstKeptEntryId: string;
  /**
   * The cut falls inside a user turn (one turn alone is larger than the
   * budget): the kept part starts at an assistant message, and the start of
   * that turn, from `turnStartIndex`, is summarized with the rest.
   */
  isSplitTurn: boolean;
  /** Index of the user message that starts the turn the cut falls in (equal to `firstKeptIndex` when not split). */
  turnStartIndex: number;
}

/** Tokens an entry adds to the context. */
export function entryTokens(entry: SessionEntry): number {
  const message = entryToMessage(entry);
  return message === undefined ? 0 : estimateMessageTokens(message);
}

/**
 * Whether the kept part may start at this entry. A tool result never may
 * (it must stay with the call that asked for it); an assistant message
 * may, since its results follow it.
 */
export function isValidCutPoint(entry: SessionEntry): boolean {
  if (entry.type === "message") return entry.message.role !== "toolResult";
  return entry.type === "custom_message" || entry.type === "branch_summary";
}

function isUserTurnStart(entry: SessionEntry): boolean {
  return (entry.type === "message" && entry.message.role === "user") || entry.type === "custom_message";
}

/**
 * Finds the cut that keeps at least `keepRecentTokens` of the most recent
 * entries in `entries[start..]`: walking back from the end, it stops once
 * the budget is reached and moves back to the nearest entry the kept part
 * may start at. Returns `undefined` when everything fits in the budget or
 * no valid cut exists after `start` (nothing to summarize).
 */
export function findCutPoint(
  entries: readonly SessionEntry[],
  keepRecentTokens: number,
  start = 0,
): CutPoint | undefined {
  let kept = 0;
  let reached = -1;
  for (let i = entries.length - 1; i >= start; i--) {
    kept += entryTokens(entries[i] as SessionEntry);
    if (kept >= keepRecentTokens) {
      reached = i;
      break;
    }
  }
  if (reached < 0) return undefined;
  let cut = reached;
  while (cut > start && !isValidCutPoint(entries[cut] as SessionEntry)) cut--;
  if (cut <= start) return undefined;
  let turnStart = cut;
  while (turnStart > start && !isUserTurnStart(entries[turnStart] as SessionEntry)) turnStart--;
  const entry = entries[cut] as SessionEntry;
  const isSplitTurn = !isUserTurnStart(entry) && isUserTurnStart(entries[turnStart] as SessionEntry);
  return {
    firstKeptIndex: cut,
    firstKeptEntryId: entry.id,
    isSplitTurn,
    turnStartIndex: isSplitTurn ? turnStart : cut,
  };
}
