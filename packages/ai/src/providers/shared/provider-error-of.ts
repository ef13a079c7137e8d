import type { AssistantMessage } from "../../messages.js";
import type { ProviderErrorInfo } from "../../provider-error.js";

const infos = new WeakMap<AssistantMessage, ProviderErrorInfo>();

/**
 * The typed error behind a failed assistant message (`stopReason` `error`
 * or `aborted`), as decided by the adapter where the error was born. Retry
 * policies and UIs switch on its `kind` / `retryable` / `retryAfterMs`
 * instead of reading `errorMessage`.
 *
 * Backed by a `WeakMap` keyed by the message object itself, so the message
 * shape stays plain data and nothing leaks. It is therefore only known for
 * the very object the stream produced (the `error` event's `error`, or what
 * `result()` resolves to); a copy (`structuredClone`, JSON round-trip,
 * a session reloaded from disk) has none and yields `undefined`.
 *
 * @example
 * const message = await complete(model, context);
 * const info = providerErrorOf(message);
 * if (info?.kind === "rate_limit") await sleep(info.retryAfterMs ?? 1000);
 */
export function providerErrorOf(message: AssistantMessage): ProviderErrorInfo | undefined {
  return infos.get(message);
}

/** Records the typed error of a failed message (adapters call this through `runAdapter`). */
export function attachProviderError(message: AssistantMessage, info: ProviderErrorInfo): void {
  infos.set(message, info);
}
