import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";
import { eventually, isRunning } from "./support/processes.js";
import { nextEvent, recordEvents, spawnRpc } from "./support/rpc-world.js";

// Lifecycle hooks in Claude Code's format, through the real keel binary and the scripted model.
let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const MODEL = ["--model", "local/scripted"];
// git is a system program: CI (KEEL_REQUIRE_SYSTEM_TOOLS=1) must have it; elsewhere its test may skip.
const hasGit = spawnSync("git", ["--version"]).status === 0;

/** Writes a Node hook script that gets the event as `input` (parsed stdin); returns the command that runs it. */
function hook(name: string, body: string): string {
  const path = world.write(
    join(world.root, "hooks", `${name}.mjs`),
    `import { readFileSync, writeFileSync, appendFileSync } from "node:fs";\nconst input = JSON.parse(readFileSync(0, "utf8"));\n${body}\n`,
  );
  return `${JSON.stringify(process.execPath)} ${JSON.stringify(path)}`;
}

function userSettings(settings: object): void {
  world.write(join(world.keelHome, "settings.json"), JSON.stringify(settings));
}

const on = (matcher: string | undefined, command: string, timeout?: number) => [
  {
    ...(matcher === undefined ? {} : { matcher }),
    hooks: [{ type: "command", command, ...(timeout ? { timeout } : {}) }],
  },
];

/** Everything the model was sent, as one string per request. */
function sent(): string[] {
  return requestBodies(world.server as never).map((body) => JSON.stringify(body.messages));
}

/** The tool results the model saw in a request, by call id. */
function toolResults(requestIndex: number): Map<string, string> {
  const body = requestBodies(world.server as never)[requestIndex];
  const results = new Map<string, string>();
  for (const message of (body?.messages ?? []) as { role: string; content: unknown; tool_call_id?: string }[]) {
    if (message.role !== "tool") continue;
    const content = message.content;
    const text =
      typeof content === "string" ? content : (content as { text?: string }[]).map((p) => p.text ?? "").join("");
    results.set(message.tool_call_id ?? "", text);
  }
  return results;
}

