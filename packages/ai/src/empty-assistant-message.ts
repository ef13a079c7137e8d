import type { AssistantMessage } from "./messages.js";
import type { Model } from "./model.js";
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
 * Builds an assistant message that reports a failure before any content was produced.
 *
 * @example
 * out.push({ type: "error", reason: "error", error: errorMessageFor(model, "No adapter for this API.") });
 */
export function errorMessageFor(
  model: Pick<Model, "api" | "provider" | "id">,
  message: string,
  stopReason: "error" | "aborted" = "error",
): AssistantMessage {
  return { ...emptyAssistantMessage(model), stopReason, errorMessage: message };
}
