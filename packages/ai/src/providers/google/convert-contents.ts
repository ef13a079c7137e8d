import type { Content, Part } from "@google/genai";
import type { AssistantMessage, ImageContent, Message, TextContent, ToolResultMessage } from "../../messages.js";
import type { Model } from "../../model.js";
import { IMAGE_OMITTED_TEXT } from "../../transform/content.js";
import { imagesOf, textOf } from "../shared/content.js";
import { isGeneratedToolCallId } from "./tool-call-id.js";

/** Placeholder sent instead of an image to a model that does not accept images. */

/**
 * Converts Keel messages to Gemini `contents`:
 *
 * - user text and images become `text` / `inlineData` parts (role `user`);
 * - assistant messages become role `model`: text parts, thinking as
 *   `thought: true` parts, tool calls as `functionCall` parts. Thought
 *   signatures (`thinkingSignature`, `textSignature`, `ToolCall.thoughtSignature`)
 *   are replayed only to the model that produced them (same API, provider
 *   and model id), and thinking from any other model is dropped, because
 *   Gemini rejects foreign signatures;
 * - tool results become `functionResponse` parts (`{ output }`, or
 *   `{ error }` when `isError`); consecutive results share one `user`
 *   content, as Gemini requires for parallel calls. Gemini does not accept
 *   images inside a function response, so a result's images follow in a
 *   separate `user` content right after the responses;
 * - tool-call ids that Keel generated (Gemini sent none) are not sent back.
 */
export function toGeminiContents(model: Model, messages: readonly Message[]): Content[] {
  const out: Content[] = [];
  let responses: Part[] | undefined;
  let images: Part[] | undefined;
  const flushImages = (): void => {
    if (images !== undefined && images.length > 0) out.push({ role: "user", parts: images });
    images = undefined;
  };
  for (const message of messages) {
    if (message.role !== "toolResult") {
      flushImages();
      responses = undefined;
    }
    switch (message.role) {
      case "user": {
        const parts =
          typeof message.content === "string"
            ? textParts(message.content)
            : message.content.flatMap((b) => mediaPart(model, b));
        if (parts.length > 0) out.push({ role: "user", parts });
        break;
      }
      case "assistant": {
        const parts = modelParts(model, message);
        if (parts.length > 0) out.push({ role: "model", parts });
        break;
      }
      case "toolResult": {
        const part = functionResponsePart(message);
        if (responses === undefined) {
          responses = [part];
          out.push({ role: "user", parts: responses });
        } else {
          responses.push(part);
        }
        const resultImages = imagesOf(message.content);
        if (resultImages.length > 0) {
          images ??= [];
          images.push({ text: `Images returned by the ${message.toolName} tool:` });
          images.push(...resultImages.flatMap((image) => mediaPart(model, image)));
        }
        break;
      }
    }
  }
  flushImages();
  return out;
}

function textParts(text: string): Part[] {
  return text === "" ? [] : [{ text }];
}

function mediaPart(model: Model, block: TextContent | ImageContent): Part[] {
  if (block.type === "text") return textParts(block.text);
  if (!model.input.includes("image")) return [{ text: IMAGE_OMITTED_TEXT }];
  return [{ inlineData: { mimeType: block.mimeType, data: block.data } }];
}

/** Whether signatures in `message` were issued by the model being called. */
function isSameModel(model: Model, message: AssistantMessage): boolean {
  return message.api === model.api && message.provider === model.provider && message.model === model.id;
}

function modelParts(model: Model, message: AssistantMessage): Part[] {
  const same = isSameModel(model, message);
  const parts: Part[] = [];
  for (const block of message.content) {
    switch (block.type) {
      case "text": {
        const signature = same ? block.textSignature : undefined;
        if (block.text === "" && signature === undefined) break;
        parts.push(signature === undefined ? { text: block.text } : { text: block.text, thoughtSignature: signature });
        break;
      }
      case "thinking": {
        if (!same || block.redacted) break;
        const part: Part = { text: block.thinking, thought: true };
        if (block.thinkingSignature !== undefined) part.thoughtSignature = block.thinkingSignature;
        if (block.thinking !== "" || part.thoughtSignature !== undefined) parts.push(part);
        break;
      }
      case "toolCall": {
        const part: Part = {
          functionCall: {
            name: block.name,
            args: block.arguments,
            ...(isGeneratedToolCallId(block.id) ? {} : { id: block.id }),
          },
        };
        if (same && block.thoughtSignature !== undefined) part.thoughtSignature = block.thoughtSignature;
        parts.push(part);
        break;
      }
    }
  }
  return parts;
}

function functionResponsePart(message: ToolResultMessage): Part {
  const text = textOf(message.content);
  const hasImages = imagesOf(message.content).length > 0;
  const output = text === "" && hasImages ? "(see the images below)" : text;
  return {
    functionResponse: {
      name: message.toolName,
      response: message.isError ? { error: output } : { output },
      ...(isGeneratedToolCallId(message.toolCallId) ? {} : { id: message.toolCallId }),
    },
  };
}
