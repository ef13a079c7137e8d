import type {
  ChatCompletionCreateParamsStreaming,
  ChatCompletionFunctionTool,
} from "openai/resources/chat/completions";
import { type Context, schemaRecord, type Tool } from "../../context.js";
import type { Model } from "../../model.js";
import type { ResolvedChatCompat } from "../../models/model-compat.js";
import type { StreamOptions } from "../../stream-options.js";
import { isStrictCompatibleSchema } from "../shared/strict-schema.js";
import { activeThinkingLevel, openAIReasoningEffort } from "../shared/thinking.js";
import { convertChatMessages } from "./convert-messages.js";

/** The streaming request body, with the `max_tokens` variant some servers want. */
export type ChatRequestBody = ChatCompletionCreateParamsStreaming & { max_tokens?: number };

function chatTool(tool: Tool, compat: ResolvedChatCompat): ChatCompletionFunctionTool {
  const fn: ChatCompletionFunctionTool["function"] = {
    name: tool.name,
    description: tool.description,
    parameters: schemaRecord(tool.parameters),
  };
  if (compat.supportsStrictMode) fn.strict = isStrictCompatibleSchema(schemaRecord(tool.parameters));
  return { type: "function", function: fn };
}

/**
 * Builds the `chat.completions.create` streaming body for one request:
 * messages (see {@link convertChatMessages}), tools (`strict` only when the
 * server supports it and the schema qualifies), the output cap in the
 * field the server wants (`options.maxTokens`, else `model.maxTokens`),
 * `stream_options.include_usage`, `temperature` when given,
 * `reasoning_effort` for reasoning models when a thinking level is set and
 * the server accepts it, and `prompt_cache_key` from `sessionId` on OpenAI.
 */
export function buildChatRequest(
  model: Model,
  context: Context,
  options: StreamOptions,
  compat: ResolvedChatCompat,
): ChatRequestBody {
  const body: ChatRequestBody = {
    model: model.id,
    messages: convertChatMessages(model, context, compat),
    stream: true,
  };
  if (compat.supportsUsageInStreaming) body.stream_options = { include_usage: true };
  const maxTokens = options.maxTokens ?? model.maxTokens;
  if (maxTokens > 0) body[compat.maxTokensField] = maxTokens;
  if (options.temperature !== undefined) body.temperature = options.temperature;
  if (context.tools !== undefined && context.tools.length > 0) {
    body.tools = context.tools.map((tool) => chatTool(tool, compat));
  }
  const level = activeThinkingLevel(model, options);
  if (level !== undefined && compat.supportsReasoningEffort) body.reasoning_effort = openAIReasoningEffort(level);
  if (options.sessionId !== undefined && compat.supportsPromptCacheKey) body.prompt_cache_key = options.sessionId;
  return body;
}
