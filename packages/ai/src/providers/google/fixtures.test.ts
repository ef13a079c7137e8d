import { describe, expect, it } from "vitest";
import type { AssistantMessage, ToolCall } from "../../messages.js";
import { compactTypes } from "../../testing/collect-events.js";
import { useAdapterHarness } from "../test-support/adapter-harness.js";
import { fixtureFiles, RECORDED_FIXTURES, tokensOf } from "../test-support/adapter-test-kit.js";
import { streamGoogle } from "./stream.js";
import { isGeneratedToolCallId } from "./tool-call-id.js";

const RECORDED = new URL("google-generative-ai/", RECORDED_FIXTURES);
const HAND_MADE = new URL("./fixtures/", import.meta.url);
const adapter = useAdapterHarness("google-generative-ai", streamGoogle);

async function replay(folder: URL, name: string) {
  const collected = await adapter.replay(new URL(name, folder));
  expect(adapter.server().requests.at(-1)?.path).toBe("/v1beta/models/gemini-test:streamGenerateContent?alt=sse");
  return collected;
}

function toolCalls(message: AssistantMessage): ToolCall[] {
  return message.content.filter((block): block is ToolCall => block.type === "toolCall");
}

/** Tool calls without their generated ids, which differ per run. */
function callsWithoutIds(message: AssistantMessage) {
  return toolCalls(message).map(({ id: _id, ...rest }) => rest);
}

describe("google-generative-ai: recorded streams", () => {
  it("covers every shared recording", () => {
    expect(fixtureFiles(RECORDED).map(([name]) => name)).toEqual([
      "google-reasoning.chunks.txt",
      "google-stream-no-args-tool-call.chunks.txt",
      "google-stream-tool-call-arguments.chunks.txt",
      "google-text.chunks.txt",
      "google-tool-call.chunks.txt",
    ]);
  });

  it("google-text: text with the closing thought signature, usage with thoughts", async () => {
    const { types, message } = await replay(RECORDED, "google-text.chunks.txt");
    expect(compactTypes(types)).toEqual(["start", "text_start", "text_delta", "text_end", "done"]);
    expect(types.filter((t) => t === "text_delta")).toHaveLength(2);
    expect(message.content).toEqual([
      {
        type: "text",
        text: 'There are **3** "r"s in strawberry.\n\nst**r**awbe**rr**y',
        textSignature: expect.stringMatching(/^EqsFCqgFAb4\+9vvtAF5n.*eeWcow=$/),
      },
    ]);
    expect(message.stopReason).toBe("stop");
    expect(tokensOf(message)).toEqual({
      input: 9,
      output: 208,
      cacheRead: 0,
      cacheWrite: 0,
      reasoning: 185,
      totalTokens: 217,
    });
    expect(message.usage.cost.total).toBeCloseTo((9 * 2 + 208 * 12) / 1e6, 12);
  });

  it("google-reasoning: hidden reasoning counted in usage", async () => {
    const { message } = await replay(RECORDED, "google-reasoning.chunks.txt");
    expect(message.content).toEqual([
      {
        type: "text",
        text: 'There are **3** "r"s in strawberry.\n\nHere is the breakdown: st**r**awbe**rr**y.',
        textSignature: expect.stringMatching(/^Eo0HCooHAb4\+9vutXdtK.*UmwAj\/uUJKN$/),
      },
    ]);
    expect(tokensOf(message)).toEqual({
      input: 9,
      output: 285,
      cacheRead: 0,
      cacheWrite: 0,
      reasoning: 256,
      totalTokens: 294,
    });
  });

  it("google-tool-call: a function call with complete args and a thought signature", async () => {
    const { types, events, message } = await replay(RECORDED, "google-tool-call.chunks.txt");
    expect(types).toEqual(["start", "toolcall_start", "toolcall_delta", "toolcall_end", "done"]);
    const delta = events.find((e) => e.type === "toolcall_delta");
    expect(delta?.type === "toolcall_delta" && delta.delta).toBe('{"location":"San Francisco"}');
    expect(callsWithoutIds(message)).toEqual([
      {
        type: "toolCall",
        name: "weather",
        arguments: { location: "San Francisco" },
        thoughtSignature: expect.stringMatching(/^EqUCCqICAb4\+9vsh8Pd5.*yAMkHj4=$/),
      },
    ]);
    const id = toolCalls(message)[0]?.id ?? "";
    expect(isGeneratedToolCallId(id)).toBe(true);
    expect(message.stopReason).toBe("toolUse");
    expect(tokensOf(message)).toEqual({
      input: 29,
      output: 60,
      cacheRead: 0,
      cacheWrite: 0,
      reasoning: 45,
      totalTokens: 89,
    });
  });

  it("google-stream-tool-call-arguments: two calls rebuilt from partialArgs", async () => {
    const { types, events, message } = await replay(RECORDED, "google-stream-tool-call-arguments.chunks.txt");
    expect(compactTypes(types)).toEqual([
      "start",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "done",
    ]);
    const firstDeltas = events.filter((e) => e.type === "toolcall_delta" && e.contentIndex === 0);
    expect(firstDeltas.map((e) => (e.type === "toolcall_delta" ? e.delta : ""))).toEqual([
      '{"location":"Boston',
      '"',
      "}",
    ]);
    expect(callsWithoutIds(message)).toEqual([
      {
        type: "toolCall",
        name: "getWeather",
        arguments: { location: "Boston" },
        thoughtSignature: expect.stringMatching(/^CiMBjz1rX25KieIB4d4A.*VsZ0qQ=$/),
      },
      { type: "toolCall", name: "getWeather", arguments: { location: "San Francisco" } },
    ]);
    const [first, second] = toolCalls(message);
    expect(first?.id).not.toBe(second?.id);
    expect(message.stopReason).toBe("toolUse");
    expect(tokensOf(message)).toEqual({
      input: 26,
      output: 155,
      cacheRead: 0,
      cacheWrite: 0,
      reasoning: 132,
      totalTokens: 181,
    });
  });

  it("google-stream-no-args-tool-call: thought, a call without args, then three streamed calls", async () => {
    const { types, message } = await replay(RECORDED, "google-stream-no-args-tool-call.chunks.txt");
    expect(compactTypes(types)).toEqual([
      "start",
      "thinking_start",
      "thinking_delta",
      "thinking_end",
      "toolcall_start",
      "toolcall_end",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "done",
    ]);
    const thinking = message.content[0];
    expect(thinking?.type === "thinking" && thinking.thinking).toMatch(
      /^\*\*Processing User Requests\*\*\n\nI've started/,
    );
    expect(callsWithoutIds(message)).toEqual([
      { type: "toolCall", name: "read_theme", arguments: {}, thoughtSignature: expect.stringMatching(/^AY89a18a8/) },
      { type: "toolCall", name: "read_screen", arguments: { id: "A" } },
      { type: "toolCall", name: "read_screen", arguments: { id: "B" } },
      { type: "toolCall", name: "read_screen", arguments: { id: "C" } },
    ]);
    expect(new Set(toolCalls(message).map((c) => c.id)).size).toBe(4);
    expect(message.stopReason).toBe("toolUse");
    expect(tokensOf(message)).toEqual({
      input: 249,
      output: 241,
      cacheRead: 0,
      cacheWrite: 0,
      reasoning: 183,
      totalTokens: 490,
    });
  });
});

