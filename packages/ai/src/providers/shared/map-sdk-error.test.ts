import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { ProviderError } from "../../provider-error.js";
import { PROVIDER_ERRORS } from "../../testing/provider-error-bodies.js";
import { mapSdkError, networkErrorKind, providerErrorFromStream } from "./map-sdk-error.js";

const openaiClasses = {
  userAbort: OpenAI.APIUserAbortError,
  connectionTimeout: OpenAI.APIConnectionTimeoutError,
  connection: OpenAI.APIConnectionError,
};

function openaiError(status: number, body: unknown, headers: Record<string, string> = {}) {
  return OpenAI.APIError.generate(status, body as object, undefined, new Headers(headers));
}

function anthropicError(status: number, body: unknown, headers: Record<string, string> = {}) {
  return Anthropic.APIError.generate(status, body as object, undefined, new Headers(headers));
}

describe("mapSdkError with the openai SDK's errors", () => {
  const map = (error: unknown) => mapSdkError(error, { provider: "openai", classes: openaiClasses, now: 0 });

  it("401 → auth", () => {
    const e = map(
      openaiError(401, {
        error: {
          message: "Incorrect API key provided",
          type: "invalid_request_error",
          param: null,
          code: "invalid_api_key",
        },
      }),
    );
    expect([e.kind, e.status, e.retryable, e.provider]).toEqual(["auth", 401, false, "openai"]);
    expect(e.message).toBe("401 Incorrect API key provided");
  });

  it("400 context_length_exceeded → context_overflow", () => {
    const e = map(
      openaiError(400, {
        error: {
          message:
            "This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens.",
          type: "invalid_request_error",
          param: "messages",
          code: "context_length_exceeded",
        },
      }),
    );
    expect([e.kind, e.retryable]).toEqual(["context_overflow", false]);
  });

  it("429 → rate_limit with retry-after; insufficient_quota is not retryable", () => {
    const limited = map(
      openaiError(
        429,
        { error: { message: "Rate limit reached", type: "tokens", code: "rate_limit_exceeded" } },
        {
          "retry-after": "7",
        },
      ),
    );
    expect([limited.kind, limited.retryable, limited.retryAfterMs]).toEqual(["rate_limit", true, 7000]);
    const quota = map(
      openaiError(429, { error: { message: "quota", type: "insufficient_quota", code: "insufficient_quota" } }),
    );
    expect([quota.kind, quota.retryable]).toEqual(["rate_limit", false]);
    const ms = map(openaiError(429, { error: { message: "x" } }, { "retry-after-ms": "250" }));
    expect(ms.retryAfterMs).toBe(250);
  });

  it("500 → unknown but retryable; 503 → overloaded", () => {
    const e500 = map(
      openaiError(500, { error: { message: "The server had an error", type: "server_error", code: null } }),
    );
    expect([e500.kind, e500.retryable]).toEqual(["unknown", true]);
    const e503 = map(openaiError(503, { error: { message: "overloaded", type: "server_error" } }));
    expect([e503.kind, e503.retryable]).toEqual(["overloaded", true]);
  });

  it("connection, timeout and abort classes", () => {
    expect(map(new OpenAI.APIConnectionError({ message: "Connection error." })).kind).toBe("network");
    expect(map(new OpenAI.APIConnectionTimeoutError()).kind).toBe("timeout");
    expect(map(new OpenAI.APIUserAbortError()).kind).toBe("aborted");
  });

  it("a mid-stream error (no status) is classified by its code", () => {
    const e = map(
      new OpenAI.APIError(
        undefined,
        { type: "insufficient_quota", code: "insufficient_quota", message: "quota" },
        undefined,
        undefined,
      ),
    );
    expect([e.kind, e.retryable, e.message]).toEqual(["rate_limit", false, "quota"]);
  });

  it("does not read message text", () => {
    const e = map(new Error("context_length_exceeded rate limit overloaded 429"));
    expect(e.kind).toBe("unknown");
  });

  it("says what failed when nothing classifies the error: malformed stream data, or the request", () => {
    let syntax: unknown;
    try {
      JSON.parse("{not json");
    } catch (error) {
      syntax = error;
    }
    expect(map(syntax)).toMatchObject({ kind: "unknown", retryable: false });
    expect(map(syntax).message).toMatch(/^The openai response stream held malformed data the SDK could not parse: /);
    expect(map(new TypeError("Invalid URL")).message).toBe("The openai request failed: Invalid URL");
    expect(mapSdkError("boom").message).toBe("The provider request failed: boom");
  });
});

