import type { RpcClient } from "@keel/coding-agent/rpc-client";
import type { ScriptedTurn } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import type { KeelWorld } from "./support/keel-world.js";
import { approveToolCalls, nextEvent, recordEvents, spawnRpc } from "./support/rpc-world.js";
import { worldPerTest } from "./support/world-per-test.js";

let world: KeelWorld;
let client: RpcClient;
worldPerTest((fresh) => {
  world = fresh;
});

type Wire = { type: string; [key: string]: unknown };
type Block = { type: string; text?: string; thinking?: string; arguments?: unknown };
type Update = { type: string; contentIndex: number; delta?: string };
type Rebuilt = { kind: "text" | "thinking" | "toolCall"; value: string };

/**
 * What a client of the wire does: take the `message_start` message, open the
 * blocks it lacks on `*_start`, and append each delta to its block. Returns every assistant message so rebuilt,
 * beside the `message_end` message it must equal.
 */
function replay(records: readonly Wire[]): { rebuilt: Rebuilt[]; final: Rebuilt[] }[] {
  const out: { rebuilt: Rebuilt[]; final: Rebuilt[] }[] = [];
  let blocks: Rebuilt[] | undefined;
  const of = (block: Block): Rebuilt =>
    block.type === "text"
      ? { kind: "text", value: block.text ?? "" }
      : block.type === "thinking"
        ? { kind: "thinking", value: block.thinking ?? "" }
        : { kind: "toolCall", value: JSON.stringify(block.arguments) };
  for (const record of records) {
    const message = record.message as { role: string; content: Block[] } | undefined;
    if (record.type === "message_start" && message?.role === "assistant") blocks = message.content.map(of);
    if (record.type === "message_update" && blocks !== undefined) {
      const event = record.assistantMessageEvent as Update;
      const at = event.contentIndex;
      // A block the start message already holds is kept: deltas are appended to it.
      if (event.type === "text_start") blocks[at] ??= { kind: "text", value: "" };
      if (event.type === "thinking_start") blocks[at] ??= { kind: "thinking", value: "" };
      if (event.type === "toolcall_start") blocks[at] ??= { kind: "toolCall", value: "" };
      if (event.type.endsWith("_delta")) {
        const block = blocks[at] ?? { kind: "text", value: "" };
        block.value += event.delta ?? "";
        blocks[at] = block;
      }
    }
    if (record.type === "message_end" && message?.role === "assistant" && blocks !== undefined) {
      // Tool-call argument text is compared as the object it parses to.
      const rebuilt = blocks.map((b) =>
        b.kind === "toolCall" ? { kind: b.kind, value: JSON.stringify(JSON.parse(b.value)) } : b,
      );
      out.push({ rebuilt, final: message.content.map(of) });
      blocks = undefined;
    }
  }
  return out;
}

/** Thinking, text and a tool call, each in several chunks, then a plain answer. */
const script = (delayMs?: number): ScriptedTurn[] => [
  {
    reasoning: "Weighing it up first.",
    text: "Hello there, world.",
    toolCalls: [{ name: "bash", arguments: { command: "true" } }],
    chunkSize: 5,
    ...(delayMs === undefined ? {} : { delayMs }),
  },
  { text: "All done, nothing else.", chunkSize: 4 },
];

describe("message_start and message_update on the wire", () => {
  it("--mode json: message_start carries no content yet; text, thinking and tool-call arguments rebuild exactly once", async () => {
    await world.model(script());
    const run = await world.run(["--model", "local/scripted", "--mode", "json", "--allow", "bash(true)", "go"]);
    expect(run.code).toBe(0);
    const records = run.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Wire);
    const starts = records.filter(
      (r) => r.type === "message_start" && (r.message as { role: string }).role === "assistant",
    );
    expect(starts).toHaveLength(2);
    for (const start of starts) expect((start.message as { content: unknown[] }).content).toEqual([]);
    const messages = replay(records);
    expect(messages).toHaveLength(2);
    for (const { rebuilt, final } of messages) expect(rebuilt).toEqual(final);
    expect(messages[0]?.final.map((b) => b.kind)).toEqual(["thinking", "text", "toolCall"]);
  });

  it("--mode json with a pause between chunks: the same, exactly once", async () => {
    await world.model(script(20));
    const run = await world.run(["--model", "local/scripted", "--mode", "json", "--allow", "bash(true)", "go"]);
    expect(run.code).toBe(0);
    const messages = replay(
      run.stdout
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Wire),
    );
    expect(messages).toHaveLength(2);
    for (const { rebuilt, final } of messages) expect(rebuilt).toEqual(final);
  });

  it("--mode rpc: the same events rebuild each message exactly once", async () => {
    await world.model(script());
    client = spawnRpc(world, ["--model", "local/scripted"]);
    approveToolCalls(client);
    const events = recordEvents(client);
    const settled = nextEvent(client, "agent_settled");
    expect(await client.call({ type: "prompt", message: "go" })).toEqual({ disposition: "started" });
    await settled;
    const messages = replay(events as unknown as Wire[]);
    expect(messages).toHaveLength(2);
    for (const { rebuilt, final } of messages) expect(rebuilt).toEqual(final);
  });
});
