import type { AssistantMessageEvent, ToolCall, Usage } from "@keel/ai";
import type { AgentSessionEvent } from "../../agent-session/session-events.js";
import type { SubagentEvent } from "../../agents/subagent-runner.js";

/** An assistant stream event as written in JSON mode: its cumulative `partial` snapshot removed. */
export type JsonAssistantMessageEvent =
  | { type: "start" }
  | { type: "text_start"; contentIndex: number }
  | { type: "text_delta"; contentIndex: number; delta: string }
  | { type: "text_end"; contentIndex: number; content: string }
  | { type: "thinking_start"; contentIndex: number }
  | { type: "thinking_delta"; contentIndex: number; delta: string }
  | { type: "thinking_end"; contentIndex: number; content: string }
  | { type: "toolcall_start"; contentIndex: number; id: string; toolName: string }
  | { type: "toolcall_delta"; contentIndex: number; delta: string }
  | { type: "toolcall_end"; contentIndex: number; toolCall: ToolCall }
  | { type: "done"; reason: "stop" | "length" | "toolUse" }
  | { type: "error"; reason: "error" | "aborted" };

/** A `message_update` as written in JSON mode: delta only, with the latest usage. */
export interface JsonMessageUpdate {
  type: "message_update";
  usage: Usage;
  assistantMessageEvent: JsonAssistantMessageEvent;
}

/**
 * Turns an agent event into the record JSON mode writes. Only `message_update`
 * changes: the cumulative message and the `partial` snapshot are dropped, so
 * a 1 MB tool call costs about 1 MB of output, not 1 MB per delta. The final
 * message still arrives whole in `message_end`.
 */
export function toJsonEvent(
  event: AgentSessionEvent,
): Exclude<AgentSessionEvent, { type: "message_update" }> | JsonMessageUpdate {
  if (event.type !== "message_update") return event;
  return {
    type: "message_update",
    usage: event.message.usage,
    assistantMessageEvent: stripPartial(event.assistantMessageEvent),
  };
}

/**
 * A subagent's event as JSON and RPC modes write it: the child's event
 * (projected like the parent's, see {@link toJsonEvent}) with
 * `parentToolCallId`, the id of the `task` call that runs the child.
 */
export function toSubagentJsonEvent(
  forwarded: SubagentEvent,
): ReturnType<typeof toJsonEvent> & { parentToolCallId: string } {
  return { ...toJsonEvent(forwarded.event), parentToolCallId: forwarded.parentToolCallId };
}

function stripPartial(event: AssistantMessageEvent): JsonAssistantMessageEvent {
  switch (event.type) {
    case "start":
      return { type: "start" };
    case "text_start":
    case "thinking_start":
      return { type: event.type, contentIndex: event.contentIndex };
    case "text_delta":
    case "thinking_delta":
    case "toolcall_delta":
      return { type: event.type, contentIndex: event.contentIndex, delta: event.delta };
    case "text_end":
    case "thinking_end":
      return { type: event.type, contentIndex: event.contentIndex, content: event.content };
    case "toolcall_start": {
      const block = event.partial.content[event.contentIndex];
      const call = block?.type === "toolCall" ? block : undefined;
      return {
        type: "toolcall_start",
        contentIndex: event.contentIndex,
        id: call?.id ?? "",
        toolName: call?.name ?? "",
      };
    }
    case "toolcall_end":
      return { type: "toolcall_end", contentIndex: event.contentIndex, toolCall: event.toolCall };
    case "done":
      return { type: "done", reason: event.reason };
    case "error":
      return { type: "error", reason: event.reason };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
