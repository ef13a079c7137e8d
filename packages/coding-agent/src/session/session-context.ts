import type { Message, ThinkingLevel, UserMessage } from "@keel/ai";
import { repairToolResults } from "./repair-tool-results.js";
import type { CompactionEntry, SessionEntry } from "./session-schema.js";

/** What a branch of the session tree means for the next provider request. */
export interface SessionContext {
  /**
   * The messages to send, oldest first: the latest compaction's summary in
   * place of what it summarized, extension messages and branch summaries as
   * user text, and a made-up error result for every tool call left without one.
   */
  messages: Message[];
  /** The model last selected on the branch, if any. */
  model?: { provider: string; modelId: string };
  /** The thinking level last selected on the branch, if any. */
  thinkingLevel?: ThinkingLevel;
  /** The active tool names last recorded on the branch, if any. */
  activeTools?: string[];
  /** Ids of tool calls that got a made-up error result (the process ended while they ran). */
  interruptedToolCalls: string[];
}

/** Wraps a summary so the model reads it as context, not as the user's request. */
export function summaryMessage(kind: "compaction" | "branch", summary: string, timestamp: number): UserMessage {
  const intro =
    kind === "compaction"
      ? "Earlier parts of this conversation were summarized to save space. The summary:"
      : "The user left another branch of this conversation. What happened there:";
  return {
    role: "user",
    content: [{ type: "text", text: `${intro}\n\n<summary>\n${summary}\n</summary>` }],
    timestamp,
  };
}

/**
 * Builds the request context of a branch (`path`, root first, as
 * `SessionFile.getBranch` returns it). Settings entries (model, thinking
 * level, active tools) are read from the whole path, even the part a
 * compaction summarized.
 */
export function buildSessionContext(path: readonly SessionEntry[]): SessionContext {
  const context: SessionContext = { messages: [], interruptedToolCalls: [] };
  let compactionIndex = -1;
  for (let i = 0; i < path.length; i++) {
    const entry = path[i] as SessionEntry;
    switch (entry.type) {
      case "model_change":
        context.model = { provider: entry.provider, modelId: entry.modelId };
        break;
      case "thinking_level_change":
        context.thinkingLevel = entry.thinkingLevel;
        break;
      case "active_tools_change":
        context.activeTools = [...entry.tools];
        break;
      case "compaction":
        compactionIndex = i;
        break;
      case "message":
      case "branch_summary":
      case "custom":
      case "custom_message":
      case "label":
      case "session_info":
      case "permission_decision":
      case "checkpoint":
        break;
      default: {
        const exhaustive: never = entry;
        throw new Error(`unknown session entry ${JSON.stringify(exhaustive)}`);
      }
    }
  }

  const raw: Message[] = [];
  let start = 0;
  if (compactionIndex >= 0) {
    const compaction = path[compactionIndex] as CompactionEntry;
    raw.push(summaryMessage("compaction", compaction.summary, Date.parse(compaction.timestamp) || 0));
    const kept = path.findIndex((entry) => entry.id === compaction.firstKeptEntryId);
    // Kept entries lie before the compaction; a retain-none compaction names itself.
    start = kept >= 0 && kept < compactionIndex ? kept : compactionIndex + 1;
  }
  for (let i = start; i < path.length; i++) {
    if (i === compactionIndex) continue;
    const message = entryToMessage(path[i] as SessionEntry);
    if (message !== undefined) raw.push(message);
  }
  const repaired = repairToolResults(raw);
  context.messages = repaired.messages;
  context.interruptedToolCalls = repaired.synthesized;
  return context;
}

/**
 * The message an entry contributes to the context, if any: a message entry's
 * message, an extension message or a branch summary as user text. (A
 * compaction contributes its summary through {@link buildSessionContext}.)
 */
export function entryToMessage(entry: SessionEntry): Message | undefined {
  switch (entry.type) {
    case "message":
      return entry.message;
    case "custom_message":
      return { role: "user", content: entry.content, timestamp: Date.parse(entry.timestamp) || 0 };
    case "branch_summary":
      return summaryMessage("branch", entry.summary, Date.parse(entry.timestamp) || 0);
    case "model_change":
    case "thinking_level_change":
    case "active_tools_change":
    case "compaction":
    case "custom":
    case "label":
    case "session_info":
    case "permission_decision":
    case "checkpoint":
      return undefined;
    default: {
      const exhaustive: never = entry;
      throw new Error(`unknown session entry ${JSON.stringify(exhaustive)}`);
    }
  }
}
