import { describe, expect, it } from "vitest";
import type { Context, Tool } from "../../context.js";
import { frameChunks, type ReplayResponse } from "../../testing/replay-server.js";
import { transformMessages } from "../../transform/transform-messages.js";
import { useAdapterHarness } from "../test-support/adapter-harness.js";
import { assistantMessage, toolResultMessage } from "../test-support/adapter-test-kit.js";
import { streamOpenAICompletions } from "./stream.js";

const adapter = useAdapterHarness("openai-completions", streamOpenAICompletions);
const PNG = "iVBORw0KGgo=";

const strictTool: Tool = {
  name: "read",
  description: "Read a file",
  parameters: {
    type: "object",
    properties: { path: { type: "string" } },
    required: ["path"],
    additionalProperties: false,
  },
};
const looseTool: Tool = {
  name: "grep",
  description: "Search",
  parameters: {
    type: "object",
    properties: { pattern: { type: "string" }, path: { type: "string" } },
    required: ["pattern"],
  },
};

/** A conversation with every block kind; `reasoningField` is where the assistant's thinking was streamed. */
function conversation(provider: string, reasoningField?: string): Context {
  return {
    systemPrompt: "You are terse.",
    tools: [strictTool, looseTool],
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: "What is in this picture?" },
          { type: "image", data: PNG, mimeType: "image/png" },
        ],
        timestamp: 1,
      },
      assistantMessage(
        { api: "openai-completions", provider, id: "test-model" },
        [
          reasoningField === undefined
            ? { type: "thinking", thinking: "Look at the file." }
            : { type: "thinking", thinking: "Look at the file.", thinkingSignature: reasoningField },
          { type: "text", text: "Let me check." },
          { type: "toolCall", id: "call_a", name: "read", arguments: { path: "a.png" } },
          { type: "toolCall", id: "call_b", name: "grep", arguments: { pattern: "x" } },
        ],
        { timestamp: 1 },
      ),
      toolResultMessage(
        "call_a",
        "read",
        [
          { type: "text", text: "Read image a.png" },
          { type: "image", data: PNG, mimeType: "image/png" },
        ],
        { timestamp: 2 },
      ),
      toolResultMessage("call_b", "grep", [{ type: "text", text: "no matches" }], { timestamp: 3 }),
      { role: "user", content: "Thanks", timestamp: 4 },
    ],
  };
}

/** The shortest successful stream, so the request can be inspected. */
const OK: ReplayResponse = {
  kind: "sse",
  events: frameChunks([{ choices: [{ index: 0, delta: { content: "ok" }, finish_reason: "stop" }] }], "data-only", {
    done: true,
  }),
};

