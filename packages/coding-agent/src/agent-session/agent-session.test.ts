import { Agent, type AgentMessage } from "@keel/agent-core";
import type { AssistantMessage } from "@keel/ai";
import { createFaux, type FauxResponse, fauxError, fauxResponse, fauxText } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import type { RetrySettings } from "../settings/settings-schema.js";
import { AgentSession } from "./agent-session.js";
import type { AgentSessionEvent } from "./session-events.js";

const retry: RetrySettings = { enabled: true, maxRetries: 2, baseDelayMs: 1000, maxDelayMs: 30_000 };

function setup(responses: FauxResponse[], settings: RetrySettings = retry) {
  const faux = createFaux({ responses });
  const agent = new Agent({ initialState: { model: faux.model }, streamFn: faux.streamFn });
  const waits: number[] = [];
  const persisted: AgentMessage[] = [];
  const events: AgentSessionEvent[] = [];
  const session = new AgentSession({
    agent,
    retry: settings,
    persistence: { appendMessage: (message) => void persisted.push(message) },
    sleep: async (ms) => void waits.push(ms),
    random: () => 0,
  });
  session.subscribe((event) => void events.push(event));
  return { faux, session, waits, persisted, events };
}

describe("AgentSession", () => {
  it("retries a retryable failure after backoff, with events, and the model never sees the failed turn", async () => {
    const { faux, session, waits, events, persisted } = setup([
      fauxError("529 overloaded", { kind: "overloaded" }),
      fauxResponse(fauxText("Recovered.")),
    ]);
    await session.prompt("hello");

    expect(waits).toEqual([1000]);
    const retryEvents = events.filter((e) => e.type === "retry_scheduled" || e.type === "retry_end");
    expect(retryEvents).toEqual([
      {
        type: "retry_scheduled",
        attempt: 1,
        maxAttempts: 2,
        delayMs: 1000,
        errorKind: "overloaded",
        errorMessage: "529 overloaded",
      },
      { type: "retry_end", success: true, attempts: 1 },
    ]);
    expect(session.lastAssistantMessage()?.content).toEqual([{ type: "text", text: "Recovered." }]);
    // The retried request carried the user prompt only, not the failed assistant message.
    const second = faux.requests[1];
    expect(second?.context.messages.map((m) => m.role)).toEqual(["user"]);
    // The session file keeps everything that happened, the failure included.
    expect(persisted.map((m) => (m as { role: string }).role)).toEqual(["user", "assistant", "assistant"]);
  });

  it("gives up after maxRetries and reports the final error", async () => {
    const { session, waits, events } = setup([
      fauxError("rate limited", { kind: "rate_limit" }),
      fauxError("rate limited", { kind: "rate_limit" }),
      fauxError("still rate limited", { kind: "rate_limit" }),
    ]);
    await session.prompt("hello");
    expect(waits).toEqual([1000, 2000]);
    expect(events.at(-1)).toEqual({ type: "retry_end", success: false, attempts: 2, finalError: "still rate limited" });
    expect(session.lastAssistantMessage()?.stopReason).toBe("error");
  });

  it("never retries a failure whose kind is not retryable", async () => {
    const { session, waits, events } = setup([fauxError("bad key", { kind: "auth" }), fauxResponse(fauxText("x"))]);
    await session.prompt("hello");
    expect(waits).toEqual([]);
    expect(events.some((e) => e.type === "retry_scheduled")).toBe(false);
    expect(session.lastAssistantMessage()?.errorMessage).toBe("bad key");
  });

  it("does not retry when retries are disabled in settings", async () => {
    const { session, waits } = setup([fauxError("overloaded", { kind: "overloaded" })], { ...retry, enabled: false });
    await session.prompt("hello");
    expect(waits).toEqual([]);
  });

  it("stops retrying when aborted during the wait", async () => {
    const faux = createFaux({
      responses: [fauxError("overloaded", { kind: "overloaded" }), fauxResponse(fauxText("x"))],
    });
    const agent = new Agent({ initialState: { model: faux.model }, streamFn: faux.streamFn });
    const events: AgentSessionEvent[] = [];
    const session: AgentSession = new AgentSession({
      agent,
      retry,
      sleep: async () => session.abort(),
    });
    session.subscribe((event) => void events.push(event));
    await session.prompt("hello");
    expect(faux.requests).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({
      type: "retry_end",
      success: false,
      finalError: "aborted during the retry wait",
    });
  });

  it("adds up usage and cost over every response", async () => {
    const usage = {
      input: 10,
      output: 5,
      cacheRead: 0,
      cacheWrite: 0,
      totalTokens: 15,
      cost: { input: 0.01, output: 0.02, cacheRead: 0, cacheWrite: 0, total: 0.03 },
    };
    const { session } = setup([fauxResponse(fauxText("a"), { usage }), fauxResponse(fauxText("b"), { usage })]);
    await session.prompt("one");
    await session.prompt("two");
    expect(session.usage).toMatchObject({ responses: 2, input: 20, output: 10, totalTokens: 30 });
    const costs = session.messages.flatMap((m) =>
      (m as { role: string }).role === "assistant" ? [(m as AssistantMessage).usage.cost.total] : [],
    );
    expect(session.usage.cost).toBeCloseTo(costs.reduce((a, b) => a + b, 0));
  });

  it("keeps going when a listener or the persistence throws, and reports it", async () => {
    const faux = createFaux({ responses: [fauxResponse(fauxText("fine"))] });
    const agent = new Agent({ initialState: { model: faux.model }, streamFn: faux.streamFn });
    const reported: string[] = [];
    const session = new AgentSession({
      agent,
      retry,
      persistence: {
        appendMessage: () => {
          throw new Error("disk full");
        },
      },
      onInternalError: (error, where) => reported.push(`${where}: ${(error as Error).message}`),
    });
    session.subscribe(() => {
      throw new Error("listener bug");
    });
    await session.prompt("hello");
    expect(session.lastAssistantMessage()?.content).toEqual([{ type: "text", text: "fine" }]);
    expect(reported).toContain("session persistence: disk full");
    expect(reported.some((line) => line.includes("listener bug"))).toBe(true);
  });
});
