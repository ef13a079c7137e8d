import type { ImageContent, TextContent } from "../../messages.js";

/** The text of a content list: its text blocks joined by newlines; images are skipped. */
export function textOf(content: string | readonly (TextContent | ImageContent)[]): string {
  if (typeof content === "string") return content;
  let text = "";
  for (const block of content) {
    if (block.type !== "text") continue;
    text = text === "" ? block.text : `${text}\n${block.text}`;
  }
  return text;
}

/** The image blocks of a content list. */
export function imagesOf(content: string | readonly (TextContent | ImageContent)[]): ImageContent[] {
  if (typeof content === "string") return [];
  return content.filter((block): block is ImageContent => block.type === "image");
}

/** A `data:` URL for an image block, as the OpenAI APIs accept it. */
export function imageDataUrl(image: ImageContent): string {
  return `data:${image.mimeType};base64,${image.data}`;
}
