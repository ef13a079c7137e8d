import type { ToolCall } from "@keel/ai";
import type { AgentToolResult } from "./agent-tool.js";
import type { ToolCallEnv } from "./tool-call-env.js";
import { hookFailedText, invalidResultText } from "./tool-failure-texts.js";
import type { AfterToolCallContext, AfterToolCallHook } from "./tool-hooks.js";
import { errorText, failedOutcome, type ToolCallOutcome } from "./tool-outcome.js";
import type { PreparedToolCall } from "./tool-preflight.js";

/**
 * Receives a progress update of the call it is given with (one sink serves a
 * whole batch); the returned promise is awaited before the call's end. @internal
 */
export type UpdateSink = (partialResult: AgentToolResult<unknown>, toolCall: ToolCall) => void | Promise<void>;

/**
 * CONTRACT.md rules 4–6: runs a prepared call with its validated arguments, the
 * abort signal and an `onUpdate` callback; turns a throw into an error result;
 * stops accepting updates once `execute` settled and waits for the queued
 * ones; then applies `afterToolCall` field by field. Never throws for a
 * failing tool or hook; rejects only when the update sink throws. @internal
 */
export function executePreparedCall(
  prepared: PreparedToolCall,
  env: ToolCallEnv,
  onUpdate: UpdateSink | undefined,
): Promise<ToolCallOutcome> {
  return new Promise((resolve, reject) => runPreparedCall(prepared, env, onUpdate, resolve, resolveWith, reject));
}

function resolveWith(resolve: (outcome: ToolCallOutcome) => void, outcome: ToolCallOutcome): void {
  resolve(outcome);
}

/**
 * {@link executePreparedCall} with callbacks instead of a promise, for the
 * parallel batch: no promise of its own per call, and the end follows the
 * tool's settlement directly. `done` gets `tag` and the outcome (so one
 * `done` serves a whole batch); `fail` gets what the update sink threw.
 * Neither may throw. @internal
 */
export function runPreparedCall<T>(
  prepared: PreparedToolCall,
  env: ToolCallEnv,
  onUpdate: UpdateSink | undefined,
  tag: T,
  done: (tag: T, outcome: ToolCallOutcome) => void,
  fail: (error: unknown) => void,
): void {
  const { toolCall } = prepared;
  let settled = false;
  let queue: Promise<void> | undefined;
  const update =
    onUpdate === undefined
      ? undefined
      : (partialResult: AgentToolResult<unknown>): void => {
          if (settled) return;
          // Always deferred: a failing sink must never throw into the tool.
          queue = (queue ?? Promise.resolve()).then(() => onUpdate(partialResult, toolCall));
        };
  const finish = (outcome: ToolCallOutcome): void => {
    settled = true;
    if (queue !== undefined) {
      queue.then(() => applyAfterToolCall(outcome, prepared, env)).then((final) => done(tag, final), fail);
      return;
    }
    const final = applyAfterToolCall(outcome, prepared, env);
    if (final instanceof Promise) final.then((awaited) => done(tag, awaited), fail);
    else done(tag, final);
  };

  let running: unknown;
  try {
    running = prepared.tool.execute(toolCall.id, prepared.args, env.signal, update);
  } catch (error) {
    running = Promise.reject(error);
  }
  Promise.resolve(running).then(
    (result) =>
      finish(
        isToolResult(result)
          ? { toolCall, result: withoutErrorFlag(result), isError: result.isError === true }
          : failedOutcome(toolCall, "execution_failed", invalidResultText(toolCall.name)),
      ),
    (error: unknown) => finish(failedOutcome(toolCall, "execution_failed", errorText(error))),
  );
}

/** The outcome after `afterToolCall` (CONTRACT.md rule 6); the outcome itself when there is no hook. */
function applyAfterToolCall(
  outcome: ToolCallOutcome,
  prepared: PreparedToolCall,
  env: ToolCallEnv,
): ToolCallOutcome | Promise<ToolCallOutcome> {
  if (env.afterToolCall === undefined) return outcome;
  return askAfterToolCall(outcome, prepared, env, env.afterToolCall);
}

async function askAfterToolCall(
  outcome: ToolCallOutcome,
  prepared: PreparedToolCall,
  env: ToolCallEnv,
  afterToolCall: AfterToolCallHook,
): Promise<ToolCallOutcome> {
  const { toolCall, tool, args } = prepared;
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
    const override = await afterToolCall(context, env.signal);
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
