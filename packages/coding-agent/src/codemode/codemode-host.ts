import type { AnyAgentTool } from "@keel/agent-core";
import type { ToolCall, ToolResultMessage } from "@keel/ai";

/** What the `codemode` tool needs from the session it runs in. */
export interface CodemodeHost {
  /** The tools the description declares: the active ones, `codemode` left out. */
  declaredTools(): readonly AnyAgentTool[];
  /**
   * Every tool a script may call: the active tools (`codemode` left out)
   * and tools reachable only from scripts, such as deferred MCP tools. May
   * wait (bounded) for MCP servers still connecting.
   */
  callableTools(signal: AbortSignal): Promise<readonly AnyAgentTool[]>;
  /**
   * Runs one nested call through the whole pipeline of a call the model
   * makes (validation, extension `tool_call` hooks, permissions, the
   * sandbox, truncation, `tool_result` hooks), reporting it as
   * `tool_execution_*` events with `parentToolCallId`.
   * Contract: never throws for a failing call (failures are error results).
   */
  runToolCall(
    toolCall: ToolCall,
    options: { parentToolCallId: string; tools: readonly AnyAgentTool[]; signal: AbortSignal },
  ): Promise<ToolResultMessage>;
}
