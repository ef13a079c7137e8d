import type { AgentEvent } from "@keel/agent-core";
import { createAssistantMessage } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { toJsonEvent } from "./json-event.js";

const big = "x".repeat(10_000);

describe("toJsonEvent", () => {
  it("writes message_update as delta only: no cumulative message, no partial snapshot", () => {
    const partial = createAssistantMessage([{ type: "text", text: big }]);
    const event: AgentEvent = {
      type: "message_update",
      message: partial,
      assistantMessageEvent: { type: "text_delta", contentIndex: 0, delta: "ab", partial },
    };
    const line = JSON.stringify(toJsonEvent(event));
    expect(JSON.parse(line)).toEqual({
      type: "message_update",
      usage: partial.usage,
      assistantMessageEvent: { type: "text_delta", contentIndex: 0, delta: "ab" },
    });
    expect(line.length).toBeLessThan(500);
  });

  it("names the tool call on toolcall_start, taken from the partial message", () => {
    const partial = createAssistantMessage([{ type: "toolCall", id: "call_1", name: "write", arguments: {} }]);
    const json = toJsonEvent({
      type: "message_update",
      message: partial,
      assistantMessageEvent: { type: "toolcall_start", contentIndex: 0, partial },
    });
    expect(json).toMatchObject({ assistantMessageEvent: { type: "toolcall_start", id: "call_1", toolName: "write" } });
  });

  it("passes every other event through unchanged", () => {
    const event: AgentEvent = { type: "turn_start" };
    expect(toJsonEvent(event)).toBe(event);
  });
});
