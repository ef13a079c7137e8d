import type { AgentMessage } from "@keel/agent-core";
import type { AssistantMessage, ToolResultMessage } from "@keel/ai";
import { nestedCallsFromDetails } from "./nested-tool-calls.js";
import { responseOutcome } from "./response-outcome.js";
import { subagentBlockFromDetails } from "./subagent-blocks.js";
import { contentText } from "./ui-reducer.js";
import type { AssistantItem, ToolItem, TranscriptItem } from "./ui-state.js";

/** A failed response followed by a good one before the next user message was retried: a quiet note, as it was live. */
function markRetriedFailures(items: TranscriptItem[]): void {
  let failures: AssistantItem[] = [];
  for (const item of items) {
    if (item.kind === "user") failures = [];
    if (item.kind !== "assistant") continue;
    if (item.errorMessage !== undefined) failures.push(item);
    else if (!item.aborted) {
      for (const failure of failures) failure.retry = "retried";
      failures = [];
    }
  }
}

/**
 * The transcript items of a session's messages (a resumed, switched or
 * forked session), with how each response ended as the live screen showed
 * it: failures (quiet notes when a retry overcame them), cut-offs, empty answers.
 */
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
      const { retry: _live, ...outcome } = responseOutcome(assistant, text, thinking);
      items.push({ kind: "assistant", id: `m${index}`, text, thinking, streaming: false, aborted: false, ...outcome });
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
        const nested = nestedCallsFromDetails(result.details);
        if (nested !== undefined) tool.nested = nested;
        const subagent = subagentBlockFromDetails(result.details);
        if (subagent !== undefined) tool.subagent = subagent;
      }
    }
  });
  markRetriedFailures(items);
  return items;
}
