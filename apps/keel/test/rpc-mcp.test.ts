import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RpcClient } from "@keel/coding-agent/rpc-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { spawnRpc } from "./support/rpc-world.js";

const FAILURE_SERVER = fileURLToPath(
  new URL("../../../packages/mcp/test/fixtures/failure-server.mjs", import.meta.url),
);

let world: KeelWorld;
let client: RpcClient | undefined;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(async () => {
  if (client) await client.close();
  client = undefined;
  await world.close();
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
});
