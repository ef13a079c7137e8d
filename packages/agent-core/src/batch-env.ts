import type { ToolResultMessage } from "@keel/ai";
import type { AgentEventSink } from "./agent-events.js";
import type { ToolCallEnv } from "./tool-call-env.js";

/** A batch's environment: the per-call environment plus where events and results go. @internal */
export interface BatchEnv extends ToolCallEnv {
  emit: AgentEventSink;
  /** Records a tool-result message in the transcript (called in source order). */
  append: (message: ToolResultMessage) => void;
}
