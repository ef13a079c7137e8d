import type { AssistantMessage, ToolCall } from "@keel/ai";
import { describe, expect, it } from "vitest";
import type { RuntimeEvent } from "../../../runtime/runtime-events.js";
import { itemsFromMessages } from "./items-from-messages.js";
import type { UiAction } from "./ui-action.js";
import { reduceUi } from "./ui-reducer.js";
import { type AssistantItem, initialUiState, type ToolItem, type UiState } from "./ui-state.js";

function assistant(content: AssistantMessage["content"], extra: Partial<AssistantMessage> = {}): AssistantMessage {
  return {
    role: "assistant",
    content,
    api: "openai-completions",
    provider: "local",
    model: "scripted",
    usage: {
      input: 0,
      output: 0,
      cacheRead: 0,
      cacheWrite: 0,
      totalTokens: 0,
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
    },
    stopReason: "stop",
    timestamp: 0,
    ...extra,
  };
}

const failed = (errorMessage: string) => assistant([], { stopReason: "error", errorMessage });
const answer = (text: string) => assistant([{ type: "text", text }]);
const call = (id: string, name: string, args: Record<string, unknown>): ToolCall => ({
  type: "toolCall",
  id,
  name,
  arguments: args,
});

/** Session events at the given times (ms), and the user's actions. */
type Step = { at: number; event: RuntimeEvent } | UiAction;

function run(steps: Step[], state: UiState = initialUiState()): UiState {
  return steps.reduce<UiState>(
    (next, step) =>
      reduceUi(next, "event" in step && !("type" in step) ? { type: "session", ...step } : (step as UiAction)),
    state,
  );
}

const response = (message: AssistantMessage, at: number): Step[] => [
  { at, event: { type: "message_start", message: assistant([]) } },
  { at, event: { type: "message_end", message } },
];
const assistants = (state: UiState) => state.items.filter((item): item is AssistantItem => item.kind === "assistant");
const tools = (state: UiState) => state.items.filter((item): item is ToolItem => item.kind === "tool");

describe("how a response ended, on screen", () => {
  it("failures a retry overcame become quiet notes once a response succeeds; until then they stay live", () => {
    const waiting = run([
      { at: 1, event: { type: "agent_start" } },
      ...response(failed("429 slow down"), 2),
      { at: 3, event: { type: "agent_end", messages: [] } },
      {
        at: 4,
        event: {
          type: "retry_scheduled",
          attempt: 1,
          maxAttempts: 3,
          delayMs: 2000,
          errorKind: "rate_limit",
          errorMessage: "429 slow down",
        },
      },
    ]);
    expect(assistants(waiting)[0]).toMatchObject({
      retry: "retrying",
      retryStatus: "retrying in 2.0 s (attempt 1 of 3)",
    });
    // Not final yet: nothing after it is printed into the scrollback, and no separate notice repeats it.
    expect(waiting.committed).toBe(0);
    expect(waiting.items.some((item) => item.kind === "notice")).toBe(false);

    const done = run(
      [
        ...response(failed("503 overloaded"), 5),
        ...response(answer("Fine now."), 6),
        { at: 7, event: { type: "retry_end", success: true, attempts: 2 } },
        { at: 8, event: { type: "agent_settled", aborted: false } },
      ],
      waiting,
    );
    expect(assistants(done).map((item) => item.retry)).toEqual(["retried", "retried", undefined]);
    expect(done.committed).toBe(done.items.length);
  });

  it("a context overflow recovered by compaction is retried too; a run that gives up keeps its errors", () => {
    const recovered = run([
      { at: 1, event: { type: "agent_start" } },
      ...response(failed("prompt is too long"), 2),
      { at: 3, event: { type: "compaction_start", reason: "overflow" } },
      {
        at: 4,
        event: {
          type: "compaction_end",
          reason: "overflow",
          aborted: false,
          willRetry: true,
          result: { summary: "s", firstKeptEntryId: "e", tokensBefore: 9, tokensAfter: 1 },
        },
      },
      ...response(answer("Done after compacting."), 5),
    ]);
    expect(assistants(recovered)[0]?.retry).toBe("retried");

    const gaveUp = run([
      { at: 1, event: { type: "agent_start" } },
      ...response(failed("429 slow down"), 2),
      { at: 3, event: { type: "retry_end", success: false, attempts: 1, finalError: "429 slow down" } },
      { at: 4, event: { type: "agent_settled", aborted: false } },
    ]);
    expect(assistants(gaveUp)[0]?.retry).toBeUndefined();
    expect(gaveUp.items.at(-1)).toMatchObject({ kind: "notice", text: "Gave up after 1 retry: 429 slow down" });
    expect(gaveUp.committed).toBe(gaveUp.items.length);
  });

  it("a response cut off at the output limit, or with nothing in it, says so", () => {
    const cut = run(
      response(
        assistant([{ type: "text", text: "Half" }], {
          stopReason: "length",
          usage: { ...answer("").usage, output: 12 },
        }),
        1,
      ),
    );
    expect(assistants(cut)[0]?.cutOffAfter).toBe(12);
    const empty = run(response(answer(""), 1));
    expect(assistants(empty)[0]?.empty).toBe(true);
  });
});