describe("hooks through the keel binary", () => {
  it("a PostToolUse formatter runs after each edit and write, on the absolute file_path", async () => {
    const format = hook(
      "format",
      `const file = input.tool_input.file_path;
appendFileSync(${JSON.stringify(join(world.root, "format.log"))}, input.tool_name + " " + input.keel_tool_name + " " + file + "\\n");
writeFileSync(file, readFileSync(file, "utf8").replace(/\\t/g, "  "));`,
    );
    userSettings({ hooks: { PostToolUse: on("Edit|MultiEdit|Write", format) } });
    await world.model([
      replyToolCalls([{ name: "write", arguments: { path: "src/a.ts", content: "if (x) {\n\tgo();\n}\n" } }]),
      replyToolCalls([
        { name: "edit", arguments: { path: "src/a.ts", edits: [{ oldText: "go();", newText: "go(1);" }] } },
      ]),
      replyText("Formatted."),
    ]);
    const run = await world.run([...MODEL, "--allow", "write", "--allow", "edit", "-p", "write a"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const file = join(world.project, "src/a.ts");
    expect(readFileSync(file, "utf8")).toBe("if (x) {\n  go(1);\n}\n");
    expect(readFileSync(join(world.root, "format.log"), "utf8")).toBe(`Write write ${file}\nEdit edit ${file}\n`);
  });

  it.skipIf(!hasGit && process.env.KEEL_REQUIRE_SYSTEM_TOOLS !== "1")(
    "a PreToolUse guard blocks rm -rf and git push to main: the commands do not run, the model reads why",
    async () => {
      const guard = hook(
        "guard",
        `const command = input.tool_input.command;
if (/rm\\s+-rf/.test(command)) { process.stderr.write("rm -rf is not allowed here"); process.exit(2); }
if (/git\\s+push\\b.*\\bmain\\b/.test(command)) { process.stderr.write("no pushes to main"); process.exit(2); }`,
      );
      userSettings({ hooks: { PreToolUse: on("Bash", guard) } });
      const git = (...args: string[]) => execFileSync("git", args, { cwd: world.project, stdio: "pipe" });
      const remote = join(world.root, "remote.git");
      execFileSync("git", ["init", "-q", "--bare", remote]);
      git("init", "-q", "-b", "main");
      git("-c", "user.email=t@t", "-c", "user.name=t", "commit", "-q", "--allow-empty", "-m", "one");
      git("remote", "add", "origin", remote);
      world.write(join(world.project, "victim/keep.txt"), "keep\n");
      await world.model([
        replyToolCalls([
          { name: "bash", arguments: { command: "rm -rf victim" }, id: "rm" },
          { name: "bash", arguments: { command: "git push origin main" }, id: "push" },
          { name: "bash", arguments: { command: "echo fine > ok.txt" }, id: "ok" },
        ]),
        replyText("Done."),
      ]);
      const run = await world.run([...MODEL, "--allow", "bash", "-p", "clean up and push"]);
      expect(run.code).toBe(0);
      expect(existsSync(join(world.project, "victim/keep.txt"))).toBe(true);
      expect(execFileSync("git", ["--git-dir", remote, "for-each-ref"]).toString()).toBe("");
      expect(readFileSync(join(world.project, "ok.txt"), "utf8")).toBe("fine\n");
      const results = toolResults(1);
      expect(results.get("rm")).toContain("rm -rf is not allowed here");
      expect(results.get("push")).toContain("no pushes to main");
      expect(run.stderr).toContain("PreToolUse hook");
      expect(run.stderr).toContain("blocked (exit 2): no pushes to main");
    },
  );

  it("UserPromptSubmit stdout and SessionStart stdout reach the model as context", async () => {
    userSettings({
      hooks: {
        UserPromptSubmit: on(undefined, hook("ticket", `process.stdout.write("Ticket ABC-123 for: " + input.prompt);`)),
        SessionStart: on(
          "startup",
          hook("notes", `process.stdout.write("Project notes: use pnpm (" + input.source + ")");`),
        ),
      },
    });
    await world.model([replyText("Sure.")]);
    const run = await world.run([...MODEL, "-p", "fix the bug"]);
    expect(run.code).toBe(0);
    const [first] = sent();
    expect(first).toContain("Ticket ABC-123 for: fix the bug");
    expect(first).toContain("Project notes: use pnpm (startup)");
  });

  it("a blocked prompt never reaches the model: exit 1 with the reason on stderr", async () => {
    userSettings({
      hooks: {
        UserPromptSubmit: on(
          undefined,
          hook(
            "secret",
            `if (input.prompt.includes("sk-")) { console.error("the prompt holds a key"); process.exit(2); }`,
          ),
        ),
      },
    });
    await world.model([replyText("never")]);
    const run = await world.run([...MODEL, "-p", "use sk-12345"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("the prompt holds a key");
    expect(world.server?.requests).toHaveLength(0);
  });

  it("a Stop gate makes the agent go on once with its reason (stop_hook_active guards the loop; last_assistant_message is the answer)", async () => {
    const gate = hook(
      "gate",
      `appendFileSync(${JSON.stringify(join(world.root, "stop.log"))}, input.stop_hook_active + " " + input.last_assistant_message + "\\n");
if (!input.stop_hook_active) console.log(JSON.stringify({ decision: "block", reason: "Run the tests before you stop." }));`,
    );
    userSettings({ hooks: { Stop: on(undefined, gate) } });
    await world.model([replyText("First answer."), replyText("Tests pass.")]);
    const run = await world.run([...MODEL, "-p", "do it"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Tests pass.\n");
    expect(world.server?.requests).toHaveLength(2);
    expect(sent()[1]).toContain("Run the tests before you stop.");
    expect(readFileSync(join(world.root, "stop.log"), "utf8")).toBe("false First answer.\ntrue Tests pass.\n");
  });

  it("JSON permission decisions: allow skips the question, never a deny rule; deny blocks; ask is refused headless", async () => {
    const decide = hook(
      "decide",
      `const c = input.tool_input.command;
const decision = c.includes("allowed") ? "allow" : c.includes("denied") ? "deny" : "ask";
console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: decision, permissionDecisionReason: "policy says " + decision } }));`,
    );
    userSettings({ hooks: { PreToolUse: on("Bash", decide) }, permissions: { deny: ["bash(touch forbidden*)"] } });
    await world.model([
      replyToolCalls([
        { name: "bash", arguments: { command: "touch allowed.txt" }, id: "a" },
        { name: "bash", arguments: { command: "touch denied.txt" }, id: "d" },
        { name: "bash", arguments: { command: "touch asked.txt" }, id: "q" },
        { name: "bash", arguments: { command: "touch forbidden-allowed.txt" }, id: "f" },
      ]),
      replyText("Done."),
    ]);
    const run = await world.run([...MODEL, "--allow", "bash(touch asked*)", "-p", "touch files"]);
    expect(run.code).toBe(0);
    expect(existsSync(join(world.project, "allowed.txt"))).toBe(true);
    expect(existsSync(join(world.project, "denied.txt"))).toBe(false);
    expect(existsSync(join(world.project, "asked.txt"))).toBe(false);
    expect(existsSync(join(world.project, "forbidden-allowed.txt"))).toBe(false);
    const results = toolResults(1);
    expect(results.get("d")).toContain("policy says deny");
    expect(results.get("q")).toContain("Permission denied");
    expect(results.get("f")).toContain("Permission denied");
  });

  it("updatedInput rewrites the call (Claude's field names work) and is validated against the tool's schema", async () => {
    const rewrite = hook(
      "rewrite",
      `const out = input.tool_name === "Write"
  ? { file_path: input.tool_input.file_path.replace("draft", "final"), content: input.tool_input.content.toUpperCase() }
  : { command: ["not", "a", "string"] };
console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: "PreToolUse", updatedInput: out } }));`,
    );
    userSettings({ hooks: { PreToolUse: on("Write|Bash", rewrite) } });
    await world.model([
      replyToolCalls([
        { name: "write", arguments: { path: "draft.txt", content: "hello" }, id: "w" },
        { name: "bash", arguments: { command: "touch ran.txt" }, id: "b" },
      ]),
      replyText("Done."),
    ]);
    const run = await world.run([...MODEL, "--allow", "write", "--allow", "bash", "-p", "write"]);
    expect(run.code).toBe(0);
    expect(readFileSync(join(world.project, "final.txt"), "utf8")).toBe("HELLO");
    expect(existsSync(join(world.project, "draft.txt"))).toBe(false);
    expect(existsSync(join(world.project, "ran.txt"))).toBe(false);
    expect(toolResults(1).get("b")).toContain("does not accept");
  });

  it("a hanging hook is killed at its timeout with its children; a crashing hook is reported; the run goes on", async () => {
    const pidFile = join(world.root, "child.pid");
    userSettings({
      hooks: {
        PreToolUse: [
          {
            matcher: "Bash",
            hooks: [{ type: "command", command: `sleep 300 & echo $! > ${pidFile}; wait`, timeout: 1 }],
          },
          { matcher: "Bash", hooks: [{ type: "command", command: "echo boom >&2; exit 3" }] },
        ],
      },
    });
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "echo hi > out.txt" } }]),
      replyText("Done."),
    ]);
    const run = await world.run([...MODEL, "--allow", "bash", "-p", "go"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Done.\n");
    expect(readFileSync(join(world.project, "out.txt"), "utf8")).toBe("hi\n");
    expect(run.stderr).toContain("timed out after 1 s and was killed");
    expect(run.stderr).toContain("failed (exit code 3): boom");
    const pid = Number(readFileSync(pidFile, "utf8"));
    expect(await eventually(() => !isRunning(pid))).toBe(true);
  });

  it("a hook printing 10 MB: the context is capped and JSON mode's hook_finished carries 64 KB", async () => {
    userSettings({ hooks: { UserPromptSubmit: on(undefined, "head -c 10485760 /dev/zero | tr '\\0' x") } });
    await world.model([replyText("Ok.")]);
    const run = await world.run([...MODEL, "--mode", "json", "hi"]);
    expect(run.code).toBe(0);
    const body = JSON.stringify(requestBodies(world.server as never)[0]);
    expect(body.length).toBeLessThan(100_000);
    expect(body).toContain("hook output cut");
    const finished = run.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; [key: string]: unknown })
      .filter((e) => e.type === "hook_finished" || e.type === "hook_started");
    expect(finished.map((e) => e.type)).toEqual(["hook_started", "hook_finished"]);
    expect(finished[1]).toMatchObject({
      hookEventName: "UserPromptSubmit",
      exitCode: 0,
      outcome: "success",
      stdoutBytes: 10485760,
    });
    expect(String(finished[1]?.stdout).length).toBe(65536);
    expect(typeof finished[1]?.durationMs).toBe("number");
  });

  it("an untrusted project's hooks (.keel and .claude) never run; trusted, both do, .claude permissions never apply", async () => {
    const marker = (name: string) => `touch ${JSON.stringify(join(world.root, name))}`;
    world.write(
      join(world.project, ".keel/settings.json"),
      JSON.stringify({ hooks: { SessionStart: on(undefined, marker("keel-ran")) } }),
    );
    world.write(
      join(world.project, ".claude/settings.json"),
      JSON.stringify({
        hooks: { SessionStart: on(undefined, marker("claude-ran")) },
        permissions: { allow: ["Bash", "bash"] },
      }),
    );
    world.write(
      join(world.project, ".claude/settings.local.json"),
      JSON.stringify({ hooks: { SessionStart: on(undefined, marker("local-ran")) } }),
    );
    await world.model([
      replyText("One."),
      replyToolCalls([{ name: "bash", arguments: { command: "touch bypass.txt" } }]),
      replyText("Two."),
    ]);
    const untrusted = await world.run([...MODEL, "-p", "hi"]);
    expect(untrusted.code).toBe(0);
    for (const name of ["keel-ran", "claude-ran", "local-ran"]) expect(existsSync(join(world.root, name))).toBe(false);
    const list = await world.run(["hooks", "list", "--json"]);
    const report = JSON.parse(list.stdout) as {
      active: unknown[];
      ifTrusted: { source: string }[];
      untrustedProject: string;
    };
    expect(report.active).toEqual([]);
    expect(report.untrustedProject).toBe(world.project);
    expect(report.ifTrusted.map((e) => e.source)).toEqual([
      join(world.project, ".keel/settings.json"),
      join(world.project, ".claude/settings.json"),
      join(world.project, ".claude/settings.local.json"),
    ]);
    const trusted = await world.run([...MODEL, "--approve", "-p", "hi"]);
    expect(trusted.code).toBe(0);
    for (const name of ["keel-ran", "claude-ran", "local-ran"]) expect(existsSync(join(world.root, name))).toBe(true);
    expect(existsSync(join(world.project, "bypass.txt"))).toBe(false);
  });

  it("continue: false stops the run after the tool: exit 1, the stopReason on stderr, no further request", async () => {
    userSettings({
      hooks: {
        PostToolUse: on(
          "Bash",
          hook("stop", `console.log(JSON.stringify({ continue: false, stopReason: "the build is red" }));`),
        ),
        SessionEnd: on(
          undefined,
          hook("end", `writeFileSync(${JSON.stringify(join(world.root, "end.json"))}, JSON.stringify(input));`),
        ),
      },
    });
    await world.model([replyToolCalls([{ name: "bash", arguments: { command: "echo hi" } }]), replyText("never")]);
    const run = await world.run([...MODEL, "--allow", "bash", "-p", "go"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("the build is red");
    expect(world.server?.requests).toHaveLength(1);
    const end = JSON.parse(readFileSync(join(world.root, "end.json"), "utf8")) as Record<string, unknown>;
    expect(end).toMatchObject({
      hook_event_name: "SessionEnd",
      reason: "other",
      cwd: world.project,
      permission_mode: "default",
    });
    expect(String(end.transcript_path)).toMatch(/\.jsonl$/);
  });

  it("a trusted project's .claude/commands are prompt templates and .claude/skills are skills", async () => {
    world.write(
      join(world.project, ".claude/commands/review.md"),
      "---\ndescription: Review code\n---\nReview $ARGUMENTS for bugs.\n",
    );
    world.write(
      join(world.project, ".claude/skills/db-migrate/SKILL.md"),
      "---\nname: db-migrate\ndescription: How to write a database migration here\n---\nUse the migrate tool.\n",
    );
    await world.model([replyText("Reviewed."), replyText("Again.")]);
    const trusted = await world.run([...MODEL, "--approve", "-p", "/review src/a.ts"]);
    expect(trusted.code).toBe(0);
    const [first] = requestBodies(world.server as never);
    expect(JSON.stringify(first?.messages)).toContain("Review src/a.ts for bugs.");
    expect(JSON.stringify(first?.messages)).toContain("db-migrate");
    const untrusted = await world.run([...MODEL, "-p", "/review src/a.ts"]);
    expect(untrusted.code).toBe(0);
    const second = requestBodies(world.server as never)[1];
    expect(JSON.stringify(second?.messages)).not.toContain("for bugs.");
    expect(JSON.stringify(second?.messages)).not.toContain("db-migrate");
  });

  it("keel hooks list names each hook's event, matcher, command, timeout and file", async () => {
    userSettings({
      hooks: { PreToolUse: on("Bash", "./guard.sh", 5), PermissionRequest: on(undefined, "./other.sh") },
    });
    const run = await world.run(["hooks", "list"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const file = join(world.keelHome, "settings.json");
    expect(run.stdout).toBe(
      `Hooks that run here:\n  PreToolUse [Bash]  ./guard.sh  (timeout 5 s; ${file})\n  PermissionRequest  ./other.sh  (timeout 600 s; ${file})  (not an event Keel runs)\n`,
    );
  });

  it("a subagent's end runs SubagentStop (not Stop), which can make it go on once; it has no SessionStart of its own", async () => {
    world.write(
      join(world.keelHome, "agents", "alpha.md"),
      "---\ndescription: the alpha agent\n---\nYou are agent ALPHA.\n",
    );
    const log = join(world.root, "events.log");
    const gate = hook(
      "subgate",
      `appendFileSync(${JSON.stringify(log)}, input.hook_event_name + " " + input.stop_hook_active + "\\n");
if (!input.stop_hook_active) console.log(JSON.stringify({ decision: "block", reason: "Check your work once more." }));`,
    );
    const note = hook("note", `appendFileSync(${JSON.stringify(log)}, input.hook_event_name + "\\n");`);
    userSettings({
      hooks: { SubagentStop: on(undefined, gate), Stop: on(undefined, note), SessionStart: on(undefined, note) },
    });
    const server = await world.model([
      replyToolCalls([
        { id: "t1", name: "task", arguments: { agent: "alpha", description: "alpha job", prompt: "do it" } },
      ]),
      replyText("parent done"),
    ]);
    server.route("agent ALPHA", [replyText("draft"), replyText("checked result")]);
    const run = await world.run([...MODEL, "--tools", "+task", "--allow", "task", "-p", "delegate"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("parent done\n");
    const alpha = server.requests.filter((request) => server.systemPromptOf(request).includes("agent ALPHA"));
    expect(alpha).toHaveLength(2);
    expect(JSON.stringify(alpha[1]?.body)).toContain("Check your work once more.");
    expect(toolResults(server.requests.indexOf(server.requests.at(-1) as never)).get("t1")).toContain("checked result");
    expect(readFileSync(log, "utf8")).toBe("SessionStart\nSubagentStop false\nSubagentStop true\nStop\n");
  });

  it("RPC: Notification when a permission prompt shows, PreCompact (with the compact instructions) and SessionStart(compact) around compact, the old session's SessionEnd(clear) before the new one's SessionStart(clear), SessionEnd at close", async () => {
    const log = join(world.root, "lifecycle.log");
    const note = hook(
      "lifecycle",
      `appendFileSync(${JSON.stringify(log)}, [input.hook_event_name, input.notification_type ?? input.trigger ?? input.source ?? input.reason, input.custom_instructions, input.session_id].filter((part) => part !== undefined).join(" ") + "\\n");`,
    );
    userSettings({
      compaction: { keepRecentTokens: 1 },
      hooks: {
        Notification: on("permission_prompt", note),
        PreCompact: on("manual", note),
        SessionStart: on(undefined, note),
        SessionEnd: on(undefined, note),
      },
    });
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "touch asked.txt" } }]),
      replyText("Done."),
    ]);
    const client = spawnRpc(world, ["--model", "local/scripted"]);
    const events = recordEvents(client);
    client.onEvent((event) => {
      if (event.type === "extension_ui_request" && event.method === "select" && event.options.includes("Allow once")) {
        client.answerUi(event, { value: "Allow once" });
      }
    });
    const settled = nextEvent(client, "agent_settled");
    expect((await client.call({ type: "prompt", message: "touch it" })).disposition).toBe("started");
    await settled;
    expect(existsSync(join(world.project, "asked.txt"))).toBe(true);
    await vi.waitFor(() => expect(readFileSync(log, "utf8")).toContain("Notification permission_prompt "));
    world.server?.enqueue(replyText("Summary: a file was touched."));
    await client.call({ type: "compact", customInstructions: "keep the file names" });
    const first = ((await client.call({ type: "get_state" })) as { sessionId: string }).sessionId;
    expect(await client.call({ type: "new_session" })).toEqual({ cancelled: false });
    const second = ((await client.call({ type: "get_state" })) as { sessionId: string }).sessionId;
    expect(second).not.toBe(first);
    await client.close();
    expect(readFileSync(log, "utf8").split("\n").filter(Boolean)).toEqual([
      `SessionStart startup ${first}`,
      `Notification permission_prompt ${first}`,
      `PreCompact manual keep the file names ${first}`,
      `SessionStart compact ${first}`,
      // As in Claude Code's /clear: the old session ends before the new one starts.
      `SessionEnd clear ${first}`,
      `SessionStart clear ${second}`,
      `SessionEnd other ${second}`,
    ]);
    const hookEvents = events.filter((e) => e.type === "hook_finished") as unknown as { hookEventName: string }[];
    expect(hookEvents.map((e) => e.hookEventName)).toEqual(
      expect.arrayContaining(["Notification", "PreCompact", "SessionStart"]),
    );
  });

  it("RPC: a PreCompact hook stops a compaction, as in Claude Code: exit 2's reason comes back, no summary is asked for, nothing is compacted", async () => {
    const gate = hook("freeze", 'process.stderr.write("no compaction during the release freeze"); process.exit(2);');
    userSettings({ compaction: { keepRecentTokens: 1 }, hooks: { PreCompact: on("manual", gate) } });
    await world.model([replyText("One."), replyText("Two.")]);
    const client = spawnRpc(world, ["--model", "local/scripted"]);
    for (const message of ["first", "second"]) {
      const settled = nextEvent(client, "agent_settled");
      await client.call({ type: "prompt", message });
      await settled;
    }
    const requestsBefore = world.server?.requests.length;
    const answer = await client.call({ type: "compact" }).then(
      (value) => JSON.stringify(value),
      (error: Error) => error.message,
    );
    expect(answer).toContain("a PreCompact hook stopped it: no compaction during the release freeze");
    expect(world.server?.requests.length).toBe(requestsBefore);
    const stats = (await client.call({ type: "get_messages" })) as { messages: { role: string }[] };
    expect(stats.messages.filter((m) => m.role === "user")).toHaveLength(2);
    await client.close();
    const file = world.sessionFiles()[0] as string;
    expect(readFileSync(file, "utf8")).not.toContain('"type":"compaction"');
  });
});
