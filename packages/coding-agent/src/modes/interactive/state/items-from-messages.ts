import type { AgentMessage } from "@keel/agent-core";
import type { AssistantMessage, ToolResultMessage } from "@keel/ai";
import { contentText } from "./ui-reducer.js";
import type { ToolItem, TranscriptItem } from "./ui-state.js";

/** The transcript items of a session's messages (a resumed, switched or forked session). */
export function itemsFromMessages(messages: readonly AgentMessage[]): TranscriptItem[] {
  const items: TranscriptItem[] = [];
  const tools = new Map<string, ToolItem>();
  messages.forEach((message, index) => {
    const role = (message as { role?: unknown }).role;
    if (role === "user") {
      items.push({ kind: "user", id: `m${index}`, text: contentText((message as { content?: unknown }).content) });
    } else if (role === "assistant") {
      const assistant = message as AssistantMessage;
      let text = "";
      let thinking = "";
      for (const block of assistant.content) {
        if (block.type === "text") text += block.text;
        else if (block.type === "thinking" && !block.redacted) thinking += block.thinking;
      }
      items.push({
        kind: "assistant",
        id: `m${index}`,
        text,
        thinking,
        streaming: false,
        aborted: assistant.stopReason === "aborted",
        ...(assistant.stopReason === "error" ? { errorMessage: assistant.errorMessage ?? "the response failed" } : {}),
      });
      for (const block of assistant.content) {
        if (block.type !== "toolCall") continue;
        const tool: ToolItem = {
          kind: "tool",
          id: block.id,
          name: block.name,
          args: block.arguments,
          phase: "done",
          liveOutput: "",
          isError: true,
          resultText: "(no result recorded)",
        };
        tools.set(block.id, tool);
        items.push(tool);
      }
    } else if (role === "toolResult") {
      const result = message as ToolResultMessage;
      const tool = tools.get(result.toolCallId);
      if (tool) {
        tool.resultText = contentText(result.content);
        tool.isError = result.isError;
        tool.details = result.details;
      }
    }
  });
  return items;
}
