import type { AgentToolResult } from "./agent-tool.js";
import type { ToolCallEnv } from "./tool-call-env.js";
import { hookFailedText, invalidResultText } from "./tool-failure-texts.js";
import type { AfterToolCallContext } from "./tool-hooks.js";
import { errorText, failedOutcome, type ToolCallOutcome } from "./tool-outcome.js";
import type { PreparedToolCall } from "./tool-preflight.js";

/** Receives a progress update; the returned promise is awaited before the call's end. @internal */
export type UpdateSink = (partialResult: AgentToolResult<unknown>) => void | Promise<void>;

/**
 * CONTRACT.md rules 4–6: runs a prepared call with its validated arguments, the
 * abort signal and an `onUpdate` callback; turns a throw into an error result;
 * stops accepting updates once `execute` settled and waits for the queued
 * ones; then applies `afterToolCall` field by field. Never throws for a
 * failing tool or hook. @internal
 */
export async function executePreparedCall(
  prepared: PreparedToolCall,
  env: ToolCallEnv,
  onUpdate: UpdateSink | undefined,
): Promise<ToolCallOutcome> {
  const { toolCall, tool, args } = prepared;
  let settled = false;
  let queue: Promise<void> | undefined;
  const update =
    onUpdate === undefined
      ? undefined
      : (partialResult: AgentToolResult<unknown>): void => {
          if (settled) return;
          // Always deferred: a failing sink must never throw into the tool.
          queue = (queue ?? Promise.resolve()).then(() => onUpdate(partialResult));
        };

  let outcome: ToolCallOutcome;
  try {
    const result = await tool.execute(toolCall.id, args, env.signal, update);
    outcome = isToolResult(result)
      ? { toolCall, result: withoutErrorFlag(result), isError: result.isError === true }
      : failedOutcome(toolCall, "execution_failed", invalidResultText(toolCall.name));
  } catch (error) {
    outcome = failedOutcome(toolCall, "execution_failed", errorText(error));
  }
  settled = true;
  if (queue !== undefined) await queue;

  if (env.afterToolCall === undefined) return outcome;
  const { result, isError } = outcome;

  const context: AfterToolCallContext = {
    toolCall,
    tool,
    args,
    assistantMessage: env.assistantMessage,
    context: env.context,
    result,
    isError,
  };
  if (env.parentToolCallId !== undefined) context.parentToolCallId = env.parentToolCallId;
  try {
    const override = await env.afterToolCall(context, env.signal);
    if (override === undefined) return outcome;
    const merged: AgentToolResult<unknown> = {
      content: override.content !== undefined ? override.content : result.content,
      details: override.details !== undefined ? override.details : result.details,
    };
    const terminate = override.terminate !== undefined ? override.terminate : result.terminate;
    if (terminate !== undefined) merged.terminate = terminate;
    return { toolCall, result: merged, isError: override.isError !== undefined ? override.isError : isError };
  } catch (error) {
    return failedOutcome(toolCall, "hook_failed", hookFailedText("afterToolCall", toolCall.name, errorText(error)));
  }
}

/**
 * The error flag lives on the outcome (and so on `tool_execution_end.isError`
 * and the tool-result message), never inside `result`, so the two can never
 * disagree after `afterToolCall` flips it. Content, details and `terminate`
 * are kept as the tool returned them.
 */
function withoutErrorFlag(result: AgentToolResult<unknown>): AgentToolResult<unknown> {
  if (!("isError" in result)) return result;
  const { isError: _isError, ...rest } = result;
  return rest;
}

function isToolResult(value: unknown): value is AgentToolResult<unknown> {
  return typeof value === "object" && value !== null && Array.isArray((value as { content?: unknown }).content);
}
