import {
  isRetryableKind,
  kindFromHttpStatus,
  ProviderError,
  type ProviderErrorKind,
  parseRetryAfter,
} from "../../provider-error.js";
import { isRetryableNetworkError, networkErrorKind, networkErrorMessage } from "./network-error.js";

export { networkErrorKind } from "./network-error.js";

/** A constructor usable with `instanceof` (the SDKs' error classes). */
export type ErrorClass = abstract new (...args: never[]) => unknown;

/**
 * The error classes of one SDK, passed by the adapter that already loaded
 * it (the SDKs are optional, so this module cannot import them). All are
 * optional; without them the mapper falls back to `status` and `name`.
 */
export interface SdkErrorClasses {
  /** Thrown when the caller aborted (`APIUserAbortError` in the OpenAI and Anthropic SDKs). */
  userAbort?: ErrorClass;
  /** Thrown when the SDK's own timeout fired (`APIConnectionTimeoutError`); checked before `connection`. */
  connectionTimeout?: ErrorClass;
  /** Thrown when no response arrived (`APIConnectionError`). */
  connection?: ErrorClass;
}

/** A header bag with `get`, as `Headers`. */
export interface HeadersLike {
  get(name: string): string | null;
}

/** What the mapper reads from an SDK error. Adapters may supply these for SDKs with other shapes. */
export interface SdkErrorFields {
  /** HTTP status of the failed response. */
  status?: number;
  /** Response headers (read for `retry-after` / `retry-after-ms`). */
  headers?: HeadersLike;
  /** Machine-readable codes from the error body, most specific first (`code`, `type`, `status`). */
  codes?: string[];
  /** The provider's own explanation, without the status prefix. */
  message?: string;
}

/** Options of {@link mapSdkError}. */
export interface MapSdkErrorOptions {
  /** Provider id, copied to the error. */
  provider?: string;
  /** The server's URL (the model's `baseUrl`), named in network errors with the check to make. */
  url?: string;
  /** The SDK's error classes, for `instanceof` checks. */
  classes?: SdkErrorClasses;
  /**
   * Reads provider-specific fields the default reader does not know (for
   * example `@google/genai`'s `ApiError`, whose body is JSON in `message`).
   * What it returns overrides the default reading field by field.
   */
  extract?: (error: unknown) => SdkErrorFields | undefined;
  /** Clock for HTTP-date `retry-after` values. */
  now?: number;
}

/**
 * Machine-readable error codes and types the providers put in their error
 * bodies, and the kind each means. Codes are exact strings from the body,
 * never words found in free text.
 *
 * What each provider sends:
 * - OpenAI (and most OpenAI-compatible servers): `{"error":{"message","type","param","code"}}`.
 *   Context overflow is 400 with `code: "context_length_exceeded"`; rate limits are 429
 *   `rate_limit_exceeded`; an exhausted quota is 429 `insufficient_quota` (retrying cannot help).
 *   Mid-stream Responses `error` / `response.failed` events carry the same `code`s, no status.
 * - Anthropic: `{"type":"error","error":{"type","message"}}`. 529 `overloaded_error`, 429
 *   `rate_limit_error`, 413 `request_too_large`. A too-long prompt is a 400
 *   `invalid_request_error` whose only signal is its message text ("prompt is too long"), so it
 *   maps to `invalid_request`; adapters that want `context_overflow` there must compare token
 *   counts, not text.
 * - Google (`@google/genai` `ApiError`): `{"error":{"code","message","status","details"}}` with
 *   gRPC-style statuses (`RESOURCE_EXHAUSTED`, `UNAVAILABLE`, …); a bad key is a 400
 *   `INVALID_ARGUMENT` whose `details[].reason` is `API_KEY_INVALID` (pass it first in `codes`).
 *   An over-long input is a 400 `INVALID_ARGUMENT`, message only.
 */
