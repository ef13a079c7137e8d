import type { ToolCall } from "@keel/ai";
import type { ToolExecutionMode } from "./agent-tool.js";
import type { BatchEnv } from "./batch-env.js";
import type { BatchResult } from "./batch-result.js";
import { executeParallel } from "./execute-parallel.js";
import { executeSequential } from "./execute-sequential.js";
import { findTool, type ToolCallEnv } from "./tool-call-env.js";

/**
 * CONTRACT.md rule 2: sequential if configured, or if any requested tool (in the
 * current active set) declares `executionMode: "sequential"`; else parallel.
 * @internal
 */
export function selectBatchMode(
  toolCalls: readonly ToolCall[],
  configured: ToolExecutionMode | undefined,
  env: ToolCallEnv,
): ToolExecutionMode {
  if (configured === "sequential") return "sequential";
  const tools = env.getTools();
  for (const call of toolCalls) {
    if (findTool(tools, call.name)?.executionMode === "sequential") return "sequential";
  }
  return "parallel";
}

/** Runs the tool calls of one final assistant message (CONTRACT.md rules 2–9). @internal */
export function executeToolBatch(
  toolCalls: readonly ToolCall[],
  configured: ToolExecutionMode | undefined,
  env: BatchEnv,
): Promise<BatchResult> {
  return selectBatchMode(toolCalls, configured, env) === "sequential"
    ? executeSequential(toolCalls, env)
    : executeParallel(toolCalls, env);
}
