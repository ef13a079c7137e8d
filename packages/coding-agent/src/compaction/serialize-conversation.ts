import type { AgentMessage } from "@keel/agent-core";
import type { Message } from "@keel/ai";

/** Tool results longer than this are cut in the text given to the summarizer. */
export const SUMMARY_TOOL_RESULT_CHARS = 2_000;

function isProviderMessage(message: AgentMessage): message is Message {
  const role = (message as { role?: unknown }).role;
  return role === "user" || role === "assistant" || role === "toolResult";
}

function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}\n[… ${text.length - limit} more characters not shown]`;
}

function argumentsText(args: Record<string, unknown>): string {
  return Object.entries(args)
    .map(([key, value]) => `${key}=${cut(JSON.stringify(value) ?? "undefined", 200)}`)
    .join(", ");
}

/**
 * Writes messages as a plain transcript for a summarizing model, one
 * labelled paragraph per part (`[User]`, `[Assistant]`, `[Assistant tool
 * calls]`, `[Tool result]`), so the model reads it as a document rather
 * than a conversation to continue. Reasoning is left out; images become a
 * placeholder; tool results are cut at {@link SUMMARY_TOOL_RESULT_CHARS}.
 */
export function serializeConversation(messages: readonly AgentMessage[]): string {
  const parts: string[] = [];
  for (const message of messages) {
    if (!isProviderMessage(message)) continue;
    switch (message.role) {
      case "user": {
        const text =
          typeof message.content === "string"
            ? message.content
            : message.content.map((block) => (block.type === "text" ? block.text : "[image]")).join("\n");
        parts.push(`[User]: ${text}`);
        break;
      }
      case "assistant": {
        const text = message.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
        if (text !== "") parts.push(`[Assistant]: ${text}`);
        const calls = message.content.flatMap((block) =>
          block.type === "toolCall" ? [`${block.name}(${argumentsText(block.arguments)})`] : [],
        );
        if (calls.length > 0) parts.push(`[Assistant tool calls]: ${calls.join("; ")}`);
        break;
      }
      case "toolResult": {
        const text = message.content.map((block) => (block.type === "text" ? block.text : "[image]")).join("\n");
        parts.push(`[Tool result${message.isError ? ", failed" : ""}]: ${cut(text, SUMMARY_TOOL_RESULT_CHARS)}`);
        break;
      }
      default: {
        const exhaustive: never = message;
        throw new Error(`unknown message ${JSON.stringify(exhaustive)}`);
      }
    }
  }
  return parts.join("\n\n");
}
