import { ProviderError } from "../../provider-error.js";

/**
 * The error of a stream that ended before the response was complete (the
 * connection closed without the API's end-of-response signal): kind
 * `network`, retryable. Every stream mapper's `finish()` throws it, and
 * `runAdapter` uses it when a body returns without finishing.
 *
 * @example
 * if (this.finishReason === undefined) throw streamEndedEarly(this.model.provider, "no finish_reason");
 */
export function streamEndedEarly(provider: string, detail?: string): ProviderError {
  const why = detail === undefined ? "." : ` (${detail}).`;
  return new ProviderError({
    kind: "network",
    provider,
    message: `The ${provider} stream ended before the response was complete${why}`,
  });
}
