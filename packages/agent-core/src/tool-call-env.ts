import type { AssistantMessage } from "@keel/ai";
import type { AgentContext } from "./agent-context.js";
import type { AnyAgentTool } from "./agent-tool.js";
import type { AfterToolCallHook, BeforeToolCallHook } from "./tool-hooks.js";

/**
 * What preflight and execution of one call need to know. Built once per batch
 * (or per `runToolCall`), not per call. @internal
 */
export interface ToolCallEnv {
  /** The active tool set, read when each call enters preflight (CONTRACT.md rules 3, 14). */
  getTools: () => readonly AnyAgentTool[];
  assistantMessage: AssistantMessage | undefined;
  context: AgentContext;
  beforeToolCall: BeforeToolCallHook | undefined;
  afterToolCall: AfterToolCallHook | undefined;
  signal: AbortSignal | undefined;
  parentToolCallId: string | undefined;
}

/** Finds a tool by name; a linear scan, as tool sets are small. @internal */
export function findTool(tools: readonly AnyAgentTool[], name: string): AnyAgentTool | undefined {
  for (let i = 0; i < tools.length; i++) {
    const tool = tools[i] as AnyAgentTool;
    if (tool.name === name) return tool;
  }
  return undefined;
}
