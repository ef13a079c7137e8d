import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import { createSessionRuntime } from "../runtime/create-session-runtime.js";
import type { RuntimeEvent } from "../runtime/runtime-events.js";
import type { SessionRuntime } from "../runtime/session-runtime.js";
import type { CheckpointEntry, SessionEntry } from "../session/session-schema.js";
import { readTree } from "../testing/file-tree.js";
import { type ScriptedModelServer, startScriptedModelServer } from "../testing/scripted-model-server.js";
import { replyText, replyToolCalls, type ScriptedTurn } from "../testing/scripted-turn.js";

const hasGit = (() => {
  try {
    execFileSync("git", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasGit && process.env.KEEL_REQUIRE_SYSTEM_TOOLS === "1") throw new Error("git is required for these tests");

let runtime: SessionRuntime | undefined;
let server: ScriptedModelServer | undefined;
afterEach(async () => {
  await runtime?.dispose();
  await server?.close();
  runtime = undefined;
  server = undefined;
});

async function start(turns: ScriptedTurn[], settings: object = {}) {
  const root = await tempDir("keel-rewind-project-");
  const home = await tempDir("keel-rewind-home-");
  server = await startScriptedModelServer(turns);
  await writeTree(home, {
    "models.json": JSON.stringify(server.modelsJson()),
    "settings.json": JSON.stringify(settings),
  });
  await writeTree(root, { "README.md": "start\n" });
  const started = await createSessionRuntime({
    cwd: root,
    env: { HOME: home, KEEL_HOME: home },
    mode: "rpc",
    model: { model: "local/scripted" },
    permissions: { allow: ["write", "edit", "bash"] },
    stderr: { write: () => true },
  });
  if (!started.ok) throw new Error(JSON.stringify(started.diagnostics));
  runtime = started.runtime;
  const events: RuntimeEvent[] = [];
  runtime.subscribe((event) => {
    events.push(event);
  });
  return { rt: runtime, events, root, home };
}

async function settle(rt: SessionRuntime, text: string): Promise<void> {
  const accepted = await rt.prompt(text);
  if (!accepted.ok) throw new Error(accepted.error);
  await accepted.value.settled;
}

function userEntries(rt: SessionRuntime): SessionEntry[] {
  return rt.branch().filter((e) => e.type === "message" && e.message.role === "user");
}

const bash = (command: string) => ({ name: "bash", arguments: { command } });

describe.skipIf(!hasGit)("rewind through a session runtime", () => {
  it("puts the files and the conversation back to before each turn, and a rewind is undone by its checkpoint", async () => {
    const { rt, events, root } = await start([
      replyToolCalls([
        { name: "write", arguments: { path: "a.txt", content: "one\n" } },
        bash("mkdir -p deep/er && printf 'x' > deep/er/f && printf '#!/bin/sh\\n' > run.sh && chmod +x run.sh"),
      ]),
      replyText("made"),
      replyToolCalls([
        { name: "edit", arguments: { path: "a.txt", edits: [{ oldText: "one", newText: "two" }] } },
        bash("rm README.md && mv deep/er/f 'moved file' && ln -s a.txt link && chmod -x run.sh && rm -r deep"),
      ]),
      replyText("changed"),
      replyText("after the rewind"),
    ]);
    const before1 = readTree(root, []);
    await settle(rt, "make files");
    const before2 = readTree(root, []);
    await settle(rt, "change files");
    const after2 = readTree(root, []);
    expect(after2.has("link")).toBe(true);

    const created = events.filter((e) => e.type === "checkpoint_created");
    expect(created.map((e) => (e as { trigger: string }).trigger)).toEqual([
      "turn_start",
      "turn_end",
      "turn_start",
      "turn_end",
    ]);
    const [turn1, turn2] = userEntries(rt);

    const back2 = await rt.rewind(turn2?.id as string, "both");
    if (!back2.ok) throw new Error(back2.error);
    expect(readTree(root, [])).toEqual(before2);
    expect(back2.value.text).toBe("change files");
    expect(rt.messages().map((m) => m.role)).toEqual(["user", "assistant", "toolResult", "toolResult", "assistant"]);

    const back1 = await rt.rewind(turn1?.id as string, "code");
    if (!back1.ok) throw new Error(back1.error);
    expect(readTree(root, [])).toEqual(before1);

    // Undo the second rewind, then the first: the files of after turn 2 are back.
    const undo1 = await rt.rewind(back1.value.undoEntryId, "code");
    if (!undo1.ok) throw new Error(undo1.error);
    expect(readTree(root, [])).toEqual(before2);
    const undo2 = await rt.rewind(back2.value.undoEntryId, "both");
    if (!undo2.ok) throw new Error(undo2.error);
    expect(readTree(root, [])).toEqual(after2);
    expect(rt.messages()).toHaveLength(10);

    // The conversation goes on from where a rewind put it: the model gets the history before turn 2.
    const again = await rt.rewind(turn2?.id as string, "conversation");
    if (!again.ok) throw new Error(again.error);
    expect(readTree(root, [])).toEqual(after2);
    await settle(rt, "instead, do this");
    const last = server?.requests.at(-1)?.body as { messages: { role: string; content: unknown }[] };
    const sent = JSON.stringify(last.messages);
    expect(sent).toContain("make files");
    expect(sent).not.toContain("change files");
    expect(sent).toContain("instead, do this");
  });

  it("stops a rewind when a file was changed outside Keel, lists it, and goes on with force", async () => {
    const { rt, root } = await start([
      replyToolCalls([{ name: "write", arguments: { path: "a.txt", content: "agent\n" } }]),
      replyText("done"),
    ]);
    await settle(rt, "write a");
    writeFileSync(join(root, "mine.txt"), "made by the user\n");
    writeFileSync(join(root, "README.md"), "edited by the user\n");
    const [turn] = userEntries(rt);
    const refused = await rt.rewind(turn?.id as string, "both");
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toContain("changed outside Keel");
    expect(refused.error).toContain("A mine.txt");
    expect(refused.error).toContain("M README.md");
    expect(existsSync(join(root, "a.txt"))).toBe(true);
    expect(rt.messages()).toHaveLength(4);

    const forced = await rt.rewind(turn?.id as string, "both", { force: true });
    expect(forced.ok).toBe(true);
    expect(existsSync(join(root, "a.txt"))).toBe(false);
    expect(existsSync(join(root, "mine.txt"))).toBe(false);
    // The forced rewind is undone by its checkpoint: the user's files are back.
    if (!forced.ok) return;
    const undo = await rt.rewind(forced.value.undoEntryId, "both");
    expect(undo.ok).toBe(true);
    expect(readTree(root, []).get("mine.txt")).toBeDefined();
  });

  it("with checkpoints off, rewinds only the conversation and says why not the files", async () => {
    const { rt, events } = await start([replyText("hi")], { checkpoints: { enabled: false } });
    await settle(rt, "hello");
    expect(events.some((e) => e.type === "checkpoint_created")).toBe(false);
    const [turn] = userEntries(rt);
    const code = await rt.rewind(turn?.id as string, "both");
    expect(code).toEqual({ ok: false, error: expect.stringContaining("scope conversation") });
    const conversation = await rt.rewind(turn?.id as string, "conversation");
    expect(conversation.ok).toBe(true);
    expect(rt.messages()).toHaveLength(0);
    const marker = rt.branch().at(-1) as CheckpointEntry;
    expect(marker).toMatchObject({ type: "checkpoint", trigger: "rewind", scope: "conversation" });
  });

  it("navigate_tree moves the leaf in place; a user message gives its text back", async () => {
    const { rt } = await start([replyText("one"), replyText("two")]);
    await settle(rt, "first");
    await settle(rt, "second");
    const path = rt.store.path;
    const [, second] = userEntries(rt);
    const moved = await rt.navigateTree(second?.id as string);
    if (!moved.ok) throw new Error(moved.error);
    expect(moved.value.text).toBe("second");
    expect(rt.messages().map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(rt.store.path).toBe(path);
    expect(await rt.navigateTree("nope")).toEqual({ ok: false, error: expect.stringContaining('"nope"') });
  });
});
