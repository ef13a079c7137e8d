import type { ThinkingLevel } from "@keel/ai";

/** Where a subagent definition came from, in the order later sources override earlier ones. */
export type AgentSource = "builtin" | "user" | "claude" | "project" | "extension" | "library";

/** How a child session's files are kept apart from its parent's. */
export type AgentIsolation = "none" | "worktree";

/**
 * A subagent: a named child session with its own system prompt, tools and
 * model, which the `task` tool runs. Read from Markdown files whose front
 * matter holds the fields and whose body is the system prompt, or given by
 * an extension (`registerAgent`) or the library (`createAgentSession({ agents })`).
 *
 * @example
 * const reviewer: AgentDefinition = {
 *   name: "reviewer",
 *   description: "Reviews a diff and lists problems",
 *   tools: ["read", "grep"],
 *   systemPrompt: "You review code. Report problems only.",
 * };
 */
export interface AgentDefinition {
  /** Lower-case letters, digits and dashes; the `agent` argument of the `task` tool. */
  name: string;
  /** When to use it (shown to the model in the `task` tool's description). */
  description: string;
  /** The child's system prompt. */
  systemPrompt: string;
  /** The tools the child may use; omitted: the parent's active tools. */
  tools?: readonly string[];
  /** `provider/model` or a model id; omitted (or `inherit`): the parent's model. */
  model?: string;
  /** The child's thinking level; omitted: the parent's. */
  thinking?: ThinkingLevel;
  /** `worktree`: the child works in a fresh `git worktree` on a new branch. Default `none`. */
  isolation?: AgentIsolation;
}

/** A definition with where it came from (a file path, or the extension's path). */
export interface LoadedAgent extends AgentDefinition {
  source: AgentSource;
  /** The file it was read from, or the registering extension; absent for built-in and library agents. */
  path?: string;
}

/** The thinking levels a definition may name. */
export const AGENT_THINKING_LEVELS: readonly ThinkingLevel[] = ["off", "minimal", "low", "medium", "high", "xhigh"];

/** The shape of an agent's name. */
export const AGENT_NAME = /^[a-z0-9][a-z0-9-]*$/;
