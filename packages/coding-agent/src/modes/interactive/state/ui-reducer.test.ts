import type { AgentMessage } from "@keel/agent-core";
import type { AssistantMessage, ToolCall } from "@keel/ai";
import { describe, expect, it } from "vitest";
import type { RuntimeEvent } from "../../../runtime/runtime-events.js";
import type { UiAction } from "./ui-action.js";
import { reduceUi } from "./ui-reducer.js";
import { initialUiState, type ToolItem, type UiState } from "./ui-state.js";

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

function call(id: string, name: string, args: Record<string, unknown>): ToolCall {
  return { type: "toolCall", id, name, arguments: args };
}

function run(events: (RuntimeEvent | UiAction)[], state: UiState = initialUiState()): UiState {
  let at = 1_000;
  return events.reduce<UiState>((next, event) => {
    at += 10;
    const action: UiAction =
      "event" in event || event.type === "queued" || event.type === "notice" || event.type.includes("-")
        ? (event as UiAction)
        : { type: "session", event: event as RuntimeEvent, at };
    return reduceUi(next, action);
  }, state);
}

const user = (text: string): AgentMessage => ({ role: "user", content: text, timestamp: 0 });
const tools = (state: UiState) => state.items.filter((item): item is ToolItem => item.kind === "tool");

describe("reduceUi over session events", () => {
  it("creates one tool item per toolCallId while the arguments stream, then runs and finishes it", () => {
    const partial = assistant([{ type: "text", text: "Looking." }, call("c1", "bash", { command: "ls" })]);
    let state = run([
      { type: "agent_start" },
      { type: "message_start", message: user("list") },
      { type: "message_start", message: assistant([]) },
      {
        type: "message_update",
        message: assistant([call("c1", "bash", { command: "l" })]),
        assistantMessageEvent: { type: "toolcall_delta", contentIndex: 0, delta: "l", partial },
      },
    ]);
    expect(tools(state)).toMatchObject([{ id: "c1", phase: "streaming", args: { command: "l" } }]);
    state = run(
      [
        {
          type: "message_update",
          message: partial,
          assistantMessageEvent: { type: "toolcall_delta", contentIndex: 1, delta: "s", partial },
        },
        { type: "message_end", message: partial },
        { type: "tool_execution_start", toolCallId: "c1", toolName: "bash", args: { command: "ls" } },
        {
          type: "tool_execution_update",
          toolCallId: "c1",
          toolName: "bash",
          args: { command: "ls" },
          partialResult: { content: [{ type: "text", text: "a.txt\n" }] },
        },
      ],
      state,
    );
    expect(tools(state)).toMatchObject([
      { id: "c1", phase: "running", liveOutput: "a.txt\n", args: { command: "ls" } },
    ]);
    expect(state.items.map((item) => item.kind)).toEqual(["user", "assistant", "tool"]);
    // The user message and the finished assistant text are committed; the running tool is live.
    expect(state.committed).toBe(2);
    state = run(
      [
        {
          type: "tool_execution_end",
          toolCallId: "c1",
          toolName: "bash",
          args: { command: "ls" },
          result: { content: [{ type: "text", text: "a.txt" }], details: { exitCode: 0 } },
          isError: false,
          durationMs: 12,
        },
      ],
      state,
    );
    expect(tools(state)).toMatchObject([
      { phase: "done", resultText: "a.txt", isError: false, durationMs: 12, liveOutput: "" },
    ]);
    expect(state.committed).toBe(3);
  });

  it("keeps parallel calls in source order and commits only a final prefix", () => {
    const message = assistant([call("a", "read", { path: "a" }), call("b", "read", { path: "b" })]);
    const end = (id: string): RuntimeEvent => ({
      type: "tool_execution_end",
      toolCallId: id,
      toolName: "read",
      args: { path: id },
      result: { content: [{ type: "text", text: id }] },
      isError: false,
      durationMs: 1,
    });
    let state = run([
      { type: "agent_start" },
      { type: "message_start", message: message },
      { type: "message_end", message },
      { type: "tool_execution_start", toolCallId: "a", toolName: "read", args: { path: "a" } },
      { type: "tool_execution_start", toolCallId: "b", toolName: "read", args: { path: "b" } },
      end("b"),
    ]);
    expect(tools(state).map((item) => [item.id, item.phase])).toEqual([
      ["a", "running"],
      ["b", "done"],
    ]);
    expect(state.committed).toBe(1);
    state = run([end("a")], state);
    expect(state.committed).toBe(3);
  });

  it("shows a failed response's reason and a failed tool as an error", () => {
    const failed = assistant([{ type: "text", text: "" }], { stopReason: "error", errorMessage: "401 bad key" });
    const state = run([
      { type: "agent_start" },
      { type: "message_start", message: failed },
      { type: "message_end", message: failed },
    ]);
    expect(state.items.at(-1)).toMatchObject({ kind: "assistant", errorMessage: "401 bad key", streaming: false });
  });

  it("tracks the queue from queue_update and drops a delivered message from it", () => {
    let state = run([{ type: "agent_start" }, { type: "queued", message: { kind: "steer", text: "also this" } }]);
    expect(state.queue).toEqual([{ kind: "steer", text: "also this" }]);
    state = run([{ type: "queue_update", steering: ["also this"], followUp: ["later"] }], state);
    expect(state.queue).toEqual([
      { kind: "steer", text: "also this" },
      { kind: "followUp", text: "later" },
    ]);
    state = run([{ type: "message_start", message: user("also this") }], state);
    expect(state.queue).toEqual([{ kind: "followUp", text: "later" }]);
    expect(state.items.at(-1)).toMatchObject({ kind: "user", text: "also this" });
  });

  it("says a run was aborted when it settles after an abort, and is idle again", () => {
    let state = run([{ type: "agent_start" }, { type: "abort-requested" }]);
    expect(state).toMatchObject({ busy: true, status: "Aborting" });
    state = run(
      [
        { type: "agent_end", messages: [] },
        { type: "agent_settled", aborted: true },
      ],
      state,
    );
    expect(state.busy).toBe(false);
    expect(state.items.at(-1)).toMatchObject({ kind: "notice", level: "warning", text: "Run aborted." });
  });

  it("Ctrl+O and Ctrl+T toggle the expansions and ask for a redraw", () => {
    const state = run([{ type: "toggle-tools" }, { type: "toggle-thinking" }]);
    expect(state).toMatchObject({ toolsExpanded: true, thinkingExpanded: true, redraws: 2 });
  });

  it("a user shell command is a tool item with a bounded live tail", () => {
    let state = run([{ type: "shell-start", id: "s1", command: "yes", at: 5 }]);
    for (let i = 0; i < 100; i++) state = run([{ type: "shell-output", id: "s1", text: "y\n".repeat(100) }], state);
    const item = tools(state)[0] as ToolItem;
    expect(item.origin).toBe("user");
    expect(item.liveOutput.length).toBeLessThanOrEqual(4_000);
    state = run([{ type: "shell-end", id: "s1", text: "done", isError: false, durationMs: 3 }], state);
    expect(tools(state)[0]).toMatchObject({ phase: "done", resultText: "done" });
    expect(state.committed).toBe(1);
  });
});
