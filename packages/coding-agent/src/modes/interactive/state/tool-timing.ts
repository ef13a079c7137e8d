import type { PermissionDecisionEvent } from "../../../permissions/permission-record.js";
import type { ToolItem, TranscriptItem, UiState } from "./ui-state.js";

// When a tool call runs, as the screen tells it. `tool_execution_start` comes
// when a call enters its checks; in a parallel batch nothing executes until
// every call of the batch passed them, approvals included. So a call counts
// as running from its "allow" decision, and a call allowed before another
// call of its batch asked for approval is held until that approval is
// answered. Elapsed times and durations count from there.

function mapTools(state: UiState, change: (item: ToolItem) => ToolItem): UiState {
  let changed = false;
  const items = state.items.map((item): TranscriptItem => {
    if (item.kind !== "tool") return item;
    const next = change(item);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? { ...state, items } : state;
}

function batchOf(state: UiState, id: string): string | undefined {
  const item = state.items.find((entry): entry is ToolItem => entry.kind === "tool" && entry.id === id);
  return item?.batch;
}

function approvalPending(state: UiState, batch: string | undefined, except?: string): boolean {
  return state.items.some(
    (item) => item.kind === "tool" && item.awaitingApproval === true && item.batch === batch && item.id !== except,
  );
}

/** A permission decision: an allowed call runs from now, or is held while another call of its batch waits for approval. */
export function onPermissionDecision(state: UiState, event: PermissionDecisionEvent, at: number): UiState {
  if (event.parentToolCallId !== undefined || event.decision !== "allow") return state;
  const batch = batchOf(state, event.toolCallId);
  const held = approvalPending(state, batch, event.toolCallId);
  return mapTools(state, (item) =>
    item.id === event.toolCallId && item.phase === "running"
      ? { ...item, awaitingApproval: false, held, runningSince: held ? undefined : at }
      : item,
  );
}

/**
 * A call starts or stops waiting for the user's approval. While it waits,
 * the calls of its batch that were already allowed are held (they have not
 * executed); once no call of the batch waits, they run from `at`.
 */
export function onApproval(state: UiState, id: string, waiting: boolean, at: number): UiState {
  const batch = batchOf(state, id);
  const asked = mapTools(state, (item) =>
    item.id === id ? { ...item, awaitingApproval: waiting, asked: true } : item,
  );
  if (waiting) {
    return mapTools(asked, (item) =>
      item.id !== id &&
      item.batch === batch &&
      item.phase === "running" &&
      item.runningSince !== undefined &&
      item.liveOutput === ""
        ? { ...item, held: true, runningSince: undefined }
        : item,
    );
  }
  if (approvalPending(asked, batch)) return asked;
  return mapTools(asked, (item) =>
    item.batch === batch && item.held === true ? { ...item, held: false, runningSince: at } : item,
  );
}

/**
 * The duration of a finished call: from when it started running; none when
 * it never ran after a wait for approval (a refused call); the loop's own
 * figure when no permission check told when it ran.
 */
export function finishedDuration(item: ToolItem, eventDurationMs: number, at: number): number | undefined {
  if (item.runningSince !== undefined) return Math.max(0, at - item.runningSince);
  if (item.held === true || item.asked === true) return undefined;
  return eventDurationMs;
}
