import { afterEach, describe, expect, it, vi } from "vitest";
import type { Context } from "../context.js";
import type { AssistantMessageEventStream } from "../event-stream.js";
import type { AssistantMessageEvent } from "../events.js";
import type { AssistantMessage } from "../messages.js";
import { ProviderError } from "../provider-error.js";
import { failedStream } from "../provider-registry.js";
import { type AdapterBody, runAdapter } from "../providers/shared/run-adapter.js";
import type { StreamFunction } from "../stream-function.js";
import { createFauxModel } from "../testing/faux-provider.js";
import { abortableSleep, backoffDelay, isRetryableByDefault, type RetryEvent } from "./retry-policy.js";
import { withRetry } from "./with-retry.js";

const model = createFauxModel({ api: "scripted", provider: "scripted", id: "scripted-1" });
const context: Context = { messages: [{ role: "user", content: "hi", timestamp: 0 }] };

/** Fails with a typed provider error before any content, as an adapter would. */
function failWith(info: ConstructorParameters<typeof ProviderError>[0]): AdapterBody {
  return async () => {
    throw new ProviderError({ provider: "scripted", ...info });
  };
}

/** Streams a short text answer. */
const succeed: AdapterBody = async (run) => {
  const index = run.builder.startText();
  run.builder.delta(index, "hello");
  run.builder.finish("stop");
};

/** A stream function that plays one scripted adapter body per call, through the real `runAdapter`. */
function scripted(...bodies: AdapterBody[]): StreamFunction & { calls: number } {
  const fn = Object.assign(
    (m: Parameters<StreamFunction>[0], c: Context, o?: Parameters<StreamFunction>[2]): AssistantMessageEventStream => {
      const body = bodies[fn.calls++] ?? failWith({ kind: "unknown", message: "script exhausted" });
      return runAdapter(m, c, o, body);
    },
    { calls: 0 },
  );
  return fn;
}

async function collect(
  stream: AssistantMessageEventStream,
): Promise<{ events: AssistantMessageEvent[]; message: AssistantMessage }> {
  const events: AssistantMessageEvent[] = [];
  for await (const event of stream) events.push(event);
  return { events, message: await stream.result() };
}

