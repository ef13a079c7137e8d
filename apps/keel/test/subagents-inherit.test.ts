import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { answerApprovals } from "./support/rpc-approvals.js";
import { approveToolCalls, nextEvent, spawnRpc } from "./support/rpc-world.js";
import { subagentHelpers } from "./support/subagent-suite.js";
import { contentText, type RequestMessage, taskCall } from "./support/subagent-world.js";
import { systemProgram } from "./support/system-programs.js";

// What a child inherits from its parent, proved by effects: the parent's extensions (their tools and their
// guards), its MCP servers' tools, its answers "for this session", and its sandbox mode of the moment.

const hasBwrap = systemProgram("bwrap", "apt-get install bubblewrap");

const FAILURE_SERVER = fileURLToPath(
  new URL("../../../packages/mcp/test/fixtures/failure-server.mjs", import.meta.url),
);

let world: KeelWorld;
afterEach(() => world.close());

type Body = { messages: RequestMessage[]; tools?: { function: { name: string } }[] };
const { agent } = subagentHelpers(() => world);

/** The request bodies a child (found by a marker of its system prompt) sent. */
function childBodies(marker: string): Body[] {
  const server = world.server;
  if (server === undefined) return [];
  return server.requests
    .filter((request) => server.systemPromptOf(request).includes(marker))
    .map((request) => request.body as Body);
}

/** The tool results in a request body, by call id. */
function toolResults(body: Body | undefined): Map<string, string> {
  const results = new Map<string, string>();
  for (const message of body?.messages ?? []) {
    if (message.role === "tool") results.set(message.tool_call_id ?? "", contentText(message.content));
  }
  return results;
}

const GUARD = `
import { writeFileSync } from "node:fs";
import { Type } from "typebox";
import type { ExtensionAPI } from "@keel/coding-agent";

export default function guard(pi: ExtensionAPI) {
  pi.registerTool({
    name: "stamp",
    label: "Stamp",
    description: "Writes a word into the stamp file.",
    parameters: Type.Object({ word: Type.String() }),
    async execute(_id, params) {
      writeFileSync(process.env.STAMP_FILE as string, params.word);
      return { content: [{ type: "text", text: "stamped " + params.word }] };
    },
  });
  pi.on("tool_call", (event) => {
    if (event.toolName === "bash" && String(event.input.command).includes("forbidden")) {
      return { block: true, reason: "the guard forbids it" };
    }
    return undefined;
  });
}
`;

