import { describe, expect, it } from "vitest";
import { kindFromHttpStatus, ProviderError, parseRetryAfter } from "./provider-error.js";

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe("ProviderError", () => {
  it("decides retryable from the kind, and from a 5xx status for unknown kinds", () => {
    expect(new ProviderError({ kind: "rate_limit", message: "slow down" }).retryable).toBe(true);
    expect(new ProviderError({ kind: "auth", message: "bad key" }).retryable).toBe(false);
    expect(new ProviderError({ kind: "unknown", message: "boom", status: 502 }).retryable).toBe(true);
    expect(new ProviderError({ kind: "unknown", message: "boom", status: 418 }).retryable).toBe(false);
  });

  it("exposes plain data with toInfo()", () => {
    const error = new ProviderError({
      kind: "rate_limit",
      message: "wait",
      status: 429,
      retryAfterMs: 1500,
      provider: "openai",
    });
    expect(error.toInfo()).toEqual({
      kind: "rate_limit",
      message: "wait",
      retryable: true,
      status: 429,
      retryAfterMs: 1500,
      provider: "openai",
    });
  });

  it("classifies HTTP statuses and provider error codes", () => {
    expect(kindFromHttpStatus(401)).toBe("auth");
    expect(kindFromHttpStatus(429)).toBe("rate_limit");
    expect(kindFromHttpStatus(529)).toBe("overloaded");
    expect(kindFromHttpStatus(400)).toBe("invalid_request");
    expect(kindFromHttpStatus(400, "context_length_exceeded")).toBe("context_overflow");
    expect(kindFromHttpStatus(500, "overloaded_error")).toBe("overloaded");
    expect(kindFromHttpStatus(500)).toBe("unknown");
  });

  it("parses retry-after in seconds, milliseconds and HTTP dates", () => {
    expect(parseRetryAfter(headers({ "retry-after": "2" }))).toBe(2000);
    expect(parseRetryAfter(headers({ "retry-after-ms": "250" }))).toBe(250);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter(headers({ "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" }), now)).toBe(5000);
    expect(parseRetryAfter(headers({ "retry-after": "soon" }))).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});
