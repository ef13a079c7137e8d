import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RpcClient } from "@keel/coding-agent/rpc-client";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { type KeelWorld, requestBodies } from "./support/keel-world.js";
import { nextEvent, spawnRpc } from "./support/rpc-world.js";
import { worldPerTest } from "./support/world-per-test.js";

const FAILURE_SERVER = fileURLToPath(
  new URL("../../../packages/mcp/test/fixtures/failure-server.mjs", import.meta.url),
);

const EVERYTHING = fileURLToPath(
  new URL("../../../packages/mcp/node_modules/@modelcontextprotocol/server-everything/dist/index.js", import.meta.url),
);
const ELICIT = "mcp__everything__trigger_elicitation_request";

let world: KeelWorld;
let client: RpcClient;
worldPerTest((fresh) => {
  world = fresh;
});

describe("keel --mode rpc: MCP", () => {
  it("get_mcp_status lists each server's name, state, tool count and error; [] without servers", async () => {
    await world.model();
    client = spawnRpc(world, ["--model", "local/scripted"]);
    expect(await client.call({ type: "get_mcp_status" })).toEqual({ servers: [] });
    await client.close();

    const file = join(world.keelHome, "mcp.json");
    world.write(
      file,
      JSON.stringify({
        mcpServers: {
          f: { command: process.execPath, args: [FAILURE_SERVER] },
          broken: { command: "/nonexistent/keel-no-such-mcp-server" },
        },
      }),
    );
    client = spawnRpc(world, ["--model", "local/scripted"]);
    const rpc = client;
    let servers = (await rpc.call({ type: "get_mcp_status" })).servers;
    for (let tries = 0; tries < 600 && !servers.some((s) => s.name === "f" && s.state === "connected"); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      servers = (await rpc.call({ type: "get_mcp_status" })).servers;
    }
    const f = servers.find((s) => s.name === "f");
    expect(f).toMatchObject({ state: "connected", transport: "stdio", source: file });
    expect(f?.toolCount).toBeGreaterThan(0);
    const broken = servers.find((s) => s.name === "broken");
    expect(["failed", "connecting"]).toContain(broken?.state);
    expect(broken?.toolCount).toBe(0);
    if (broken?.state === "failed") expect(broken.error).toBeTruthy();
  });

  it("a server's elicitation is forwarded as extension-UI input/select requests; a cancelled dialog declines", async () => {
    const server = await world.model([
      replyToolCalls([{ name: ELICIT, arguments: {} }]),
      replyText("Got the form."),
      replyToolCalls([{ name: ELICIT, arguments: {} }]),
      replyText("Got nothing."),
    ]);
    world.write(
      join(world.keelHome, "mcp.json"),
      JSON.stringify({ mcpServers: { everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } } }),
    );
    client = spawnRpc(world, ["--model", "local/scripted", "--allow", ELICIT]);
    const rpc = client;
    const asked: string[] = [];
    let cancel = false;
    rpc.onEvent((event) => {
      if (event.type !== "extension_ui_request") return;
      asked.push(`${event.method}: ${event.title}`);
      if (cancel) rpc.answerUi(event, { cancelled: true });
      else if (event.method === "input")
        rpc.answerUi(event, { value: event.title.startsWith("String —") ? "Ada" : "" });
      else if (event.method === "select") rpc.answerUi(event, { value: event.options[0] ?? "" });
    });
    // The elicitation tool appears once the server has seen the client's capabilities.
    for (let tries = 0; ; tries++) {
      const servers = (await rpc.call({ type: "get_mcp_status" })).servers;
      if ((servers[0]?.toolCount ?? 0) > 0 && servers[0]?.state === "connected" && tries > 0) {
        const before = servers[0].toolCount;
        await new Promise((resolve) => setTimeout(resolve, 500));
        if ((await rpc.call({ type: "get_mcp_status" })).servers[0]?.toolCount === before) break;
      }
      if (tries > 600) throw new Error("the everything server never connected");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    let settled = nextEvent(rpc, "agent_settled");
    await rpc.call({ type: "prompt", message: "fill the form" });
    await settled;
    expect(asked[0]).toBe('input: String — MCP server "everything": Please provide inputs for the following fields:');
    expect(asked).toContain(
      'select: Boolean (optional) (Agree to the terms and conditions) — MCP server "everything": Please provide inputs for the following fields:',
    );
    const answered = JSON.stringify(requestBodies(server)[1]?.messages.at(-1));
    expect(answered).toContain("Name: Ada");
    expect(answered).toContain("Agreed to terms: true");

    cancel = true;
    settled = nextEvent(rpc, "agent_settled");
    await rpc.call({ type: "prompt", message: "again" });
    await settled;
    expect(JSON.stringify(requestBodies(server)[3]?.messages.at(-1))).toContain("User declined");
  });
});
