import type { AssistantMessage, ToolCall } from "@keel/ai";

// The texts the model reads when the loop, not the tool, finalizes a call.
// Each tells the model what happened and what to do next.

/** @internal */
export function unparsedArgumentsText(toolCall: ToolCall, parseError: string): string {
  return (
    `Tool call "${toolCall.name}" was not executed: its arguments could not be parsed as a JSON object ` +
    `(${parseError}). Issue the call again with complete, valid JSON arguments.`
  );
}

/** @internal */
export function toolNotAvailableText(toolName: string, activeTools: readonly string[]): string {
  const list = activeTools.length > 0 ? activeTools.join(", ") : "(none)";
  return (
    `Tool "${toolName}" is not available: it is not in the active tool set. Active tools: ${list}. ` +
    `If a tool called earlier in this same response makes "${toolName}" available, ` +
    "it is not available yet: retry the call on your next turn."
  );
}

/** @internal */
export function invalidArgumentsText(validationMessage: string): string {
  // `validateToolArguments` already names the tool, lists each failing path and echoes the arguments.
  return `${validationMessage}\n\nFix the arguments and call the tool again.`;
}

/** @internal */
export function prepareFailedText(toolName: string, error: string): string {
  return `Invalid arguments for tool "${toolName}": prepareArguments failed: ${error}`;
}

/** @internal */
export function blockedText(toolName: string): string {
  return `Tool call "${toolName}" was blocked by a policy hook.`;
}

/** @internal */
export function abortedText(toolName: string): string {
  return `Tool call "${toolName}" was aborted before it ran.`;
}

/** @internal */
export function hookFailedText(hook: "beforeToolCall" | "afterToolCall", toolName: string, error: string): string {
  return `The ${hook} hook failed for tool "${toolName}": ${error}`;
}

/** @internal */
export function invalidResultText(toolName: string): string {
  return `Tool "${toolName}" returned an invalid result (expected an object with a "content" array).`;
}

/** @internal */
export function truncatedText(toolName: string): string {
  return (
    `Tool call "${toolName}" was not executed: the response was cut off by the output-token limit ` +
    `(stopReason "length"), so its arguments may be incomplete. Re-issue the call with complete arguments.`
  );
}

/** @internal */
export function responseFailedText(toolName: string, message: AssistantMessage): string {
  if (message.stopReason === "aborted") {
    return `Tool call "${toolName}" was aborted: the response was aborted before it completed, so the call was not executed.`;
  }
  const detail = message.errorMessage ? ` (${message.errorMessage})` : "";
  return `Tool call "${toolName}" was not executed: the response ended with an error${detail}. Re-issue the call if it is still needed.`;
}
