import type { AssistantMessage } from "@keel/ai";
import {
  createAssistantMessage,
  createFaux,
  fauxResponse,
  fauxText,
  fauxThinking,
  fauxToolCall,
  streamForMessage,
} from "@keel/ai/testing";
import { describe, expect, it } from "vitest";
import { Agent } from "./agent.js";
import type { AgentEvent } from "./agent-events.js";
import type { StreamFn } from "./agent-loop-config.js";

type Rebuilt =
  | { type: "text"; text: string }
  | { type: "thinking"; thinking: string }
  | { type: "toolCall"; args: string };

/**
 * What a client does: keep the `message_start` message (as a copy, like a
 * wire client), open the blocks it lacks on `*_start`, and append every
 * delta to its block.
 */
function rebuild(events: readonly AgentEvent[]): Rebuilt[] {
  const start = events.find((e) => e.type === "message_start" && e.message.role === "assistant");
  if (start?.type !== "message_start" || start.message.role !== "assistant") throw new Error("no assistant start");
  const blocks: Rebuilt[] = structuredClone(start.message.content).map((block) =>
    block.type === "text"
      ? { type: "text", text: block.text }
      : block.type === "thinking"
        ? { type: "thinking", thinking: block.thinking }
        : { type: "toolCall", args: JSON.stringify(block.arguments) },
  );
  for (const event of events.slice(events.indexOf(start))) {
    if (event.type === "message_end") break;
    if (event.type !== "message_update") continue;
    const update = event.assistantMessageEvent;
    switch (update.type) {
      case "text_start":
        blocks[update.contentIndex] ??= { type: "text", text: "" };
        break;
      case "thinking_start":
        blocks[update.contentIndex] ??= { type: "thinking", thinking: "" };
        break;
      case "toolcall_start":
        blocks[update.contentIndex] ??= { type: "toolCall", args: "" };
        break;
      case "text_delta":
      case "thinking_delta":
      case "toolcall_delta": {
        const block = blocks[update.contentIndex];
        if (block === undefined) blocks[update.contentIndex] = { type: "text", text: update.delta };
        else if (block.type === "text") block.text += update.delta;
        else if (block.type === "thinking") block.thinking += update.delta;
        else block.args += update.delta;
        break;
      }
      default:
        break;
    }
  }
  return blocks;
}

function expected(message: AssistantMessage): Rebuilt[] {
  return message.content.map((block) =>
    block.type === "text"
      ? { type: "text", text: block.text }
      : block.type === "thinking"
        ? { type: "thinking", thinking: block.thinking }
        : { type: "toolCall", args: JSON.stringify(block.arguments) },
  );
}

async function eventsOf(streamFn: StreamFn): Promise<AgentEvent[]> {
  const faux = createFaux();
  const agent = new Agent({ initialState: { model: faux.model }, streamFn });
  const events: AgentEvent[] = [];
  agent.subscribe((event) => {
    events.push(event);
  });
  await agent.prompt("go");
  return events;
}

/** Replays `reply` (all its events queued at once) for the first request, then a plain answer. */
function runAhead(chunkSize: number): StreamFn {
  let calls = 0;
  return () =>
    streamForMessage(calls++ === 0 ? reply : createAssistantMessage([{ type: "text", text: "ok" }]), { chunkSize });
}

const reply = createAssistantMessage(
  [
    { type: "thinking", thinking: "Let me think about it." },
    { type: "text", text: "Hello there, world." },
    { type: "toolCall", id: "c1", name: "noop", arguments: { path: "a.txt", lines: 3 } },
  ],
  { stopReason: "stop" },
);

describe("assistant message events", () => {
  it("message_start carries the message before its first delta: a stream that runs ahead is rebuilt exactly once", async () => {
    // Every provider event is queued before the loop reads the first one: the shared `partial` is already complete.
    const streamFn = runAhead(4);
    const events = await eventsOf(streamFn);
    const start = events.find((e) => e.type === "message_start" && e.message.role === "assistant");
    expect(start?.type === "message_start" && start.message.role === "assistant" && start.message.content).toEqual([]);
    const end = events.find((e) => e.type === "message_end" && e.message.role === "assistant");
    if (end?.type !== "message_end" || end.message.role !== "assistant") throw new Error("no assistant end");
    expect(rebuild(events)).toEqual(expected(end.message));
    expect(rebuild(events)).toEqual(expected(reply));
  });

  it("the message_start message is a copy that does not grow as the stream goes on", async () => {
    const streamFn = runAhead(3);
    const events = await eventsOf(streamFn);
    const start = events.find((e) => e.type === "message_start" && e.message.role === "assistant");
    if (start?.type !== "message_start" || start.message.role !== "assistant") throw new Error("no assistant start");
    // Read after the run ended: still the message before its first delta.
    expect(start.message.content).toEqual([]);
    expect(start.message.usage.output).toBe(0);
  });

  it("a paced stream (the scripted model) is rebuilt exactly once too: text, thinking and tool-call arguments", async () => {
    const faux = createFaux({
      chunkSize: 5,
      responses: [
        fauxResponse([
          fauxThinking("Weighing the options."),
          fauxText("Here is the answer."),
          fauxToolCall("noop", { value: "x" }),
        ]),
        fauxResponse(fauxText("done")),
      ],
    });
    const events = await eventsOf(faux.streamFn);
    const firstEnd = events.find((e) => e.type === "message_end" && e.message.role === "assistant");
    if (firstEnd?.type !== "message_end" || firstEnd.message.role !== "assistant") throw new Error("no end");
    expect(rebuild(events)).toEqual(expected(firstEnd.message));
  });
});
