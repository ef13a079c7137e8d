import type { ToolExecutionEndEvent, ToolExecutionStartEvent, ToolExecutionUpdateEvent } from "@keel/agent-core";
import type { JsonObject } from "@keel/ai";
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

/**
 * The nested calls a finished tool recorded in its result's details (a
 * codemode result's `details.calls`: `toolCallId`, `toolName`, `args`,
 * `isError`), for a resumed session's screen; `undefined` when there are none.
 */
export function nestedCallsFromDetails(details: unknown): NestedToolCall[] | undefined {
  const calls = (details as { calls?: unknown } | undefined)?.calls;
  if (!Array.isArray(calls) || calls.length === 0) return undefined;
  const nested = calls.flatMap((call: unknown): NestedToolCall[] => {
    const c = call as { toolCallId?: unknown; toolName?: unknown; args?: unknown; isError?: unknown };
    if (typeof c.toolCallId !== "string" || typeof c.toolName !== "string") return [];
    const args = typeof c.args === "object" && c.args !== null && !Array.isArray(c.args) ? (c.args as JsonObject) : {};
    return [{ id: c.toolCallId, name: c.toolName, args, phase: "done", isError: c.isError === true }];
  });
  return nested.length > 0 ? nested : undefined;
}
