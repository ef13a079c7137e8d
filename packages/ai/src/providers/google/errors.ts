import { ProviderError, parseRetryAfter } from "../../provider-error.js";
import { type HeadersLike, mapSdkError, type SdkErrorFields } from "../shared/map-sdk-error.js";

/**
 * The phrase Gemini uses, in a 400 `INVALID_ARGUMENT`, when the input is
 * longer than the context window ("The input token count (1200000) exceeds
 * the maximum number of tokens allowed (1048576)."). Gemini gives this case
 * no code or reason of its own, so this one documented phrase is checked
 * here, where the error is born, and nowhere else.
 */
export const GEMINI_CONTEXT_OVERFLOW_PHRASE = "exceeds the maximum number of tokens";

/** The Google error body: `{ error: { code, message, status, details } }`. */
interface GoogleErrorBody {
  code?: number;
  message?: string;
  status?: string;
  details?: { "@type"?: string; reason?: string; retryDelay?: string }[];
}

/**
 * Maps what `@google/genai` threw to a typed {@link ProviderError}. Its
 * `ApiError` has only `status` and a `message` holding the JSON error body
 * (prefixed with `got status: …` for errors inside the stream), so the body
 * is parsed here: the gRPC-style `status` (`RESOURCE_EXHAUSTED`,
 * `UNAVAILABLE`, `INVALID_ARGUMENT`…) is the code, an `ErrorInfo` reason
 * `API_KEY_INVALID` means `auth`, a `RetryInfo.retryDelay` (or the
 * response's `retry-after` header, when `responseHeaders` has it) becomes
 * `retryAfterMs`, and a 400 whose message contains
 * {@link GEMINI_CONTEXT_OVERFLOW_PHRASE} is `context_overflow`.
 *
 * @param responseHeaders - headers of the failed HTTP response, when the adapter captured them.
 * @param url - the server's URL (`model.baseUrl`), named in network errors.
 */
export function mapGoogleError(
  error: unknown,
  provider: string,
  responseHeaders?: HeadersLike,
  url?: string,
): ProviderError {
  const body = errorBody(error);
  const mapped = mapSdkError(error, {
    provider,
    ...(url === undefined ? {} : { url }),
    extract: () => fieldsOf(error, body, responseHeaders),
  });
  const reasons = body?.details?.map((d) => d.reason).filter((r): r is string => typeof r === "string") ?? [];
  const base = {
    provider,
    message: mapped.message,
    ...(mapped.status !== undefined ? { status: mapped.status } : {}),
  };
  if (reasons.includes("API_KEY_INVALID")) {
    return new ProviderError({ ...base, kind: "auth" }, { cause: error });
  }
  if (mapped.kind === "invalid_request" && body?.message?.includes(GEMINI_CONTEXT_OVERFLOW_PHRASE)) {
    return new ProviderError({ ...base, kind: "context_overflow" }, { cause: error });
  }
  return mapped;
}

function isApiError(error: unknown): error is { name: string; status?: unknown; message: string } {
  return error instanceof Error && error.name === "ApiError";
}

function errorBody(error: unknown): GoogleErrorBody | undefined {
  if (!isApiError(error)) return undefined;
  const start = error.message.indexOf("{");
  if (start < 0) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.message.slice(start));
    const inner = typeof parsed === "object" && parsed !== null ? (parsed as { error?: unknown }).error : undefined;
    return typeof inner === "object" && inner !== null ? (inner as GoogleErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

function fieldsOf(error: unknown, body: GoogleErrorBody | undefined, headers: HeadersLike | undefined): SdkErrorFields {
  if (!isApiError(error)) return {};
  const fields: SdkErrorFields = {};
  if (typeof error.status === "number") fields.status = error.status;
  else if (typeof body?.code === "number") fields.status = body.code;
  if (body?.status) fields.codes = [body.status];
  if (body?.message) fields.message = body.message;
  const retryAfter = retryHeaders(body, headers);
  if (retryAfter !== undefined) fields.headers = retryAfter;
  return fields;
}

/** The server's requested wait: the `retry-after` header, else `RetryInfo.retryDelay` (`"35s"`, `"1.5s"`). */
function retryHeaders(body: GoogleErrorBody | undefined, headers: HeadersLike | undefined): HeadersLike | undefined {
  if (headers !== undefined && parseRetryAfter(headers) !== undefined) return headers;
  const delay = body?.details?.find((d) => typeof d.retryDelay === "string")?.retryDelay;
  const match = delay === undefined ? null : /^(\d+(?:\.\d+)?)s$/.exec(delay);
  if (match === null) return undefined;
  const ms = String(Math.round(Number(match[1]) * 1000));
  return { get: (name) => (name.toLowerCase() === "retry-after-ms" ? ms : null) };
}
