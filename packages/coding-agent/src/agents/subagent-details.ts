import type { ToolResultMessage } from "@keel/ai";

/** Tokens and cost of a child session (its own children included). */
export interface SubagentUsage {
  responses: number;
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  totalTokens: number;
  /** US dollars. */
  cost: number;
}

/**
 * The `details` of a `task` tool result: which child ran, where its
 * session is, what it used and, for a worktree child, its branch. Never
 * sent to the model; read by front ends and by `get_session_stats`, which
 * adds `usage` to the parent's totals.
 */
export interface SubagentDetails {
  subagent: {
    agent: string;
    description: string;
    /** The child's session id (`keel --session <id>` opens it). */
    sessionId: string;
    /** The child's session file; absent when sessions are kept in memory. */
    sessionFile?: string;
    usage: SubagentUsage;
    /** A worktree child's branch and `git diff --stat`, when it changed files. */
    worktree?: { branch: string; path: string; diffStat: string };
  };
}

/** The child usage a `task` result carries, if it is one. */
export function subagentUsageOf(message: ToolResultMessage): SubagentUsage | undefined {
  const details = message.details as Partial<SubagentDetails> | undefined;
  const usage = details?.subagent?.usage;
  return typeof usage === "object" && usage !== null && typeof usage.totalTokens === "number" ? usage : undefined;
}

/** The short usage line a `task` result ends with. */
export function usageLine(agent: string, sessionId: string, usage: SubagentUsage): string {
  const tokens = usage.totalTokens >= 1000 ? `${(usage.totalTokens / 1000).toFixed(1)}k` : `${usage.totalTokens}`;
  const responses = `${usage.responses} response${usage.responses === 1 ? "" : "s"}`;
  return `[subagent ${agent} · ${responses} · ${tokens} tokens · $${usage.cost.toFixed(4)} · session ${sessionId}]`;
}
