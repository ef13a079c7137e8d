import type { AssistantMessage, ToolResultMessage } from "@keel/ai";
import type { SessionEntry } from "../session/session-schema.js";
import { clipRecordedArgs, type RecordedToolCall } from "../tools/recorded-tool-call.js";

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
    /**
     * The child's tool calls (its own children's after the `task` call that
     * ran them), in start order, for a resumed session's screen to draw the
     * block under the `task` call again.
     */
    calls?: RecordedToolCall[];
    /** The first line of the child's last text. */
    lastText?: string;
  };
}

/** The first line of an answer's text, or `undefined` when it has none (tool calls only). */
export function answerFirstLine(message: AssistantMessage): string | undefined {
  const text = message.content
    .flatMap((block) => (block.type === "text" ? [block.text] : []))
    .join("")
    .trim();
  return text === "" ? undefined : text.split("\n")[0];
}

/**
 * The tool calls of a child's session (its own children's after the `task`
 * call that ran them) and the first line of its last text, as
 * {@link SubagentDetails} keeps them.
 */
export function subagentTrace(entries: readonly SessionEntry[]): { calls: RecordedToolCall[]; lastText?: string } {
  const calls: RecordedToolCall[] = [];
  const byId = new Map<string, RecordedToolCall>();
  let lastText: string | undefined;
  for (const entry of entries) {
    if (entry.type !== "message") continue;
    const message = entry.message;
    if (message.role === "assistant") {
      lastText = answerFirstLine(message) ?? lastText;
      for (const block of message.content) {
        if (block.type !== "toolCall") continue;
        const call = {
          toolCallId: block.id,
          toolName: block.name,
          args: clipRecordedArgs(block.arguments),
          isError: false,
        };
        calls.push(call);
        byId.set(block.id, call);
      }
    } else if (message.role === "toolResult") {
      const result = message as ToolResultMessage;
      const call = byId.get(result.toolCallId);
      if (call !== undefined) call.isError = result.isError;
      const nested = (result.details as Partial<SubagentDetails> | undefined)?.subagent?.calls;
      if (Array.isArray(nested)) calls.push(...nested);
    }
  }
  return lastText === undefined ? { calls } : { calls, lastText };
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

/**
 * A session's tokens and cost from its entries: every assistant response
 * (all branches) plus the usage its own `task` results carry (its children).
 */
export function sessionUsage(entries: readonly SessionEntry[]): SubagentUsage {
  const total: SubagentUsage = {
    responses: 0,
    input: 0,
    output: 0,
    cacheRead: 0,
    cacheWrite: 0,
    totalTokens: 0,
    cost: 0,
  };
  const add = (usage: Omit<SubagentUsage, "responses">, responses: number) => {
    total.responses += responses;
    total.input += usage.input;
    total.output += usage.output;
    total.cacheRead += usage.cacheRead;
    total.cacheWrite += usage.cacheWrite;
    total.totalTokens += usage.totalTokens;
    total.cost += usage.cost;
  };
  for (const entry of entries) {
    if (entry.type !== "message") continue;
    const message = entry.message;
    if (message.role === "assistant") add({ ...message.usage, cost: message.usage.cost.total }, 1);
    else if (message.role === "toolResult") {
      const child = subagentUsageOf(message as ToolResultMessage);
      if (child !== undefined) add(child, child.responses);
    }
  }
  return total;
}
