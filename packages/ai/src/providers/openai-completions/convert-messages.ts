import type {
  ChatCompletionAssistantMessageParam,
  ChatCompletionContentPart,
  ChatCompletionContentPartImage,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
} from "openai/resources/chat/completions";
import type { Context } from "../../context.js";
import type { AssistantMessage, ImageContent, ToolResultMessage, UserMessage } from "../../messages.js";
import type { Model } from "../../model.js";
import type { ResolvedChatCompat } from "../../models/model-compat.js";
import { IMAGE_OMITTED_TEXT } from "../../transform/content.js";
import { imageDataUrl, imagesOf, textOf } from "../shared/content.js";

/** An assistant message with a reasoning field some OpenAI-compatible servers read back. */
type AssistantParamWithReasoning = ChatCompletionAssistantMessageParam & {
  reasoning_content?: string;
  reasoning?: string;
};

function imagePart(image: ImageContent): ChatCompletionContentPartImage {
  return { type: "image_url", image_url: { url: imageDataUrl(image) } };
}

function userMessage(message: UserMessage, acceptsImages: boolean): ChatCompletionMessageParam | undefined {
  if (typeof message.content === "string")
    return message.content === "" ? undefined : { role: "user", content: message.content };
  const parts: ChatCompletionContentPart[] = [];
  for (const block of message.content) {
    if (block.type === "text") {
      if (block.text !== "") parts.push({ type: "text", text: block.text });
    } else parts.push(acceptsImages ? imagePart(block) : { type: "text", text: IMAGE_OMITTED_TEXT });
  }
  if (parts.length === 0) return undefined;
  // Plain text goes as a string: several compatible servers reject content arrays.
  if (parts.every((part) => part.type === "text")) {
    return { role: "user", content: parts.map((part) => (part.type === "text" ? part.text : "")).join("\n") };
  }
  return { role: "user", content: parts };
}

function assistantMessage(
  message: AssistantMessage,
  model: Model,
  compat: ResolvedChatCompat,
): ChatCompletionMessageParam | undefined {
  const texts: string[] = [];
  const thoughts: string[] = [];
  let thoughtField: "reasoning_content" | "reasoning" | undefined;
  const toolCalls: ChatCompletionMessageToolCall[] = [];
  const sameProvider = message.provider === model.provider && message.api === model.api;
  for (const block of message.content) {
    switch (block.type) {
      case "text":
        if (block.text !== "") texts.push(block.text);
        break;
      case "thinking": {
        const signature = block.thinkingSignature;
        const field =
          signature === "reasoning_content" || signature === "reasoning" ? signature : compat.reasoningField;
        if (sameProvider && field !== undefined && block.thinking !== "" && !block.redacted) {
          thoughts.push(block.thinking);
          thoughtField ??= field;
        }
        break;
      }
      case "toolCall":
        toolCalls.push({
          id: block.id,
          type: "function",
          function: { name: block.name, arguments: JSON.stringify(block.arguments) },
        });
        break;
    }
  }
  if (texts.length === 0 && toolCalls.length === 0) return undefined;
  const param: AssistantParamWithReasoning = { role: "assistant", content: texts.length > 0 ? texts.join("") : null };
  if (toolCalls.length > 0) param.tool_calls = toolCalls;
  if (thoughtField !== undefined) param[thoughtField] = thoughts.join("\n\n");
  return param;
}

function toolResultText(message: ToolResultMessage, imageCount: number, acceptsImages: boolean): string {
  const text = textOf(message.content);
  if (imageCount === 0) return text === "" ? "(no output)" : text;
  const note = acceptsImages ? "(see the attached image in the next message)" : IMAGE_OMITTED_TEXT;
  return text === "" ? note : `${text}\n${note}`;
}

/**
 * Converts a `Context` into Chat Completions messages.
 *
 * - The system prompt goes first, as `developer` for reasoning models when
 *   the server accepts that role, else as `system`.
 * - User images become `image_url` parts with `data:` URLs (or a short
 *   note when the model takes no images).
 * - Assistant text is joined; tool calls carry their arguments as JSON;
 *   reasoning is replayed in `reasoning_content` / `reasoning` only to the
 *   provider and API that produced it (the field it came in, else the
 *   server's `reasoningField`), and only if the server has such a field.
 * - Tool results become `role: "tool"` text. Chat Completions accepts no
 *   images there, so images of a run of consecutive tool results follow
 *   in one `user` message after the run.
 * - Tool-call ids are sent as `transformMessages` assigned them (it fits them
 *   to the server's `maxToolCallIdLength`; nothing is rewritten here).
 */
export function convertChatMessages(
  model: Model,
  context: Context,
  compat: ResolvedChatCompat,
): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = [];
  if (context.systemPrompt !== undefined && context.systemPrompt !== "") {
    const role = model.reasoning && compat.supportsDeveloperRole ? "developer" : "system";
    out.push({ role, content: context.systemPrompt });
  }
  const acceptsImages = model.input.includes("image");
  let pendingImages: ImageContent[] = [];
  const flushImages = (): void => {
    if (pendingImages.length === 0) return;
    const parts: ChatCompletionContentPart[] = [{ type: "text", text: "Images returned by the tool call(s) above:" }];
    for (const image of pendingImages) parts.push(imagePart(image));
    out.push({ role: "user", content: parts });
    pendingImages = [];
  };
  for (const message of context.messages) {
    if (message.role !== "toolResult") flushImages();
    switch (message.role) {
      case "user": {
        const param = userMessage(message, acceptsImages);
        if (param) out.push(param);
        break;
      }
      case "assistant": {
        const param = assistantMessage(message, model, compat);
        if (param) out.push(param);
        break;
      }
      case "toolResult": {
        const images = imagesOf(message.content);
        out.push({
          role: "tool",
          tool_call_id: message.toolCallId,
          content: toolResultText(message, images.length, acceptsImages),
        });
        if (acceptsImages) pendingImages.push(...images);
        break;
      }
    }
  }
  flushImages();
  return out;
}
