import { describe, expect, it } from "vitest";
import { compactTypes } from "../../testing/collect-events.js";
import { loadChunksFile } from "../../testing/replay-server.js";
import { useAdapterHarness } from "../test-support/adapter-harness.js";
import { fixtureFiles, RECORDED_FIXTURES } from "../test-support/adapter-test-kit.js";
import { streamOpenAIResponses } from "./stream.js";

const RECORDED = new URL("openai-responses/", RECORDED_FIXTURES);
const HAND_MADE = new URL("./fixtures/", import.meta.url);
const adapter = useAdapterHarness("openai-responses", streamOpenAIResponses);

/** A recording may hold several responses of one conversation back to back: split it at each `response.created`. */
function splitResponses(lines: string[]): string[][] {
  const responses: string[][] = [];
  for (const line of lines) {
    if ((JSON.parse(line) as { type?: string }).type === "response.created" || responses.length === 0)
      responses.push([]);
    responses.at(-1)?.push(line);
  }
  return responses;
}

/** A Codex reasoning model, as in the recordings. */
const replay = (lines: string[]) => adapter.replay(lines, { model: { id: "gpt-5.1-codex-max", reasoning: true } });

const file = (folder: URL, name: string) => loadChunksFile(new URL(name, folder));

describe("recorded Responses streams", () => {
  it("replays every recorded response through the SDK", async () => {
    const files = fixtureFiles(RECORDED);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const [, url] of files) {
      for (const lines of splitResponses(loadChunksFile(url))) {
        const { types } = await replay(lines);
        expect(types[0]).toBe("start");
        expect(["done", "error"]).toContain(types.at(-1));
      }
    }
    expect(adapter.server().requests.every((r) => r.path === "/v1/responses")).toBe(true);
  });

  it("reasoning with encrypted content, then a tool call", async () => {
    const [first] = splitResponses(file(RECORDED, "openai-reasoning-encrypted-content.1.chunks.txt"));
    const { types, message, model } = await replay(first ?? []);
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
    const [thinking, call] = message.content;
    expect(thinking).toMatchObject({
      type: "thinking",
      thinking:
        "**Calculating step-by-step using calculator**\n\nI'll compute 12 plus 7, then multiply the result by 3, and finally multiply that by 10, reporting the final product.",
    });
    const item = JSON.parse((thinking as { thinkingSignature: string }).thinkingSignature) as Record<string, unknown>;
    expect(item.type).toBe("reasoning");
    expect(item.id).toBe("rs_01830d662ab3856501693c321405c88190be3ab04d5782d5f9");
    expect(String(item.encrypted_content)).toMatch(/^gAAAAABpPDIV/);
    expect(call).toEqual({
      type: "toolCall",
      id: "call_AB6AaRZ1FYZB2RwS6A5vbdqn",
      name: "calculator",
      arguments: { a: 12, b: 7, op: "add" },
      thoughtSignature: "fc_01830d662ab3856501693c32151234819091cfca267e98cc5f",
    });
    expect(message.stopReason).toBe("toolUse");
    expect(message.usage).toMatchObject({ input: 134, output: 28, cacheRead: 0, reasoning: 0, totalTokens: 162 });
    expect(message.usage.cost.total).toBeCloseTo((134 * model.cost.input + 28 * model.cost.output) / 1e6, 12);
  });

  it("the follow-up responses: two more tool calls and the final text", async () => {
    const [, second, third, fourth] = splitResponses(file(RECORDED, "openai-reasoning-encrypted-content.1.chunks.txt"));
    const a = await replay(second ?? []);
    expect(a.message.content).toEqual([
      {
        type: "toolCall",
        id: "call_Q6pW65MUgW9vF59BmItYGos3",
        name: "calculator",
        arguments: { a: 19, b: 3, op: "multiply" },
        thoughtSignature: "fc_01830d662ab3856501693c32165be4819098c08f205f8932ef",
      },
    ]);
    expect(a.message.usage).toMatchObject({ input: 221, output: 26 });
    const b = await replay(third ?? []);
    expect(b.message.content[0]).toMatchObject({
      id: "call_Zl5vIMnD7dVAjgU6FkhmiCZh",
      arguments: { a: 57, b: 10, op: "multiply" },
    });
    const c = await replay(fourth ?? []);
    expect(compactTypes(c.types)).toEqual(["start", "text_start", "text_delta", "text_end", "done"]);
    expect(c.message.content).toEqual([
      {
        type: "text",
        text: "The final result is **570**.",
        textSignature: "msg_01830d662ab3856501693c32183a488190a612c410a0a39823",
      },
    ]);
    expect(c.message.stopReason).toBe("stop");
    expect(c.message.usage).toMatchObject({ input: 299, output: 12, totalTokens: 311 });
  });

  it("the whole recording — four responses in one stream — becomes one message holding all of them", async () => {
    const { types, message, model } = await replay(file(RECORDED, "openai-reasoning-encrypted-content.1.chunks.txt"));
    expect(types.filter((type) => type === "done" || type === "error")).toEqual(["done"]);
    expect(message.content.map((block) => block.type)).toEqual([
      "thinking",
      "toolCall",
      "toolCall",
      "toolCall",
      "text",
    ]);
    expect(
      message.content.slice(1, 4).map((block) => (block.type === "toolCall" ? block.arguments : undefined)),
    ).toEqual([
      { a: 12, b: 7, op: "add" },
      { a: 19, b: 3, op: "multiply" },
      { a: 57, b: 10, op: "multiply" },
    ]);
    expect(message.content[4]).toMatchObject({ type: "text", text: "The final result is **570**." });
    expect(message.stopReason).toBe("toolUse");
    // Each response was billed: usage is their sum.
    expect(message.usage).toMatchObject({ input: 134 + 221 + 260 + 299, output: 28 + 26 + 26 + 12 });
    expect(message.usage.cost.total).toBeCloseTo(
      (message.usage.input * model.cost.input + message.usage.output * model.cost.output) / 1e6,
      12,
    );
  });

  it("an error event mid-stream → error with the provider's message and a typed kind", async () => {
    const { types, message, info } = await replay(file(RECORDED, "openai-error.1.chunks.txt"));
    expect(types).toEqual(["start", "error"]);
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toMatch(/^You exceeded your current quota/);
    expect(info).toMatchObject({ kind: "rate_limit", retryable: false });
  });
});

