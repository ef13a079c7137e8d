import type { AssistantMessage, ToolCall, ToolResultMessage } from "@keel/ai";
import type { AgentContext } from "./agent-context.js";
import type { AgentToolUpdateCallback, AnyAgentTool } from "./agent-tool.js";
import type { ToolCallEnv } from "./tool-call-env.js";
import { executePreparedCall } from "./tool-execute.js";
import type { AfterToolCallHook, BeforeToolCallHook } from "./tool-hooks.js";
import { toolResultMessage } from "./tool-outcome.js";
import { preflightToolCall } from "./tool-preflight.js";

/** Options of {@link runToolCall}. */
export interface RunToolCallOptions {
  /** The active tool set the call is looked up in. */
  tools: readonly AnyAgentTool[];
  /** Policy hook, as configured on the loop (so permission checks apply to nested calls). */
  beforeToolCall?: BeforeToolCallHook;
  /** Hook after execution, as configured on the loop. */
  afterToolCall?: AfterToolCallHook;
  /** Passed to preflight's abort checks, the hooks and `execute`. */
  signal?: AbortSignal;
  /** Receives the nested tool's progress updates (no events are emitted). */
  onUpdate?: AgentToolUpdateCallback<unknown>;
  /** Context the hooks see. Default: `{ systemPrompt: "", messages: [], tools }`. */
  context?: AgentContext;
  /** The assistant message the hooks see, if any. */
  assistantMessage?: AssistantMessage;
  /** The id of the call that makes this nested call; the hooks see it as `parentToolCallId`. */
  parentToolCallId?: string;
}

/**
 * Runs one tool call through the same path as the loop — preflight (abort
 * check, lookup, `prepareArguments`, validation, `beforeToolCall`, abort
 * check), execution, `afterToolCall` — and returns its tool-result message.
 * Emits no events and never throws for a failing call: failures are error
 * results, exactly as in the loop. Use it when a tool calls another tool, so
 * policy hooks apply to the nested call too.
 *
 * @example
 * const result = await runToolCall(
 *   { type: "toolCall", id: `${toolCallId}/1`, name: "read", arguments: { path } },
 *   { tools: agent.state.tools, beforeToolCall, signal, parentToolCallId: toolCallId },
 * );
 */
export async function runToolCall(toolCall: ToolCall, options: RunToolCallOptions): Promise<ToolResultMessage> {
  const { tools } = options;
  const env: ToolCallEnv = {
    getTools: () => tools,
    assistantMessage: options.assistantMessage,
    context: options.context ?? { systemPrompt: "", messages: [], tools: tools.slice() },
    beforeToolCall: options.beforeToolCall,
    afterToolCall: options.afterToolCall,
    signal: options.signal,
    parentToolCallId: options.parentToolCallId,
  };
  const preflight = await preflightToolCall(toolCall, env);
  if (!preflight.ok) return toolResultMessage(preflight.outcome);
  const onUpdate = options.onUpdate;
  const outcome = await executePreparedCall(
    preflight,
    env,
    onUpdate === undefined ? undefined : (partialResult) => onUpdate(partialResult),
  );
  return toolResultMessage(outcome);
}
