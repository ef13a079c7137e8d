import type { AgentMessage } from "@keel/agent-core";
import { answerFirstLine, type SubagentDetails } from "../../../agents/subagent-details.js";
import type { SubagentEvent } from "../../../agents/subagent-runner.js";
import { nestedCallsFromDetails } from "./nested-tool-calls.js";
import type { NestedToolCall, SubagentBlock, ToolItem, TranscriptItem, UiState } from "./ui-state.js";

/** The child events that change a block: the rest (streaming deltas, progress) are not drawn. */
const SHOWN = new Set(["agent_start", "agent_end", "tool_execution_start", "tool_execution_end", "message_end"]);

/** Whether a child's event changes what the screen shows (so a front end can skip the rest). */
export function subagentEventShows(event: SubagentEvent): boolean {
  return SHOWN.has(event.event.type);
}

/**
 * A child's event changes the block under its `task` call: the item whose id
 * is the event's `parentToolCallId`, or (for a grandchild) the item whose
 * block holds that call. An event whose call is not on screen changes nothing.
 */
export function reduceSubagentEvent(state: UiState, forwarded: SubagentEvent): UiState {
  if (!subagentEventShows(forwarded)) return state;
  const index = state.items.findLastIndex(
    (item: TranscriptItem) =>
      item.kind === "tool" &&
      (item.id === forwarded.parentToolCallId ||
        item.subagent?.calls.some((call) => call.id === forwarded.parentToolCallId) === true),
  );
  if (index < 0) return state;
  const item = state.items[index] as ToolItem;
  const direct = item.id === forwarded.parentToolCallId;
  const block: SubagentBlock = item.subagent ?? {
    agent: forwarded.agent,
    sessionId: forwarded.sessionId,
    calls: [],
    responses: 0,
    running: true,
  };
  const next = direct ? applyOwnEvent(block, forwarded) : applyCallEvent(block, forwarded);
  if (next === block && item.subagent !== undefined) return state;
  const items = state.items.slice();
  items[index] = { ...item, subagent: next };
  return { ...state, items };
}

/** An event of the child itself: its start and end, its responses, its tool calls. */
function applyOwnEvent(block: SubagentBlock, forwarded: SubagentEvent): SubagentBlock {
  const event = forwarded.event;
  switch (event.type) {
    case "agent_start":
      return { ...block, running: true };
    case "agent_end":
      return { ...block, running: false };
    case "message_end": {
      if (!isAssistant(event.message)) return block;
      const text = answerFirstLine(event.message);
      return { ...block, responses: block.responses + 1, ...(text ? { lastText: text } : {}) };
    }
    default:
      return applyCallEvent(block, forwarded);
  }
}

/** A tool call's start or end (the child's own, or one its children made): a line of the block. */
function applyCallEvent(block: SubagentBlock, forwarded: SubagentEvent): SubagentBlock {
  const event = forwarded.event;
  if (event.type === "tool_execution_start") {
    if (block.calls.some((call) => call.id === event.toolCallId)) return block;
    const call: NestedToolCall = {
      id: event.toolCallId,
      name: event.toolName,
      args: event.args,
      phase: "running",
      isError: false,
    };
    return { ...block, calls: [...block.calls, call] };
  }
  if (event.type === "tool_execution_end") {
    const known = block.calls.some((call) => call.id === event.toolCallId);
    const calls = known
      ? block.calls.map((call) =>
          call.id === event.toolCallId ? { ...call, phase: "done" as const, isError: event.isError } : call,
        )
      : [
          ...block.calls,
          {
            id: event.toolCallId,
            name: event.toolName,
            args: event.args,
            phase: "done" as const,
            isError: event.isError,
          },
        ];
    return { ...block, calls };
  }
  return block;
}

function isAssistant(message: AgentMessage): message is Extract<AgentMessage, { role: "assistant" }> {
  return (message as { role?: unknown }).role === "assistant";
}

/**
 * The block of a finished `task` call from its result's details (a resumed
 * session's screen): the child's recorded calls, responses and last text;
 * `undefined` when the details name no subagent.
 */
export function subagentBlockFromDetails(details: unknown): SubagentBlock | undefined {
  const subagent = (details as Partial<SubagentDetails> | undefined)?.subagent;
  if (typeof subagent !== "object" || subagent === null) return undefined;
  if (typeof subagent.agent !== "string" || typeof subagent.sessionId !== "string") return undefined;
  const responses = typeof subagent.usage?.responses === "number" ? subagent.usage.responses : 0;
  return {
    agent: subagent.agent,
    sessionId: subagent.sessionId,
    calls: nestedCallsFromDetails({ calls: subagent.calls }) ?? [],
    responses,
    ...(typeof subagent.lastText === "string" ? { lastText: subagent.lastText } : {}),
    running: false,
  };
}
