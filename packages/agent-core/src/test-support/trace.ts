import type { AgentEvent } from "../agent-events.js";

/** Options of {@link traceOf}. */
export interface TraceOptions {
  /** Include `message_update` lines (off by default: their number depends on chunking). */
  updates?: boolean;
}

/**
 * The trace of a run whose first model request fails (a provider error, an
 * abort, or a hook that throws before the request): the turn ends with no tool
 * results, and so does the run.
 */
export const failedRequestTrace: readonly string[] = [
  "agent_start",
  "turn_start",
  "message_start user",
  "message_end user",
  "message_start assistant",
  "message_end assistant",
  "turn_end toolResults []",
  "agent_end",
];

/**
 * Maps events to the short lines CONTRACT.md writes its sequences in, e.g.
 * `tool_execution_end B`, `message_end toolResult A`, `turn_end toolResults [A, B]`.
 * Tool lines name the `toolCallId`; `(error)` marks error results.
 */
export function traceOf(events: readonly AgentEvent[], options: TraceOptions = {}): string[] {
  const lines: string[] = [];
  for (const event of events) {
    const line = traceLine(event, options);
    if (line !== undefined) lines.push(line);
  }
  return lines;
}

function traceLine(event: AgentEvent, options: TraceOptions): string | undefined {
  switch (event.type) {
    case "agent_start":
    case "turn_start":
    case "agent_end":
      return event.type;
    case "message_start":
    case "message_end": {
      const message = event.message;
      if (message.role === "toolResult") {
        return `${event.type} toolResult ${message.toolCallId}${message.isError ? " (error)" : ""}`;
      }
      return `${event.type} ${message.role}`;
    }
    case "message_update":
      return options.updates === true ? `message_update ${event.assistantMessageEvent.type}` : undefined;
    case "tool_execution_start":
      return `tool_execution_start ${event.toolCallId}`;
    case "tool_execution_update":
      return `tool_execution_update ${event.toolCallId}`;
    case "tool_execution_end":
      return `tool_execution_end ${event.toolCallId}${event.isError ? " (error)" : ""}`;
    case "turn_end":
      return `turn_end toolResults [${event.toolResults.map((r) => r.toolCallId).join(", ")}]`;
  }
}