describe("hand-made Responses streams", () => {
  it("two reasoning summary parts are separated; max_output_tokens → length", async () => {
    const { message } = await replay(file(HAND_MADE, "hand-made-reasoning-summary-parts-incomplete.chunks.txt"));
    expect(message.content[0]).toMatchObject({ type: "thinking", thinking: "First part.\n\nSecond part." });
    expect(JSON.parse((message.content[0] as { thinkingSignature: string }).thinkingSignature)).toMatchObject({
      encrypted_content: "enc-2",
    });
    expect(message.content[1]).toEqual({ type: "text", text: "Partial answ", textSignature: "msg_hand" });
    expect(message.stopReason).toBe("length");
    expect(message.usage).toMatchObject({ input: 30, cacheRead: 20, output: 30, reasoning: 12, totalTokens: 80 });
  });

  it("response.failed → error with its code's kind, partial text kept", async () => {
    const { message, info } = await replay(file(HAND_MADE, "hand-made-response-failed.chunks.txt"));
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toBe("The server had an error processing your request.");
    expect(info).toMatchObject({ kind: "unknown", retryable: true });
    expect(message.content).toEqual([{ type: "text", text: "Working on", textSignature: "msg_f" }]);
  });

  it("unknown events and item types are ignored", async () => {
    const { message } = await replay(file(HAND_MADE, "hand-made-unknown-events.chunks.txt"));
    expect(message.content).toEqual([{ type: "text", text: "Found it.", textSignature: "msg_u" }]);
    expect(message.stopReason).toBe("stop");
  });

  it("a stream cut off mid-JSON → error, call marked unusable", async () => {
    const { types, message, info } = await replay(file(HAND_MADE, "hand-made-cut-off-mid-json.chunks.txt"));
    expect(types.at(-1)).toBe("error");
    expect(info?.kind).toBe("network");
    expect(message.content[0]).toMatchObject({ type: "toolCall", id: "call_cut", arguments: {} });
    expect((message.content[0] as { argumentsError?: string }).argumentsError).toBeDefined();
  });

  it("content_filter → error saying the content was filtered", async () => {
    const { message, info } = await replay(file(HAND_MADE, "hand-made-content-filter.chunks.txt"));
    expect(message.errorMessage).toMatch(/content was filtered/);
    expect(info).toMatchObject({ kind: "invalid_request", retryable: false });
    expect(message.content).toEqual([{ type: "text", text: "Sure, here", textSignature: "msg_cf" }]);
  });

  it("a refusal is kept as text with stop", async () => {
    const { message } = await replay(file(HAND_MADE, "hand-made-refusal.chunks.txt"));
    expect(message.content).toEqual([{ type: "text", text: "I can't help with that.", textSignature: "msg_r" }]);
    expect(message.stopReason).toBe("stop");
  });

  it("two responses in one stream: both are kept, in order, and their usage is added up", async () => {
    const { types, message } = await replay(file(HAND_MADE, "hand-made-two-responses.chunks.txt"));
    expect(compactTypes(types)).toEqual([
      "start",
      "toolcall_start",
      "toolcall_delta",
      "toolcall_end",
      "text_start",
      "text_delta",
      "text_end",
      "done",
    ]);
    expect(message.content).toEqual([
      { type: "toolCall", id: "call_first", name: "read", arguments: { path: "a.txt" }, thoughtSignature: "fc_first" },
      { type: "text", text: "The file says hello.", textSignature: "msg_second" },
    ]);
    expect(message.stopReason).toBe("toolUse");
    expect(message.usage).toMatchObject({ input: 60 + 50, cacheRead: 40 + 100, output: 20 + 8, totalTokens: 278 });
  });

  it("a second response cut off → error saying the stream ended mid-response, the first one's content kept", async () => {
    const { message, info } = await replay(file(HAND_MADE, "hand-made-second-response-cut-off.chunks.txt"));
    expect(message.stopReason).toBe("error");
    expect(info).toMatchObject({ kind: "network", retryable: true });
    expect(message.errorMessage).toBe(
      "The openai stream ended in the middle of response 2 (after 1 completed response(s) in the same stream).",
    );
    expect(message.content).toEqual([
      { type: "toolCall", id: "call_first", name: "read", arguments: { path: "a.txt" }, thoughtSignature: "fc_first" },
      { type: "text", text: "The file ", textSignature: "msg_second" },
    ]);
  });

  it("parallel function calls by output index; arguments given only in the done event", async () => {
    const { message } = await replay(file(HAND_MADE, "hand-made-parallel-function-calls.chunks.txt"));
    expect(message.content).toEqual([
      { type: "toolCall", id: "call_a", name: "read", arguments: { path: "a.txt" }, thoughtSignature: "fc_a" },
      { type: "toolCall", id: "call_b", name: "ls", arguments: { dir: "." }, thoughtSignature: "fc_b" },
    ]);
    expect(message.stopReason).toBe("toolUse");
  });
});
