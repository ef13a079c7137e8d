import type { AgentMessage } from "./agent-message.js";
import type { AnyAgentTool } from "./agent-tool.js";

/**
 * What a run starts from. The loop copies `messages` once at the start of a
 * run (never per turn) and appends to its copy; the caller's array is not
 * mutated.
 */
export interface AgentContext {
  /** Sent as the system prompt of every request. */
  systemPrompt: string;
  /** The transcript so far. */
  messages: AgentMessage[];
  /** The active tool set: declared to the model and used for lookup. */
  tools?: AnyAgentTool[];
}
