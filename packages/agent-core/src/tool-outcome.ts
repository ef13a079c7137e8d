import type { ToolCall, ToolResultMessage } from "@keel/ai";
import type { AgentToolResult } from "./agent-tool.js";

/**
 * Why the loop (not the tool) produced an error result. Set as `details.failure`
 * on every error result the loop synthesizes, so UIs and tests need not parse text.
 */
export type ToolFailureKind =
  | "arguments_unparsed"
  | "tool_not_available"
  | "invalid_arguments"
  | "blocked"
  | "aborted"
  | "truncated"
  | "response_failed"
  | "execution_failed"
  | "hook_failed";

/** The `details` of an error result synthesized by the loop. */
export interface ToolFailureDetails {
  failure: ToolFailureKind;
  toolName: string;
  /** For `tool_not_available`: the names in the active set at lookup time. */
  activeTools?: string[];
  /** For `invalid_arguments`: each failing path and what was expected. */
  errors?: { path: string; message: string }[];
}

/** A finalized tool call: the result that becomes its tool-result message. @internal */
export interface ToolCallOutcome {
  toolCall: ToolCall;
  result: AgentToolResult<unknown>;
  isError: boolean;
}

/** Builds an error outcome with a text the model reads and structured details. @internal */
export function failedOutcome(
  toolCall: ToolCall,
  failure: ToolFailureKind,
  text: string,
  extra?: Omit<ToolFailureDetails, "failure" | "toolName">,
): ToolCallOutcome {
  const details: ToolFailureDetails = { failure, toolName: toolCall.name, ...extra };
  return { toolCall, result: { content: [{ type: "text", text }], details }, isError: true };
}

/** The tool-result message recorded for an outcome. @internal */
export function toolResultMessage(outcome: ToolCallOutcome): ToolResultMessage {
  return {
    role: "toolResult",
    toolCallId: outcome.toolCall.id,
    toolName: outcome.toolCall.name,
    content: outcome.result.content,
    details: outcome.result.details,
    isError: outcome.isError,
    timestamp: Date.now(),
  };
}

/** The message of an unknown thrown value. @internal */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