describe("mapSdkError with the Anthropic SDK's errors", () => {
  const map = (error: unknown) => mapSdkError(error, { provider: "anthropic" });

  it("529 overloaded_error → overloaded, with the provider's message", () => {
    const e = map(anthropicError(529, { type: "error", error: { type: "overloaded_error", message: "Overloaded" } }));
    expect([e.kind, e.retryable, e.message]).toEqual(["overloaded", true, "529 Overloaded"]);
  });

  it("413 request_too_large → context_overflow; 400 prompt too long stays invalid_request", () => {
    expect(
      map(anthropicError(413, { type: "error", error: { type: "request_too_large", message: "too large" } })).kind,
    ).toBe("context_overflow");
    const tooLong = map(
      anthropicError(400, {
        type: "error",
        error: { type: "invalid_request_error", message: "prompt is too long: 210000 tokens > 200000 maximum" },
      }),
    );
    expect(tooLong.kind).toBe("invalid_request");
  });

  it("401 authentication_error → auth; 429 → rate_limit", () => {
    expect(
      map(anthropicError(401, { type: "error", error: { type: "authentication_error", message: "bad key" } })).kind,
    ).toBe("auth");
    expect(map(anthropicError(429, { type: "error", error: { type: "rate_limit_error", message: "slow" } })).kind).toBe(
      "rate_limit",
    );
  });
});

describe("mapSdkError with other shapes", () => {
  it("reads a Google-style ApiError through extract", () => {
    class ApiError extends Error {
      constructor(
        message: string,
        readonly status: number,
      ) {
        super(message);
      }
    }
    const body = { error: { code: 429, message: "Resource exhausted", status: "RESOURCE_EXHAUSTED" } };
    const e = mapSdkError(new ApiError(JSON.stringify(body), 429), {
      provider: "google",
      extract: (error) => {
        const parsed = JSON.parse((error as Error).message) as typeof body;
        return { codes: [parsed.error.status], message: parsed.error.message };
      },
    });
    expect([e.kind, e.status, e.message]).toEqual(["rate_limit", 429, "429 Resource exhausted"]);
  });

  it("fetch TypeErrors and socket codes → network; AbortError → aborted", () => {
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    expect(mapSdkError(new TypeError("terminated", { cause: reset })).kind).toBe("network");
    expect(mapSdkError(reset).kind).toBe("network");
    expect(mapSdkError(Object.assign(new Error("x"), { code: "UND_ERR_HEADERS_TIMEOUT" })).kind).toBe("timeout");
    expect(mapSdkError(new DOMException("aborted", "AbortError")).kind).toBe("aborted");
    expect(networkErrorKind(new TypeError("not a network error"))).toBeUndefined();
  });

  it("keeps a ProviderError as it is", () => {
    const original = new ProviderError({ kind: "auth", message: "no key" });
    expect(mapSdkError(original)).toBe(original);
  });
});

describe("providerErrorFromStream", () => {
  it("classifies stream error events by code", () => {
    expect(providerErrorFromStream({ codes: ["context_length_exceeded"], message: "too long" }, "openai").kind).toBe(
      "context_overflow",
    );
    const server = providerErrorFromStream({ codes: ["server_error"], message: "oops" }, "openai");
    expect([server.kind, server.retryable, server.message]).toEqual(["unknown", true, "oops"]);
    expect(providerErrorFromStream({ codes: [null], message: "odd" }).message).toBe("odd");
  });
});

