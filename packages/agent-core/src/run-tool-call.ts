import type { AssistantMessage, ToolCall, ToolResultMessage } from "@keel/ai";
import type { AgentContext } from "./agent-context.js";
import type { AgentEventSink } from "./agent-events.js";
import type { AgentToolResult, AgentToolUpdateCallback, AnyAgentTool } from "./agent-tool.js";
import type { ToolCallEnv } from "./tool-call-env.js";
import { executePreparedCall } from "./tool-execute.js";
import type { AfterToolCallHook, BeforeToolCallHook } from "./tool-hooks.js";
import { type ToolCallOutcome, toolResultMessage } from "./tool-outcome.js";
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
  /** Receives the nested tool's progress updates. */
  onUpdate?: AgentToolUpdateCallback<unknown>;
  /**
   * Receives the nested call's `tool_execution_start`, `tool_execution_update`
   * and `tool_execution_end` events, each with `parentToolCallId` when one is
   * given. Without it no events are emitted. Awaited like the loop's sink;
   * contract: must not throw.
   */
  emit?: AgentEventSink;
  /** Context the hooks see. Default: `{ systemPrompt: "", messages: [], tools }`. */
  context?: AgentContext;
  /** The assistant message the hooks see, if any. */
  assistantMessage?: AssistantMessage;
  /** The id of the call that makes this nested call; the hooks and events see it as `parentToolCallId`. */
  parentToolCallId?: string;
}

/**
 * Runs one tool call through the same path as the loop — preflight (abort
 * check, lookup, `prepareArguments`, validation, `beforeToolCall`, abort
 * check), execution, `afterToolCall` — and returns its tool-result message.
 * Never throws for a failing call: failures are error results, exactly as in
 * the loop. Use it when a tool calls another tool, so policy hooks apply to
 * the nested call too; give `emit` to report the call as events (a UI shows
 * it under its parent). No tool-result message enters any transcript.
 *
 * @example
 * const result = await runToolCall(
 *   { type: "toolCall", id: `${toolCallId}/1`, name: "read", arguments: { path } },
 *   { tools: agent.state.tools, beforeToolCall, signal, parentToolCallId: toolCallId },
 * );
 */
export async function runToolCall(toolCall: ToolCall, options: RunToolCallOptions): Promise<ToolResultMessage> {
  const { tools, emit } = options;
  const env: ToolCallEnv = {
    getTools: () => tools,
    assistantMessage: options.assistantMessage,
    context: options.context ?? { systemPrompt: "", messages: [], tools: tools.slice() },
    beforeToolCall: options.beforeToolCall,
    afterToolCall: options.afterToolCall,
    signal: options.signal,
    parentToolCallId: options.parentToolCallId,
  };
  const parent = options.parentToolCallId === undefined ? {} : { parentToolCallId: options.parentToolCallId };
  const base = { toolCallId: toolCall.id, toolName: toolCall.name, args: toolCall.arguments, ...parent };
  const startedAt = performance.now();
  if (emit !== undefined) await emit({ type: "tool_execution_start", ...base });
  const finish = async (outcome: ToolCallOutcome): Promise<ToolResultMessage> => {
    if (emit !== undefined) {
      await emit({
        type: "tool_execution_end",
        ...base,
        result: outcome.result,
        isError: outcome.isError,
        durationMs: performance.now() - startedAt,
      });
    }
    return toolResultMessage(outcome);
  };

  const preflight = await preflightToolCall(toolCall, env);
  if (!preflight.ok) return finish(preflight.outcome);
  const onUpdate = options.onUpdate;
  const sink =
    onUpdate === undefined && emit === undefined
      ? undefined
      : async (partialResult: AgentToolResult<unknown>): Promise<void> => {
          onUpdate?.(partialResult);
          if (emit !== undefined) await emit({ type: "tool_execution_update", ...base, partialResult });
        };
  return finish(await executePreparedCall(preflight, env, sink));
}
