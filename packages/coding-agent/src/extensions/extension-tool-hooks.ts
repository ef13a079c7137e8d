import type { AfterToolCallHook, BeforeToolCallHook } from "@keel/agent-core";
import type { ToolCallEvent, ToolCallResult, ToolResultEvent, ToolResultPatch } from "./extension-events.js";

/** What the hooks need: the runner's `tool_call` and `tool_result` dispatch. */
export interface ToolEventEmitter {
  emitToolCall(event: ToolCallEvent): Promise<ToolCallResult | undefined>;
  emitToolResult(event: ToolResultEvent): Promise<ToolResultPatch>;
}

/**
 * `beforeToolCall` / `afterToolCall` hooks for `@keel/agent-core` that run
 * the extensions' `tool_call` (a block becomes the loop's block, with a
 * default reason) and `tool_result` (an empty patch changes nothing).
 */
export function extensionToolHooks(events: ToolEventEmitter): {
  beforeToolCall: BeforeToolCallHook;
  afterToolCall: AfterToolCallHook;
} {
  return {
    beforeToolCall: async ({ toolCall, args }) => {
      const result = await events.emitToolCall({
        type: "tool_call",
        toolCallId: toolCall.id,
        toolName: toolCall.name,
        input: args,
      });
      return result?.block === true ? { block: true, reason: result.reason ?? "Blocked by an extension." } : undefined;
    },
    afterToolCall: async ({ toolCall, args, result, isError }) => {
      const patch = await events.emitToolResult({
        type: "tool_result",
        toolCallId: toolCall.id,
        toolName: toolCall.name,
        input: args,
        content: result.content,
        details: result.details,
        isError,
      });
      return Object.keys(patch).length === 0 ? undefined : patch;
    },
  };
}
