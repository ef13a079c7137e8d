import { describe, expect, it } from "vitest";
import { AssistantMessageBuilder } from "../../assistant-message-builder.js";
import type { AssistantMessageEvent } from "../../events.js";
import { ProviderError } from "../../provider-error.js";
import { testModel } from "../test-support/adapter-test-kit.js";
import type { AnthropicWireEvent } from "./events.js";
import { AnthropicStreamMapper } from "./stream-mapper.js";

function mapper(): {
  handle: (event: AnthropicWireEvent) => void;
  finish: () => void;
  events: AssistantMessageEvent[];
} {
  const events: AssistantMessageEvent[] = [];
  const model = testModel("anthropic-messages", "http://127.0.0.1:1");
  const m = new AnthropicStreamMapper(model, new AssistantMessageBuilder(model, { push: (e) => events.push(e) }));
  return { handle: (event) => m.handle(event), finish: () => m.finish(), events };
}

describe("AnthropicStreamMapper", () => {
  it("classifies an error event that reaches it by its error type, never as unknown", () => {
    const { handle } = mapper();
    handle({ type: "message_start", message: { usage: { input_tokens: 3 } } } as AnthropicWireEvent);
    const thrown = (() => {
      try {
        handle({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } } as AnthropicWireEvent);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(ProviderError);
    expect(thrown).toMatchObject({ kind: "overloaded", retryable: true, message: "Overloaded" });
  });

  it("a restarting message_start discards the earlier partial tool call instead of merging its arguments", () => {
    const { handle, finish, events } = mapper();
    handle({ type: "message_start", message: {} } as AnthropicWireEvent);
    handle({
      type: "content_block_start",
      index: 0,
      content_block: { type: "tool_use", id: "toolu_1", name: "read", input: {} },
    } as AnthropicWireEvent);
    handle({
      type: "content_block_delta",
      index: 0,
      delta: { type: "input_json_delta", partial_json: '{"pa' },
    } as AnthropicWireEvent);
    handle({ type: "message_start", message: {} } as AnthropicWireEvent);
    handle({
      type: "content_block_start",
      index: 0,
      content_block: { type: "tool_use", id: "toolu_2", name: "read", input: {} },
    } as AnthropicWireEvent);
    handle({
      type: "content_block_delta",
      index: 0,
      delta: { type: "input_json_delta", partial_json: '{"path":"a"}' },
    } as AnthropicWireEvent);
    handle({ type: "content_block_stop", index: 0 } as AnthropicWireEvent);
    handle({ type: "message_delta", delta: { stop_reason: "tool_use" } } as AnthropicWireEvent);
    handle({ type: "message_stop" } as AnthropicWireEvent);
    finish();
    const done = events.at(-1);
    expect(done?.type === "done" && done.message.content).toEqual([
      { type: "toolCall", id: "toolu_2", name: "read", arguments: { path: "a" } },
    ]);
  });
});
