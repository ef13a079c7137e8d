import { describe, expect, it } from "vitest";
import { compactTypes } from "../../testing/collect-events.js";
import { useAdapterHarness } from "../test-support/adapter-harness.js";
import { fixtureFiles, RECORDED_FIXTURES, tokensOf } from "../test-support/adapter-test-kit.js";
import { streamAnthropic } from "./stream.js";

const RECORDED = new URL("anthropic-messages/", RECORDED_FIXTURES);
const HAND_MADE = new URL("./fixtures/", import.meta.url);
const adapter = useAdapterHarness("anthropic-messages", streamAnthropic);
const replay = (folder: URL, name: string) => adapter.replay(new URL(name, folder));

describe("anthropic-messages: recorded streams", () => {
  it("covers every shared recording", () => {
    expect(fixtureFiles(RECORDED).map(([name]) => name)).toEqual([
      "anthropic-clear-thinking.1.chunks.txt",
      "anthropic-json-tool.1.chunks.txt",
      "anthropic-message-delta-input-tokens.chunks.txt",
      "anthropic-refusal.chunks.txt",
      "anthropic-text.chunks.txt",
      "anthropic-tool-no-args.chunks.txt",
    ]);
  });

  it("anthropic-text: text, stop, usage and cost", async () => {
    const { types, message } = await replay(RECORDED, "anthropic-text.chunks.txt");
    expect(compactTypes(types)).toEqual(["start", "text_start", "text_delta", "text_end", "done"]);
    expect(types.filter((t) => t === "text_delta")).toHaveLength(6);
    expect(message.content).toEqual([
      {
        type: "text",
        text: "Hello! I'm doing well, thank you for asking. How are you doing today? Is there anything I can help you with?",
      },
    ]);
    expect(message.stopReason).toBe("stop");
    expect(tokensOf(message)).toEqual({ input: 12, output: 30, cacheRead: 0, cacheWrite: 0, totalTokens: 42 });
    expect(message.usage.cost.total).toBeCloseTo((12 * 3 + 30 * 15) / 1e6, 12);
    expect(message.api).toBe("anthropic-messages");
    expect(message.model).toBe("claude-test");
  });

  it("anthropic-clear-thinking: thinking with its signature, then text", async () => {
    const { types, message } = await replay(RECORDED, "anthropic-clear-thinking.1.chunks.txt");
    expect(compactTypes(types)).toEqual([
      "start",
      "thinking_start",
      "thinking_delta",
      "thinking_end",
      "text_start",
      "text_delta",
      "text_end",
      "done",
    ]);
    const [thinking, text] = message.content;
    expect(thinking).toEqual({
      type: "thinking",
      thinking: "The previous result was 925. Now I need to divide that by 5.\n\n925 ÷ 5 = 185",
      thinkingSignature: expect.stringMatching(/^EvQBCkYICxgCKkAxhD4N.*F57XrOmqNd6flI2K\/oPr\/4yzNgvi\/EhT6Ca17BgB$/),
    });
    expect(text).toEqual({ type: "text", text: "925 ÷ 5 = 185" });
    expect(message.stopReason).toBe("stop");
    expect(tokensOf(message)).toEqual({ input: 69, output: 53, cacheRead: 0, cacheWrite: 0, totalTokens: 122 });
  });

  it("anthropic-json-tool: a tool call whose arguments follow an empty first delta", async () => {
    const { types, events, message } = await replay(RECORDED, "anthropic-json-tool.1.chunks.txt");
    expect(compactTypes(types)).toEqual(["start", "toolcall_start", "toolcall_delta", "toolcall_end", "done"]);
    expect(message.content).toEqual([
      {
        type: "toolCall",
        id: "toolu_01KFbKqPYSuAKujiL6mTfzYA",
        name: "json",
        arguments: { elements: [{ location: "San Francisco", temperature: 58, condition: "sunny" }] },
      },
    ]);
    const end = events.find((e) => e.type === "toolcall_end");
    expect(end?.type === "toolcall_end" && end.toolCall.arguments).toEqual(
      message.content[0]?.type === "toolCall" && message.content[0].arguments,
    );
    expect(message.stopReason).toBe("toolUse");
    expect(tokensOf(message)).toEqual({ input: 849, output: 47, cacheRead: 0, cacheWrite: 0, totalTokens: 896 });
  });

  it("anthropic-tool-no-args: text, then a call without arguments", async () => {
    const { types, message } = await replay(RECORDED, "anthropic-tool-no-args.chunks.txt");
    expect(compactTypes(types)).toEqual([
      "start",
      "text_start",
      "text_delta",
      "text_end",
      "toolcall_start",
      "toolcall_end",
      "done",
    ]);
    expect(message.content).toEqual([
      { type: "text", text: "I'll update the issue list for you." },
      { type: "toolCall", id: "toolu_01QE1WLsSVp5hy5Q3GmGTmjP", name: "updateIssueList", arguments: {} },
    ]);
    expect(message.stopReason).toBe("toolUse");
    expect(tokensOf(message)).toEqual({ input: 565, output: 48, cacheRead: 0, cacheWrite: 0, totalTokens: 613 });
  });

  it("anthropic-message-delta-input-tokens: input tokens from message_delta win", async () => {
    const { message } = await replay(RECORDED, "anthropic-message-delta-input-tokens.chunks.txt");
    expect(message.content).toEqual([{ type: "text", text: "pong" }]);
    expect(tokensOf(message)).toEqual({ input: 61, output: 2, cacheRead: 0, cacheWrite: 0, totalTokens: 63 });
  });

  it("anthropic-refusal: a refusal without text is an error saying the model refused", async () => {
    const { types, message } = await replay(RECORDED, "anthropic-refusal.chunks.txt");
    expect(types).toEqual(["start", "error"]);
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toBe(
      "The model refused to respond: This request triggered restrictions on violative cyber content and was blocked under Anthropic's Usage Policy.",
    );
    expect(message.error).toMatchObject({ kind: "invalid_request", retryable: false });
    expect(tokensOf(message)).toMatchObject({ input: 18, output: 5 });
  });
});

