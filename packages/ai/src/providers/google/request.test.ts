import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import type { Context, JsonSchema } from "../../context.js";
import { IMAGE_OMITTED_TEXT } from "../../transform/content.js";
import { assistantMessage, testModel, toolResultMessage } from "../test-support/adapter-test-kit.js";
import { buildGoogleRequest, geminiThinkingConfig } from "./request.js";
import { generateToolCallId } from "./tool-call-id.js";

const model = testModel("google-generative-ai", "https://generativelanguage.googleapis.com");

const PNG = "iVBORw0KGgo=";

describe("buildGoogleRequest", () => {
  it("converts a full conversation: system prompt, images, thought signatures, calls and results", () => {
    const generated = generateToolCallId();
    const context: Context = {
      systemPrompt: "Be brief.",
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Look at this" },
            { type: "image", data: PNG, mimeType: "image/png" },
          ],
          timestamp: 0,
        },
        assistantMessage(model, [
          { type: "thinking", thinking: "I will read and screenshot.", thinkingSignature: "sig-thought" },
          { type: "text", text: "Working.", textSignature: "sig-text" },
          { type: "toolCall", id: "fc-1", name: "read", arguments: { path: "a.txt" }, thoughtSignature: "sig-call" },
          { type: "toolCall", id: generated, name: "screenshot", arguments: {} },
        ]),
        toolResultMessage("fc-1", "read", [{ type: "text", text: "alpha" }]),
        toolResultMessage(generated, "screenshot", [{ type: "image", data: PNG, mimeType: "image/png" }], {
          isError: true,
        }),
        { role: "user", content: "Thanks", timestamp: 0 },
      ],
      tools: [
        {
          name: "read",
          description: "Read a file",
          parameters: Type.Object({
            path: Type.String(),
            mode: Type.Optional(Type.Union([Type.Literal("text"), Type.Literal("bytes")])),
          }) as unknown as JsonSchema,
        },
        { name: "screenshot", description: "Take a screenshot", parameters: Type.Object({}) as unknown as JsonSchema },
      ],
    };
    expect(buildGoogleRequest(model, context)).toEqual({
      model: "gemini-test",
      contents: [
        { role: "user", parts: [{ text: "Look at this" }, { inlineData: { mimeType: "image/png", data: PNG } }] },
        {
          role: "model",
          parts: [
            { text: "I will read and screenshot.", thought: true, thoughtSignature: "sig-thought" },
            { text: "Working.", thoughtSignature: "sig-text" },
            { functionCall: { id: "fc-1", name: "read", args: { path: "a.txt" } }, thoughtSignature: "sig-call" },
            { functionCall: { name: "screenshot", args: {} } },
          ],
        },
        {
          role: "user",
          parts: [
            { functionResponse: { id: "fc-1", name: "read", response: { output: "alpha" } } },
            { functionResponse: { name: "screenshot", response: { error: "(see the images below)" } } },
          ],
        },
        {
          role: "user",
          parts: [
            { text: "Images returned by the screenshot tool:" },
            { inlineData: { mimeType: "image/png", data: PNG } },
          ],
        },
        { role: "user", parts: [{ text: "Thanks" }] },
      ],
      config: {
        maxOutputTokens: 8192,
        automaticContinuation: false,
        systemInstruction: "Be brief.",
        tools: [
          {
            functionDeclarations: [
              {
                name: "read",
                description: "Read a file",
                parameters: {
                  type: "object",
                  properties: { path: { type: "string" }, mode: { type: "string", enum: ["text", "bytes"] } },
                  required: ["path"],
                },
              },
              { name: "screenshot", description: "Take a screenshot" },
            ],
          },
        ],
      },
    });
  });

  it("drops signatures and thinking that another model produced", () => {
    const other = assistantMessage(
      model,
      [
        { type: "thinking", thinking: "private", thinkingSignature: "sig-x" },
        { type: "text", text: "hi", textSignature: "sig-y" },
        { type: "toolCall", id: "toolu_1", name: "read", arguments: {}, thoughtSignature: "sig-z" },
      ],
      { model: "gemini-other" },
    );
    expect(buildGoogleRequest(model, { messages: [other] }).contents).toEqual([
      { role: "model", parts: [{ text: "hi" }, { functionCall: { id: "toolu_1", name: "read", args: {} } }] },
    ]);
  });

  it("replaces images with a note for a model without image input", () => {
    const request = buildGoogleRequest(
      { ...model, input: ["text"] },
      {
        messages: [{ role: "user", content: [{ type: "image", data: PNG, mimeType: "image/png" }], timestamp: 0 }],
      },
    );
    expect(request.contents).toEqual([{ role: "user", parts: [{ text: IMAGE_OMITTED_TEXT }] }]);
  });

  it("sends temperature and max tokens from the options", () => {
    const request = buildGoogleRequest(model, { messages: [] }, { temperature: 0.3, maxTokens: 100 });
    expect(request.config).toMatchObject({ temperature: 0.3, maxOutputTokens: 100 });
  });

  it("maps thinking levels to budgets (Gemini 2.x) or thinkingLevel (Gemini 3 and later)", () => {
    const flash25 = { ...model, id: "gemini-2.5-flash" };
    expect(buildGoogleRequest(flash25, { messages: [] }, { thinkingLevel: "medium" }).config?.thinkingConfig).toEqual({
      thinkingBudget: 8192,
      includeThoughts: true,
    });
    expect(geminiThinkingConfig(flash25, "xhigh")).toEqual({ thinkingBudget: 24_576, includeThoughts: true });
    expect(geminiThinkingConfig({ id: "gemini-3-flash-preview" }, "minimal")).toEqual({
      thinkingLevel: "MINIMAL",
      includeThoughts: true,
    });
    expect(geminiThinkingConfig({ id: "gemini-3-pro-preview" }, "minimal")).toEqual({
      thinkingLevel: "LOW",
      includeThoughts: true,
    });
    expect(geminiThinkingConfig({ id: "gemini-3.1-pro-preview" }, "xhigh")).toEqual({
      thinkingLevel: "HIGH",
      includeThoughts: true,
    });
    expect(geminiThinkingConfig({ id: "gemini-4-argon" }, "medium")).toEqual({
      thinkingLevel: "MEDIUM",
      includeThoughts: true,
    });
    expect(geminiThinkingConfig({ id: "gemini-2.0-flash" }, "low")).toEqual({
      thinkingBudget: 2048,
      includeThoughts: true,
    });
  });

  it("sends no thinking config when thinking is off or the model does not reason", () => {
    expect(
      buildGoogleRequest(model, { messages: [] }, { thinkingLevel: "off" }).config?.thinkingConfig,
    ).toBeUndefined();
    const plain = { ...model, reasoning: false };
    expect(
      buildGoogleRequest(plain, { messages: [] }, { thinkingLevel: "high" }).config?.thinkingConfig,
    ).toBeUndefined();
  });

  it("names the tool and keyword when a schema cannot be adapted", () => {
    const cyclic = {
      type: "object",
      $defs: { Node: { type: "object", properties: { next: { $ref: "#/$defs/Node" } } } },
      properties: { head: { $ref: "#/$defs/Node" } },
    };
    expect(() =>
      buildGoogleRequest(model, { messages: [], tools: [{ name: "walk", description: "", parameters: cyclic }] }),
    ).toThrow(/Tool "walk".*`\$ref` at \/properties\/head\/properties\/next/);
  });
});
