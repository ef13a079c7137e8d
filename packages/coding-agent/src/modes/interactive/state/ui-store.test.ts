import { describe, expect, it } from "vitest";
import type { RuntimeEvent } from "../../../runtime/runtime-events.js";
import { UiStore } from "./ui-store.js";

const update = (text: string): RuntimeEvent => ({
  type: "tool_execution_update",
  toolCallId: "t1",
  toolName: "bash",
  args: { command: "yes" },
  partialResult: { content: [{ type: "text", text }] },
});

describe("UiStore", () => {
  it("applies session events in batches, once per frame, and the latest progress of a call wins", () => {
    const store = new UiStore({ batchMs: 1_000_000 });
    let renders = 0;
    store.subscribe(() => renders++);
    store.onSessionEvent({ type: "agent_start" });
    expect(renders).toBe(1);
    store.onSessionEvent({
      type: "tool_execution_start",
      toolCallId: "t1",
      toolName: "bash",
      args: { command: "yes" },
    });
    for (let i = 0; i < 1_000; i++) store.onSessionEvent(update(`line ${i}`));
    expect(renders).toBe(1);
    store.flush();
    expect(renders).toBe(2);
    expect(store.getState().items.at(-1)).toMatchObject({ kind: "tool", liveOutput: "line 999" });
    store.dispose();
  });

  it("applies waiting session events before a user action, so order is kept", () => {
    const store = new UiStore({ batchMs: 1_000_000 });
    store.onSessionEvent({ type: "agent_start" });
    store.onSessionEvent({ type: "message_start", message: { role: "user", content: "first", timestamp: 0 } });
    store.dispatch({ type: "notice", level: "info", text: "second" });
    expect(store.getState().items.map((item) => item.kind)).toEqual(["user", "notice"]);
    store.dispose();
  });
});
