import { join } from "node:path";
import type { RpcClient } from "@keel/coding-agent/rpc-client";
import { replyText } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { type KeelWorld, requestBodies } from "./support/keel-world.js";
import { nextEvent, spawnRpc } from "./support/rpc-world.js";
import { worldPerTest } from "./support/world-per-test.js";

let world: KeelWorld;
let client: RpcClient;
worldPerTest((fresh) => {
  world = fresh;
});

const errorOf = (response: { success: boolean; error?: string }): string | undefined =>
  response.success ? undefined : response.error;

describe("keel --mode rpc: bad input", () => {
  it("a malformed line, an unknown command and bad arguments each get an error response; the server keeps serving", async () => {
    await world.model();
    client = spawnRpc(world, ["--model", "local/scripted"]);

    client.writeRaw("{not json");
    const parse = await client.waitForUnmatchedResponse((r) => r.command === "parse");
    expect(parse).toMatchObject({ type: "response", command: "parse", success: false });
    expect(errorOf(parse)).toMatch(/^Failed to parse command: .*Send one JSON object per line\.$/);
    expect(parse.id).toBeUndefined();

    client.writeRaw('[1, 2, 3]\n{"id": "no-type"}');
    expect(errorOf(await client.waitForUnmatchedResponse((r) => r.command === "parse" && r !== parse))).toContain(
      "must be a JSON object",
    );
    expect(errorOf(await client.waitForUnmatchedResponse((r) => r.id === "no-type"))).toContain(
      'a command needs a string "type"',
    );

    const unknown = await client.sendUnchecked({ type: "launch_rockets" });
    expect(unknown).toMatchObject({ command: "launch_rockets", success: false });
    expect(errorOf(unknown)).toContain('unknown command "launch_rockets"; the commands are prompt, steer');

    const badLevel = await client.sendUnchecked({ type: "set_thinking_level", level: "huge" });
    expect(errorOf(badLevel)).toBe(
      'bad arguments for "set_thinking_level": "level" must be one of off, minimal, low, medium, high, xhigh',
    );
    expect(errorOf(await client.sendUnchecked({ type: "prompt" }))).toBe(
      "bad arguments for \"prompt\": the command must have required property 'message'",
    );
    expect(errorOf(await client.sendUnchecked({ type: "get_state", verbose: true }))).toBe(
      'bad arguments for "get_state": the command has an unknown field "verbose"',
    );
    expect(errorOf(await client.sendUnchecked({ type: "set_auto_retry", enabled: "yes" }))).toBe(
      'bad arguments for "set_auto_retry": "enabled" must be boolean',
    );
    expect(errorOf(await client.sendUnchecked({ type: "bash", command: "" }))).toContain(
      '"command" must NOT have fewer',
    );
    expect(errorOf(await client.sendUnchecked({ type: "set_session_name", name: "   " }))).toContain(
      "the session name is empty",
    );
    client.writeRaw('{"type": "get_state", "id": 7}');
    expect(errorOf(await client.waitForUnmatchedResponse((r) => r.command === "get_state"))).toBe(
      '"id" must be a string',
    );
    client.writeRaw('{"type": "extension_ui_response", "id": "never-asked", "value": "x"}');
    expect(errorOf(await client.waitForUnmatchedResponse((r) => r.command === "extension_ui_response"))).toContain(
      'no dialog is waiting for id "never-asked"',
    );

    // Still serving, and nothing was lost or sent to the model.
    expect(await client.call({ type: "get_state" })).toMatchObject({ messageCount: 0, isStreaming: false });
    expect(world.server?.requests).toHaveLength(0);
    expect(await client.close()).toEqual({ code: 0, signal: null });
  });

  it("framing: CRLF lines, U+2028 inside strings, and a 1 MiB line", async () => {
    await world.model([replyText("Got it.")]);
    client = spawnRpc(world, ["--model", "local/scripted"]);

    client.writeRaw('{"type": "get_state", "id": "crlf"}\r\n');
    expect(await client.waitForUnmatchedResponse((r) => r.id === "crlf")).toMatchObject({ success: true });

    const name = "before\u2028after\u2029end";
    await client.call({ type: "set_session_name", name });
    expect((await client.call({ type: "get_state" })).sessionName).toBe(name);

    const big = `${"x".repeat(1024 * 1024)} end`;
    const settled = nextEvent(client, "agent_settled");
    expect(await client.call({ type: "prompt", message: big })).toEqual({ disposition: "started" });
    await settled;
    const sent = requestBodies(world.server as NonNullable<typeof world.server>)[0]?.messages.at(-1);
    expect(sent?.content).toBe(big);
  });

  it("prompt arguments on the command line are refused with exit 2", async () => {
    await world.model();
    const run = await world.run(["--mode", "rpc", "--model", "local/scripted", "hello"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--mode rpc takes its prompts on stdin as commands");
    expect(run.stdout).toBe("");
    expect(world.sessionFiles()).toEqual([]);
  });

  it("an extension's flags are read from the command line; their values are not prompts", async () => {
    await world.model();
    world.write(
      join(world.project, "persona.ts"),
      `export default function (pi) {
        pi.registerFlag("persona", { type: "string", default: "plain" });
        pi.registerCommand("persona", { handler: async (_args, ctx) => ctx.ui.notify("persona=" + pi.getFlag("persona")) });
      }`,
    );
    client = spawnRpc(world, ["--model", "local/scripted", "-e", "persona.ts", "--persona", "pirate"]);
    const notified = nextEvent(client, "extension_ui_request", (event) => event.method === "notify");
    expect(await client.call({ type: "prompt", message: "/persona" })).toEqual({ disposition: "handled" });
    expect(await notified).toMatchObject({ message: "persona=pirate" });

    const typo = await world.run(["--mode", "rpc", "--model", "local/scripted", "-e", "persona.ts", "--persone", "x"]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("--persona");
  });
});