const CODE_KINDS: Record<string, ProviderErrorKind> = {
  context_length_exceeded: "context_overflow",
  request_too_large: "context_overflow",
  string_above_max_length: "context_overflow",
  rate_limit_exceeded: "rate_limit",
  rate_limit_error: "rate_limit",
  insufficient_quota: "rate_limit",
  RESOURCE_EXHAUSTED: "rate_limit",
  overloaded_error: "overloaded",
  server_overloaded: "overloaded",
  UNAVAILABLE: "overloaded",
  invalid_api_key: "auth",
  authentication_error: "auth",
  permission_error: "auth",
  UNAUTHENTICATED: "auth",
  API_KEY_INVALID: "auth",
  PERMISSION_DENIED: "auth",
  timeout_error: "timeout",
  DEADLINE_EXCEEDED: "timeout",
  invalid_request_error: "invalid_request",
  invalid_prompt: "invalid_request",
  not_found_error: "invalid_request",
  model_not_found: "invalid_request",
  INVALID_ARGUMENT: "invalid_request",
  NOT_FOUND: "invalid_request",
  FAILED_PRECONDITION: "invalid_request",
};

/** Codes whose kind is normally retryable but for which a retry cannot succeed. */
const NOT_RETRYABLE_CODES = new Set(["insufficient_quota"]);

/** Codes that mean a transient server fault even without an HTTP status (mid-stream errors). */
const SERVER_FAULT_CODES = new Set(["server_error", "api_error", "INTERNAL"]);

type Bag = { [key: string]: unknown };

