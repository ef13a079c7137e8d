import type { AssistantMessage, ProviderErrorInfo } from "@keel/ai";
import { createAssistantMessage } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import type { RetrySettings } from "../settings/settings-schema.js";
import { decideRetry, formatDuration, waitTooLongMessage } from "./retry-decision.js";

const settings: RetrySettings = { enabled: true, maxRetries: 3, baseDelayMs: 1000, maxDelayMs: 10_000 };

function failed(error: ProviderErrorInfo): AssistantMessage {
  return createAssistantMessage([], { stopReason: "error", errorMessage: error.message, error });
}

describe("decideRetry", () => {
  it("retries a rate limit after the server's retry-after", () => {
    const message = failed({ kind: "rate_limit", message: "429", retryable: true, status: 429, retryAfterMs: 3000 });
    expect(decideRetry(message, 0, settings)).toEqual({ retry: true, delayMs: 3000 });
  });

  it("backs off exponentially, capped, with jitter below the ceiling", () => {
    const message = failed({ kind: "overloaded", message: "529", retryable: true, status: 529 });
    expect(decideRetry(message, 0, settings, () => 0)).toEqual({ retry: true, delayMs: 1000 });
    expect(decideRetry(message, 2, settings, () => 0)).toEqual({ retry: true, delayMs: 4000 });
    expect(decideRetry(message, 2, settings, () => 1)).toEqual({ retry: true, delayMs: 3200 });
    expect(decideRetry(message, 5, { ...settings, maxRetries: 9 }, () => 0)).toEqual({ retry: true, delayMs: 10_000 });
  });

  it("decides by kind, never by text: a context overflow whose text says 'overloaded' is not retried", () => {
    const message = failed({
      kind: "context_overflow",
      message: "overloaded: rate limit",
      retryable: false,
      status: 400,
    });
    expect(decideRetry(message, 0, settings)).toEqual({ retry: false, reason: "not_retryable" });
  });

  it("still decides after the message went through JSON (a reloaded session)", () => {
    const message = failed({ kind: "network", message: "ECONNRESET", retryable: true });
    const reloaded = JSON.parse(JSON.stringify(message)) as AssistantMessage;
    expect(decideRetry(reloaded, 0, settings, () => 0)).toEqual({ retry: true, delayMs: 1000 });
  });

  it("stops after maxRetries, when disabled, and when the server asks for too long a wait", () => {
    const message = failed({ kind: "rate_limit", message: "429", retryable: true, status: 429 });
    expect(decideRetry(message, 3, settings)).toEqual({ retry: false, reason: "exhausted" });
    expect(decideRetry(message, 0, { ...settings, enabled: false })).toEqual({ retry: false, reason: "disabled" });
    const long = failed({ kind: "rate_limit", message: "429", retryable: true, retryAfterMs: 600_000 });
    expect(decideRetry(long, 0, settings)).toEqual({
      retry: false,
      reason: "wait_too_long",
      requestedMs: 600_000,
      maxDelayMs: 10_000,
    });
  });

  it("names the wait the provider asked for, Keel's limit and what to do", () => {
    expect(waitTooLongMessage("429 slow down", 3_600_000, 60_000)).toBe(
      "429 slow down. The provider asked to wait 1 h; Keel waits at most 60 s (retry.maxDelayMs) — " +
        "retry later or raise retry.maxDelayMs in settings.json.",
    );
    expect(waitTooLongMessage("Rate limited.", 150_500, 1500)).toContain(
      "Rate limited. The provider asked to wait 2 min 31 s; Keel waits at most 1.5 s",
    );
    expect([formatDuration(7_260_000), formatDuration(120_000), formatDuration(90_000)]).toEqual([
      "2 h 1 min",
      "2 min",
      "90 s",
    ]);
  });

  it("does not retry a host name that does not resolve (born not retryable)", () => {
    const message = failed({ kind: "network", message: "ENOTFOUND", retryable: false });
    expect(decideRetry(message, 0, settings)).toEqual({ retry: false, reason: "not_retryable" });
  });

  it("does nothing for a successful or aborted message", () => {
    expect(decideRetry(createAssistantMessage([]), 0, settings)).toEqual({ retry: false, reason: "not_failed" });
    const aborted = createAssistantMessage([], { stopReason: "aborted" });
    expect(decideRetry(aborted, 0, settings)).toEqual({ retry: false, reason: "not_failed" });
  });
});