describe("how a resumed session's responses ended", () => {
  it("shows a failure a retry overcame as a quiet note, a later unanswered one as an error, and a cut-off", () => {
    const cut = assistant([{ type: "text", text: "Half" }], {
      stopReason: "length",
      usage: { ...answer("").usage, output: 5 },
    });
    const items = itemsFromMessages([
      { role: "user", content: "one", timestamp: 0 },
      failed("429 slow down"),
      answer("Fine."),
      { role: "user", content: "two", timestamp: 0 },
      cut,
      { role: "user", content: "three", timestamp: 0 },
      failed("401 bad key"),
    ]);
    const shown = items.filter((item): item is AssistantItem => item.kind === "assistant");
    expect(shown.map((item) => [item.errorMessage, item.retry, item.cutOffAfter])).toEqual([
      ["429 slow down", "retried", undefined],
      [undefined, undefined, undefined],
      [undefined, undefined, 5],
      ["401 bad key", undefined, undefined],
    ]);
  });
});

describe("when a tool call runs, on screen", () => {
  it("a call allowed before its sibling asked is held until the approval is answered; durations count from then", () => {
    const message = assistant([call("r", "read", { path: "a.js" }), call("b", "bash", { command: "touch x" })], {
      stopReason: "toolUse",
    });
    const decision = (toolCallId: string, toolName: string) => ({
      type: "permission_decision" as const,
      toolCallId,
      toolName,
      decision: "allow" as const,
      decidedBy: "default" as const,
      mode: "default" as const,
      reason: "r",
      subject: "s",
    });
    const asking = run([
      ...response(message, 1),
      { at: 2, event: { type: "tool_execution_start", toolCallId: "r", toolName: "read", args: { path: "a.js" } } },
      { at: 3, event: decision("r", "read") },
      {
        at: 4,
        event: { type: "tool_execution_start", toolCallId: "b", toolName: "bash", args: { command: "touch x" } },
      },
      { type: "approval", id: "b", waiting: true, at: 5 },
    ]);
    expect(tools(asking).map((item) => [item.phase, item.held ?? false, item.awaitingApproval ?? false])).toEqual([
      ["running", true, false],
      ["running", false, true],
    ]);

    const end = (toolCallId: string, toolName: string, at: number): Step => ({
      at,
      event: {
        type: "tool_execution_end",
        toolCallId,
        toolName,
        args: {},
        result: { content: [{ type: "text", text: "ok" }] },
        isError: false,
        durationMs: at,
      },
    });
    const done = run(
      [
        { type: "approval", id: "b", waiting: false, at: 5_000 },
        { at: 5_001, event: decision("b", "bash") },
        end("r", "read", 5_100),
        end("b", "bash", 5_301),
      ],
      asking,
    );
    expect(tools(done).map((item) => item.durationMs)).toEqual([100, 300]);
  });

  it("a call refused after asking shows no duration; the calls of a complete response not yet started are queued", () => {
    const message = assistant([call("b", "bash", { command: "rm x" }), call("c", "ls", {})], { stopReason: "toolUse" });
    const state = run([
      ...response(message, 1),
      { at: 2, event: { type: "tool_execution_start", toolCallId: "b", toolName: "bash", args: { command: "rm x" } } },
      { type: "approval", id: "b", waiting: true, at: 3 },
    ]);
    expect(tools(state)[1]?.phase).toBe("queued");
    const refused = run(
      [
        { type: "approval", id: "b", waiting: false, at: 9_000 },
        {
          at: 9_001,
          event: {
            type: "tool_execution_end",
            toolCallId: "b",
            toolName: "bash",
            args: {},
            result: { content: [{ type: "text", text: "Permission denied" }] },
            isError: true,
            durationMs: 9_000,
          },
        },
      ],
      state,
    );
    expect(tools(refused)[0]?.durationMs).toBeUndefined();
  });
});
