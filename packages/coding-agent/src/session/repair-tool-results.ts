import type { Message, ToolResultMessage } from "@keel/ai";

/** The text of a result made up for a tool call that never got one, of a tool that may change things. */
export const INTERRUPTED_TOOL_RESULT_TEXT =
  "This tool call has no result: the process running it ended before it finished (it may have had effects). Check its effects before you try it again.";

/** The text of a result made up for a call of a tool that only reads: it had no effects, so it is safe to repeat. */
export const INTERRUPTED_READ_ONLY_RESULT_TEXT =
  "This tool call has no result: the process running it ended before its result was recorded. The tool only reads, so it had no effects; call it again if you need its result.";

/**
 * The built-in tools that only read (the permission decider's read-only
 * tools): a call of one that lost its result changed nothing.
 */
const READ_ONLY_TOOL_NAMES: ReadonlySet<string> = new Set(["read", "grep", "find", "ls"]);

/** The text of the result made up for an interrupted call of `toolName`. */
export function interruptedResultText(toolName: string): string {
  return READ_ONLY_TOOL_NAMES.has(toolName) ? INTERRUPTED_READ_ONLY_RESULT_TEXT : INTERRUPTED_TOOL_RESULT_TEXT;
}

/** `details` of a made-up result, so a UI can tell it from a real one. */
export interface InterruptedToolResultDetails {
  interrupted: true;
}

/** What {@link repairToolResults} did. */
export interface ToolResultRepair {
  /** The messages with every tool call answered, in an order a provider accepts. */
  messages: Message[];
  /** Ids of the calls that got a made-up error result. */
  synthesized: string[];
  /** Ids of tool results dropped because no tool call before them asked for them. */
  droppedOrphans: string[];
}

/**
 * Makes a transcript valid for a provider after a crash: every tool call of
 * an assistant message gets a result before the next user or assistant
 * message. A call with no result (the process died while it ran) gets an
 * error result saying so — that it may have had effects, or, for a tool
 * that only reads, that it had none; a result with no call is dropped. Messages that
 * need no repair are returned as they are (same objects).
 */
export function repairToolResults(messages: readonly Message[]): ToolResultRepair {
  const out: Message[] = [];
  const synthesized: string[] = [];
  const droppedOrphans: string[] = [];
  let pending = new Map<string, { name: string; timestamp: number }>();

  const flush = (): void => {
    for (const [id, call] of pending) {
      out.push(interruptedResult(id, call.name, call.timestamp));
      synthesized.push(id);
    }
    pending = new Map();
  };

  for (const message of messages) {
    switch (message.role) {
      case "toolResult":
        if (pending.delete(message.toolCallId)) out.push(message);
        else droppedOrphans.push(message.toolCallId);
        break;
      case "assistant":
        flush();
        out.push(message);
        for (const block of message.content) {
          if (block.type === "toolCall") pending.set(block.id, { name: block.name, timestamp: message.timestamp });
        }
        break;
      case "user":
        flush();
        out.push(message);
        break;
      default: {
        const exhaustive: never = message;
        throw new Error(`unknown message role in ${JSON.stringify(exhaustive)}`);
      }
    }
  }
  flush();
  return { messages: out, synthesized, droppedOrphans };
}

/** The error result made up for a call of `toolName` that the ended process never answered. */
export function interruptedResult(
  toolCallId: string,
  toolName: string,
  timestamp: number,
): ToolResultMessage<InterruptedToolResultDetails> {
  return {
    role: "toolResult",
    toolCallId,
    toolName,
    content: [{ type: "text", text: interruptedResultText(toolName) }],
    details: { interrupted: true },
    isError: true,
    timestamp,
  };
}
