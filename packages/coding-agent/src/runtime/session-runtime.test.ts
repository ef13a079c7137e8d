import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import { type ScriptedModelServer, startScriptedModelServer } from "../testing/scripted-model-server.js";
import { replyText, replyToolCalls, type ScriptedTurn } from "../testing/scripted-turn.js";
import { createSessionRuntime } from "./create-session-runtime.js";
import type { RuntimeEvent } from "./runtime-events.js";
import type { SessionRuntime } from "./session-runtime.js";

let runtime: SessionRuntime | undefined;
let server: ScriptedModelServer | undefined;
afterEach(async () => {
  await runtime?.dispose();
  await server?.close();
  runtime = undefined;
  server = undefined;
});

/** A runtime on disk in a temp folder, answered by a scripted model on a loopback server. */
async function start(turns: ScriptedTurn[]) {
  const root = await tempDir("keel-runtime-");
  server = await startScriptedModelServer(turns);
  await writeTree(root, { ".keel/models.json": JSON.stringify(server.modelsJson()) });
  const started = await createSessionRuntime({
    cwd: root,
    env: { HOME: root, KEEL_HOME: join(root, ".keel") },
    mode: "rpc",
    model: { model: "local/scripted" },
    stderr: { write: () => true },
  });
  if (!started.ok) throw new Error(JSON.stringify(started.diagnostics));
  runtime = started.runtime;
  const events: RuntimeEvent[] = [];
  runtime.subscribe((event) => {
    events.push(event);
  });
  return { runtime, events, root };
}

async function settle(rt: SessionRuntime, text: string): Promise<void> {
  const accepted = await rt.prompt(text);
  if (!accepted.ok) throw new Error(accepted.error);
  await accepted.value.settled;
}

describe("createSessionRuntime", () => {
  it("listeners stay subscribed across new, switch and fork; each session keeps its own transcript", async () => {
    const { runtime: rt, events } = await start([replyText("one"), replyText("two"), replyText("three")]);
    await settle(rt, "first");
    await settle(rt, "second");
    const original = rt.store.path as string;
    const secondPrompt = rt.store.entries.filter((e) => e.type === "message" && e.message.role === "user")[1];

    const forked = await rt.fork(secondPrompt?.id as string);
    expect(forked).toEqual({ ok: true, value: { text: "second", cancelled: false } });
    expect(rt.messages()).toHaveLength(2);
    expect(rt.store.header.parentSession).toBe(original);

    expect(await rt.newSession()).toEqual({ ok: true, value: { cancelled: false } });
    expect(rt.messages()).toHaveLength(0);
    await settle(rt, "third");
    expect(rt.lastAssistantText()).toBe("three");

    expect((await rt.switchSession(original)).ok).toBe(true);
    expect(rt.lastAssistantText()).toBe("two");
    expect(
      events.filter((e) => e.type === "session_changed").map((e) => e.type === "session_changed" && e.reason),
    ).toEqual(["fork", "new", "resume"]);
    expect(events.filter((e) => e.type === "agent_settled")).toHaveLength(3);
  });

  it("a switch to a session that cannot be opened is an error and the current session stays", async () => {
    const { runtime: rt, root } = await start([replyText("kept")]);
    await settle(rt, "hello");
    const before = rt.store.path;
    const missing = await rt.switchSession(join(root, "nope.jsonl"));
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.error).toContain("nope.jsonl");
    expect(rt.store.path).toBe(before);
    expect(rt.lastAssistantText()).toBe("kept");
  });

  it("a user shell command during a run enters the context after the run, before the next prompt", async () => {
    const { runtime: rt, root } = await start([
      replyToolCalls([{ name: "ls", arguments: { path: "." } }]),
      replyText("listed"),
    ]);
    writeFileSync(join(root, "marker.txt"), "x");
    const accepted = await rt.prompt("look");
    if (!accepted.ok) throw new Error(accepted.error);
    const shell = await rt.runBash("echo during-the-run");
    expect(shell).toMatchObject({ ok: true, value: { exitCode: 0, cancelled: false } });
    await accepted.value.settled;
    const texts = rt.messages().map((m) => JSON.stringify(m));
    const ranAt = texts.findIndex((t) => t.includes("Ran `echo during-the-run`"));
    const lastAssistant = texts.findIndex((t) => t.includes("listed"));
    expect(ranAt).toBeGreaterThan(lastAssistant);
    // The file has it too, right after the run's messages.
    const stored = rt.store.entries.filter((e) => e.type === "message").map((e) => JSON.stringify(e));
    expect(stored.at(-1)).toContain("during-the-run");
  });

  it("setTools changes the current set with --tools semantics; an unknown name changes nothing", async () => {
    const { runtime: rt } = await start([]);
    expect(rt.setTools({ tools: ["-bash,+grep"] })).toEqual({
      ok: true,
      value: { active: ["read", "edit", "write", "grep"] },
    });
    expect(rt.setTools({ excludeTools: ["edit"] })).toEqual({ ok: true, value: { active: ["read", "write", "grep"] } });
    const bad = rt.setTools({ tools: ["+nope"] });
    expect(bad.ok).toBe(false);
    expect(rt.state().model).toBeDefined();
    expect(rt.session.agent.state.tools.map((t) => t.name)).toEqual(["read", "write", "grep"]);
    expect(rt.session.agent.state.systemPrompt).toContain("grep");
  });
});
