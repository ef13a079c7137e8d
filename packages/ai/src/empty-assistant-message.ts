import type { AssistantMessage } from "./messages.js";
import type { Model } from "./model.js";
import { type ProviderErrorInfo, unclassifiedError } from "./provider-error.js";
import { emptyUsage } from "./usage.js";

/**
 * An assistant message from `model` with no content yet: zero usage and
 * `stopReason` `stop`. Returns a fresh object each call; the streaming
 * builder fills it in, and {@link errorMessageFor} turns it into a failure.
 *
 * @example
 * const message = emptyAssistantMessage(model, now());
 */
export function emptyAssistantMessage(
  model: Pick<Model, "api" | "provider" | "id">,
  timestamp: number = Date.now(),
): AssistantMessage {
  return {
    role: "assistant",
    content: [],
    api: model.api,
    provider: model.provider,
    model: model.id,
    usage: emptyUsage(),
    stopReason: "stop",
    timestamp,
  };
}

/**
 * Builds an assistant message that reports a failure before any content was
 * produced. `failure` is the typed error (its `message` becomes
 * `errorMessage`; kind `aborted` gives `stopReason` `aborted`), or just a text,
 * which is recorded as an `unknown` (or, with `stopReason` `aborted`, an
 * `aborted`) error that is not retryable.
 *
 * @example
 * out.push({ type: "error", reason: "error", error: errorMessageFor(model, "No adapter for this API.") });
 */
export function errorMessageFor(
  model: Pick<Model, "api" | "provider" | "id">,
  failure: string | ProviderErrorInfo,
  stopReason?: "error" | "aborted",
): AssistantMessage {
  const error = toErrorInfo(failure, stopReason, model.provider);
  return {
    ...emptyAssistantMessage(model),
    stopReason: stopReason ?? (error.kind === "aborted" ? "aborted" : "error"),
    errorMessage: error.message,
    error,
  };
}

/** `failure` as a fresh plain `ProviderErrorInfo` (a copy, so no two messages share one object). */
export function toErrorInfo(
  failure: string | ProviderErrorInfo,
  stopReason: "error" | "aborted" | undefined,
  provider: string,
): ProviderErrorInfo {
  return typeof failure === "string" ? unclassifiedError(failure, stopReason, provider) : { ...failure };
}