describe("Chat Completions request body", () => {
  it("OpenAI: developer role, images, tool calls, tool results, images after tool results, strict tools", async () => {
    const request = await adapter.send(OK, {
      model: { reasoning: true },
      context: conversation("openai"),
      options: { thinkingLevel: "high", sessionId: "s-1", temperature: 0.2 },
    });
    const image = { type: "image_url", image_url: { url: `data:image/png;base64,${PNG}` } };
    expect(request.body).toEqual({
      model: "test-model",
      stream: true,
      stream_options: { include_usage: true },
      max_completion_tokens: 4096,
      temperature: 0.2,
      reasoning_effort: "high",
      prompt_cache_key: "s-1",
      messages: [
        { role: "developer", content: "You are terse." },
        { role: "user", content: [{ type: "text", text: "What is in this picture?" }, image] },
        {
          role: "assistant",
          content: "Let me check.",
          tool_calls: [
            { id: "call_a", type: "function", function: { name: "read", arguments: '{"path":"a.png"}' } },
            { id: "call_b", type: "function", function: { name: "grep", arguments: '{"pattern":"x"}' } },
          ],
        },
        {
          role: "tool",
          tool_call_id: "call_a",
          content: "Read image a.png\n(see the attached image in the next message)",
        },
        { role: "tool", tool_call_id: "call_b", content: "no matches" },
        { role: "user", content: [{ type: "text", text: "Images returned by the tool call(s) above:" }, image] },
        { role: "user", content: "Thanks" },
      ],
      tools: [
        {
          type: "function",
          function: { name: "read", description: "Read a file", parameters: strictTool.parameters, strict: true },
        },
        {
          type: "function",
          function: { name: "grep", description: "Search", parameters: looseTool.parameters, strict: false },
        },
      ],
    });
  });

  it("DeepSeek: system role, max_tokens, no strict, reasoning_content replayed to the same provider", async () => {
    const request = await adapter.send(OK, {
      model: { provider: "deepseek", reasoning: true },
      context: conversation("deepseek", "reasoning_content"),
      options: { thinkingLevel: "high", maxTokens: 1000 },
    });
    const body = request.body as Record<string, unknown> & {
      messages: Record<string, unknown>[];
      tools: { function: object }[];
    };
    expect(body.max_tokens).toBe(1000);
    expect(body.max_completion_tokens).toBeUndefined();
    expect(body.reasoning_effort).toBeUndefined();
    expect(body.messages[0]).toEqual({ role: "system", content: "You are terse." });
    expect(body.messages[2]).toMatchObject({ role: "assistant", reasoning_content: "Look at the file." });
    expect(body.tools[0]?.function).not.toHaveProperty("strict");
  });

  it("does not replay reasoning to another provider, nor send reasoning_effort for non-reasoning models", async () => {
    const request = await adapter.send(OK, {
      model: { provider: "deepseek" },
      context: conversation("xai", "reasoning_content"),
      options: { thinkingLevel: "high" },
    });
    const body = request.body as { messages: Record<string, unknown>[] };
    expect(body.messages[2]).not.toHaveProperty("reasoning_content");
    expect(body).not.toHaveProperty("reasoning_effort");
  });

  it("text-only models get notes instead of images; compat overrides apply; ids fit the server's limit", async () => {
    const request = await adapter.send(OK, {
      model: {
        provider: "mistral",
        input: ["text"],
        compat: { maxTokensField: "max_completion_tokens", supportsUsageInStreaming: false },
      },
      context: conversation("mistral"),
    });
    const body = request.body as Record<string, unknown> & { messages: Record<string, unknown>[] };
    expect(body.stream_options).toBeUndefined();
    expect(body.max_completion_tokens).toBe(4096);
    expect(body.messages[1]).toEqual({
      role: "user",
      content: "What is in this picture?\n(image omitted: this model does not accept images)",
    });
    expect(body.messages[3]?.content).toBe("Read image a.png\n(image omitted: this model does not accept images)");
    expect(body.messages.filter((m) => m.role === "user")).toHaveLength(2);
    const calls = (body.messages[2]?.tool_calls ?? []) as { id: string }[];
    const ids = calls.map((call) => call.id);
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => id.length <= 9)).toBe(true);
    expect(body.messages[3]?.tool_call_id).toBe(ids[0]);
  });

  it("tool-call ids are rewritten once: the wire carries exactly the ids transformMessages assigned", async () => {
    const model = adapter.model({ provider: "mistral", input: ["text"] }); // no compat: Mistral's 9-character ids by default
    const context = conversation("anthropic");
    const expected = transformMessages(context.messages, model).flatMap((message) =>
      message.role === "assistant"
        ? message.content.flatMap((block) => (block.type === "toolCall" ? [block.id] : []))
        : [],
    );
    const request = await adapter.send(OK, { model: { provider: "mistral", input: ["text"] }, context });
    const body = request.body as { messages: { tool_calls?: { id: string }[]; tool_call_id?: string }[] };
    const sent = body.messages.flatMap((m) => (m.tool_calls ?? []).map((call) => call.id));
    expect(expected.every((id) => /^[A-Za-z0-9]{9}$/.test(id))).toBe(true);
    expect(sent).toEqual(expected);
    expect(body.messages.flatMap((m) => (m.tool_call_id === undefined ? [] : [m.tool_call_id]))).toEqual(expected);
  });

  it("sends the model's and the call's headers, and onPayload may replace the body", async () => {
    const request = await adapter.send(OK, {
      model: { headers: { "X-Model": "m", "X-Both": "model" } },
      options: {
        headers: { "x-both": "call" },
        onPayload: (payload) => ({ ...(payload as object), seed: 7 }),
      },
    });
    expect(request.headers["x-model"]).toBe("m");
    expect(request.headers["x-both"]).toBe("call");
    expect((request.body as { seed?: number }).seed).toBe(7);
  });
});
