import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { RpcClient } from "@keel/coding-agent/rpc-client";
import { replyText } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { type KeelWorld, requestBodies } from "./support/keel-world.js";
import { nextEvent, recordEvents, spawnRpc } from "./support/rpc-world.js";
import { contentText } from "./support/wire.js";
import { worldPerTest } from "./support/world-per-test.js";

let world: KeelWorld;
let client: RpcClient;
worldPerTest((fresh) => {
  world = fresh;
});

const COMMANDS_EXTENSION = `
export default function (pi) {
  pi.registerCommand("hello", { description: "Says hello", handler: async (args, ctx) => ctx.ui.notify("hello " + args) });
}
`;

/** Sends a prompt and resolves once the runtime settled. */
async function promptAndSettle(rpc: RpcClient, message: string): Promise<void> {
  const settled = nextEvent(rpc, "agent_settled");
  const accepted = await rpc.call({ type: "prompt", message });
  expect(accepted.disposition).toBe("started");
  await settled;
}

describe("keel --mode rpc: commands", () => {
  it("state, model, thinking, queue modes, auto compaction and retry, queues, names, commands and tools", async () => {
    await world.model();
    world.write(join(world.keelHome, "prompts", "review.md"), "---\ndescription: Review a file\n---\nReview $1.");
    world.write(join(world.project, "hello.ts"), COMMANDS_EXTENSION);
    client = spawnRpc(world, ["--model", "local/scripted", "-e", "hello.ts"]);
    const events = recordEvents(client);

    const state = await client.call({ type: "get_state" });
    expect(state).toMatchObject({
      model: { provider: "local", id: "scripted" },
      thinkingLevel: "off",
      isStreaming: false,
      isCompacting: false,
      messageCount: 0,
      pendingMessageCount: 0,
    });
    expect(state.sessionFile && existsSync(state.sessionFile)).toBe(true);

    const models = await client.call({ type: "get_available_models" });
    expect(models.models.map((m) => `${m.provider}/${m.id}`)).toContain("local/scripted");
    expect(await client.call({ type: "set_model", provider: "local", modelId: "scripted" })).toMatchObject({
      id: "scripted",
    });
    const unknownModel = await client.send({ type: "set_model", provider: "nope", modelId: "x" });
    expect(unknownModel).toMatchObject({ success: false, command: "set_model" });
    expect(unknownModel.success === false && unknownModel.error).toContain('no model "nope/x"');

    // The scripted model has no reasoning: only "off", nothing to cycle to.
    expect(await client.call({ type: "get_available_thinking_levels" })).toEqual({ levels: ["off"] });
    expect(await client.call({ type: "cycle_thinking_level" })).toBeNull();
    const cycled = await client.call({ type: "cycle_model" });
    if (models.models.length === 1) expect(cycled).toBeNull();
    else {
      expect(cycled?.model.id).not.toBe("scripted");
      expect(models.models.map((m) => m.id)).toContain(cycled?.model.id);
      await client.call({ type: "set_model", provider: "local", modelId: "scripted" });
    }
    expect((await client.call({ type: "get_state" })).model.id).toBe("scripted");

    await client.call({ type: "set_thinking_level", level: "low" });
    await client.call({ type: "set_steering_mode", mode: "all" });
    await client.call({ type: "set_follow_up_mode", mode: "all" });
    await client.call({ type: "set_auto_compaction", enabled: false });
    await client.call({ type: "set_auto_retry", enabled: false });
    await client.call({ type: "abort_retry" });
    await client.call({ type: "abort" });
    await client.call({ type: "set_session_name", name: "rpc work" });
    expect(await client.call({ type: "get_state" })).toMatchObject({
      thinkingLevel: "low",
      steeringMode: "all",
      followUpMode: "all",
      autoCompactionEnabled: false,
      autoRetryEnabled: false,
      sessionName: "rpc work",
    });
    expect(events).toContainEqual({ type: "thinking_level_changed", level: "low" });
    expect(events).toContainEqual({ type: "session_info_changed", name: "rpc work" });

    expect(await client.call({ type: "steer", message: "steer me" })).toEqual({ disposition: "queued" });
    expect(await client.call({ type: "follow_up", message: "/review src/a.ts" })).toEqual({ disposition: "queued" });
    expect((await client.call({ type: "get_state" })).pendingMessageCount).toBe(2);
    expect(events).toContainEqual({ type: "queue_update", steering: ["steer me"], followUp: ["Review src/a.ts."] });
    expect(await client.call({ type: "clear_queue" })).toEqual({
      steering: ["steer me"],
      followUp: ["Review src/a.ts."],
    });
    expect(events.at(-1)).toEqual({ type: "queue_update", steering: [], followUp: [] });
    const queuedCommand = await client.send({ type: "steer", message: "/hello there" });
    expect(queuedCommand.success === false && queuedCommand.error).toContain("extension commands cannot be queued");

    const { commands } = await client.call({ type: "get_commands" });
    expect(commands).toContainEqual({
      name: "hello",
      description: "Says hello",
      source: "extension",
      path: join(world.project, "hello.ts"),
    });
    expect(commands).toContainEqual(expect.objectContaining({ name: "review", source: "prompt" }));
    // An extension command runs from prompt without a model call.
    expect(await client.call({ type: "prompt", message: "/hello rpc" })).toEqual({ disposition: "handled" });
    expect(events).toContainEqual(
      expect.objectContaining({ type: "extension_ui_request", method: "notify", message: "hello rpc" }),
    );
    expect(world.server?.requests).toHaveLength(0);

    expect(await client.call({ type: "set_tools", tools: ["+grep,-write"] })).toEqual({
      active: ["read", "bash", "edit", "grep"],
    });
    expect(await client.call({ type: "set_tools", tools: ["read"] })).toEqual({ active: ["read"] });
    const badTool = await client.send({ type: "set_tools", tools: ["+gerp"] });
    expect(badTool.success).toBe(false);
    expect(badTool.success === false && badTool.error).toContain("gerp");
    expect(await client.call({ type: "set_tools", noTools: true })).toEqual({ active: [] });

    // The session file recorded the changes.
    const lines = readFileSync(state.sessionFile as string, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toContainEqual(expect.objectContaining({ type: "thinking_level_change", thinkingLevel: "low" }));
    expect(lines).toContainEqual(expect.objectContaining({ type: "session_info", name: "rpc work" }));
    expect(lines.at(-1)).toMatchObject({ type: "active_tools_change", tools: [] });
  });

  it("prompts, messages, stats, entries, tree, last text, compact, HTML export, fork, switch, clone and new session", async () => {
    await world.model([replyText("First answer."), replyText("Second answer.")]);
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ compaction: { keepRecentTokens: 1 } }));
    client = spawnRpc(world, ["--model", "local/scripted"]);
    const events = recordEvents(client);

    await promptAndSettle(client, "first question");
    await promptAndSettle(client, "second question");
    expect(events.filter((e) => e.type === "agent_settled")).toEqual([
      { type: "agent_settled", aborted: false },
      { type: "agent_settled", aborted: false },
    ]);
    expect(await client.call({ type: "get_last_assistant_text" })).toEqual({ text: "Second answer." });
    const { messages } = await client.call({ type: "get_messages" });
    expect(messages.map((m) => (m as { role: string }).role)).toEqual(["user", "assistant", "user", "assistant"]);

    const stats = await client.call({ type: "get_session_stats" });
    expect(stats).toMatchObject({ userMessages: 2, assistantMessages: 2, totalMessages: 4, toolCalls: 0 });
    expect(stats.tokens.total).toBeGreaterThan(0);
    expect(stats.contextUsage?.contextWindow).toBe(128_000);

    const all = await client.call({ type: "get_entries" });
    const userEntries = all.entries.filter((e) => e.type === "message" && e.message.role === "user");
    expect(userEntries).toHaveLength(2);
    expect(all.leafId).toBe(all.entries.at(-1)?.id);
    expect(await client.call({ type: "get_entries", since: all.leafId as string })).toEqual({
      entries: [],
      leafId: all.leafId,
    });
    const badSince = await client.send({ type: "get_entries", since: "no-such-entry" });
    expect(badSince.success === false && badSince.error).toContain('no session entry has id "no-such-entry"');
    const { tree } = await client.call({ type: "get_tree" });
    const depth = (nodes: typeof tree): number => (nodes.length === 0 ? 0 : 1 + depth(nodes[0]?.children ?? []));
    expect(tree).toHaveLength(1);
    expect(depth(tree)).toBe(all.entries.length);

    world.server?.enqueue(replyText("Summary: two questions were answered."));
    const compacted = await client.call({ type: "compact", customInstructions: "Be short" });
    expect(compacted.summary).toContain("two questions were answered");
    expect(compacted.tokensBefore).toBeGreaterThan(0);
    expect(events).toContainEqual({ type: "compaction_start", reason: "manual", customInstructions: "Be short" });

    const exported = await client.call({ type: "export_html", outputPath: "session.html" });
    expect(exported.path).toBe(join(world.project, "session.html"));
    expect(readFileSync(exported.path, "utf8")).toContain("second question");

    const original = (await client.call({ type: "get_state" })).sessionFile as string;
    const second = userEntries[1];
    expect(await client.call({ type: "get_fork_messages" })).toEqual({
      messages: [
        { entryId: userEntries[0]?.id, text: "first question" },
        { entryId: second?.id, text: "second question" },
      ],
    });
    const changed = nextEvent(client, "session_changed");
    expect(await client.call({ type: "fork", entryId: second?.id as string })).toEqual({
      text: "second question",
      cancelled: false,
    });
    expect((await changed).reason).toBe("fork");
    const forked = await client.call({ type: "get_state" });
    expect(forked.sessionFile).not.toBe(original);
    const forkedMessages = (await client.call({ type: "get_messages" })).messages;
    expect(forkedMessages.map((m) => contentText((m as { content: unknown }).content))).toEqual([
      "first question",
      "First answer.",
    ]);
    const gone = await client.send({ type: "fork", entryId: all.leafId as string });
    expect(gone.success === false && gone.error).toContain(`no session entry has id "${all.leafId}"`);
    const forkedLeaf = (await client.call({ type: "get_entries" })).leafId as string;
    const notUser = await client.send({ type: "fork", entryId: forkedLeaf });
    expect(notUser.success === false && notUser.error).toContain("is not a user message");

    expect(await client.call({ type: "switch_session", sessionPath: original })).toEqual({ cancelled: false });
    expect((await client.call({ type: "get_state" })).sessionFile).toBe(original);
    expect(await client.call({ type: "get_last_assistant_text" })).toEqual({ text: "Second answer." });
    const missing = await client.send({ type: "switch_session", sessionPath: join(world.root, "nope.jsonl") });
    expect(missing.success).toBe(false);
    expect((await client.call({ type: "get_state" })).sessionFile).toBe(original);

    const before = await client.call({ type: "get_messages" });
    expect(await client.call({ type: "clone" })).toEqual({ cancelled: false });
    const clone = await client.call({ type: "get_state" });
    expect(clone.sessionFile).not.toBe(original);
    expect(await client.call({ type: "get_messages" })).toEqual(before);
    expect(await client.call({ type: "get_last_assistant_text" })).toEqual({ text: "Second answer." });

    expect(await client.call({ type: "new_session" })).toEqual({ cancelled: false });
    const fresh = await client.call({ type: "get_state" });
    expect(fresh.sessionFile).not.toBe(original);
    expect(fresh.messageCount).toBe(0);
    expect(await client.call({ type: "get_last_assistant_text" })).toEqual({ text: null });

    // The compaction's summary request carried the custom instructions.
    const summaryRequest = requestBodies(world.server as NonNullable<typeof world.server>)[2];
    expect(JSON.stringify(summaryRequest)).toContain("Be short");
  });

  it("bash: output streams with the command's id and reaches the model with the next prompt", async () => {
    await world.model([replyText("I saw the output.")]);
    client = spawnRpc(world, ["--model", "local/scripted"]);
    const updates: string[] = [];
    client.onEvent((event) => {
      if (event.type === "bash_execution_update") updates.push(`${event.id}:${event.delta}`);
    });
    const response = await client.send({ type: "bash", command: "echo from-the-shell; exit 3" });
    expect(response).toMatchObject({
      type: "response",
      command: "bash",
      success: true,
      data: { exitCode: 3, cancelled: false, truncated: false },
    });
    expect(response.success && (response.data as { output: string }).output).toContain("from-the-shell");
    expect(updates.join("")).toContain("from-the-shell");
    expect(updates[0]?.startsWith(`${response.id}:`)).toBe(true);

    const hidden = await client.call({ type: "bash", command: "echo secret-output", excludeFromContext: true });
    expect(hidden.output).toContain("secret-output");
    expect(await client.call({ type: "abort_bash" })).toEqual({ aborted: false });

    await promptAndSettle(client, "what did it print?");
    const request = JSON.stringify(requestBodies(world.server as NonNullable<typeof world.server>)[0]);
    expect(request).toContain("Ran `echo from-the-shell; exit 3`");
    expect(request).toContain("from-the-shell");
    expect(request).not.toContain("secret-output");

    // A long command is stopped by abort_bash.
    const long = client.send({ type: "bash", command: "echo started; sleep 30" });
    await nextEvent(client, "bash_execution_update");
    expect(await client.call({ type: "abort_bash" })).toEqual({ aborted: true });
    expect(await long).toMatchObject({ success: true, data: { cancelled: true, exitCode: null } });
  });
});
