import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import type { Context, JsonSchema } from "../../context.js";
import type { Model } from "../../model.js";
import { IMAGE_OMITTED_TEXT } from "../../transform/content.js";
import { assistantMessage, testModel, toolResultMessage } from "../test-support/adapter-test-kit.js";
import { buildAnthropicRequest } from "./request.js";

const model = testModel("anthropic-messages", "https://api.anthropic.com");

const PNG = "iVBORw0KGgo=";

describe("buildAnthropicRequest", () => {
  it("converts a full conversation: system prompt, images, thinking, tool calls and merged tool results", () => {
    const context: Context = {
      systemPrompt: "You are terse.",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "What is in this picture?" },
            { type: "image", data: PNG, mimeType: "image/png" },
          ],
          timestamp: 0,
        },
        assistantMessage(model, [
          { type: "thinking", thinking: "I should read both files.", thinkingSignature: "sig-1" },
          { type: "thinking", thinking: "", redacted: true, thinkingSignature: "redacted-data" },
          { type: "thinking", thinking: "unsigned thoughts" },
          { type: "text", text: "Reading." },
          { type: "text", text: "  " },
          { type: "toolCall", id: "toolu_1", name: "read", arguments: { path: "a.txt" } },
          { type: "toolCall", id: "toolu_2", name: "read", arguments: { path: "b.png" } },
        ]),
        toolResultMessage("toolu_1", "read", [{ type: "text", text: "alpha" }]),
        toolResultMessage(
          "toolu_2",
          "read",
          [
            { type: "text", text: "the image" },
            { type: "image", data: PNG, mimeType: "image/png" },
          ],
          { isError: true },
        ),
        { role: "user", content: "Thanks", timestamp: 0 },
      ],
      tools: [
        {
          name: "read",
          description: "Read a file",
          parameters: Type.Object({ path: Type.String() }) as unknown as JsonSchema,
        },
      ],
    };
    const request = buildAnthropicRequest(model, context);
    expect(request).toEqual({
      model: "claude-test",
      max_tokens: 8192,
      stream: true,
      system: [{ type: "text", text: "You are terse.", cache_control: { type: "ephemeral" } }],
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "What is in this picture?" },
            { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
          ],
        },
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "I should read both files.", signature: "sig-1" },
            { type: "redacted_thinking", data: "redacted-data" },
            { type: "text", text: "Reading." },
            { type: "tool_use", id: "toolu_1", name: "read", input: { path: "a.txt" } },
            { type: "tool_use", id: "toolu_2", name: "read", input: { path: "b.png" } },
          ],
        },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "toolu_1", content: [{ type: "text", text: "alpha" }] },
            {
              type: "tool_result",
              tool_use_id: "toolu_2",
              is_error: true,
              content: [
                { type: "text", text: "the image" },
                { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
              ],
            },
          ],
        },
        { role: "user", content: [{ type: "text", text: "Thanks", cache_control: { type: "ephemeral" } }] },
      ],
      tools: [
        {
          name: "read",
          description: "Read a file",
          input_schema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
        },
      ],
    });
  });

  it("does not replay thinking produced by another provider", () => {
    const foreign = assistantMessage(
      model,
      [
        { type: "thinking", thinking: "foreign", thinkingSignature: "enc_openai" },
        { type: "text", text: "hello" },
      ],
      { api: "openai-responses", provider: "openai", stopReason: "stop" },
    );
    const request = buildAnthropicRequest(model, { messages: [foreign] });
    expect(request.messages).toEqual([{ role: "assistant", content: [{ type: "text", text: "hello" }] }]);
  });

  it("marks the last tool result cacheable and skips empty messages", () => {
    const request = buildAnthropicRequest(model, {
      messages: [
        { role: "user", content: "", timestamp: 0 },
        assistantMessage(model, [{ type: "toolCall", id: "toolu_1", name: "read", arguments: {} }]),
        toolResultMessage("toolu_1", "read", [{ type: "text", text: "" }]),
      ],
    });
    expect(request.messages).toEqual([
      { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "read", input: {} }] },
      {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: "toolu_1", cache_control: { type: "ephemeral" } }],
      },
    ]);
  });

  it("replaces images with a note for a model without image input", () => {
    const textOnly: Model = { ...model, input: ["text"] };
    const request = buildAnthropicRequest(textOnly, {
      messages: [{ role: "user", content: [{ type: "image", data: PNG, mimeType: "image/png" }], timestamp: 0 }],
    });
    expect(request.messages[0]?.content).toEqual([
      { type: "text", text: IMAGE_OMITTED_TEXT, cache_control: { type: "ephemeral" } },
    ]);
  });

  it("adds thinking for a reasoning model: a budget for older ids, adaptive for Claude 4.6+", () => {
    const budget = buildAnthropicRequest(model, { messages: [] }, { thinkingLevel: "medium", maxTokens: 64_000 });
    expect(budget.thinking).toEqual({ type: "enabled", budget_tokens: 8192 });
    expect(budget.max_tokens).toBe(64_000);
    expect(budget).not.toHaveProperty("output_config");
    const adaptive = buildAnthropicRequest(
      { ...model, id: "claude-sonnet-5-5" },
      { messages: [] },
      { thinkingLevel: "high" },
    );
    expect(adaptive.thinking).toEqual({ type: "adaptive", display: "summarized" });
    expect(adaptive.output_config).toEqual({ effort: "high" });
    expect(adaptive.max_tokens).toBe(8192);
  });

  it("sends no thinking when the level is off or the model does not reason, and never a temperature", () => {
    expect(buildAnthropicRequest(model, { messages: [] }, { thinkingLevel: "off" }).thinking).toBeUndefined();
    const plain = buildAnthropicRequest({ ...model, reasoning: false }, { messages: [] }, { thinkingLevel: "high" });
    expect(plain.thinking).toBeUndefined();
    expect(plain).not.toHaveProperty("temperature");
    expect(buildAnthropicRequest(model, { messages: [] }, { temperature: 0.2 })).not.toHaveProperty("temperature");
  });

  it("names the tool and keyword when a schema cannot be adapted", () => {
    const context: Context = {
      messages: [],
      tools: [{ name: "pick", description: "", parameters: { type: "string" } }],
    };
    expect(() => buildAnthropicRequest(model, context)).toThrow(/Tool "pick".*`type`/);
  });
});
