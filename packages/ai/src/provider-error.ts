/**
 * The closed set of provider failure kinds. Adapters decide the kind once,
 * where the error is born (HTTP status, SDK error class, error body type);
 * downstream code switches on `kind` and never matches message text.
 */
export type ProviderErrorKind =
  | "rate_limit"
  | "overloaded"
  | "context_overflow"
  | "auth"
  | "invalid_request"
  | "network"
  | "timeout"
  | "aborted"
  | "unknown";

/** A typed provider failure, carried as data. */
export interface ProviderErrorInfo {
  kind: ProviderErrorKind;
  /** Human-readable explanation, suitable for `AssistantMessage.errorMessage`. */
  message: string;
  /** Whether retrying the same request may succeed. */
  retryable: boolean;
  /** HTTP status, when there was a response. */
  status?: number;
  /** Wait requested by the server (`retry-after`), in milliseconds. */
  retryAfterMs?: number;
  /** Provider id, when known. */
  provider?: string;
}

const RETRYABLE: Record<ProviderErrorKind, boolean> = {
  rate_limit: true,
  overloaded: true,
  network: true,
  timeout: true,
  context_overflow: false,
  auth: false,
  invalid_request: false,
  aborted: false,
  unknown: false,
};

/**
 * A provider failure as an `Error`, for code paths that throw internally
 * (adapters catch it and end the stream with an `error` event; it never
 * reaches a stream consumer as an exception).
 */
export class ProviderError extends Error implements ProviderErrorInfo {
  override readonly name = "ProviderError";
  readonly kind: ProviderErrorKind;
  readonly retryable: boolean;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly provider?: string;

  constructor(info: Omit<ProviderErrorInfo, "retryable"> & { retryable?: boolean }, options?: { cause?: unknown }) {
    super(info.message, options);
    this.kind = info.kind;
    // A 5xx that is not otherwise classified is worth a retry.
    this.retryable = info.retryable ?? (RETRYABLE[info.kind] || (info.status !== undefined && info.status >= 500));
    if (info.status !== undefined) this.status = info.status;
    if (info.retryAfterMs !== undefined) this.retryAfterMs = info.retryAfterMs;
    if (info.provider !== undefined) this.provider = info.provider;
  }

  /** Plain-data view, for transcripts and events. */
  toInfo(): ProviderErrorInfo {
    const info: ProviderErrorInfo = { kind: this.kind, message: this.message, retryable: this.retryable };
    if (this.status !== undefined) info.status = this.status;
    if (this.retryAfterMs !== undefined) info.retryAfterMs = this.retryAfterMs;
    if (this.provider !== undefined) info.provider = this.provider;
    return info;
  }
}

/**
 * The typed error for a failure that no adapter classified (a custom
 * adapter that threw, a scripted message, a registry failure): kind
 * `aborted` for an abort, else `unknown`, never retryable.
 *
 * @example
 * const info = unclassifiedError("Provider adapter threw: boom", "error", "openai");
 */
export function unclassifiedError(
  message: string,
  stopReason: "error" | "aborted" = "error",
  provider?: string,
): ProviderErrorInfo {
  const info: ProviderErrorInfo = { kind: stopReason === "aborted" ? "aborted" : "unknown", message, retryable: false };
  if (provider !== undefined) info.provider = provider;
  return info;
}

/** Whether a kind is retryable by default. */
export function isRetryableKind(kind: ProviderErrorKind): boolean {
  return RETRYABLE[kind];
}

/**
 * Classifies an HTTP status (and, optionally, the provider's error `type`
 * code from the body — a code, never free text) into a kind.
 */
export function kindFromHttpStatus(status: number, errorType?: string): ProviderErrorKind {
  if (errorType === "overloaded_error") return "overloaded";
  if (errorType === "rate_limit_error") return "rate_limit";
  if (errorType === "context_length_exceeded" || errorType === "request_too_large") return "context_overflow";
  if (status === 401 || status === 403) return "auth";
  if (status === 408) return "timeout";
  if (status === 413) return "context_overflow";
  if (status === 429) return "rate_limit";
  if (status === 503 || status === 529) return "overloaded";
  if (status >= 400 && status < 500) return "invalid_request";
  return "unknown";
}

/**
 * Parses a `retry-after` (seconds or HTTP date) or `retry-after-ms` header
 * value into milliseconds. Returns `undefined` when absent or unparseable.
 */
export function parseRetryAfter(
  headers: { get(name: string): string | null } | undefined,
  now = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers.get("retry-after");
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
