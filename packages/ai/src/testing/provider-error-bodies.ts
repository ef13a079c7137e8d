/**
 * HTTP error responses as the providers send them (status, JSON body,
 * relevant headers), for tests that feed them to an adapter through the
 * replay server: `server.enqueue({ kind: "json", ...PROVIDER_ERRORS.openai.contextOverflow })`.
 *
 * Shapes follow each provider's documented error format: OpenAI
 * `{"error":{"message","type","param","code"}}`; Anthropic
 * `{"type":"error","error":{"type","message"},"request_id"}`; Gemini
 * `{"error":{"code","message","status"}}`. Messages are typical texts.
 */
export interface ProviderErrorResponse {
  kind: "json";
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const json = (status: number, body: unknown, headers?: Record<string, string>): ProviderErrorResponse =>
  headers === undefined ? { kind: "json", status, body } : { kind: "json", status, body, headers };

const openai = (message: string, type: string, code: string | null, param: string | null = null) => ({
  error: { message, type, param, code },
});
const anthropic = (type: string, message: string) => ({
  type: "error",
  error: { type, message },
  request_id: "req_011CTestRequestId",
});
const google = (code: number, status: string, message: string, details?: unknown[]) => ({
  error: { code, message, status, ...(details === undefined ? {} : { details }) },
});

/** Canned error responses per provider. */
export const PROVIDER_ERRORS = {
  openai: {
    unauthorized: json(
      401,
      openai(
        "Incorrect API key provided: sk-test. You can find your API key at https://platform.openai.com/account/api-keys.",
        "invalid_request_error",
        "invalid_api_key",
      ),
    ),
    contextOverflow: json(
      400,
      openai(
        "This model's maximum context length is 128000 tokens. However, your messages resulted in 130412 tokens. Please reduce the length of the messages.",
        "invalid_request_error",
        "context_length_exceeded",
        "messages",
      ),
    ),
    rateLimited: json(
      429,
      openai(
        "Rate limit reached for gpt-4.1 in organization org-test on tokens per min (TPM): Limit 30000, Used 29500, Requested 2000. Please try again in 3s.",
        "tokens",
        "rate_limit_exceeded",
      ),
      { "retry-after": "3", "x-ratelimit-reset-tokens": "3s" },
    ),
    quotaExceeded: json(
      429,
      openai(
        "You exceeded your current quota, please check your plan and billing details.",
        "insufficient_quota",
        "insufficient_quota",
      ),
    ),
    serverError: json(
      500,
      openai("The server had an error while processing your request. Sorry about that!", "server_error", null),
    ),
    overloaded: json(503, openai("The engine is currently overloaded, please try again later", "server_error", null)),
  },
  anthropic: {
    unauthorized: json(401, anthropic("authentication_error", "invalid x-api-key")),
    /** Anthropic reports a too-long prompt as a plain 400 `invalid_request_error`: only its text says so. */
    promptTooLong: json(400, anthropic("invalid_request_error", "prompt is too long: 208310 tokens > 200000 maximum")),
    requestTooLarge: json(413, anthropic("request_too_large", "Request exceeds the maximum allowed number of bytes.")),
    rateLimited: json(
      429,
      anthropic(
        "rate_limit_error",
        "This request would exceed the rate limit for your organization of 50,000 input tokens per minute.",
      ),
      { "retry-after": "5" },
    ),
    serverError: json(500, anthropic("api_error", "Internal server error")),
    overloaded: json(529, anthropic("overloaded_error", "Overloaded")),
  },
  google: {
    /** Gemini answers a bad key with 400 `INVALID_ARGUMENT` and reason `API_KEY_INVALID` in `details`. */
    invalidKey: json(
      400,
      google(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", [
        {
          "@type": "type.googleapis.com/google.rpc.ErrorInfo",
          reason: "API_KEY_INVALID",
          domain: "googleapis.com",
          metadata: { service: "generativelanguage.googleapis.com" },
        },
      ]),
    ),
    permissionDenied: json(403, google(403, "PERMISSION_DENIED", "Method doesn't allow unregistered callers.")),
    /** An over-long input is a 400 `INVALID_ARGUMENT`, message only. */
    inputTooLong: json(
      400,
      google(
        400,
        "INVALID_ARGUMENT",
        "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).",
      ),
    ),
    rateLimited: json(429, google(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted (e.g. check quota).")),
    serverError: json(
      500,
      google(
        500,
        "INTERNAL",
        "An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting",
      ),
    ),
    overloaded: json(503, google(503, "UNAVAILABLE", "The model is overloaded. Please try again later.")),
  },
} as const;
