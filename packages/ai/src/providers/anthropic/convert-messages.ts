import type Anthropic from "@anthropic-ai/sdk";
import type {
  AssistantMessage,
  ImageContent,
  Message,
  TextContent,
  ToolResultMessage,
  UserMessage,
} from "../../messages.js";
import type { Model } from "../../model.js";
import { IMAGE_OMITTED_TEXT } from "../../transform/content.js";

type MessageParam = Anthropic.MessageParam;
type ContentBlockParam = Anthropic.ContentBlockParam;
type TextBlockParam = Anthropic.TextBlockParam;
type ImageBlockParam = Anthropic.ImageBlockParam;
type ToolResultBlockParam = Anthropic.ToolResultBlockParam;
type ImageMediaType = Anthropic.Base64ImageSource["media_type"];

const IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/gif", "image/webp"];

/** Placeholder sent instead of an image to a model that does not accept images. */

/**
 * Converts Keel messages to Anthropic `messages`:
 *
 * - user text and images become `text` / base64 `image` blocks (empty
 *   text is dropped: Anthropic rejects empty text blocks);
 * - assistant text, tool calls (`tool_use`) and thinking: a thinking block
 *   is replayed only when it came from this API and provider and carries a
 *   signature — as `thinking` with its `signature`, or, when redacted, as
 *   `redacted_thinking` with its data; unsigned thinking is dropped;
 * - tool results become `tool_result` blocks (text and images) inside a
 *   user message; consecutive results share one user message, as
 *   Anthropic requires for parallel tool calls;
 * - messages that end up empty are skipped.
 */
export function toAnthropicMessages(model: Model, messages: readonly Message[]): MessageParam[] {
  const out: MessageParam[] = [];
  let pendingResults: ToolResultBlockParam[] | undefined;
  for (const message of messages) {
    if (message.role !== "toolResult") pendingResults = undefined;
    switch (message.role) {
      case "user": {
        const content = userContent(model, message);
        if (content.length > 0) out.push({ role: "user", content });
        break;
      }
      case "assistant": {
        const content = assistantContent(model, message);
        if (content.length > 0) out.push({ role: "assistant", content });
        break;
      }
      case "toolResult": {
        const block = toolResultBlock(model, message);
        if (pendingResults) {
          pendingResults.push(block);
        } else {
          pendingResults = [block];
          out.push({ role: "user", content: pendingResults });
        }
        break;
      }
    }
  }
  return out;
}

function userContent(model: Model, message: UserMessage): ContentBlockParam[] {
  if (typeof message.content === "string") return textBlocks(message.content);
  return message.content.flatMap((block) => mediaBlock(model, block));
}

function mediaBlock(model: Model, block: TextContent | ImageContent): (TextBlockParam | ImageBlockParam)[] {
  if (block.type === "text") return textBlocks(block.text);
  if (!model.input.includes("image")) return [{ type: "text", text: IMAGE_OMITTED_TEXT }];
  const mediaType = (IMAGE_TYPES.includes(block.mimeType) ? block.mimeType : "image/png") as ImageMediaType;
  return [{ type: "image", source: { type: "base64", media_type: mediaType, data: block.data } }];
}

function textBlocks(text: string): TextBlockParam[] {
  return text.trim() === "" ? [] : [{ type: "text", text }];
}

/** Whether thinking and its signature were produced by the API and provider being called. */
function isSameProvider(model: Model, message: AssistantMessage): boolean {
  return message.api === model.api && message.provider === model.provider;
}

function assistantContent(model: Model, message: AssistantMessage): ContentBlockParam[] {
  const blocks: ContentBlockParam[] = [];
  for (const block of message.content) {
    switch (block.type) {
      case "text":
        blocks.push(...textBlocks(block.text));
        break;
      case "thinking": {
        const signature = block.thinkingSignature;
        if (!isSameProvider(model, message) || signature === undefined || signature === "") break;
        if (block.redacted) blocks.push({ type: "redacted_thinking", data: signature });
        else blocks.push({ type: "thinking", thinking: block.thinking, signature });
        break;
      }
      case "toolCall":
        blocks.push({ type: "tool_use", id: block.id, name: block.name, input: block.arguments });
        break;
    }
  }
  return blocks;
}

function toolResultBlock(model: Model, message: ToolResultMessage): ToolResultBlockParam {
  const content = message.content.flatMap((block) => mediaBlock(model, block));
  const block: ToolResultBlockParam = { type: "tool_result", tool_use_id: message.toolCallId };
  if (content.length > 0) block.content = content;
  if (message.isError) block.is_error = true;
  return block;
}
