import { describe, expect, it } from "vitest";
import type { AssistantMessageEvent } from "../../events.js";
import type { AssistantMessage } from "../../messages.js";
import { compactTypes } from "../../testing/collect-events.js";
import { useAdapterHarness } from "../test-support/adapter-harness.js";
import { fixtureFiles, RECORDED_FIXTURES } from "../test-support/adapter-test-kit.js";
import { streamOpenAICompletions } from "./stream.js";

const RECORDED = new URL("openai-completions/", RECORDED_FIXTURES);
const HAND_MADE = new URL("./fixtures/", import.meta.url);
const adapter = useAdapterHarness("openai-completions", streamOpenAICompletions);

/** The text a recording streams in `delta.<field>`, as an oracle independent of the adapter. */
function concatenated(lines: string[], field: "content" | "reasoning_content"): string {
  let text = "";
  for (const line of lines) {
    const delta = (JSON.parse(line) as { choices?: { delta?: Record<string, unknown> }[] }).choices?.[0]?.delta;
    const value = delta?.[field];
    if (typeof value === "string") text += value;
  }
  return text;
}

/** Protocol invariants every stream must satisfy, whatever the provider sent. */
function expectWellFormed(events: AssistantMessageEvent[], message: AssistantMessage): void {
  expect(events[0]?.type).toBe("start");
  const last = events.at(-1);
  expect(last?.type === "done" || last?.type === "error").toBe(true);
  const open = new Set<number>();
  for (const event of events) {
    if (event.type.endsWith("_start") && "contentIndex" in event) open.add(event.contentIndex);
    if (event.type.endsWith("_delta") && "contentIndex" in event) expect(open.has(event.contentIndex)).toBe(true);
    if (event.type.endsWith("_end") && "contentIndex" in event) open.delete(event.contentIndex);
  }
  if (last?.type === "done") expect(open.size).toBe(0);
  for (const event of events)
    if (event.type === "text_end")
      expect(event.content).toBe(
        message.content[event.contentIndex]?.type === "text"
          ? (message.content[event.contentIndex] as { text: string }).text
          : "",
      );
}

describe("recorded Chat Completions streams", () => {
  it("replays every recorded file through the SDK without error", async () => {
    const files = fixtureFiles(RECORDED);
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const [name, file] of files) {
      const { events, message } = await adapter.replay(file);
      expectWellFormed(events, message);
      expect(message.stopReason, name).not.toBe("error");
    }
    expect(adapter.server().requests.every((r) => r.path === "/v1/chat/completions")).toBe(true);
    expect(adapter.server().requests[0]?.headers.authorization).toBe("Bearer sk-test");
  });

  it("openai-text: text, stop, usage and cost", async () => {
    const { types, message, lines, model } = await adapter.replay(new URL("openai-text.chunks.txt", RECORDED));
    expect(compactTypes(types)).toEqual(["start", "text_start", "text_delta", "text_end", "done"]);
    expect(message.content).toEqual([{ type: "text", text: concatenated(lines, "content") }]);
    expect((message.content[0] as { text: string }).text.startsWith("**Holiday Name:** Harmony Day")).toBe(true);
    expect(message.stopReason).toBe("stop");
    expect(message.usage).toMatchObject({
      input: 16,
      output: 300,
      cacheRead: 0,
      cacheWrite: 0,
      reasoning: 0,
      totalTokens: 316,
    });
    expect(message.usage.cost.total).toBeCloseTo((16 * model.cost.input + 300 * model.cost.output) / 1e6, 12);
    expect([message.api, message.provider, message.model]).toEqual(["openai-completions", "openai", "test-model"]);
  });

  it("deepseek-text: stops at the length limit", async () => {
    const { types, message, lines } = await adapter.replay(new URL("deepseek-text.chunks.txt", RECORDED), {
      model: { provider: "deepseek" },
    });
    expect(compactTypes(types)).toEqual(["start", "text_start", "text_delta", "text_end", "done"]);
    expect(message.content).toEqual([{ type: "text", text: concatenated(lines, "content") }]);
    expect(message.stopReason).toBe("length");
    expect(message.usage).toMatchObject({ input: 13, output: 400, cacheRead: 0, totalTokens: 413 });
  });

  it("deepseek-tool-call: reasoning_content, one tool call, cached tokens", async () => {
    const { types, message, lines } = await adapter.replay(new URL("deepseek-tool-call.chunks.txt", RECORDED), {
      model: { provider: "deepseek", reasoning: true },
    });
    expect(compactTypes(types)).toEqual([
      "start",
      "thinking_start",
      "thinking_delta",
      "thinking_end",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "done",
    ]);
    expect(message.content).toEqual([
      { type: "thinking", thinking: concatenated(lines, "reasoning_content"), thinkingSignature: "reasoning_content" },
      {
        type: "toolCall",
        id: "call_00_ioIn7yN9p1ZOMNpDLwd4MgAF",
        name: "weather",
        arguments: { location: "San Francisco" },
      },
    ]);
    expect((message.content[0] as { thinking: string }).thinking).toMatch(/^The user is asking for the weather/);
    expect(message.stopReason).toBe("toolUse");
    expect(message.usage).toMatchObject({ input: 19, cacheRead: 320, output: 83, reasoning: 39, totalTokens: 422 });
  });

  it("groq-text: usage in the last content chunk", async () => {
    const { message, lines } = await adapter.replay(new URL("groq-text.chunks.txt", RECORDED), {
      model: { provider: "groq" },
    });
    expect(message.content).toEqual([{ type: "text", text: concatenated(lines, "content") }]);
    expect((message.content[0] as { text: string }).text).toMatch(/^Introducing "Luminaria"/);
    expect(message.stopReason).toBe("stop");
    expect(message.usage).toMatchObject({ input: 45, output: 662, totalTokens: 707 });
  });

  it("groq-tool-call: arguments in one piece", async () => {
    const { types, message } = await adapter.replay(new URL("groq-tool-call.chunks.txt", RECORDED), {
      model: { provider: "groq" },
    });
    expect(types).toEqual(["start", "toolcall_start", "toolcall_delta", "toolcall_end", "done"]);
    expect(message.content).toEqual([{ type: "toolCall", id: "tk85n1k4m", name: "weather", arguments: {} }]);
    expect(message.stopReason).toBe("toolUse");
    expect(message.usage).toMatchObject({ input: 210, output: 15, totalTokens: 225 });
  });

  it("xai-tool-call: reasoning outside completion_tokens is added to output", async () => {
    const { types, message } = await adapter.replay(new URL("xai-tool-call.chunks.txt", RECORDED), {
      model: { provider: "xai", reasoning: true },
    });
    expect(compactTypes(types)).toEqual([
      "start",
      "thinking_start",
      "thinking_delta",
      "thinking_end",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "done",
    ]);
    expect(message.content).toEqual([
      { type: "thinking", thinking: "First, the user is", thinkingSignature: "reasoning_content" },
      { type: "toolCall", id: "call_55117580", name: "weather", arguments: { location: "San Francisco" } },
    ]);
    expect(message.usage).toMatchObject({ input: 1, cacheRead: 290, output: 222, reasoning: 196, totalTokens: 513 });
  });
});

