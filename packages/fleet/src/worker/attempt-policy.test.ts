import { describe, expect, it } from "vitest";
import type { RunnerOutcome } from "../runner/runner-protocol.js";
import { decideAttempt, giveUpReason } from "./attempt-policy.js";

const usage = { input: 0, output: 0, cost: 0 };
const policy = { attempts: 3, backoffMs: 1000 };
const failed = (retryable: boolean): RunnerOutcome => ({
  kind: "failed",
  retryable,
  reason: "model error",
  exitCode: 1,
  finalText: "",
  usage,
  sessionFile: null,
});

describe("decideAttempt", () => {
  it("records a completed run, with its warning as the reason", () => {
    const outcome: RunnerOutcome = { kind: "completed", exitCode: 0, finalText: "ok", usage, sessionFile: null };
    expect(decideAttempt(outcome, 1, policy)).toEqual({ kind: "record", state: "completed" });
    expect(decideAttempt({ ...outcome, warning: "cut off" }, 1, policy)).toEqual({
      kind: "record",
      state: "completed",
      reason: "cut off",
    });
  });

  it("records a cancelled run with its reason", () => {
    const outcome: RunnerOutcome = { kind: "cancelled", reason: "cancelled", finalText: "", usage, sessionFile: null };
    expect(decideAttempt(outcome, 2, policy)).toEqual({ kind: "record", state: "cancelled", reason: "cancelled" });
  });

  it("waits as long as the provider asked after a rate limit, without counting the attempt", () => {
    const outcome: RunnerOutcome = {
      kind: "rate_limited",
      retryAfterMs: 7000,
      reason: "429",
      usage,
      sessionFile: null,
    };
    expect(decideAttempt(outcome, 3, policy)).toEqual({
      kind: "retry",
      delayMs: 7000,
      countAttempt: false,
      reason: "429",
    });
    const { retryAfterMs: _unset, ...unsaid } = outcome;
    expect(decideAttempt(unsaid, 1, policy)).toMatchObject({ kind: "retry", delayMs: 1000, countAttempt: false });
  });

  it("backs off exponentially on retryable failures while attempts remain, then fails naming the count", () => {
    expect(decideAttempt(failed(true), 1, policy)).toMatchObject({ kind: "retry", delayMs: 1000, countAttempt: true });
    expect(decideAttempt(failed(true), 2, policy)).toMatchObject({ kind: "retry", delayMs: 2000, countAttempt: true });
    expect(decideAttempt(failed(true), 3, policy)).toEqual({
      kind: "record",
      state: "failed",
      reason: "failed after 3 attempts: model error",
    });
  });

  it("fails at once when the failure cannot be fixed by trying again", () => {
    expect(decideAttempt(failed(false), 1, policy)).toEqual({ kind: "record", state: "failed", reason: "model error" });
  });
});

describe("giveUpReason", () => {
  it("lets an attempt within the policy run and gives up past it, with the last reason", () => {
    expect(giveUpReason(3, policy, null)).toBeUndefined();
    expect(giveUpReason(4, policy, "stalled")).toBe("gave up after 3 attempts; the last one: stalled");
    expect(giveUpReason(4, policy, null)).toBe("gave up after 3 attempts; the last one: the worker running it stopped");
  });
});
