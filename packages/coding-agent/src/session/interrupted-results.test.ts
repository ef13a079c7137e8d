import type { Message } from "@keel/ai";
import { createAssistantMessage } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import {
  INTERRUPTED_READ_ONLY_RESULT_TEXT,
  INTERRUPTED_TOOL_RESULT_TEXT,
  repairToolResults,
} from "./repair-tool-results.js";

describe("the results made up for calls a killed process never answered", () => {
  it("say a tool that only reads had no effects, and that any other may have had some", () => {
    const calls = ["read", "grep", "find", "ls", "bash", "edit", "write", "my_extension_tool"];
    const messages: Message[] = [
      { role: "user", content: "go", timestamp: 1 },
      createAssistantMessage(
        calls.map((name, index) => ({ type: "toolCall" as const, id: `call_${index}`, name, arguments: {} })),
        { stopReason: "toolUse" },
      ),
    ];
    const repaired = repairToolResults(messages);
    const texts = repaired.messages
      .filter((message) => message.role === "toolResult")
      .map((message) => [message.toolName, JSON.stringify(message.content)]);
    for (const [name, text] of texts) {
      const readOnly = ["read", "grep", "find", "ls"].includes(name as string);
      expect(text, name).toContain(readOnly ? INTERRUPTED_READ_ONLY_RESULT_TEXT : INTERRUPTED_TOOL_RESULT_TEXT);
      expect(text?.includes("may have had effects"), name).toBe(!readOnly);
    }
  });
});
