import { Agent, type AgentMessage } from "@keel/agent-core";
import type { UserMessage } from "@keel/ai";
import { createFaux, type FauxResponse, fauxError, fauxResponse, fauxText } from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { AgentSession } from "../agent-session/agent-session.js";
import type { AgentSessionEvent } from "../agent-session/session-events.js";
import { SessionFile } from "../session/session-file.js";
import { createSessionCompactor } from "./session-compactor.js";

const words = (n: number, word = "lorem") => Array.from({ length: n }, () => word).join(" ");
const retry = { enabled: true, maxRetries: 2, baseDelayMs: 1, maxDelayMs: 10 };

function setup(responses: FauxResponse[], contextWindow: number) {
  const faux = createFaux({ responses, model: { contextWindow } });
  const agent = new Agent({ initialState: { model: faux.model }, streamFn: faux.streamFn });
  const file = SessionFile.create({ cwd: "/project" });
  const compactor = createSessionCompactor({
    agent,
    file,
    settings: { enabled: true, reserveTokens: 400, keepRecentTokens: 100 },
    streamFn: faux.streamFn,
    getApiKey: () => undefined,
  });
  const session = new AgentSession({
    agent,
    retry,
    persistence: { appendMessage: (message) => void file.appendMessage(message as UserMessage) },
    compactor,
    sleep: async () => {},
  });
  const events: AgentSessionEvent[] = [];
  session.subscribe((event) => void events.push(event));
  return { faux, agent, file, session, events };
}

const text = (message: AgentMessage | undefined): string => {
  const content = (message as { content: unknown }).content;
  return typeof content === "string" ? content : (content as { text?: string }[]).map((p) => p.text ?? "").join("");
};

describe("compaction in a session", () => {
  it("compacts when the context nears the window: the model writes the summary, recent turns stay", async () => {
    const { faux, agent, file, session, events } = setup(
      [
        fauxResponse(fauxText(words(300, "first")), { usage: { input: 700, output: 450 } }),
        fauxResponse(fauxText(words(300, "second")), { usage: { input: 1_300, output: 450 } }),
        fauxResponse(fauxText("## Objective\nThe user chats.")),
      ],
      2_000,
    );
    await session.prompt(words(300, "question"));
    expect(file.entries.some((e) => e.type === "compaction")).toBe(false);
    await session.prompt(words(200, "again"));
    const compaction = file.entries.find((e) => e.type === "compaction");
    expect(compaction).toMatchObject({ summary: "## Objective\nThe user chats." });
    // The summary request went to the model with the conversation as a document.
    expect(text(faux.requests[2]?.context.messages[0])).toContain("<transcript>");
    // The transcript the model sees next: the summary, then the kept turns.
    expect(text(agent.state.messages[0])).toContain("The user chats.");
    expect(text(agent.state.messages.at(-1))).toContain("second");
    expect(events.filter((e) => e.type.startsWith("compaction")).map((e) => e.type)).toEqual([
      "compaction_start",
      "compaction_end",
    ]);
  });

  it("after a context overflow: compacts, then retries the request once", async () => {
    const { faux, session, events } = setup(
      [
        fauxResponse(fauxText(words(100, "early"))),
        fauxError("prompt is too long", { kind: "context_overflow" }),
        fauxResponse(fauxText("Summary of the early part.")),
        fauxResponse(fauxText("Answer after compaction.")),
      ],
      100_000,
    );
    await session.prompt(words(400, "context"));
    await session.prompt(words(100, "more"));
    expect(text(session.lastAssistantMessage())).toBe("Answer after compaction.");
    const retried = faux.requests[3]?.context.messages ?? [];
    expect(text(retried[0])).toContain("Summary of the early part.");
    expect(events.find((e) => e.type === "compaction_end")).toMatchObject({ reason: "overflow", willRetry: true });
  });

  it("a failed summary leaves the transcript as it was and reports why", async () => {
    const { session, events, agent } = setup(
      [
        fauxResponse(fauxText(words(100, "early"))),
        fauxError("prompt is too long", { kind: "context_overflow" }),
        fauxError("the summary failed too", { kind: "invalid_request" }),
      ],
      100_000,
    );
    await session.prompt(words(400, "context"));
    await session.prompt("more");
    expect(session.lastAssistantMessage()?.error?.kind).toBe("context_overflow");
    expect(events.find((e) => e.type === "compaction_end")).toMatchObject({
      reason: "overflow",
      errorMessage: "the summary failed too",
    });
    expect(agent.state.messages.filter((m) => (m as { role: string }).role === "user")).toHaveLength(2);
  });

  it("manual compaction with nothing to summarize says so", async () => {
    const { session } = setup([fauxResponse(fauxText("hi"))], 100_000);
    await session.prompt("hello");
    expect(await session.compact()).toEqual({ ok: false, errorMessage: "nothing to compact yet" });
  });
});
