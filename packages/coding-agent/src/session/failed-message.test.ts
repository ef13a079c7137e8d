import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AssistantMessage } from "@keel/ai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decideRetry } from "../agent-session/retry-decision.js";
import { SessionFile } from "./session-file.js";
import { assistant, user } from "./test-support/messages.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-failed-message-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("a failed response in the session file", () => {
  it("keeps its typed error through a reload, so a resumed session still decides by kind", () => {
    const failed: AssistantMessage = {
      ...assistant(""),
      stopReason: "error",
      errorMessage: "429: slow down",
      error: { kind: "rate_limit", message: "429: slow down", retryable: true, status: 429, retryAfterMs: 2000 },
    };
    const session = SessionFile.create({ dir, cwd: dir });
    session.appendMessage(user("hi"));
    session.appendMessage(failed);
    session.close();

    const opened = SessionFile.open(session.path as string);
    expect(opened.ok && opened.diagnostics).toEqual([]);
    if (!opened.ok) return;
    const [, reloaded] = opened.session.buildContext().messages;
    expect((reloaded as AssistantMessage).error).toEqual(failed.error);
    const settings = { enabled: true, maxRetries: 3, baseDelayMs: 1000, maxDelayMs: 10_000 };
    expect(decideRetry(reloaded as AssistantMessage, 0, settings)).toEqual({ retry: true, delayMs: 2000 });
  });

  it("refuses to write an error of an unknown kind", () => {
    const session = SessionFile.create({ cwd: dir });
    const bad = { ...assistant(""), stopReason: "error", error: { kind: "weird", message: "x", retryable: false } };
    expect(() => session.appendMessage(bad as unknown as AssistantMessage)).toThrow(/error/);
  });
});