function recorder(): { waits: number[]; sleep: (ms: number) => Promise<void> } {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe("withRetry", () => {
  it("retries a 429 after the server's retry-after, then streams the success", async () => {
    const fn = scripted(
      failWith({ kind: "rate_limit", status: 429, retryAfterMs: 1500, message: "Rate limited." }),
      succeed,
    );
    const { waits, sleep } = recorder();
    const retries: RetryEvent[] = [];
    const { events, message } = await collect(
      withRetry(fn, { sleep, random: () => 0.5, onRetry: (e) => retries.push(e) })(model, context),
    );
    expect(fn.calls).toBe(2);
    expect(waits).toEqual([1500]);
    expect(retries).toMatchObject([{ attempt: 1, delayMs: 1500, error: { kind: "rate_limit", status: 429 } }]);
    expect(events.map((e) => e.type)).toEqual(["start", "text_start", "text_delta", "text_end", "done"]);
    expect(message).toMatchObject({ stopReason: "stop", content: [{ type: "text", text: "hello" }] });
  });

  it("retries a 500 with full-jitter backoff, then succeeds", async () => {
    const fn = scripted(failWith({ kind: "unknown", status: 500, message: "Internal server error." }), succeed);
    const { waits, sleep } = recorder();
    const { message } = await collect(withRetry(fn, { sleep, random: () => 0.5 })(model, context));
    expect(waits).toEqual([500]);
    expect(message.stopReason).toBe("stop");
  });

  it("retries a 529 overloaded, growing the backoff per retry", async () => {
    const overloaded = failWith({ kind: "overloaded", status: 529, message: "Overloaded." });
    const fn = scripted(overloaded, overloaded, succeed);
    const { waits, sleep } = recorder();
    const { message } = await collect(withRetry(fn, { sleep, random: () => 0.75 })(model, context));
    expect(fn.calls).toBe(3);
    expect(waits).toEqual([750, 1500]);
    expect(message.stopReason).toBe("stop");
  });

  it("does not retry a 401, and forwards the typed error", async () => {
    const fn = scripted(failWith({ kind: "auth", status: 401, message: "Invalid API key." }), succeed);
    const { waits, sleep } = recorder();
    const { events, message } = await collect(withRetry(fn, { sleep })(model, context));
    expect(fn.calls).toBe(1);
    expect(waits).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(["start", "error"]);
    expect(message).toMatchObject({ stopReason: "error", errorMessage: "Invalid API key." });
    expect(message.error).toMatchObject({ kind: "auth", status: 401 });
  });

  it("fails at once when the server asks for a wait longer than maxRetryDelayMs, naming it", async () => {
    const fn = scripted(
      failWith({ kind: "rate_limit", status: 429, retryAfterMs: 120_000, message: "Rate limited." }),
      succeed,
    );
    const { waits, sleep } = recorder();
    const { events, message } = await collect(withRetry(fn, { sleep })(model, context));
    expect(fn.calls).toBe(1);
    expect(waits).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(["start", "error"]);
    expect(message.errorMessage).toBe(
      "Rate limited. The server asked to wait 120 s before retrying, longer than the 60 s limit (maxRetryDelayMs); not retrying.",
    );
    expect(message.error).toMatchObject({
      kind: "rate_limit",
      retryAfterMs: 120_000,
      message: message.errorMessage,
    });
  });

  it("never retries once content was streamed", async () => {
    const fn = scripted(async (run) => {
      const index = run.builder.startText();
      run.builder.delta(index, "partial");
      throw new ProviderError({ kind: "overloaded", status: 529, message: "Overloaded mid-stream." });
    }, succeed);
    const { waits, sleep } = recorder();
    const { events, message } = await collect(withRetry(fn, { sleep })(model, context));
    expect(fn.calls).toBe(1);
    expect(waits).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(["start", "text_start", "text_delta", "error"]);
    expect(message).toMatchObject({ stopReason: "error", content: [{ type: "text", text: "partial" }] });
  });

  it("ends as aborted when the signal aborts during the backoff", async () => {
    const fn = scripted(failWith({ kind: "overloaded", status: 503, message: "Busy." }), succeed);
    const controller = new AbortController();
    const sleep = (_ms: number, signal?: AbortSignal): Promise<void> =>
      new Promise((resolve) => {
        signal?.addEventListener("abort", () => resolve(), { once: true });
        queueMicrotask(() => controller.abort());
      });
    const { events, message } = await collect(withRetry(fn, { sleep })(model, context, { signal: controller.signal }));
    expect(fn.calls).toBe(1);
    expect(events.map((e) => e.type)).toEqual(["start", "error"]);
    expect(message).toMatchObject({
      stopReason: "aborted",
      errorMessage: "The request was aborted.",
      provider: "scripted",
    });
    expect(message.error?.kind).toBe("aborted");
  });

  it("gives up after maxRetries and forwards the last failure", async () => {
    const busy = failWith({ kind: "overloaded", status: 503, message: "Busy." });
    const fn = scripted(busy, busy, busy, succeed);
    const { waits, sleep } = recorder();
    const { message } = await collect(withRetry(fn, { sleep, random: () => 0 })(model, context));
    expect(fn.calls).toBe(3);
    expect(waits).toEqual([0, 0]);
    expect(message).toMatchObject({ stopReason: "error", errorMessage: "Busy." });
  });

  it("takes maxRetries and maxRetryDelayMs from the stream options", async () => {
    const busy = failWith({ kind: "overloaded", status: 503, message: "Busy." });
    const off = scripted(busy, succeed);
    await collect(withRetry(off, { sleep: recorder().sleep })(model, context, { maxRetries: 0 }));
    expect(off.calls).toBe(1);

    const limited = scripted(failWith({ kind: "rate_limit", retryAfterMs: 5000, message: "Slow down." }), succeed);
    const { message } = await collect(
      withRetry(limited, { sleep: recorder().sleep })(model, context, { maxRetryDelayMs: 1000 }),
    );
    expect(limited.calls).toBe(1);
    expect(message.errorMessage).toContain("wait 5 s before retrying, longer than the 1 s limit");
  });

  it("does not retry a failure without a typed error, or a throwing adapter", async () => {
    let calls = 0;
    const untyped: StreamFunction = (m) => {
      calls++;
      return failedStream(m, "boom");
    };
    const { message } = await collect(withRetry(untyped)(model, context));
    expect(calls).toBe(1);
    expect(message.errorMessage).toBe("boom");

    const throwing: StreamFunction = () => {
      throw new Error("bug");
    };
    const thrown = await collect(withRetry(throwing)(model, context));
    expect(thrown.events.map((e) => e.type)).toEqual(["start", "error"]);
    expect(thrown.message.errorMessage).toBe('Provider adapter for "scripted" threw: bug');
  });

  it("survives an onRetry callback that throws", async () => {
    const fn = scripted(failWith({ kind: "network", message: "ECONNRESET" }), succeed);
    const onRetry = (): void => {
      throw new Error("ui bug");
    };
    const { message } = await collect(withRetry(fn, { sleep: recorder().sleep, onRetry })(model, context));
    expect(message.stopReason).toBe("stop");
  });
});

describe("retry policy helpers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("retries rate limits, overload, network errors and 5xx only", () => {
    const retried = (kind: ProviderError["kind"], status?: number): boolean =>
      isRetryableByDefault({ kind, message: "", retryable: true, ...(status === undefined ? {} : { status }) });
    expect([retried("rate_limit"), retried("overloaded"), retried("network"), retried("unknown", 502)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([
      retried("auth", 401),
      retried("invalid_request", 400),
      retried("context_overflow", 413),
      retried("timeout"),
      retried("aborted"),
    ]).toEqual([false, false, false, false, false]);
  });

  it("does not retry a rate limit the adapter marked not retryable (used-up quota)", () => {
    expect(
      isRetryableByDefault({ kind: "rate_limit", message: "insufficient_quota", retryable: false, status: 429 }),
    ).toBe(false);
  });

  it("computes full-jitter exponential backoff under the cap", () => {
    const policy = { baseDelayMs: 1000, factor: 2, maxDelayMs: 5000 };
    expect([0, 1, 2, 3, 4].map((retry) => backoffDelay(retry, policy, () => 0.999))).toEqual([
      999, 1998, 3996, 4995, 4995,
    ]);
    expect(backoffDelay(3, policy, () => 0)).toBe(0);
  });

  it("sleeps with timers and wakes early on abort", async () => {
    vi.useFakeTimers();
    let woke = false;
    const done = abortableSleep(10_000).then(() => {
      woke = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(woke).toBe(true);

    const controller = new AbortController();
    const early = abortableSleep(60_000, controller.signal);
    controller.abort();
    await early;
    expect(vi.getTimerCount()).toBe(0);
  });
});