describe("subagents inherit the parent's extensions and MCP tools", () => {
  it("a child whose tools name an extension's tool uses it; the extension's guard holds in the child; a child whose list leaves it out cannot", async () => {
    world = new KeelWorld();
    world.write(join(world.keelHome, "extensions", "guard.ts"), GUARD);
    const stampFile = join(world.root, "stamp.txt");
    agent("stamper", "You are agent STAMPER.", { tools: "stamp, bash" });
    agent("reader", "You are agent READER.", { tools: "read" });
    await world.model([
      replyToolCalls([taskCall("call_s", "stamper", "stamp and touch"), taskCall("call_r", "reader", "try to stamp")]),
      replyText("parent done"),
    ]);
    const server = world.server;
    server?.route("agent STAMPER", [
      replyToolCalls([
        { id: "s_stamp", name: "stamp", arguments: { word: "from-stamper" } },
        { id: "s_bash", name: "bash", arguments: { command: "touch forbidden-file" } },
      ]),
      replyText("stamper done"),
    ]);
    server?.route("agent READER", [
      replyToolCalls([{ id: "r_stamp", name: "stamp", arguments: { word: "from-reader" } }]),
      replyText("reader done"),
    ]);
    const run = await world.run(
      ["--model", "local/scripted", "--tools", "+task", "--allow", "stamp", "--allow", "bash", "-p", "go"],
      { env: { STAMP_FILE: stampFile } },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("parent done\n");

    const [stamperFirst, stamperSecond] = childBodies("agent STAMPER");
    expect((stamperFirst?.tools ?? []).map((tool) => tool.function.name).sort()).toEqual(["bash", "stamp"]);
    expect(toolResults(stamperSecond).get("s_stamp")).toBe("stamped from-stamper");
    // The extension's tool_call guard stopped the child's command: the file was never made.
    expect(toolResults(stamperSecond).get("s_bash")).toContain("the guard forbids it");
    expect(existsSync(join(world.project, "forbidden-file"))).toBe(false);

    // The reader's list has no stamp: its call fails and the file keeps the stamper's word.
    const [readerFirst, readerSecond] = childBodies("agent READER");
    expect((readerFirst?.tools ?? []).map((tool) => tool.function.name)).toEqual(["read"]);
    expect(toolResults(readerSecond).get("r_stamp")).toContain("stamp");
    expect(readFileSync(stampFile, "utf8")).toBe("from-stamper");
  });

  it("a child whose tools name an MCP tool calls it through the parent's server", async () => {
    world = new KeelWorld();
    const calls = join(world.root, "calls.jsonl");
    writeFileSync(calls, "");
    world.write(
      join(world.keelHome, "mcp.json"),
      JSON.stringify({ mcpServers: { f: { command: process.execPath, args: [FAILURE_SERVER, "--call-log", calls] } } }),
    );
    agent("echoer", "You are agent ECHOER.", { tools: "mcp__f__echo" });
    await world.model([replyToolCalls([taskCall("call_e", "echoer", "echo it")]), replyText("parent done")]);
    world.server?.route("agent ECHOER", [
      replyToolCalls([{ id: "e_echo", name: "mcp__f__echo", arguments: { text: "from the child" } }]),
      replyText("echoed"),
    ]);
    const run = await world.run([
      "--model",
      "local/scripted",
      "--tools",
      "+task",
      "--allow",
      "mcp__f__echo",
      "-p",
      "go",
    ]);
    expect(run.code).toBe(0);
    const [first, second] = childBodies("agent ECHOER");
    expect((first?.tools ?? []).map((tool) => tool.function.name)).toEqual(["mcp__f__echo"]);
    expect(toolResults(second).get("e_echo")).toContain("from the child");
    expect(readFileSync(calls, "utf8")).toContain('{"name":"echo","arguments":{"text":"from the child"}}');
  });
});

describe("subagents inherit the parent's approvals", () => {
  it("--mode rpc: a command allowed 'for this session' in the parent runs in a child without asking again", async () => {
    world = new KeelWorld();
    world.write(join(world.project, "count.sh"), "echo run >> runs.txt\n");
    await world.model([
      replyToolCalls([{ id: "p_bash", name: "bash", arguments: { command: "sh count.sh" } }]),
      replyToolCalls([taskCall("call_c", "general", "count again")]),
      replyText("parent done"),
    ]);
    world.server?.route("You are a subagent", [
      replyToolCalls([{ id: "c_bash", name: "bash", arguments: { command: "sh count.sh" } }]),
      replyText("child done"),
    ]);
    const client = spawnRpc(world, ["--model", "local/scripted", "--tools", "+task"]);
    try {
      const asked = answerApprovals(client, "Allow for this session");
      const settled = nextEvent(client, "agent_settled");
      await client.call({ type: "prompt", message: "go" });
      await settled;
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain("sh count.sh");
      // Both ran: the parent's once, the child's once, without a second question.
      expect(readFileSync(join(world.project, "runs.txt"), "utf8")).toBe("run\nrun\n");
    } finally {
      await client.close();
    }
  });
});

describe.skipIf(!hasBwrap)("subagents inherit the parent's sandbox mode (bubblewrap)", () => {
  it("--mode rpc: after set_sandbox read-only, a child's write in the project fails; before it, a child's write landed", async () => {
    // The sandbox keeps /tmp writable: the world lives in /var/tmp (as in sandbox.test.ts).
    world = new KeelWorld({ base: "/var/tmp" });
    execFileSync("git", ["init", "-q"], { cwd: world.project });
    await world.model([
      replyToolCalls([taskCall("call_1", "general", "write before")]),
      replyText("one"),
      replyToolCalls([taskCall("call_2", "general", "write after")]),
      replyText("two"),
    ]);
    world.server?.route("You are a subagent", [
      replyToolCalls([{ id: "w1", name: "bash", arguments: { command: "echo x > before.txt" } }]),
      replyText("wrote before"),
      replyToolCalls([{ id: "w2", name: "bash", arguments: { command: "echo x > after.txt" } }]),
      replyText("tried after"),
    ]);
    const client = spawnRpc(world, ["--model", "local/scripted", "--tools", "+task"], { KEEL_SANDBOX: "" });
    try {
      // Whatever is asked is allowed: only the sandbox can stop the write.
      approveToolCalls(client);
      expect(await client.call({ type: "get_sandbox" })).toMatchObject({ state: "active", mode: "workspace-write" });
      let settled = nextEvent(client, "agent_settled");
      await client.call({ type: "prompt", message: "first" });
      await settled;
      expect(existsSync(join(world.project, "before.txt"))).toBe(true);

      await client.call({ type: "set_sandbox", mode: "read-only" });
      settled = nextEvent(client, "agent_settled");
      await client.call({ type: "prompt", message: "second" });
      await settled;
      expect(existsSync(join(world.project, "after.txt"))).toBe(false);
    } finally {
      await client.close();
    }
  });
});
