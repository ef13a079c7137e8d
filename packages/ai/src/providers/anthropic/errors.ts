import { ProviderError } from "../../provider-error.js";
import { mapSdkError } from "../shared/map-sdk-error.js";

/** The `@anthropic-ai/sdk` module's type (type-only: the package is loaded lazily). */
export type AnthropicModule = typeof import("@anthropic-ai/sdk");

/**
 * The prefix of the message Anthropic sends, with a 400
 * `invalid_request_error`, when the prompt exceeds the context window
 * (`prompt is too long: 208310 tokens > 200000 maximum`). Anthropic gives
 * this case no code of its own, so this one documented prefix is checked
 * here, where the error is born, and nowhere else.
 */
export const ANTHROPIC_PROMPT_TOO_LONG_PREFIX = "prompt is too long";

/**
 * Maps what the Anthropic SDK threw to a typed {@link ProviderError}: the
 * shared mapping (status, `error.type` such as `overloaded_error` or
 * `rate_limit_error`, `retry-after`, abort and connection classes), plus
 * one Anthropic-specific rule — a 400 `invalid_request_error` whose message
 * starts with {@link ANTHROPIC_PROMPT_TOO_LONG_PREFIX} is `context_overflow`.
 */
export function mapAnthropicError(
  error: unknown,
  sdk: AnthropicModule | undefined,
  provider: string,
  url?: string,
): ProviderError {
  const classes =
    sdk === undefined
      ? undefined
      : {
          userAbort: sdk.APIUserAbortError,
          connectionTimeout: sdk.APIConnectionTimeoutError,
          connection: sdk.APIConnectionError,
        };
  const mapped = mapSdkError(error, {
    provider,
    ...(url === undefined ? {} : { url }),
    ...(classes ? { classes } : {}),
  });
  if (mapped.kind === "invalid_request" && isPromptTooLong(error, sdk)) {
    return new ProviderError(
      {
        kind: "context_overflow",
        provider,
        message: mapped.message,
        ...(mapped.status !== undefined ? { status: mapped.status } : {}),
      },
      { cause: error },
    );
  }
  return mapped;
}

function isPromptTooLong(error: unknown, sdk: AnthropicModule | undefined): boolean {
  if (sdk === undefined || !(error instanceof sdk.APIError)) return false;
  const apiError = error as InstanceType<AnthropicModule["APIError"]>;
  return (
    apiError.status === 400 &&
    apiError.type === "invalid_request_error" &&
    typeof apiError.apiMessage === "string" &&
    apiError.apiMessage.startsWith(ANTHROPIC_PROMPT_TOO_LONG_PREFIX)
  );
}