describe("the canned provider error bodies map to the expected kinds", () => {
  const headers = (response: { headers?: Record<string, string> }) => new Headers(response.headers ?? {});

  it("OpenAI", () => {
    const map = (r: (typeof PROVIDER_ERRORS.openai)[keyof typeof PROVIDER_ERRORS.openai]) =>
      mapSdkError(OpenAI.APIError.generate(r.status, r.body as object, undefined, headers(r)), {
        classes: openaiClasses,
      });
    const e = PROVIDER_ERRORS.openai;
    expect(map(e.unauthorized).kind).toBe("auth");
    expect(map(e.contextOverflow).kind).toBe("context_overflow");
    expect(map(e.rateLimited)).toMatchObject({ kind: "rate_limit", retryable: true, retryAfterMs: 3000 });
    expect(map(e.quotaExceeded)).toMatchObject({ kind: "rate_limit", retryable: false });
    expect(map(e.serverError)).toMatchObject({ kind: "unknown", retryable: true });
    expect(map(e.overloaded)).toMatchObject({ kind: "overloaded", retryable: true });
  });

  it("Anthropic", () => {
    const map = (r: (typeof PROVIDER_ERRORS.anthropic)[keyof typeof PROVIDER_ERRORS.anthropic]) =>
      mapSdkError(Anthropic.APIError.generate(r.status, r.body as object, undefined, headers(r)));
    const e = PROVIDER_ERRORS.anthropic;
    expect(map(e.unauthorized).kind).toBe("auth");
    expect(map(e.promptTooLong).kind).toBe("invalid_request");
    expect(map(e.requestTooLarge).kind).toBe("context_overflow");
    expect(map(e.rateLimited)).toMatchObject({ kind: "rate_limit", retryAfterMs: 5000 });
    expect(map(e.serverError)).toMatchObject({
      kind: "unknown",
      retryable: true,
      message: "500 Internal server error",
    });
    expect(map(e.overloaded)).toMatchObject({ kind: "overloaded", status: 529 });
  });

  it("Google, through an extract that reads the JSON body", () => {
    type Body = { error: { message: string; status: string; details?: { reason?: string }[] } };
    const map = (r: (typeof PROVIDER_ERRORS.google)[keyof typeof PROVIDER_ERRORS.google]) =>
      mapSdkError(Object.assign(new Error(JSON.stringify(r.body)), { status: r.status }), {
        extract: (error) => {
          const body = JSON.parse((error as Error).message) as Body;
          const reasons = (body.error.details ?? []).flatMap((d) => (d.reason === undefined ? [] : [d.reason]));
          return { codes: [...reasons, body.error.status], message: body.error.message };
        },
      });
    const e = PROVIDER_ERRORS.google;
    expect(map(e.invalidKey).kind).toBe("auth");
    expect(map(e.permissionDenied).kind).toBe("auth");
    expect(map(e.inputTooLong).kind).toBe("invalid_request");
    expect(map(e.rateLimited).kind).toBe("rate_limit");
    expect(map(e.serverError)).toMatchObject({ kind: "unknown", retryable: true });
    expect(map(e.overloaded).kind).toBe("overloaded");
  });
});

describe("a 4xx is never retryable because of a code in its body", () => {
  const map = (error: unknown) => mapSdkError(error, { provider: "openai", classes: openaiClasses, now: 0 });

  it("server_error / api_error / INTERNAL / overloaded codes in a 4xx → not retryable, kind from the status", () => {
    for (const code of ["server_error", "api_error", "INTERNAL", "overloaded_error", "UNAVAILABLE"]) {
      const e = map(openaiError(400, { error: { message: "bad request", type: code, code } }));
      expect([code, e.kind, e.retryable]).toEqual([code, "invalid_request", false]);
    }
    const forbidden = map(openaiError(403, { error: { message: "no", type: "server_error" } }));
    expect([forbidden.kind, forbidden.retryable]).toEqual(["auth", false]);
  });

  it("408 and 429 stay retryable; a server-fault code without a status (mid-stream) stays retryable", () => {
    expect(map(openaiError(429, { error: { message: "slow", code: "rate_limit_exceeded" } })).retryable).toBe(true);
    expect(map(openaiError(408, { error: { message: "slow", type: "server_error" } })).retryable).toBe(true);
    expect(providerErrorFromStream({ codes: ["server_error"], message: "oops" }).retryable).toBe(true);
  });
});
