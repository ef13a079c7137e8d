import type { ToolExecutionEndEvent, ToolExecutionStartEvent, ToolExecutionUpdateEvent } from "@keel/agent-core";
import type { NestedToolCall, ToolItem, TranscriptItem, UiState } from "./ui-state.js";

/** The event of a call another tool made (a codemode script's `tools.read()`), which names its parent. */
export type NestedToolEvent = (ToolExecutionStartEvent | ToolExecutionUpdateEvent | ToolExecutionEndEvent) & {
  parentToolCallId: string;
};

/** Whether a tool event is a nested call's (it carries `parentToolCallId`). */
export function isNestedToolEvent(
  event: ToolExecutionStartEvent | ToolExecutionUpdateEvent | ToolExecutionEndEvent,
): event is NestedToolEvent {
  return event.parentToolCallId !== undefined;
}

/**
 * A nested call's event changes its parent's item (a line under it), never
 * the transcript: the model sees only the parent's result. A parent that
 * is not on screen (an event of another session) leaves the state as it is.
 */
export function reduceNestedToolEvent(state: UiState, event: NestedToolEvent): UiState {
  const index = state.items.findLastIndex(
    (item: TranscriptItem) => item.kind === "tool" && item.id === event.parentToolCallId,
  );
  if (index < 0) return state;
  const parent = state.items[index] as ToolItem;
  const calls = parent.nested ?? [];
  let next: NestedToolCall[];
  switch (event.type) {
    case "tool_execution_start":
      next = [
        ...calls,
        { id: event.toolCallId, name: event.toolName, args: event.args, phase: "running", isError: false },
      ];
      break;
    case "tool_execution_update":
      return state;
    case "tool_execution_end":
      next = calls.some((call) => call.id === event.toolCallId)
        ? calls.map((call) =>
            call.id === event.toolCallId ? { ...call, phase: "done", isError: event.isError } : call,
          )
        : [
            ...calls,
            { id: event.toolCallId, name: event.toolName, args: event.args, phase: "done", isError: event.isError },
          ];
      break;
    default: {
      const never: never = event;
      return never;
    }
  }
  const items = state.items.slice();
  items[index] = { ...parent, nested: next };
  return { ...state, items };
}
