import { prepareToolValidation, type ToolCall, validateToolArguments } from "@keel/ai";
import type { AnyAgentTool } from "./agent-tool.js";
import { findTool, type ToolCallEnv } from "./tool-call-env.js";
import {
  abortedText,
  blockedText,
  hookFailedText,
  invalidArgumentsText,
  prepareFailedText,
  toolNotAvailableText,
  unparsedArgumentsText,
} from "./tool-failure-texts.js";
import type { BeforeToolCallHook, ToolCallHookContext } from "./tool-hooks.js";
import { errorText, failedOutcome, type ToolCallOutcome } from "./tool-outcome.js";

/** Set once `prepareToolValidation` has resolved in this process. */
let validationReady = false;
/** A call that passed preflight and may execute. @internal */
export interface PreparedToolCall {
  ok: true;
  toolCall: ToolCall;
  tool: AnyAgentTool;
  /** Validated arguments, possibly mutated by `beforeToolCall`. */
  args: Record<string, unknown>;
}

/** A call that failed preflight: it is finalized with this outcome. @internal */
export interface FailedPreflight {
  ok: false;
  outcome: ToolCallOutcome;
}

/** The outcome of preflight: a call that may execute, or the outcome of one that failed. @internal */
export type Preflight = PreparedToolCall | FailedPreflight;

/**
 * CONTRACT.md rule 3, after `tool_execution_start` was emitted: check abort →
 * look the tool up in the current active set → refuse unparsed arguments →
 * `prepareArguments` → validate → `beforeToolCall` → check abort.
 * Never throws for a failing call: the failure is the returned outcome.
 * Synchronous unless something must be waited for (the validator engine's
 * first load, a `beforeToolCall` hook): then a promise of the same. @internal
 */
export function preflightToolCall(toolCall: ToolCall, env: ToolCallEnv): Preflight | Promise<Preflight> {
  const name = toolCall.name;
  if (env.signal?.aborted) return failed(toolCall, "aborted", abortedText(name));

  const tools = env.getTools();
  const tool = findTool(tools, name);
  if (tool === undefined) {
    const activeTools = tools.map((t) => t.name);
    return failed(toolCall, "tool_not_available", toolNotAvailableText(name, activeTools), { activeTools });
  }

  if (toolCall.argumentsError !== undefined) {
    return failed(toolCall, "arguments_unparsed", unparsedArgumentsText(toolCall, toolCall.argumentsError));
  }

  let raw: Record<string, unknown> = toolCall.arguments;
  if (tool.prepareArguments !== undefined) {
    try {
      raw = tool.prepareArguments(raw);
    } catch (error) {
      return failed(toolCall, "invalid_arguments", prepareFailedText(name, errorText(error)));
    }
  }

  // The validator engine loads on the first call; later calls validate without waiting.
  if (!validationReady) {
    return prepareToolValidation().then(() => {
      validationReady = true;
      return validateAndCheck(toolCall, tool, raw, env);
    });
  }
  return validateAndCheck(toolCall, tool, raw, env);
}

/** Validation, then `beforeToolCall` (if any) and the last abort check. */
function validateAndCheck(
  toolCall: ToolCall,
  tool: AnyAgentTool,
  raw: Record<string, unknown>,
  env: ToolCallEnv,
): Preflight | Promise<Preflight> {
  const validation = validateToolArguments(tool, raw);
  if (!validation.ok) {
    return failed(toolCall, "invalid_arguments", invalidArgumentsText(validation.message), {
      errors: validation.errors,
    });
  }
  const args = validation.value as Record<string, unknown>;
  if (env.beforeToolCall !== undefined) return askBeforeToolCall(toolCall, tool, args, env, env.beforeToolCall);
  if (env.signal?.aborted) return failed(toolCall, "aborted", abortedText(toolCall.name));
  return { ok: true, toolCall, tool, args };
}

async function askBeforeToolCall(
  toolCall: ToolCall,
  tool: AnyAgentTool,
  args: Record<string, unknown>,
  env: ToolCallEnv,
  beforeToolCall: BeforeToolCallHook,
): Promise<Preflight> {
  const name = toolCall.name;
  const context: ToolCallHookContext = {
    toolCall,
    tool,
    args,
    assistantMessage: env.assistantMessage,
    context: env.context,
  };
  if (env.parentToolCallId !== undefined) context.parentToolCallId = env.parentToolCallId;
  let decision: Awaited<ReturnType<BeforeToolCallHook>>;
  try {
    decision = await beforeToolCall(context, env.signal);
  } catch (error) {
    return failed(toolCall, "hook_failed", hookFailedText("beforeToolCall", name, errorText(error)));
  }
  if (decision?.block === true) return failed(toolCall, "blocked", decision.reason ?? blockedText(name));
  if (env.signal?.aborted) return failed(toolCall, "aborted", abortedText(name));
  return { ok: true, toolCall, tool, args: context.args };
}

function failed(
  toolCall: ToolCall,
  kind: Parameters<typeof failedOutcome>[1],
  text: string,
  extra?: Parameters<typeof failedOutcome>[3],
): FailedPreflight {
  return { ok: false, outcome: failedOutcome(toolCall, kind, text, extra) };
}
