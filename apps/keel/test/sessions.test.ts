import { readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { finished, KeelWorld } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const lines = (path: string): { type: string; [key: string]: unknown }[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

type Body = { messages: { role: string; content: unknown; tool_call_id?: string; tool_calls?: { id: string }[] }[] };
const roles = (body: unknown): string[] => (body as Body).messages.map((m) => m.role);

describe("sessions through the keel binary", () => {
  it("writes one <timestamp>_<id>.jsonl per run under $KEEL_HOME/sessions/<cwd-slug>/, header first", async () => {
    await world.model([replyText("saved")]);
    await world.run(["--model", "local/scripted", "-n", "first try", "-p", "hi"]);
    const [file, ...others] = world.sessionFiles();
    expect(others).toEqual([]);
    expect(basename(file ?? "")).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z?_[\w-]+\.jsonl$/);
    expect(dirname(dirname(file ?? ""))).toBe(join(world.keelHome, "sessions"));
    const entries = lines(file ?? "");
    expect(entries[0]).toMatchObject({ type: "session", version: 1, cwd: world.project });
    expect(entries.map((e) => e.type)).toEqual([
      "session",
      "model_change",
      "active_tools_change",
      "session_info",
      "message",
      // The files before the turn, then as the run left them (docs/checkpoints.md).
      "checkpoint",
      "message",
      "checkpoint",
    ]);
  });

  it("-c continues the most recent session of the folder: the next request carries the history", async () => {
    const server = await world.model([replyText("The answer is 7."), replyText("You asked about 7.")]);
    await world.run(["--model", "local/scripted", "-p", "What is 3+4?"]);
    const second = await world.run(["-c", "-p", "What did I ask?"]);
    expect(second.stdout).toBe("You asked about 7.\n");
    expect(roles(server.requests[1]?.body)).toEqual(["system", "user", "assistant", "user"]);
    expect(world.sessionFiles()).toHaveLength(1);
  });

  it("bad input: -c on a session whose model is gone warns and goes on with the usual model", async () => {
    const server = await world.model([replyText("first"), replyText("second")]);
    await world.run(["--model", "local/scripted", "-p", "hi"]);
    // models.json now names the model differently: the session's "local/scripted" no longer exists.
    world.write(join(world.keelHome, "models.json"), JSON.stringify(server.modelsJson({ modelId: "renamed" })));
    const second = await world.run(["-c", "-p", "again"]);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe("second\n");
    expect(second.stderr).toContain(
      'the session\'s model "local/scripted" is not available any more; using local/renamed',
    );
    expect(roles(server.requests[1]?.body)).toEqual(["system", "user", "assistant", "user"]);
  });

  it("--session <id prefix> reopens a session; --fork copies it into a new file", async () => {
    const server = await world.model([replyText("one"), replyText("two"), replyText("three")]);
    await world.run(["--model", "local/scripted", "-p", "start"]);
    const [file] = world.sessionFiles();
    const id = (lines(file ?? "")[0] as { id: string }).id;
    await world.run(["--session", id.slice(0, 8), "-p", "again"]);
    expect(roles(server.requests[1]?.body)).toEqual(["system", "user", "assistant", "user"]);
    await world.run(["--fork", id.slice(0, 8), "-p", "fork"]);
    const files = world.sessionFiles();
    expect(files).toHaveLength(2);
    expect(lines(file ?? "").filter((e) => e.type === "message")).toHaveLength(4);
  });

  it("bad input: --session with an unknown id exits 2 and says how to find one", async () => {
    await world.model();
    const run = await world.run(["--session", "nope", "-p", "x"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no session file or session id matches "nope"/);
    expect(run.stderr).toMatch(/--resume/);
  });

  it("--no-session writes nothing; --session-dir writes straight into the folder", async () => {
    await world.model([replyText("a"), replyText("b")]);
    await world.run(["--model", "local/scripted", "--no-session", "-p", "x"]);
    expect(world.sessionFiles()).toEqual([]);
    const dir = join(world.root, "my-sessions");
    await world.run(["--model", "local/scripted", "--session-dir", dir, "-p", "y"]);
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("-r lists the folder's sessions and exits", async () => {
    await world.model([replyText("a")]);
    await world.run(["--model", "local/scripted", "-n", "named run", "-p", "x"]);
    const run = await world.run(["-r"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/named run/);
    expect(run.stdout).toMatch(/keel --session <id>/);
  });

  it("survives SIGKILL in the middle of a tool batch: resuming sends a valid history", async () => {
    const server = await world.model([
      replyToolCalls([
        { name: "bash", arguments: { command: "echo quick" }, id: "call_quick" },
        { name: "bash", arguments: { command: "sleep 5" }, id: "call_slow" },
      ]),
    ]);
    const { process: child } = world.spawn([
      "--model",
      "local/scripted",
      "--allow",
      "bash(echo quick)",
      "--allow",
      "bash(sleep 5)",
      "-p",
      "run both",
    ]);
    const done = finished(child);
    // Wait until the batch is running: the session holds the assistant's tool calls.
    for (let i = 0; i < 200; i++) {
      const [file] = world.sessionFiles();
      if (file && readFileSync(file, "utf8").includes("call_slow")) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill("SIGKILL");
    expect((await done).signal).toBe("SIGKILL");

    server.enqueue(replyText("Recovered."));
    const resumed = await world.run(["-c", "-p", "what happened?"]);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toBe("Recovered.\n");
    expect(resumed.stderr).toMatch(/still running when the session ended/);
    const body = server.requests[1]?.body as Body;
    const calls = body.messages.flatMap((m) => m.tool_calls ?? []).map((c) => c.id);
    const answered = body.messages.filter((m) => m.role === "tool").map((m) => m.tool_call_id);
    expect(calls).toHaveLength(2);
    expect([...answered].sort()).toEqual([...calls].sort());
  });

  it("--export takes a session id prefix, as --session, --fork and permissions audit do", async () => {
    await world.model([replyText("saved")]);
    await world.run(["--model", "local/scripted", "-p", "hi"]);
    const [file] = world.sessionFiles();
    const id = (lines(file ?? "")[0]?.id as string) ?? "";
    const run = await world.run(["--export", id.slice(0, 8), "page.html"]);
    expect(run).toMatchObject({ code: 0, stdout: `Exported the session to ${join(world.project, "page.html")}\n` });
    expect(readFileSync(join(world.project, "page.html"), "utf8")).toContain("saved");
    const none = await world.run(["--export", "zzzz"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--export: error: no session file or session id matches "zzzz"');
  });
});
