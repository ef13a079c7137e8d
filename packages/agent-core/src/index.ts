export type { AgentListener, AgentOptions } from "./agent.js";
export { Agent } from "./agent.js";
export type { AgentContext } from "./agent-context.js";
export type {
  AgentEndEvent,
  AgentEvent,
  AgentEventSink,
  AgentEventType,
  AgentStartEvent,
  MessageEndEvent,
  MessageStartEvent,
  MessageUpdateEvent,
  ToolExecutionEndEvent,
  ToolExecutionStartEvent,
  ToolExecutionUpdateEvent,
  TurnEndEvent,
  TurnStartEvent,
} from "./agent-events.js";
export type { AgentEventStream } from "./agent-loop.js";
export { agentLoop, agentLoopContinue, runAgentLoop, runAgentLoopContinue } from "./agent-loop.js";
export type { AgentLoopConfig, NextTurnState, StreamFn, TurnBoundary } from "./agent-loop-config.js";
export type { AgentMessage, CustomAgentMessages } from "./agent-message.js";
export { defaultConvertToLlm, isLlmMessage } from "./agent-message.js";
export type { AgentInitialState, AgentState } from "./agent-state.js";
export type {
  AgentTool,
  AgentToolResult,
  AgentToolUpdateCallback,
  AnyAgentTool,
  ToolExecutionMode,
} from "./agent-tool.js";
export type { ToolParams } from "./define-tool.js";
export { defineTool } from "./define-tool.js";
export type { QueueMode } from "./message-queue.js";
export type { RunToolCallOptions } from "./run-tool-call.js";
export { runToolCall } from "./run-tool-call.js";
export type {
  AfterToolCallContext,
  AfterToolCallHook,
  AfterToolCallResult,
  BeforeToolCallContext,
  BeforeToolCallHook,
  BeforeToolCallResult,
  ToolCallHookContext,
} from "./tool-hooks.js";
export type { ToolFailureDetails, ToolFailureKind } from "./tool-outcome.js";
