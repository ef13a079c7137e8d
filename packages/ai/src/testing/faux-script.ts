import type { Context } from "../context.js";
import type { Model } from "../model.js";
import type { ProviderErrorKind } from "../provider-error.js";
import type { StreamOptions } from "../stream-options.js";
import type { Usage } from "../usage.js";

/** One content block of a scripted response. */
export type FauxBlock =
  | { type: "text"; text: string }
  | { type: "thinking"; thinking: string; signature?: string }
  /** `arguments` as an object is serialized with `JSON.stringify`; as a string it is streamed verbatim (use it for malformed JSON). */
  | { type: "toolCall"; name: string; arguments: Record<string, unknown> | string; id?: string };

/** One scripted response: content, an error, or an abort. */
export type FauxResponse =
  | { type: "message"; content: FauxBlock[]; stopReason?: "stop" | "length" | "toolUse"; usage?: Partial<Usage> }
  /**
   * Streams `content` (if any) and then ends with an error. `kind` (default
   * `unknown`) becomes the typed error (`message.error`), so the retry
   * policy treats it as it would a real provider's.
   */
  | { type: "error"; message: string; kind?: ProviderErrorKind; content?: FauxBlock[] }
  /** Streams `content` (if any) and then ends as if the request was aborted. */
  | { type: "aborted"; content?: FauxBlock[] };

/** What the scripted model received for one request. Arrays are copied at request time. */
export interface FauxRequest {
  model: Model;
  context: Context;
  options: StreamOptions | undefined;
}

/** A script entry: a fixed response, or a function of the request (for responses that depend on it). */
export type FauxScriptEntry = FauxResponse | ((request: FauxRequest, index: number) => FauxResponse);

/** A text block. */
export function fauxText(text: string): FauxBlock {
  return { type: "text", text };
}

/** A thinking block. */
export function fauxThinking(thinking: string, signature?: string): FauxBlock {
  return signature === undefined ? { type: "thinking", thinking } : { type: "thinking", thinking, signature };
}

/** A tool-call block. Pass a string to stream raw (possibly malformed) argument text. */
export function fauxToolCall(
  name: string,
  args: Record<string, unknown> | string = {},
  options?: { id?: string },
): FauxBlock {
  return options?.id === undefined
    ? { type: "toolCall", name, arguments: args }
    : { type: "toolCall", name, arguments: args, id: options.id };
}

/**
 * A complete response. `stopReason` defaults to `toolUse` when any block is
 * a tool call, else `stop`.
 */
export function fauxResponse(
  content: FauxBlock[] | FauxBlock,
  options?: { stopReason?: "stop" | "length" | "toolUse"; usage?: Partial<Usage> },
): FauxResponse {
  const blocks = Array.isArray(content) ? content : [content];
  const response: FauxResponse = { type: "message", content: blocks };
  if (options?.stopReason !== undefined) response.stopReason = options.stopReason;
  if (options?.usage !== undefined) response.usage = options.usage;
  return response;
}

/**
 * A response that fails with a provider error of `kind` (default `unknown`),
 * optionally after streaming some content. Through `stream()` a retryable
 * kind (`rate_limit`, `overloaded`, `network`) is retried like a real
 * provider's failure; pass `maxRetries: 0` to see it at once.
 */
export function fauxError(
  message: string,
  options?: { kind?: ProviderErrorKind; content?: FauxBlock[] },
): FauxResponse {
  const response: FauxResponse = { type: "error", message };
  if (options?.kind !== undefined) response.kind = options.kind;
  if (options?.content !== undefined) response.content = options.content;
  return response;
}

/** A response that ends as aborted, optionally after streaming some content. */
export function fauxAborted(content?: FauxBlock[]): FauxResponse {
  return content === undefined ? { type: "aborted" } : { type: "aborted", content };
}
