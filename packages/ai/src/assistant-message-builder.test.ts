import { describe, expect, it } from "vitest";
import { AssistantMessageBuilder } from "./assistant-message-builder.js";
import type { AssistantMessageEvent } from "./events.js";

function collect() {
  const events: AssistantMessageEvent[] = [];
  const builder = new AssistantMessageBuilder(
    { api: "faux", provider: "faux", id: "m" },
    { push: (e) => events.push(e) },
    () => 7,
  );
  const types = () => events.map((e) => ("contentIndex" in e ? `${e.type}:${e.contentIndex}` : e.type));
  return { builder, events, types };
}

describe("AssistantMessageBuilder", () => {
  it("emits start, block lifecycles and done in protocol order", () => {
    const { builder, types } = collect();
    const t = builder.startThinking();
    builder.delta(t, "hmm");
    builder.end(t);
    const x = builder.startText();
    builder.delta(x, "Hel");
    builder.delta(x, "lo");
    const message = builder.finish("stop");
    expect(types()).toEqual([
      "start",
      "thinking_start:0",
      "thinking_delta:0",
      "thinking_end:0",
      "text_start:1",
      "text_delta:1",
      "text_delta:1",
      "text_end:1",
      "done",
    ]);
    expect(message.content).toEqual([
      { type: "thinking", thinking: "hmm" },
      { type: "text", text: "Hello" },
    ]);
    expect(message.timestamp).toBe(7);
  });

  it("gives usable partial tool arguments at every delta and exact ones at the end", () => {
    const { builder, events } = collect();
    const i = builder.startToolCall("call_1", "write");
    const partials: unknown[] = [];
    for (const piece of ['{"pa', 'th":"a.t', 'xt","n":', "12", "3}"]) {
      builder.delta(i, piece);
      const call = builder.message.content[i];
      partials.push(call?.type === "toolCall" ? structuredClone(call.arguments) : undefined);
    }
    const message = builder.finish("toolUse");
    expect(partials[0]).toEqual({});
    expect(partials[2]).toMatchObject({ path: "a.txt" });
    expect(message.content[0]).toEqual({
      type: "toolCall",
      id: "call_1",
      name: "write",
      arguments: { path: "a.txt", n: 123 },
    });
    const end = events.find((e) => e.type === "toolcall_end");
    expect(end?.type === "toolcall_end" && end.toolCall.arguments).toEqual({ path: "a.txt", n: 123 });
  });

  it("marks a call whose argument text is not a JSON object with argumentsError and empty arguments", () => {
    const { builder } = collect();
    const i = builder.startToolCall("c", "read");
    builder.delta(i, '{"path": "a.t');
    const message = builder.finish("toolUse");
    const call = message.content[0];
    expect(call?.type === "toolCall" && call.arguments).toEqual({});
    expect(call?.type === "toolCall" && call.argumentsError).toMatch(/offset/);
  });

  it("fail() ends with an error event and never leaves a half-parsed call runnable", () => {
    const { builder, types } = collect();
    const i = builder.startToolCall("c", "bash");
    builder.delta(i, '{"command":"ls"}');
    const message = builder.fail("connection reset");
    expect(types()).toEqual(["start", "toolcall_start:0", "toolcall_delta:0", "error"]);
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toBe("connection reset");
    const call = message.content[0];
    expect(call?.type === "toolCall" && call.argumentsError).toBeTruthy();
  });

  it("reset() discards earlier partial content instead of merging it", () => {
    const { builder } = collect();
    const i = builder.startToolCall("c1", "read");
    builder.delta(i, '{"path":"/et');
    builder.reset();
    const j = builder.startToolCall("c2", "read");
    builder.delta(j, '{"path":"b"}');
    const message = builder.finish("toolUse");
    expect(message.content).toEqual([{ type: "toolCall", id: "c2", name: "read", arguments: { path: "b" } }]);
  });

  it("ignores calls after the message ended", () => {
    const { builder, events } = collect();
    builder.finish("stop");
    const count = events.length;
    builder.startText();
    builder.fail("late");
    expect(events.length).toBe(count);
  });
});
