import type { Model, ThinkingLevel } from "./model.js";

/** Options for one provider request. Every field is optional. */
export interface StreamOptions {
  /** Aborts the request; the stream then ends with `stopReason: "aborted"`. */
  signal?: AbortSignal;
  /** API key; defaults to the provider's environment variable. */
  apiKey?: string;
  /** Extra HTTP headers for this request (merged over `model.headers`). */
  headers?: Record<string, string>;
  /** Reasoning effort; ignored for models that do not reason. Default `off`. */
  thinkingLevel?: ThinkingLevel;
  /** Output-token cap; defaults to the model's `maxTokens`. */
  maxTokens?: number;
  /** Sampling temperature, where the API accepts one (not sent to Anthropic). */
  temperature?: number;
  /**
   * Idle timeout in milliseconds: the longest wait for the response to start
   * and between two pieces of data. On expiry the stream ends with a
   * `timeout` error. Unset: no timeout.
   */
  timeoutMs?: number;
  /** Retries for retryable failures before any content was streamed. Default 2. */
  maxRetries?: number;
  /** Longest wait between retries; a longer server-requested wait fails at once. Default 60 000. */
  maxRetryDelayMs?: number;
  /** Opaque id used by providers that key prompt caching by session (OpenAI `prompt_cache_key`). */
  sessionId?: string;
  /**
   * Inspects or replaces the provider-specific request body just before it is
   * sent. Return a replacement, or `undefined` to keep it.
   *
   * Contract: should not throw. A hook that throws (or rejects) ends the
   * stream with an `invalid_request` error saying so, and nothing is sent.
   */
  onPayload?: (payload: unknown, model: Model) => unknown | undefined | Promise<unknown | undefined>;
}
