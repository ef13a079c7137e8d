import type { AgentEvent } from "@keel/agent-core";

/** Where the quickstart writes its output. */
export interface Output {
  write(text: string): void;
}

function firstLines(text: string, lines: number): string {
  const all = text.split("\n");
  const shown = all.slice(0, lines).map((line) => `    │ ${line}`);
  if (all.length > lines) shown.push(`    │ … (${all.length - lines} more lines)`);
  return shown.join("\n");
}

/**
 * Prints the agent's event stream as it goes: assistant text as it streams,
 * each tool call's start, progress and result, and turn boundaries.
 */
export function createEventPrinter(out: Output): (event: AgentEvent) => void {
  return (event) => {
    switch (event.type) {
      case "agent_start":
        out.write("● agent_start\n");
        return;
      case "turn_start":
        out.write("\n── turn_start\n");
        return;
      case "message_start":
        if (event.message.role === "user")
          out.write(`  user: ${typeof event.message.content === "string" ? event.message.content : "[content]"}\n`);
        if (event.message.role === "assistant") out.write("  assistant: ");
        return;
      case "message_update":
        if (event.assistantMessageEvent.type === "text_delta") out.write(event.assistantMessageEvent.delta);
        return;
      case "message_end":
        if (event.message.role === "assistant") {
          const calls = event.message.content.filter((block) => block.type === "toolCall").length;
          out.write(calls > 0 ? `\n  (asks for ${calls} tool call${calls > 1 ? "s" : ""})\n` : "\n");
        }
        return;
      case "tool_execution_start":
        out.write(`  ▶ ${event.toolName} ${JSON.stringify(event.args)}\n`);
        return;
      case "tool_execution_update":
        out.write(`  … ${event.toolName} progress\n`);
        return;
      case "tool_execution_end": {
        const text = event.result.content
          .map((block) => (block.type === "text" ? block.text : `[${block.mimeType} image]`))
          .join("\n");
        out.write(
          `  ${event.isError ? "✗" : "✓"} ${event.toolName} (${Math.round(event.durationMs)} ms)\n${firstLines(text, 8)}\n`,
        );
        return;
      }
      case "turn_end":
        out.write(
          `── turn_end (${event.toolResults.length} tool result${event.toolResults.length === 1 ? "" : "s"})\n`,
        );
        return;
      case "agent_end":
        out.write(`\n● agent_end (${event.messages.length} new messages)\n`);
        return;
    }
  };
}
