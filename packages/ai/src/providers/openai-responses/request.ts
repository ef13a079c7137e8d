import type { FunctionTool, ResponseCreateParamsStreaming } from "openai/resources/responses/responses";
import { type Context, schemaRecord, type Tool } from "../../context.js";
import type { Model } from "../../model.js";
import type { StreamOptions } from "../../stream-options.js";
import { isStrictCompatibleSchema } from "../shared/strict-schema.js";
import { activeThinkingLevel, openAIReasoningEffort } from "../shared/thinking.js";
import { convertResponsesInput } from "./convert-input.js";

function responsesTool(tool: Tool, model: Model): FunctionTool {
  const strict = model.compat?.supportsStrictMode !== false && isStrictCompatibleSchema(schemaRecord(tool.parameters));
  return {
    type: "function",
    name: tool.name,
    description: tool.description,
    parameters: schemaRecord(tool.parameters),
    strict,
  };
}

/**
 * Builds the `responses.create` streaming body: `input` (see
 * {@link convertResponsesInput}), `store: false` (Keel keeps the history),
 * the output cap (`options.maxTokens`, else `model.maxTokens`),
 * `temperature` when given, tools (`strict` when the schema qualifies),
 * and for reasoning models `include: ["reasoning.encrypted_content"]` (so
 * reasoning can be replayed statelessly) plus, when a thinking level is
 * set, `reasoning: { effort, summary: "auto" }`. `sessionId` becomes
 * `prompt_cache_key`.
 */
export function buildResponsesRequest(
  model: Model,
  context: Context,
  options: StreamOptions,
): ResponseCreateParamsStreaming {
  const body: ResponseCreateParamsStreaming = {
    model: model.id,
    input: convertResponsesInput(model, context),
    stream: true,
    store: false,
  };
  const maxTokens = options.maxTokens ?? model.maxTokens;
  if (maxTokens > 0) body.max_output_tokens = maxTokens;
  if (options.temperature !== undefined) body.temperature = options.temperature;
  if (context.tools !== undefined && context.tools.length > 0) {
    body.tools = context.tools.map((tool) => responsesTool(tool, model));
  }
  if (model.reasoning) {
    body.include = ["reasoning.encrypted_content"];
    const level = activeThinkingLevel(model, options);
    if (level !== undefined && model.compat?.supportsReasoningEffort !== false) {
      body.reasoning = { effort: openAIReasoningEffort(level), summary: "auto" };
    }
  }
  if (options.sessionId !== undefined) body.prompt_cache_key = options.sessionId;
  return body;
}
