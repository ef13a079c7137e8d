import type {
  AssistantMessage,
  Message,
  TextContent,
  ThinkingContent,
  ToolCall,
  ToolResultMessage,
  UserMessage,
} from "../messages.js";
import type { Model } from "../model.js";
import { isSameModel, thinkingForOtherModel, withoutUnsupportedImages } from "./content.js";
import { ToolCallIdAssigner, toolCallIdRules } from "./tool-call-id.js";

/** The text of a tool result synthesized for a call that has none. */
export const MISSING_TOOL_RESULT_TEXT = "No result was recorded for this tool call.";

/** A tool call of the assistant turn being replayed, and whether its result was seen. */
interface PendingCall {
  /** Id in the transcript (what results point to). */
  recordedId: string;
  /** Id sent to the target. */
  id: string;
  name: string;
  answered: boolean;
}

interface OpenTurn {
  calls: PendingCall[];
  timestamp: number;
}

/**
 * Adapts a history written by any provider/model so that `target` accepts
 * it. Adapters call this before serializing a request. Pure: the input is
 * never mutated, and the same input always gives the same output.
 *
 * Rules:
 * - Assistant messages that ended in `error` or `aborted` are left out,
 *   and so are the results of their calls.
 * - Tool-call ids are rewritten to the target API's alphabet and length
 *   (see {@link toolCallIdRules}), keeping valid ids, never giving two calls
 *   the same id; the matching tool-result ids follow.
 * - A tool call without a result gets a synthesized error result
 *   ({@link MISSING_TOOL_RESULT_TEXT}) right after the turn's other results,
 *   before the next assistant or user message (or at the end).
 * - A tool result that answers no call of the assistant turn it follows
 *   (or answers one a second time) is left out: providers reject it.
 * - Thinking from another model becomes plain text wrapped as earlier
 *   reasoning; redacted or empty thinking from another model is dropped.
 * - `thinkingSignature`, `thoughtSignature` and `textSignature` are kept
 *   only when provider, model and API are all the same.
 * - Images sent to a model without image input become text placeholders.
 * - An assistant message left with no content is left out.
 *
 * @example
 * const messages = transformMessages(context.messages, model);
 * const body = toProviderMessages(messages); // adapter-specific
 */
export function transformMessages(messages: readonly Message[], target: Model): Message[] {
  const ids = new ToolCallIdAssigner(toolCallIdRules(target));
  const out: Message[] = [];
  let turn: OpenTurn | undefined;

  const closeTurn = (): void => {
    if (!turn) return;
    for (const call of turn.calls) if (!call.answered) out.push(missingResult(call, turn.timestamp));
    turn = undefined;
  };

  for (const message of messages) {
    switch (message.role) {
      case "user":
        closeTurn();
        out.push(transformUser(message, target));
        break;
      case "assistant": {
        closeTurn();
        if (message.stopReason === "error" || message.stopReason === "aborted") break;
        const replayed = transformAssistant(message, target, ids);
        if (replayed.message.content.length === 0) break;
        out.push(replayed.message);
        if (replayed.calls.length > 0) turn = { calls: replayed.calls, timestamp: message.timestamp };
        break;
      }
      case "toolResult": {
        const call = turn?.calls.find((c) => !c.answered && c.recordedId === message.toolCallId);
        if (!call) break;
        call.answered = true;
        out.push(transformToolResult(message, call.id, target));
        break;
      }
      default:
        return assertNever(message);
    }
  }
  closeTurn();
  return out;
}

function transformUser(message: UserMessage, target: Model): UserMessage {
  if (typeof message.content === "string") return message;
  const content = withoutUnsupportedImages(message.content, target);
  return content === message.content ? message : { ...message, content };
}

function transformToolResult(message: ToolResultMessage, id: string, target: Model): ToolResultMessage {
  const content = withoutUnsupportedImages(message.content, target);
  if (content === message.content && id === message.toolCallId) return message;
  return { ...message, toolCallId: id, content };
}

function transformAssistant(
  message: AssistantMessage,
  target: Model,
  ids: ToolCallIdAssigner,
): { message: AssistantMessage; calls: PendingCall[] } {
  const same = isSameModel(message, target);
  const calls: PendingCall[] = [];
  const content: AssistantMessage["content"] = [];
  let changed = false;
  for (const block of message.content) {
    const replayed = replayBlock(block, same);
    if (replayed?.type === "toolCall") {
      const id = ids.assign(replayed.id, same);
      const call = id === replayed.id ? replayed : { ...replayed, id };
      calls.push({ recordedId: replayed.id, id, name: call.name, answered: false });
      content.push(call);
      changed ||= call !== block;
    } else if (replayed) {
      content.push(replayed);
      changed ||= replayed !== block;
    } else {
      changed = true;
    }
  }
  return { message: changed ? { ...message, content } : message, calls };
}

/** One content block as `target` should see it, or `undefined` to leave it out. */
function replayBlock(
  block: TextContent | ThinkingContent | ToolCall,
  same: boolean,
): TextContent | ThinkingContent | ToolCall | undefined {
  if (same) return block;
  switch (block.type) {
    case "text": {
      if (block.text.trim() === "") return undefined;
      if (block.textSignature === undefined) return block;
      const { textSignature: _dropped, ...rest } = block;
      return rest;
    }
    case "thinking":
      return thinkingForOtherModel(block);
    case "toolCall": {
      if (block.thoughtSignature === undefined) return block;
      const { thoughtSignature: _dropped, ...rest } = block;
      return rest;
    }
    default:
      return assertNever(block);
  }
}

function missingResult(call: PendingCall, timestamp: number): ToolResultMessage {
  return {
    role: "toolResult",
    toolCallId: call.id,
    toolName: call.name,
    content: [{ type: "text", text: MISSING_TOOL_RESULT_TEXT }],
    isError: true,
    timestamp,
  };
}

function assertNever(value: never): never {
  throw new Error(`transformMessages: unexpected value ${JSON.stringify(value)}`);
}
