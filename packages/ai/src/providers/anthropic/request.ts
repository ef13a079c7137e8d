import type Anthropic from "@anthropic-ai/sdk";
import { type Context, schemaRecord, type Tool } from "../../context.js";
import type { Model } from "../../model.js";
import { toAnthropicInputSchema } from "../../schema/anthropic-schema.js";
import type { StreamOptions } from "../../stream-options.js";
import { activeThinkingLevel } from "../shared/thinking.js";
import { toAnthropicMessages } from "./convert-messages.js";
import { anthropicThinking } from "./thinking.js";

/** The streaming request body the adapter sends to `POST /v1/messages`. */
export type AnthropicRequest = Anthropic.MessageCreateParamsStreaming;

/**
 * Builds the Anthropic Messages request for one call. Pure.
 *
 * - `system` is one text block marked `cache_control: ephemeral`, and so is
 *   the last block of the last user turn, so a growing conversation reuses
 *   Anthropic's prompt cache (two of the four allowed breakpoints);
 * - `max_tokens` is `options.maxTokens`, else `model.maxTokens`;
 * - with a thinking level on a reasoning model, the fields of
 *   `anthropicThinking`: adaptive thinking with an effort for Claude 4.6 and
 *   later, a manual `budget_tokens` for older models;
 * - `options.temperature` is not sent: the API version the SDK speaks
 *   (`2026-10-21`) rejects sampling parameters on every model;
 * - tools carry `input_schema` adapted by `toAnthropicInputSchema`
 *   (throws `SchemaAdaptationError` for a schema it cannot express).
 */
export function buildAnthropicRequest(model: Model, context: Context, options: StreamOptions = {}): AnthropicRequest {
  const maxTokens = options.maxTokens ?? model.maxTokens;
  const request: AnthropicRequest = {
    model: model.id,
    max_tokens: maxTokens,
    messages: toAnthropicMessages(model, context.messages),
    stream: true,
  };
  if (context.systemPrompt !== undefined && context.systemPrompt.trim() !== "") {
    request.system = [{ type: "text", text: context.systemPrompt, cache_control: { type: "ephemeral" } }];
  }
  markLastUserTurnCacheable(request.messages);
  if (context.tools !== undefined && context.tools.length > 0) request.tools = context.tools.map(toAnthropicTool);
  const level = activeThinkingLevel(model, options);
  if (level !== undefined) Object.assign(request, anthropicThinking(model, level, maxTokens));
  return request;
}

/** A Keel tool as an Anthropic custom tool. */
export function toAnthropicTool(tool: Tool): Anthropic.Tool {
  return {
    name: tool.name,
    description: tool.description,
    input_schema: toAnthropicInputSchema(schemaRecord(tool.parameters), tool.name),
  };
}

function markLastUserTurnCacheable(messages: Anthropic.MessageParam[]): void {
  const last = messages.at(-1);
  if (last === undefined || last.role !== "user" || typeof last.content === "string") return;
  const block = last.content.at(-1);
  if (block === undefined) return;
  switch (block.type) {
    case "text":
    case "image":
    case "tool_result":
      block.cache_control = { type: "ephemeral" };
      return;
    default:
      return;
  }
}
