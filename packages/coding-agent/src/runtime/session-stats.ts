import type { AgentMessage } from "@keel/agent-core";
import type { Model } from "@keel/ai";
import { subagentUsageOf } from "../agents/subagent-details.js";
import { estimateContextTokens } from "../compaction/token-estimate.js";
import type { SessionFile } from "../session/session-file.js";

/** Token counts and cost of a session, with how full the context is now (RPC `get_session_stats`). */
export interface SessionStats {
  sessionFile?: string;
  sessionId: string;
  userMessages: number;
  assistantMessages: number;
  toolCalls: number;
  toolResults: number;
  totalMessages: number;
  tokens: { input: number; output: number; cacheRead: number; cacheWrite: number; total: number };
  /** US dollars, from the models' prices. */
  cost: number;
  /** The estimate of the next request against the model's window; absent without a window. */
  contextUsage?: { tokens: number; contextWindow: number; percent: number };
}

/**
 * Adds up every message the session file holds (all branches, also what a
 * compaction summarized, and the subagents its `task` calls ran) and estimates the context of the next request
 * from the transcript the model sees.
 */
export function computeSessionStats(
  file: SessionFile,
  transcript: readonly AgentMessage[],
  model: Model,
): SessionStats {
  const stats: SessionStats = {
    ...(file.path === undefined ? {} : { sessionFile: file.path }),
    sessionId: file.id,
    userMessages: 0,
    assistantMessages: 0,
    toolCalls: 0,
    toolResults: 0,
    totalMessages: 0,
    tokens: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
    cost: 0,
  };
  for (const entry of file.entries) {
    if (entry.type !== "message") continue;
    const message = entry.message;
    stats.totalMessages++;
    switch (message.role) {
      case "user":
        stats.userMessages++;
        break;
      case "toolResult": {
        stats.toolResults++;
        // A subagent's tokens and cost count toward the session that ran it.
        const child = subagentUsageOf(message);
        if (child !== undefined) {
          stats.tokens.input += child.input;
          stats.tokens.output += child.output;
          stats.tokens.cacheRead += child.cacheRead;
          stats.tokens.cacheWrite += child.cacheWrite;
          stats.tokens.total += child.totalTokens;
          stats.cost += child.cost;
        }
        break;
      }
      case "assistant": {
        stats.assistantMessages++;
        stats.toolCalls += message.content.filter((block) => block.type === "toolCall").length;
        const usage = message.usage;
        stats.tokens.input += usage.input;
        stats.tokens.output += usage.output;
        stats.tokens.cacheRead += usage.cacheRead;
        stats.tokens.cacheWrite += usage.cacheWrite;
        stats.tokens.total += usage.totalTokens;
        stats.cost += usage.cost.total;
        break;
      }
      default: {
        const unreachable: never = message;
        throw new Error(`unknown message ${JSON.stringify(unreachable)}`);
      }
    }
  }
  if (model.contextWindow > 0) {
    const tokens = estimateContextTokens(transcript);
    stats.contextUsage = {
      tokens,
      contextWindow: model.contextWindow,
      percent: Math.round((tokens / model.contextWindow) * 1000) / 10,
    };
  }
  return stats;
}
