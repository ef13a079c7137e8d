import type { AssistantMessage, ToolResultMessage, UserMessage } from "@keel/ai";

/** A user message with text. */
export function user(text: string, timestamp = 1): UserMessage {
  return { role: "user", content: text, timestamp };
}

/** An assistant message with optional text and tool calls (`[id, name]`); its usage reports nothing. */
export function assistant(text: string, calls: [string, string][] = [], timestamp = 2): AssistantMessage {
  return {
    role: "assistant",
    content: [
      ...(text === "" ? [] : [{ type: "text" as const, text }]),
      ...calls.map(([id, name]) => ({ type: "toolCall" as const, id, name, arguments: { n: 1 } })),
    ],
    api: "faux",
    provider: "faux",
    model: "faux-1",
    usage: {
      input: 0,
      output: 0,
      cacheRead: 0,
      cacheWrite: 0,
      totalTokens: 0,
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
    },
    stopReason: calls.length > 0 ? "toolUse" : "stop",
    timestamp,
  };
}

/** A tool result with text. */
export function toolResult(toolCallId: string, toolName: string, text: string, timestamp = 3): ToolResultMessage {
  return { role: "toolResult", toolCallId, toolName, content: [{ type: "text", text }], isError: false, timestamp };
}