describe("anthropic-messages: hand-made recordings", () => {
  it("ignores pings and unknown event, block and delta types", async () => {
    const { types, message } = await replay(HAND_MADE, "anthropic-hand-made-unknown-types.chunks.txt");
    expect(compactTypes(types)).toEqual(["start", "text_start", "text_delta", "text_end", "done"]);
    expect(message.content).toEqual([{ type: "text", text: "Hello world" }]);
    expect(message.stopReason).toBe("stop");
  });

  it("ignores a repeated message_start that arrives before any content", async () => {
    const { types, message } = await replay(HAND_MADE, "anthropic-hand-made-repeated-message-start.chunks.txt");
    expect(types.filter((t) => t === "start")).toHaveLength(1);
    expect(message.content).toEqual([{ type: "text", text: "Once." }]);
    expect(tokensOf(message)).toMatchObject({ input: 7, output: 3 });
  });

  it("discards earlier content when message_start restarts the message mid-stream", async () => {
    const { events, message } = await replay(HAND_MADE, "anthropic-hand-made-restart-mid-stream.chunks.txt");
    expect(message.content).toEqual([{ type: "text", text: "Second attempt." }]);
    expect(message.stopReason).toBe("stop");
    expect(tokensOf(message)).toEqual({ input: 20, output: 4, cacheRead: 5, cacheWrite: 0, totalTokens: 29 });
    const lastStart = events.findLastIndex((e) => e.type === "text_start");
    expect(events[lastStart]).toMatchObject({ type: "text_start", contentIndex: 0 });
  });

  it("keeps redacted thinking with its data and signed thinking with its signature", async () => {
    const { types, message } = await replay(HAND_MADE, "anthropic-hand-made-redacted-thinking.chunks.txt");
    expect(compactTypes(types)).toEqual([
      "start",
      "thinking_start",
      "thinking_end",
      "thinking_start",
      "thinking_delta",
      "thinking_end",
      "text_start",
      "text_delta",
      "text_end",
      "done",
    ]);
    expect(message.content).toEqual([
      { type: "thinking", thinking: "", redacted: true, thinkingSignature: "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT" },
      { type: "thinking", thinking: "Let me think.", thinkingSignature: "sig-part-1sig-part-2" },
      { type: "text", text: "Done." },
    ]);
  });

  it("keeps refusal text and stops normally when the model explained itself", async () => {
    const { message } = await replay(HAND_MADE, "anthropic-hand-made-refusal-with-text.chunks.txt");
    expect(message.stopReason).toBe("stop");
    expect(message.content).toEqual([{ type: "text", text: "I can't help with that." }]);
  });

  it("ends with a network error and an unusable tool call when cut off mid-JSON", async () => {
    const { types, message } = await replay(HAND_MADE, "anthropic-hand-made-cut-mid-json.chunks.txt");
    expect(compactTypes(types)).toEqual(["start", "toolcall_start", "toolcall_delta", "error"]);
    expect(message.stopReason).toBe("error");
    expect(message.error).toMatchObject({ kind: "network", retryable: true });
    const call = message.content[0];
    expect(call?.type).toBe("toolCall");
    if (call?.type !== "toolCall") return;
    expect(call.argumentsError).toBeDefined();
  });

  it("max_tokens in the middle of tool arguments → length, with the call marked unusable", async () => {
    const { message } = await replay(HAND_MADE, "anthropic-hand-made-max-tokens-mid-tool.chunks.txt");
    expect(message.stopReason).toBe("length");
    const call = message.content[0];
    expect(call?.type === "toolCall" && call.argumentsError).toMatch(/cut off/);
  });

  it("turns an error event mid-stream into a typed overloaded error", async () => {
    const { types, message } = await replay(HAND_MADE, "anthropic-hand-made-error-event.chunks.txt");
    expect(compactTypes(types)).toEqual(["start", "text_start", "text_delta", "error"]);
    expect(message.content).toEqual([{ type: "text", text: "Partial" }]);
    expect(message.errorMessage).toContain("Overloaded");
    expect(message.error).toMatchObject({ kind: "overloaded", retryable: true });
  });
});