function bag(value: unknown): Bag | undefined {
  return typeof value === "object" && value !== null ? (value as Bag) : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The default reading, which fits the OpenAI and Anthropic SDKs' `APIError` (status, headers, body in `error`). */
function defaultFields(error: Bag): SdkErrorFields {
  const fields: SdkErrorFields = {};
  if (typeof error.status === "number") fields.status = error.status;
  const headers = bag(error.headers);
  if (headers && typeof headers.get === "function") fields.headers = headers as unknown as HeadersLike;
  const body = bag(error.error);
  const inner = bag(body?.error);
  const codes: string[] = [];
  // Most specific first: `code` (OpenAI) before `type`; Anthropic nests both under `error.error`.
  for (const candidate of [error.code, inner?.code, body?.code, error.errorCode, inner?.type, body?.type, error.type]) {
    if (typeof candidate === "string" && candidate !== "" && candidate !== "error") codes.push(candidate);
    // OpenRouter and others put the HTTP status in `code` of a mid-stream error.
    if (typeof candidate === "number" && fields.status === undefined && candidate >= 400) fields.status = candidate;
  }
  if (codes.length > 0) fields.codes = codes;
  const message = str(inner?.message) ?? str(body?.message) ?? str(error.apiMessage);
  if (message !== undefined) fields.message = message;
  return fields;
}

function isInstance(error: unknown, ctor: ErrorClass | undefined): boolean {
  return ctor !== undefined && error instanceof ctor;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "Unknown provider error.";
}

/**
 * Turns anything an SDK call or stream threw into a {@link ProviderError},
 * deciding the kind once, from the error's class, HTTP status and the
 * machine-readable codes in its body — never from its message text.
 *
 * Order: already a `ProviderError` → as is; the SDK's abort class or an
 * `AbortError` → `aborted`; its connection-timeout class → `timeout`;
 * an HTTP status and/or body code → {@link kindFromHttpStatus} refined by
 * the code table; its connection class or a fetch/socket failure
 * (`TypeError` with a cause, `ECONNRESET`, `UND_ERR_SOCKET`, …) →
 * `network`; anything else → `unknown`, its message prefixed with what
 * failed (a `SyntaxError` is named as malformed stream data). `retry-after` / `retry-after-ms`
 * headers become `retryAfterMs`.
 *
 * @example
 * catch (error) { throw mapSdkError(error, { provider: "openai", classes: { userAbort: OpenAI.APIUserAbortError } }); }
 */
export function mapSdkError(error: unknown, options: MapSdkErrorOptions = {}): ProviderError {
  if (error instanceof ProviderError) return error;
  const { provider, classes, url } = options;
  const base = provider === undefined ? {} : { provider };
  const fallbackMessage = describe(error);

  if (isInstance(error, classes?.userAbort)) {
    return new ProviderError({ ...base, kind: "aborted", message: "The request was aborted." }, { cause: error });
  }
  if (isInstance(error, classes?.connectionTimeout)) {
    return new ProviderError(
      { ...base, kind: "timeout", message: networkErrorMessage(error, url, "timeout") },
      { cause: error },
    );
  }

  const source = bag(error);
  const fields: SdkErrorFields = { ...(source ? defaultFields(source) : {}), ...options.extract?.(error) };
  const codes = fields.codes ?? [];
  const codeKind = codes.map((code) => CODE_KINDS[code]).find((kind) => kind !== undefined);
  const serverFault = codes.some((code) => SERVER_FAULT_CODES.has(code));

  if (fields.status !== undefined || codeKind !== undefined || serverFault) {
    const status = fields.status;
    let kind: ProviderErrorKind;
    if (codeKind !== undefined && (codeKind !== "invalid_request" || status === undefined)) kind = codeKind;
    else if (status !== undefined) kind = kindFromHttpStatus(status, codes[0]);
    else kind = "unknown";
    // A 4xx is the request's fault: a server-fault or "overloaded" code in its body never makes it
    // retryable (only 408 and 429 are statuses worth a retry).
    const clientFault = status !== undefined && status >= 400 && status < 500;
    if (clientFault && isRetryableKind(kind) && status !== 408 && status !== 429) kind = kindFromHttpStatus(status);
    const retryable = codes.some((code) => NOT_RETRYABLE_CODES.has(code))
      ? false
      : isRetryableKind(kind) || (serverFault && !clientFault) || (status !== undefined && status >= 500);
    const detail = fields.message ?? fallbackMessage;
    const message = status !== undefined && !detail.startsWith(String(status)) ? `${status} ${detail}` : detail;
    const info: ConstructorParameters<typeof ProviderError>[0] = { ...base, kind, message, retryable };
    if (status !== undefined) info.status = status;
    const retryAfterMs = parseRetryAfter(fields.headers, options.now);
    if (retryAfterMs !== undefined) info.retryAfterMs = retryAfterMs;
    return new ProviderError(info, { cause: error });
  }

  const low = networkErrorKind(error);
  if (low !== undefined) {
    if (low === "aborted") {
      return new ProviderError({ ...base, kind: low, message: "The request was aborted." }, { cause: error });
    }
    const message = networkErrorMessage(error, url, low);
    // A host name that does not resolve is born not retryable (`EAI_AGAIN`, DNS not answering, stays retryable).
    const retryable = isRetryableNetworkError(error) ? {} : { retryable: false };
    return new ProviderError({ ...base, kind: low, message, ...retryable }, { cause: error });
  }
  if (isInstance(error, classes?.connection)) {
    return new ProviderError(
      {
        ...base,
        kind: "network",
        message: networkErrorMessage(error, url, "network"),
        ...(isRetryableNetworkError(error) ? {} : { retryable: false }),
      },
      { cause: error },
    );
  }
  return new ProviderError(
    { ...base, kind: "unknown", message: fields.message ?? unknownMessage(error, provider) },
    {
      cause: error,
    },
  );
}

/**
 * The message of an error nothing classified: the SDK's own text ("Invalid
 * URL", "Unexpected token …") says little on its own, so it is prefixed
 * with what was going on. A `SyntaxError` is the SDK failing to parse a
 * malformed event in the response stream.
 */
function unknownMessage(error: unknown, provider: string | undefined): string {
  const who = provider ?? "provider";
  if (error instanceof SyntaxError) {
    return `The ${who} response stream held malformed data the SDK could not parse: ${error.message}`;
  }
  return `The ${who} request failed: ${describe(error)}`;
}

/** An error reported inside a stream (an `error` event, a failed response): no HTTP status, just codes. */
export interface StreamErrorBody {
  /** Machine-readable codes, most specific first (e.g. `code`, then `type`). */
  codes: (string | null | undefined)[];
  /** The provider's explanation. */
  message?: string | null;
  /** HTTP status, when the event carries one. */
  status?: number;
}

/**
 * Classifies an error that arrived as data in the middle of a stream
 * (OpenAI Responses `error` / `response.failed`, Anthropic `error` events)
 * with the same code table as {@link mapSdkError}.
 *
 * @example
 * throw providerErrorFromStream({ codes: [event.code], message: event.message }, model.provider);
 */
export function providerErrorFromStream(body: StreamErrorBody, provider?: string): ProviderError {
  const codes = body.codes.filter((code): code is string => typeof code === "string" && code !== "");
  const message =
    body.message ?? (codes.length > 0 ? `Provider error: ${codes[0]}` : "The provider reported an error.");
  const error: Bag = { error: { message, ...(codes[0] === undefined ? {} : { code: codes[0] }) } };
  if (codes[1] !== undefined) error.type = codes[1];
  if (body.status !== undefined) error.status = body.status;
  return mapSdkError(error, provider === undefined ? {} : { provider });
}