describe("hand-made Chat Completions streams", () => {
  const file = (name: string) => new URL(name, HAND_MADE);

  it("parallel tool calls interleaved by index; empty names and missing ids do not clobber", async () => {
    const { types, message } = await adapter.replay(file("hand-made-parallel-tool-calls.chunks.txt"));
    expect(types.filter((t) => !t.endsWith("_delta"))).toEqual([
      "start",
      "toolcall_start",
      "toolcall_start",
      "toolcall_end",
      "toolcall_end",
      "done",
    ]);
    expect(message.content).toEqual([
      { type: "toolCall", id: "call_read", name: "read", arguments: { path: "src/a.ts" } },
      { type: "toolCall", id: "call_grep", name: "grep", arguments: { pattern: "TODO", path: "src" } },
    ]);
    expect(message.stopReason).toBe("toolUse");
    expect(message.usage).toMatchObject({ input: 20, cacheRead: 100, output: 40, totalTokens: 160 });
  });

  it("a new id at a used index starts a new call", async () => {
    const { message } = await adapter.replay(file("hand-made-new-id-same-index.chunks.txt"));
    expect(message.content).toEqual([
      { type: "text", text: "Reading both files." },
      { type: "toolCall", id: "call_1", name: "read", arguments: { path: "a.txt" } },
      { type: "toolCall", id: "call_2", name: "read", arguments: { path: "b.txt" } },
    ]);
  });

  it("a tool call without index or id gets one slot and a generated id", async () => {
    const { message } = await adapter.replay(file("hand-made-tool-call-without-index.chunks.txt"));
    expect(message.content).toHaveLength(1);
    expect(message.content[0]).toMatchObject({ type: "toolCall", name: "ls", arguments: { dir: "." } });
    expect((message.content[0] as { id: string }).id).toMatch(/^call_/);
  });

  it("a stream cut off mid-JSON ends with an error and a call marked unusable", async () => {
    const { types, message } = await adapter.replay(file("hand-made-cut-off-mid-json.chunks.txt"), { done: false });
    expect(types.at(-1)).toBe("error");
    expect(types).not.toContain("toolcall_end");
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toMatch(/ended before the response was complete/);
    expect(message.error?.kind).toBe("network");
    const call = message.content[0] as { arguments: unknown; argumentsError?: string };
    expect(call.arguments).toEqual({});
    expect(call.argumentsError).toMatch(/cut off|incomplete|ended/);
  });

  it("unknown chunk types and fields are ignored", async () => {
    const { message } = await adapter.replay(file("hand-made-unknown-chunks.chunks.txt"));
    expect(message.content).toEqual([{ type: "text", text: "Hello!" }]);
    expect(message.stopReason).toBe("stop");
    expect(message.usage).toMatchObject({ input: 5, output: 3 });
  });

  it("content_filter ends with an error saying the content was filtered, keeping the text", async () => {
    const { types, message } = await adapter.replay(file("hand-made-content-filter.chunks.txt"));
    expect(types.at(-1)).toBe("error");
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toMatch(/content was filtered/);
    expect(message.error).toMatchObject({ kind: "invalid_request", retryable: false });
    expect(message.content).toEqual([{ type: "text", text: "Here is how to" }]);
  });

  it("a refusal is kept as text and stops normally", async () => {
    const { message } = await adapter.replay(file("hand-made-refusal.chunks.txt"));
    expect(message.content).toEqual([{ type: "text", text: "I'm sorry, I can't help with that." }]);
    expect(message.stopReason).toBe("stop");
    expect(message.errorMessage).toBeUndefined();
  });

  it("reasoning in the `reasoning` field, read once when both fields carry it", async () => {
    const { message } = await adapter.replay(file("hand-made-reasoning-field.chunks.txt"), {
      model: { provider: "openrouter", reasoning: true },
    });
    expect(message.content).toEqual([
      { type: "thinking", thinking: "Let me think.", thinkingSignature: "reasoning" },
      { type: "text", text: "The answer is 4." },
    ]);
    expect(message.usage).toMatchObject({ output: 20, reasoning: 6 });
  });

  it("covers every hand-made file", () => {
    expect(fixtureFiles(HAND_MADE).map(([name]) => name)).toHaveLength(8);
  });
});
