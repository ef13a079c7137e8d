import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ExtensionUiRequest, RpcClient } from "@keel/coding-agent/rpc-client";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import type { KeelWorld } from "./support/keel-world.js";
import { nextEvent, spawnRpc } from "./support/rpc-world.js";
import { worldPerTest } from "./support/world-per-test.js";

let world: KeelWorld;
let client: RpcClient;
worldPerTest((fresh) => {
  world = fresh;
});

// Dialogs, with pi's { timeout } option on one of them, then every fire-and-forget call.
const ASKING = `
export default function (pi) {
  pi.registerCommand("ask", {
    description: "Asks the user",
    handler: async (_args, ctx) => {
      const yes = await ctx.ui.confirm("Deploy?", "Ship it to production?");
      const region = await ctx.ui.select("Pick a region", ["eu", "us"]);
      const name = await ctx.ui.input("Your name?", "name", { timeout: 200 });
      const edited = await ctx.ui.editor("Edit the notes", "line 1");
      ctx.ui.setStatus("ask", "asked");
      ctx.ui.setWidget("ask", ["first", "second"], { placement: "belowEditor" });
      ctx.ui.setTitle("keel - asking");
      ctx.ui.setEditorText("prefilled");
      ctx.ui.notify(
        "mode=" + ctx.mode + " hasUI=" + ctx.hasUI + " confirm=" + yes + " select=" + region +
          " input=" + name + " editor=" + edited,
        "warning",
      );
    },
  });
}
`;

type UiRequest = ExtensionUiRequest;

describe("keel --mode rpc: extension UI", () => {
  it("dialogs are answered by the client; one that times out gets the headless answer; the rest are notifications", async () => {
    await world.model();
    world.write(join(world.project, "ask.ts"), ASKING);
    client = spawnRpc(world, ["--model", "local/scripted", "-e", "ask.ts"]);
    const requests: UiRequest[] = [];
    const rpc = client;
    rpc.onEvent((event) => {
      if (event.type !== "extension_ui_request") return;
      requests.push(event);
      if (event.method === "confirm") rpc.answerUi(event, { confirmed: true });
      if (event.method === "select") rpc.answerUi(event, { value: "us" });
      if (event.method === "editor") rpc.answerUi(event, { cancelled: true });
      // input: no answer, it times out
    });
    const notified = nextEvent(rpc, "extension_ui_request", (event) => event.method === "notify");
    expect(await rpc.call({ type: "prompt", message: "/ask" })).toEqual({ disposition: "handled" });

    expect(await notified).toMatchObject({
      method: "notify",
      notifyType: "warning",
      message: "mode=rpc hasUI=true confirm=true select=us input=undefined editor=undefined",
    });
    expect(requests.map((r) => r.method)).toEqual([
      "confirm",
      "select",
      "input",
      "editor",
      "setStatus",
      "setWidget",
      "setTitle",
      "set_editor_text",
      "notify",
    ]);
    expect(requests[0]).toMatchObject({ title: "Deploy?", message: "Ship it to production?" });
    expect(requests[0]).not.toHaveProperty("timeout");
    expect(requests[1]).toMatchObject({ title: "Pick a region", options: ["eu", "us"] });
    expect(requests[2]).toMatchObject({ title: "Your name?", placeholder: "name", timeout: 200 });
    expect(requests[3]).toMatchObject({ title: "Edit the notes", prefill: "line 1" });
    expect(requests[4]).toMatchObject({ statusKey: "ask", statusText: "asked" });
    expect(requests[5]).toMatchObject({
      widgetKey: "ask",
      widgetLines: ["first", "second"],
      widgetPlacement: "belowEditor",
    });
    expect(requests[6]).toMatchObject({ title: "keel - asking" });
    expect(requests[7]).toMatchObject({ text: "prefilled" });
    expect(new Set(requests.map((r) => r.id)).size).toBe(requests.length);

    // A late answer to the timed-out dialog is an error response, not a crash.
    rpc.answerUi(requests[2] as UiRequest, { value: "too late" });
    const late = await rpc.waitForUnmatchedResponse((r) => r.command === "extension_ui_response");
    expect(late).toMatchObject({ success: false, id: requests[2]?.id });
    expect(await rpc.call({ type: "get_state" })).toMatchObject({ isStreaming: false });
  });

  it("closing stdin while a dialog waits: the dialog gets the headless answer and keel exits", async () => {
    await world.model();
    world.write(join(world.project, "ask.ts"), ASKING);
    client = spawnRpc(world, ["--model", "local/scripted", "-e", "ask.ts"]);
    const asked = nextEvent(client, "extension_ui_request", (event) => event.method === "confirm");
    const prompt = client.send({ type: "prompt", message: "/ask" });
    await asked;
    const exit = await client.close();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(await prompt).toMatchObject({ success: true, data: { disposition: "handled" } });
  });

  it("a tool call that needs approval is asked as a select: Allow once runs it, a cancellation denies it", async () => {
    await world.model([
      replyToolCalls([{ id: "call_ok", name: "bash", arguments: { command: "echo approved > approved.txt" } }]),
      replyToolCalls([{ id: "call_no", name: "bash", arguments: { command: "echo refused > refused.txt" } }]),
      replyText("Done."),
    ]);
    client = spawnRpc(world, ["--model", "local/scripted"]);
    const rpc = client;
    const asked: Extract<UiRequest, { method: "select" }>[] = [];
    rpc.onEvent((event) => {
      if (event.type !== "extension_ui_request" || event.method !== "select") return;
      asked.push(event);
      rpc.answerUi(event, asked.length === 1 ? { value: "Allow once" } : { cancelled: true });
    });
    const settled = nextEvent(rpc, "agent_settled");
    await rpc.call({ type: "prompt", message: "write two files" });
    await settled;

    expect(asked).toHaveLength(2);
    expect(asked[0]?.title).toContain("Allow bash command");
    expect(asked[0]?.options).toEqual([
      "Allow once",
      "Allow for this session",
      "Always allow in this project",
      "Always allow",
      "Deny",
    ]);
    expect(existsSync(join(world.project, "approved.txt"))).toBe(true);
    expect(existsSync(join(world.project, "refused.txt"))).toBe(false);
    const { messages } = await rpc.call({ type: "get_messages" });
    const results = messages.filter((m) => (m as { role: string }).role === "toolResult") as {
      toolCallId: string;
      isError: boolean;
    }[];
    expect(results.map((r) => [r.toolCallId, r.isError])).toEqual([
      ["call_ok", false],
      ["call_no", true],
    ]);
  });
});
