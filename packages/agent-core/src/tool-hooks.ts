import type { AssistantMessage, ImageContent, TextContent, ToolCall } from "@keel/ai";
import type { AgentContext } from "./agent-context.js";
import type { AgentToolResult, AnyAgentTool } from "./agent-tool.js";

/** What `beforeToolCall` and `afterToolCall` are told about the call. */
export interface ToolCallHookContext {
  /** The tool-call block as the model wrote it. */
  toolCall: ToolCall;
  /** The tool it resolved to in the active set. */
  tool: AnyAgentTool;
  /**
   * The prepared and validated arguments. `beforeToolCall` may mutate this
   * object to rewrite the arguments; the mutation is NOT re-validated, so keep
   * it within the tool's schema (CONTRACT.md rule 4).
   */
  args: Record<string, unknown>;
  /** The assistant message that requested the call; `undefined` for a nested call made without one. */
  assistantMessage: AssistantMessage | undefined;
  /** The loop's context at the time of the call (live: do not mutate). */
  context: AgentContext;
  /** For a nested call made through `runToolCall`, the id of the call that made it. */
  parentToolCallId?: string;
}

/** Passed to `beforeToolCall`. */
export type BeforeToolCallContext = ToolCallHookContext;

/** What `beforeToolCall` may return. `undefined` (or `{}`) lets the call run. */
export interface BeforeToolCallResult {
  /** `true` stops the call; it finalizes as an error result. */
  block?: boolean;
  /** The text of that error result. Default: `Tool call "<name>" was blocked by a policy hook.` */
  reason?: string;
}

/** Passed to `afterToolCall`: the hook context plus the result as executed. */
export interface AfterToolCallContext extends ToolCallHookContext {
  /** The result before any override (its error flag is `isError`, not a field of `result`). */
  result: AgentToolResult<unknown>;
  /** Whether the call failed: the tool resolved with `isError: true`, threw, or returned no `content` array. */
  isError: boolean;
}

/**
 * What `afterToolCall` may return. Each field present (not `undefined`)
 * replaces the original field whole, with no deep merge; missing fields keep
 * their values (CONTRACT.md rule 6).
 */
export interface AfterToolCallResult {
  /** Replaces what the model reads (e.g. redacted output). */
  content?: (TextContent | ImageContent)[];
  /** Replaces the UI details whole (spread `result.details` yourself to keep parts of them). */
  details?: unknown;
  /** Marks the result as an error, or clears the error flag. */
  isError?: boolean;
  /** Sets or clears the tool's request to stop after this batch (CONTRACT.md rule 9). */
  terminate?: boolean;
}

/**
 * Policy hook run after a call's arguments were validated, before it executes
 * (approval prompts, permission checks, argument rewriting).
 *
 * Contract: may be async; should honour `signal`. Throwing finalizes the call
 * as an error result whose text names the hook and the error.
 */
export type BeforeToolCallHook = (
  context: BeforeToolCallContext,
  signal: AbortSignal | undefined,
) => BeforeToolCallResult | undefined | Promise<BeforeToolCallResult | undefined>;

/**
 * Hook run after a call executed (successfully or not), before its
 * `tool_execution_end` (audit logs, redaction, result rewriting).
 *
 * Contract: may be async; should honour `signal`. Throwing finalizes the call
 * as an error result whose text names the hook and the error.
 */
export type AfterToolCallHook = (
  context: AfterToolCallContext,
  signal: AbortSignal | undefined,
) => AfterToolCallResult | undefined | Promise<AfterToolCallResult | undefined>;
