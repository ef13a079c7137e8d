import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RpcClient } from "@keel/coding-agent/rpc-client";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { type KeelWorld, requestBodies } from "./support/keel-world.js";
import { approveToolCalls, isAlive, nextEvent, recordEvents, spawnRpc } from "./support/rpc-world.js";
import { contentText } from "./support/wire.js";
import { worldPerTest } from "./support/world-per-test.js";

let world: KeelWorld;
let client: RpcClient;
worldPerTest((fresh) => {
  world = fresh;
});

/** Resolves once `path` exists (the scripted shell command wrote it). */
async function fileAppears(path: string): Promise<void> {
  while (!existsSync(path)) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("keel --mode rpc: runs", () => {
  it("abort during a long bash tool ends the run; the aborted call has a result in get_messages", async () => {
    await world.model([
      replyToolCalls([{ id: "call_sleep", name: "bash", arguments: { command: "sleep 30" } }]),
      replyText("never asked for"),
    ]);
    client = spawnRpc(world, ["--model", "local/scripted"]);
    approveToolCalls(client);
    const events = recordEvents(client);
    const started = nextEvent(client, "tool_execution_start");
    expect(await client.call({ type: "prompt", message: "sleep a while" })).toEqual({ disposition: "started" });
    await started;

    const settled = nextEvent(client, "agent_settled");
    expect(await client.send({ type: "abort" })).toMatchObject({ command: "abort", success: true });
    expect(await settled).toEqual({ type: "agent_settled", aborted: true });
    expect((await client.call({ type: "get_state" })).isStreaming).toBe(false);

    const { messages } = await client.call({ type: "get_messages" });
    const result = messages.find((m) => (m as { role: string }).role === "toolResult") as
      | { toolCallId: string; isError: boolean }
      | undefined;
    expect(result).toMatchObject({ toolCallId: "call_sleep", isError: true });
    expect(events).toContainEqual(
      expect.objectContaining({ type: "tool_execution_end", toolCallId: "call_sleep", isError: true }),
    );
    expect(world.server?.requests).toHaveLength(1);
  });

  it("a prompt during a run needs streamingBehavior: steer is delivered after the tools, followUp when the agent stops", async () => {
    const gate = join(world.project, "go");
    await world.model([
      replyToolCalls([
        { id: "call_wait", name: "bash", arguments: { command: "while [ ! -f go ]; do sleep 0.05; done; echo went" } },
      ]),
      replyText("Steered."),
      replyText("Followed up."),
    ]);
    client = spawnRpc(world, ["--model", "local/scripted"]);
    approveToolCalls(client);
    const events = recordEvents(client);
    const toolStarted = nextEvent(client, "tool_execution_start");
    await client.call({ type: "prompt", message: "wait for the gate" });
    await toolStarted;

    const plain = await client.send({ type: "prompt", message: "no behaviour" });
    expect(plain.success).toBe(false);
    expect(!plain.success && plain.error).toContain('a run is active: send the prompt with "streamingBehavior"');
    expect(await client.call({ type: "prompt", message: "steer now", streamingBehavior: "steer" })).toEqual({
      disposition: "queued",
    });
    expect(await client.call({ type: "prompt", message: "follow later", streamingBehavior: "followUp" })).toEqual({
      disposition: "queued",
    });
    expect(await client.call({ type: "get_state" })).toMatchObject({ isStreaming: true, pendingMessageCount: 2 });
    expect(events).toContainEqual({ type: "queue_update", steering: ["steer now"], followUp: ["follow later"] });

    const settled = nextEvent(client, "agent_settled");
    writeFileSync(gate, "");
    expect(await settled).toEqual({ type: "agent_settled", aborted: false });

    const bodies = requestBodies(world.server as NonNullable<typeof world.server>);
    expect(bodies).toHaveLength(3);
    const lastUser = (body: (typeof bodies)[number] | undefined) =>
      contentText(body?.messages.filter((m) => m.role === "user").at(-1)?.content);
    expect(lastUser(bodies[1])).toBe("steer now");
    expect(lastUser(bodies[2])).toBe("follow later");
    expect(JSON.stringify(bodies[1])).toContain("went");
    expect(events.filter((e) => e.type === "agent_settled")).toHaveLength(1);
    expect(await client.call({ type: "get_last_assistant_text" })).toEqual({ text: "Followed up." });
  });

  it("closing stdin mid-run exits cleanly: the shell child is killed and the session file is intact", async () => {
    await world.model([
      replyToolCalls([{ id: "call_bg", name: "bash", arguments: { command: "sleep 30 & echo $! > sleep.pid; wait" } }]),
    ]);
    client = spawnRpc(world, ["--model", "local/scripted"]);
    approveToolCalls(client);
    const sessionFile = (await client.call({ type: "get_state" })).sessionFile as string;
    await client.call({ type: "prompt", message: "start something long" });
    const pidFile = join(world.project, "sleep.pid");
    await fileAppears(pidFile);
    let pid = Number.NaN;
    while (Number.isNaN(pid) || pid === 0) pid = Number.parseInt(readFileSync(pidFile, "utf8"), 10);
    expect(isAlive(pid)).toBe(true);
    const exit = await client.close();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(isAlive(pid)).toBe(false);

    const raw = readFileSync(sessionFile, "utf8");
    expect(raw.endsWith("\n")).toBe(true);
    const lines = raw
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ type: "session" });
    const messages = lines.filter((line) => line.type === "message").map((line) => line.message);
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult"]);
    expect(messages[2]).toMatchObject({ toolCallId: "call_bg", isError: true });
  });

  it("SIGTERM shuts down like closing stdin, then exits 143 (an interrupted run is never a success)", async () => {
    await world.model();
    client = spawnRpc(world, ["--model", "local/scripted"]);
    await client.call({ type: "get_state" });
    client.kill("SIGTERM");
    expect(await client.exited).toEqual({ code: 143, signal: null });
  });
});
