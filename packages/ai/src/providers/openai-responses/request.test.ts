import { describe, expect, it } from "vitest";
import type { Context, Tool } from "../../context.js";
import { frameChunks, type ReplayResponse } from "../../testing/replay-server.js";
import { useAdapterHarness } from "../test-support/adapter-harness.js";
import { assistantMessage, toolResultMessage } from "../test-support/adapter-test-kit.js";
import { streamOpenAIResponses } from "./stream.js";

const adapter = useAdapterHarness("openai-responses", streamOpenAIResponses);
const PNG = "iVBORw0KGgo=";
const REASONING_ITEM = {
  id: "rs_1",
  type: "reasoning",
  summary: [{ type: "summary_text", text: "Plan." }],
  encrypted_content: "enc",
};

const tools: Tool[] = [
  {
    name: "read",
    description: "Read a file",
    parameters: {
      type: "object",
      properties: { path: { type: "string" } },
      required: ["path"],
      additionalProperties: false,
    },
  },
  { name: "grep", description: "Search", parameters: { type: "object", properties: { pattern: { type: "string" } } } },
];

function conversation(producedBy: string): Context {
  const assistant = assistantMessage(
    { api: "openai-responses", provider: "openai", id: producedBy },
    [
      { type: "thinking", thinking: "Plan.", thinkingSignature: JSON.stringify(REASONING_ITEM) },
      { type: "text", text: "Reading.", textSignature: "msg_1" },
      { type: "toolCall", id: "call_1", name: "read", arguments: { path: "a.png" }, thoughtSignature: "fc_1" },
    ],
    { timestamp: 1 },
  );
  return {
    systemPrompt: "Be brief.",
    tools,
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: "Describe a.png" },
          { type: "image", data: PNG, mimeType: "image/png" },
        ],
        timestamp: 0,
      },
      assistant,
      toolResultMessage(
        "call_1",
        "read",
        [
          { type: "text", text: "a.png:" },
          { type: "image", data: PNG, mimeType: "image/png" },
        ],
        { timestamp: 2 },
      ),
    ],
  };
}

/** The shortest successful stream, so the request can be inspected. */
const COMPLETED: ReplayResponse = {
  kind: "sse",
  events: frameChunks(
    [{ type: "response.completed", response: { id: "r", status: "completed", output: [], usage: null } }],
    "typed-events",
  ),
};

describe("Responses request body", () => {
  const dataUrl = `data:image/png;base64,${PNG}`;

  it("replays reasoning, message and call ids to the model that produced them", async () => {
    const body = (
      await adapter.send(COMPLETED, {
        model: { id: "gpt-5", reasoning: true },
        context: conversation("gpt-5"),
        options: { thinkingLevel: "medium", sessionId: "sess" },
      })
    ).body as Record<string, unknown>;
    expect(body).toEqual({
      model: "gpt-5",
      stream: true,
      store: false,
      max_output_tokens: 4096,
      include: ["reasoning.encrypted_content"],
      reasoning: { effort: "medium", summary: "auto" },
      prompt_cache_key: "sess",
      input: [
        { role: "developer", content: "Be brief." },
        {
          role: "user",
          content: [
            { type: "input_text", text: "Describe a.png" },
            { type: "input_image", image_url: dataUrl, detail: "auto" },
          ],
        },
        REASONING_ITEM,
        {
          type: "message",
          role: "assistant",
          id: "msg_1",
          status: "completed",
          content: [{ type: "output_text", text: "Reading.", annotations: [] }],
        },
        { type: "function_call", call_id: "call_1", name: "read", arguments: '{"path":"a.png"}', id: "fc_1" },
        {
          type: "function_call_output",
          call_id: "call_1",
          output: [
            { type: "input_text", text: "a.png:" },
            { type: "input_image", image_url: dataUrl, detail: "auto" },
          ],
        },
      ],
      tools: [
        { type: "function", name: "read", description: "Read a file", parameters: tools[0]?.parameters, strict: true },
        { type: "function", name: "grep", description: "Search", parameters: tools[1]?.parameters, strict: false },
      ],
    });
  });

  it("replays another model's reasoning as plain text and drops its item ids; system role and no reasoning for plain models", async () => {
    const body = (
      await adapter.send(COMPLETED, {
        model: { id: "gpt-4.1" },
        context: conversation("gpt-5"),
        options: { thinkingLevel: "high", temperature: 0.5 },
      })
    ).body as Record<string, unknown>;
    expect(body.reasoning).toBeUndefined();
    expect(body.include).toBeUndefined();
    expect(body.temperature).toBe(0.5);
    expect(body.input).toEqual([
      { role: "system", content: "Be brief." },
      expect.objectContaining({ role: "user" }),
      { role: "assistant", content: "<earlier_reasoning>\nPlan.\n</earlier_reasoning>" },
      { role: "assistant", content: "Reading." },
      { type: "function_call", call_id: "call_1", name: "read", arguments: '{"path":"a.png"}' },
      expect.objectContaining({ type: "function_call_output", call_id: "call_1" }),
    ]);
  });
});
