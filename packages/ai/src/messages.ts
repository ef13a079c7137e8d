import type { Api } from "./model.js";
import type { ProviderErrorInfo } from "./provider-error.js";
import type { Usage } from "./usage.js";

/** Plain text content. `textSignature` carries provider metadata some APIs need on replay. */
export interface TextContent {
  type: "text";
  text: string;
  /** Opaque provider data for replaying this block to the same model (e.g. a Responses item id). */
  textSignature?: string;
}

/** Model reasoning. `thinkingSignature` is opaque provider data needed to replay it to the same model. */
export interface ThinkingContent {
  type: "thinking";
  thinking: string;
  /** Opaque signature (Anthropic), encrypted content (OpenAI Responses) or thought signature (Gemini). */
  thinkingSignature?: string;
  /** True when the provider redacted the reasoning; `thinkingSignature` then holds the redacted data. */
  redacted?: boolean;
}

/** A base64-encoded image. */
export interface ImageContent {
  type: "image";
  /** Base64 data, without a `data:` prefix. */
  data: string;
  /** MIME type, e.g. `image/png`. */
  mimeType: string;
}

/** A JSON-compatible object: the shape of parsed tool arguments. */
export type JsonObject = { [key: string]: unknown };

/**
 * A tool call emitted by the model. The model never executes anything: this
 * block is intent, which the runtime looks up, validates and executes.
 */
export interface ToolCall {
  type: "toolCall";
  /** Provider-issued id; every later event and the tool result carry it as `toolCallId`. */
  id: string;
  /** Name of the requested tool. */
  name: string;
  /** Parsed arguments. `{}` when `argumentsError` is set. */
  arguments: JsonObject;
  /**
   * Set when the final argument text was not a JSON object (for example the
   * stream was cut off mid-JSON). Such a call must never be repaired and run.
   */
  argumentsError?: string;
  /** Opaque provider data needed to replay this call to the same model (e.g. a Gemini thought signature). */
  thoughtSignature?: string;
}

/** A message written by the user (or by the application on the user's behalf). */
export interface UserMessage {
  role: "user";
  content: string | (TextContent | ImageContent)[];
  /** Unix epoch milliseconds. */
  timestamp: number;
}

/** Why the assistant stopped. `toolUse` is informative only: execution is driven by content. */
export type StopReason = "stop" | "length" | "toolUse" | "error" | "aborted";

/** A message produced by a model. */
export interface AssistantMessage {
  role: "assistant";
  content: (TextContent | ThinkingContent | ToolCall)[];
  /** Wire API that produced the message. */
  api: Api;
  /** Provider id, e.g. `anthropic`, `openai`, `groq`. */
  provider: string;
  /** Model id as the provider knows it. */
  model: string;
  usage: Usage;
  stopReason: StopReason;
  /** What went wrong when `stopReason` is `error` or `aborted`, for display. */
  errorMessage?: string;
  /**
   * The typed failure, set on every message whose `stopReason` is `error` or
   * `aborted` (never on a successful one). Plain data: it survives
   * `structuredClone`, a JSON round trip and a session reloaded from disk, so
   * a resumed run can still decide to retry (`retryable`, `retryAfterMs`) or
   * compact (`kind === "context_overflow"`). Switch on `kind`, never on text.
   */
  error?: ProviderErrorInfo;
  /** Unix epoch milliseconds. */
  timestamp: number;
}

/** The recorded outcome of one tool call. `content` is what the model reads; `details` never reaches it. */
export interface ToolResultMessage<TDetails = unknown> {
  role: "toolResult";
  toolCallId: string;
  toolName: string;
  content: (TextContent | ImageContent)[];
  /** Structured data for UIs and state restore; never sent to the model. */
  details?: TDetails;
  isError: boolean;
  /** Unix epoch milliseconds. */
  timestamp: number;
}

/** Any message a provider understands. */
export type Message = UserMessage | AssistantMessage | ToolResultMessage;
