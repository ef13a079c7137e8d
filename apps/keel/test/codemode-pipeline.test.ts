import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { codemodeCall } from "./support/codemode-runs.js";
import { KeelWorld, requestBodies } from "./support/keel-world.js";
import { approveToolCalls, nextEvent, recordEvents, spawnRpc } from "./support/rpc-world.js";

// A script's nested calls go through the same pipeline as the model's own: enabled from settings, argument
// validation, PreToolUse hooks, and RPC events under the codemode call. Real keel binary, real hook process.

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

describe("codemode's nested calls through the whole pipeline", () => {
  it('defaultTools ["+codemode"] enables it; a bad argument rejects with the validation error; a PreToolUse hook blocks a read and the secret never reaches the model', async () => {
    world.write(join(world.project, "notes.txt"), "public notes\n");
    world.write(join(world.project, "secret.txt"), "TOP-SECRET-VALUE\n");
    const guard = world.write(
      join(world.root, "hooks", "guard.mjs"),
      `import { readFileSync } from "node:fs";
const input = JSON.parse(readFileSync(0, "utf8"));
if (JSON.stringify(input.tool_input).includes("secret")) { process.stderr.write("secrets stay closed"); process.exit(2); }
`,
    );
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({
        defaultTools: ["+codemode"],
        permissions: { allow: ["codemode", "read"] },
        hooks: {
          PreToolUse: [
            { matcher: "Read", hooks: [{ type: "command", command: `${process.execPath} ${JSON.stringify(guard)}` }] },
          ],
        },
      }),
    );
    const script = `
const outcome = async (call) => { try { return "ok: " + (await call()).trim(); } catch (error) { return "rejected: " + error.message; } };
return [
  await outcome(() => tools.read({ path: "notes.txt" })),
  await outcome(() => tools.read({ file: "notes.txt" })),
  await outcome(() => tools.read({ path: "secret.txt" })),
].join("\\n---\\n");`;
    const server = await world.model([codemodeCall(script), replyText("Done.")]);
    const run = await world.run(["--model", "local/scripted", "-p", "read the notes"]);
    expect(run.code, run.stderr).toBe(0);
    const declared = requestBodies(server)[0]?.tools?.map((t) => t.function.name) ?? [];
    expect(declared).toEqual(expect.arrayContaining(["read", "bash", "edit", "write", "codemode"]));
    const result = JSON.stringify(requestBodies(server)[1]?.messages.filter((m) => m.role === "tool"));
    const parts = (JSON.parse(result) as { content: unknown }[])
      .map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)))
      .join("")
      .split("---");
    expect(parts[0]).toContain("ok: public notes");
    expect(parts[1]).toContain("rejected:");
    expect(parts[1]).toContain("path");
    expect(parts[2]).toContain("rejected:");
    expect(parts[2]).toContain("secrets stay closed");
    // The effect: the secret's text is nowhere in what the model received.
    expect(JSON.stringify(server.requests.map((r) => r.body))).not.toContain("TOP-SECRET-VALUE");
  });

  it("in --mode rpc each nested call has its own start and end events with parentToolCallId, before the codemode call ends", async () => {
    world.write(join(world.project, "a.txt"), "alpha\n");
    world.write(join(world.project, "b.txt"), "beta\n");
    await world.model([
      codemodeCall('return (await Promise.all(["a.txt", "b.txt"].map((path) => tools.read({ path })))).join("");'),
      replyText("Read both."),
    ]);
    const client = spawnRpc(world, ["--model", "local/scripted", "--tools", "+codemode"]);
    try {
      approveToolCalls(client);
      const events = recordEvents(client);
      const settled = nextEvent(client, "agent_settled");
      expect(await client.call({ type: "prompt", message: "read a and b" })).toEqual({ disposition: "started" });
      await settled;
      const nested = (type: string) =>
        events.filter(
          (e) => e.type === type && (e as { parentToolCallId?: string }).parentToolCallId === "call_cm",
        ) as { toolCallId: string; toolName: string }[];
      expect(nested("tool_execution_start").map((e) => e.toolName)).toEqual(["read", "read"]);
      const ends = nested("tool_execution_end");
      expect(ends.map((e) => e.toolCallId).sort()).toEqual(["call_cm/1", "call_cm/2"]);
      const outerEnd = events.findIndex(
        (e) => e.type === "tool_execution_end" && (e as { toolCallId?: string }).toolCallId === "call_cm",
      );
      const lastNested = events.findLastIndex(
        (e) => e.type === "tool_execution_end" && (e as { parentToolCallId?: string }).parentToolCallId === "call_cm",
      );
      expect(outerEnd).toBeGreaterThan(lastNested);
    } finally {
      await client.close();
    }
  });
});
