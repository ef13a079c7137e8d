import type {
  ResponseFunctionCallOutputItemList,
  ResponseInputItem,
  ResponseReasoningItem,
} from "openai/resources/responses/responses";
import type { Context } from "../../context.js";
import type { AssistantMessage, ImageContent, UserMessage } from "../../messages.js";
import type { Model } from "../../model.js";
import { IMAGE_OMITTED_TEXT } from "../../transform/content.js";
import { imageDataUrl, imagesOf, textOf } from "../shared/content.js";

function inputImage(image: ImageContent): { type: "input_image"; image_url: string; detail: "auto" } {
  return { type: "input_image", image_url: imageDataUrl(image), detail: "auto" };
}

function userItem(message: UserMessage, acceptsImages: boolean): ResponseInputItem | undefined {
  if (typeof message.content === "string") {
    return message.content === ""
      ? undefined
      : { role: "user", content: [{ type: "input_text", text: message.content }] };
  }
  const content: ResponseInputItem.Message["content"] = [];
  for (const block of message.content) {
    if (block.type === "text") {
      if (block.text !== "") content.push({ type: "input_text", text: block.text });
    } else content.push(acceptsImages ? inputImage(block) : { type: "input_text", text: IMAGE_OMITTED_TEXT });
  }
  return content.length === 0 ? undefined : { role: "user", content };
}

/** The reasoning item stored in a thinking block's signature, when it is one. */
export function parseReasoningItem(signature: string | undefined): ResponseReasoningItem | undefined {
  if (signature === undefined || !signature.startsWith("{")) return undefined;
  try {
    const item: unknown = JSON.parse(signature);
    if (typeof item === "object" && item !== null && (item as { type?: unknown }).type === "reasoning") {
      return item as ResponseReasoningItem;
    }
  } catch {
    // Not ours (another API's signature): not replayable here.
  }
  return undefined;
}

function assistantItems(message: AssistantMessage, model: Model): ResponseInputItem[] {
  // Item ids and encrypted reasoning are only valid for the model that produced them.
  const sameModel = message.api === model.api && message.provider === model.provider && message.model === model.id;
  const items: ResponseInputItem[] = [];
  for (const block of message.content) {
    switch (block.type) {
      case "thinking": {
        const item = sameModel ? parseReasoningItem(block.thinkingSignature) : undefined;
        if (item) items.push(item);
        break;
      }
      case "text":
        if (block.text === "") break;
        if (sameModel && block.textSignature !== undefined) {
          items.push({
            type: "message",
            role: "assistant",
            id: block.textSignature,
            status: "completed",
            content: [{ type: "output_text", text: block.text, annotations: [] }],
          });
        } else {
          items.push({ role: "assistant", content: block.text });
        }
        break;
      case "toolCall":
        items.push({
          type: "function_call",
          call_id: block.id,
          name: block.name,
          arguments: JSON.stringify(block.arguments),
          ...(sameModel && block.thoughtSignature !== undefined ? { id: block.thoughtSignature } : {}),
        });
        break;
    }
  }
  return items;
}

/**
 * Converts a `Context` into Responses `input` items.
 *
 * - The system prompt is the first item, as `developer` for reasoning
 *   models (unless `compat.supportsDeveloperRole` is false), else `system`.
 * - User text and images (`input_image` with a `data:` URL).
 * - Assistant blocks in order: reasoning items (the whole item, with its
 *   `encrypted_content`, kept in `thinkingSignature`), text as an output
 *   message (with its item id from `textSignature`), tool calls as
 *   `function_call` items (item id from `thoughtSignature`). Ids and
 *   reasoning are replayed only to the model that produced them.
 * - Tool results as `function_call_output`; images go inside the output
 *   (the Responses API accepts them there).
 */
export function convertResponsesInput(model: Model, context: Context): ResponseInputItem[] {
  const items: ResponseInputItem[] = [];
  if (context.systemPrompt !== undefined && context.systemPrompt !== "") {
    const developer = model.reasoning && model.compat?.supportsDeveloperRole !== false;
    items.push({ role: developer ? "developer" : "system", content: context.systemPrompt });
  }
  const acceptsImages = model.input.includes("image");
  for (const message of context.messages) {
    switch (message.role) {
      case "user": {
        const item = userItem(message, acceptsImages);
        if (item) items.push(item);
        break;
      }
      case "assistant":
        items.push(...assistantItems(message, model));
        break;
      case "toolResult": {
        const text = textOf(message.content);
        const images = imagesOf(message.content);
        let output: string | ResponseFunctionCallOutputItemList;
        if (images.length === 0) output = text === "" ? "(no output)" : text;
        else if (!acceptsImages) output = text === "" ? IMAGE_OMITTED_TEXT : `${text}\n${IMAGE_OMITTED_TEXT}`;
        else {
          output = text === "" ? [] : [{ type: "input_text", text }];
          for (const image of images) output.push(inputImage(image));
        }
        items.push({ type: "function_call_output", call_id: message.toolCallId, output });
        break;
      }
    }
  }
  return items;
}