describe("google-generative-ai: hand-made recordings", () => {
  it("parallel function calls in one chunk, with ids from Gemini kept", async () => {
    const { types, message } = await replay(HAND_MADE, "google-hand-made-parallel-calls.chunks.txt");
    expect(compactTypes(types)).toEqual([
      "start",
      "text_start",
      "text_delta",
      "text_end",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "done",
    ]);
    expect(message.content).toEqual([
      { type: "text", text: "Reading both." },
      { type: "toolCall", id: "fc-1", name: "read", arguments: { path: "a.txt" }, thoughtSignature: "sig-parallel" },
      { type: "toolCall", id: "fc-2", name: "read", arguments: { path: "b.txt", limit: 10 } },
    ]);
    expect(message.stopReason).toBe("toolUse");
  });

  it("nested partialArgs with arrays, numbers, booleans and null rebuild exact arguments", async () => {
    const { message } = await replay(HAND_MADE, "google-hand-made-nested-partial-args.chunks.txt");
    expect(callsWithoutIds(message)).toEqual([
      {
        type: "toolCall",
        name: "cook",
        arguments: {
          recipe: {
            name: 'Lasagna "classic"',
            ingredients: [
              { amount: "16 oz", name: "noodles" },
              { amount: "1 lb", name: "beef" },
            ],
          },
          servings: 4,
          vegetarian: false,
          notes: null,
        },
      },
    ]);
  });

  it("thought parts become thinking with their signature; a cut-off stream is a network error", async () => {
    const { types, message } = await replay(HAND_MADE, "google-hand-made-cut-mid-call.chunks.txt");
    expect(compactTypes(types)).toEqual([
      "start",
      "thinking_start",
      "thinking_delta",
      "thinking_end",
      "toolcall_start",
      "toolcall_delta",
      "error",
    ]);
    expect(message.content[0]).toEqual({
      type: "thinking",
      thinking: "Plan: write.",
      thinkingSignature: "sig-thought",
    });
    const call = toolCalls(message)[0];
    expect(call?.argumentsError).toBeDefined();
    expect(message.error).toMatchObject({ kind: "network", retryable: true });
  });

  it("a SAFETY finish reason is an error that keeps the partial text", async () => {
    const { message } = await replay(HAND_MADE, "google-hand-made-safety.chunks.txt");
    expect(message.stopReason).toBe("error");
    expect(message.content).toEqual([{ type: "text", text: "Here is how to" }]);
    expect(message.errorMessage).toContain("SAFETY");
    expect(message.error).toMatchObject({ kind: "invalid_request", retryable: false });
  });

  it("MAX_TOKENS in the middle of streamed arguments leaves the call unusable", async () => {
    const { types, message } = await replay(HAND_MADE, "google-hand-made-max-tokens-mid-call.chunks.txt");
    expect(compactTypes(types)).toEqual(["start", "toolcall_start", "toolcall_delta", "toolcall_end", "done"]);
    expect(message.stopReason).toBe("length");
    const call = toolCalls(message)[0];
    expect(call?.arguments).toEqual({});
    expect(call?.argumentsError).toMatch(/cut off/);
  });

  it("MAX_TOKENS → length", async () => {
    const { message } = await replay(HAND_MADE, "google-hand-made-max-tokens.chunks.txt");
    expect(message.stopReason).toBe("length");
    expect(message.content).toEqual([{ type: "text", text: "This answer is cut" }]);
    expect(tokensOf(message)).toMatchObject({ input: 90, cacheRead: 10, output: 5, totalTokens: 105 });
  });
});
