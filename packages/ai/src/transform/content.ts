import type { AssistantMessage, ImageContent, TextContent, ThinkingContent } from "../messages.js";
import type { Model } from "../model.js";

/**
 * Whether `message` was written by exactly the model `target` describes
 * (same provider, model id and API). Only then are opaque provider data —
 * signatures, encrypted reasoning, Responses item ids — replayed.
 */
export function isSameModel(message: Pick<AssistantMessage, "api" | "provider" | "model">, target: Model): boolean {
  return message.provider === target.provider && message.model === target.id && message.api === target.api;
}

/**
 * The text that stands in for another model's reasoning: the reasoning,
 * wrapped so the model reads it as earlier thinking rather than as
 * something it said to the user.
 */
export function earlierReasoningText(thinking: string): string {
  return `<earlier_reasoning>\n${thinking.trim()}\n</earlier_reasoning>`;
}

/** The text that replaces an image sent to a model without image input (one wording for every adapter). */
export const IMAGE_OMITTED_TEXT = "(image omitted: this model does not accept images)";

/** The text that replaces an image sent to a model without image input. */
export function imagePlaceholderText(_image: Pick<ImageContent, "mimeType">): string {
  return IMAGE_OMITTED_TEXT;
}

/**
 * Thinking replayed to another model: plain text (see
 * {@link earlierReasoningText}), or nothing when it is redacted or empty.
 */
export function thinkingForOtherModel(block: ThinkingContent): TextContent | undefined {
  if (block.redacted === true || block.thinking.trim() === "") return undefined;
  return { type: "text", text: earlierReasoningText(block.thinking) };
}

/**
 * Replaces images with text placeholders when `target` takes no image
 * input. Returns the same array when nothing changes.
 */
export function withoutUnsupportedImages<T extends TextContent | ImageContent>(
  content: readonly T[],
  target: Model,
): (T | TextContent)[] {
  if (target.input.includes("image") || !content.some((block) => block.type === "image")) return content as T[];
  return content.map((block) => (block.type === "image" ? { type: "text", text: imagePlaceholderText(block) } : block));
}
