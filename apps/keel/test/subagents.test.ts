import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { createRequestBarrier, replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { finished, KeelWorld, requestBodies } from "./support/keel-world.js";
import { eventually, sleepingProcesses } from "./support/processes.js";
import { nextEvent, recordEvents, spawnRpc } from "./support/rpc-world.js";

const hasGit = spawnSync("git", ["--version"]).status === 0;

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

type Line = { type: string; [key: string]: unknown };
const lines = (path: string): Line[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

type Message = { role: string; content: unknown; tool_call_id?: string };
const textOf = (content: unknown): string =>
  typeof content === "string" ? content : (content as { text?: string }[]).map((part) => part.text ?? "").join("");

/** Writes `$KEEL_HOME/agents/<name>.md`. */
function agent(name: string, body: string, fields: Record<string, string> = {}): void {
  const front = Object.entries({ description: `the ${name} agent`, ...fields })
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  world.write(join(world.keelHome, "agents", `${name}.md`), `---\n${front}\n---\n${body}\n`);
}

const task = (id: string, agentName: string, prompt: string) => ({
  id,
  name: "task",
  arguments: { agent: agentName, description: `${agentName} job`, prompt },
});
// No --allow task: starting a subagent needs no approval (its own calls are checked one by one).
const parentArgs = ["--model", "local/scripted", "--tools", "+task"];

describe("subagents: the task tool through the keel binary", () => {
  it("three task calls in one reply run three children at once, each with only its prompt and tools; results come back in call order", async () => {
    agent("alpha", "You are agent ALPHA.", { tools: "read" });
    agent("beta", "You are agent BETA.", { tools: "read, ls" });
    agent("gamma", "You are agent GAMMA.");
    const server = await world.model([
      replyToolCalls([
        task("call_a", "alpha", "alpha: count the files"),
        task("call_b", "beta", "beta: list the folder"),
        task("call_c", "gamma", "gamma: say hello"),
      ]),
      replyText("all three done"),
    ]);
    // Each child's first request is held until all three have arrived: only children in flight together get answers.
    const together = createRequestBarrier(3);
    server.route("agent ALPHA", [replyText("alpha result")], { barrier: together });
    server.route("agent BETA", [replyText("beta result")], { barrier: together });
    server.route("agent GAMMA", [replyText("gamma result")], { barrier: together });

    const run = await world.run([...parentArgs, "-p", "fan out"]);
    expect(run.stderr).not.toMatch(/error|warning/);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("all three done\n");

    const children = ["ALPHA", "BETA", "GAMMA"].map((marker) => {
      const requests = server.requests.filter((request) => server.systemPromptOf(request).includes(`agent ${marker}`));
      expect(requests).toHaveLength(1);
      return requests[0] as (typeof requests)[number];
    });
    // Overlap, from the server's own clock: every child's request arrived before any child's answer ended.
    const lastArrival = Math.max(...children.map((request) => request.receivedAt));
    const firstEnd = Math.min(...children.map((request) => request.finishedAt ?? Number.POSITIVE_INFINITY));
    expect(lastArrival).toBeLessThanOrEqual(firstEnd);

    // Each child saw its own prompt only (no parent conversation) and its own tools.
    const bodies = children.map(
      (request) => request.body as { messages: Message[]; tools?: { function: { name: string } }[] },
    );
    const userTexts = bodies.map((body) =>
      body.messages.filter((m) => m.role === "user").map((m) => textOf(m.content)),
    );
    expect(userTexts).toEqual([["alpha: count the files"], ["beta: list the folder"], ["gamma: say hello"]]);
    const toolNames = bodies.map((body) => (body.tools ?? []).map((tool) => tool.function.name).sort());
    // gamma has no tools list: the parent's active tools, without task (maxDepth 1: no grandchildren).
    expect(toolNames).toEqual([["read"], ["ls", "read"], ["bash", "edit", "read", "write"]]);

    // The parent's second request holds the three results in call order.
    const parentSecond = requestBodies(server).find((body) => body.messages.some((m) => m.role === "tool"));
    const results = (parentSecond?.messages ?? []).filter((m) => m.role === "tool") as Message[];
    expect(results.map((m) => m.tool_call_id)).toEqual(["call_a", "call_b", "call_c"]);
    expect(results.map((m) => textOf(m.content).split("\n")[0])).toEqual([
      "alpha result",
      "beta result",
      "gamma result",
    ]);
    expect(textOf(results[0]?.content)).toMatch(
      /\[subagent alpha · 1 response · .* tokens · \$[\d.]+ · session [\w-]+\]/,
    );
  });
});

/** The parent's session file (its header has no parent). */
function sessionFilesByRole(): { parent: string; children: string[] } {
  const files = world.sessionFiles();
  const headers = files.map((file) => lines(file)[0] as Line);
  const parent = files.find((_, i) => headers[i]?.parentSessionId === undefined);
  return { parent: parent ?? "", children: files.filter((file) => file !== parent) };
}

/** The `details` of a `task` result. */
type TaskDetails = {
  subagent?: { agent: string; sessionId: string; sessionFile?: string; usage: object; worktree?: { branch: string } };
};

/** The tool results the parent's session file recorded. */
function parentToolResults(): {
  toolCallId: string;
  isError: boolean;
  content: { text: string }[];
  details?: TaskDetails;
}[] {
  return lines(sessionFilesByRole().parent)
    .filter((line) => line.type === "message" && (line.message as { role: string }).role === "toolResult")
    .map((line) => line.message as never);
}

describe("subagents: limits, failures and records", () => {
  it("a child with a restricted tool list cannot use a tool outside it (the file is never made)", async () => {
    agent("reader", "You are agent READER.", { tools: "read" });
    const server = await world.model([
      replyToolCalls([task("call_r", "reader", "make a file")]),
      replyText("parent done"),
    ]);
    server.route("agent READER", [
      replyToolCalls([{ id: "child_bash", name: "bash", arguments: { command: "touch forbidden" } }]),
      replyText("I could not run bash"),
    ]);
    const run = await world.run([...parentArgs, "--allow", "bash", "-p", "go"]);
    expect(run.code).toBe(0);
    expect(existsSync(join(world.project, "forbidden"))).toBe(false);
    const childSecond = server.requests.filter((r) => server.systemPromptOf(r).includes("agent READER"))[1];
    const toolMessage = (childSecond?.body as { messages: Message[] } | undefined)?.messages.find(
      (m) => m.role === "tool",
    );
    expect(textOf(toolMessage?.content)).toContain('"bash"');
    expect(textOf(toolMessage?.content)).toContain("read");
    expect(parentToolResults()[0]?.content[0]?.text).toMatch(/^I could not run bash/);
  });

  it("a child's provider error is the task call's error result; the parent goes on", async () => {
    agent("flaky", "You are agent FLAKY.");
    const server = await world.model([replyToolCalls([task("call_f", "flaky", "try")]), replyText("handled it")]);
    server.route("agent FLAKY", [
      {
        kind: "http-error",
        status: 400,
        body: { error: { message: "bad request from the provider", type: "invalid_request_error" } },
      },
    ]);
    const run = await world.run([...parentArgs, "-p", "go"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("handled it\n");
    const [result] = parentToolResults();
    expect(result?.isError).toBe(true);
    expect(result?.content[0]?.text).toContain("Subagent failed");
    expect(result?.content[0]?.text).toContain("bad request from the provider");
  });

  it("an unknown agent is an error result naming the agents there are", async () => {
    const server = await world.model([replyToolCalls([task("call_u", "nobody", "x")]), replyText("ok")]);
    const run = await world.run([...parentArgs, "-p", "go"]);
    expect(run.code).toBe(0);
    expect(parentToolResults()[0]).toMatchObject({ isError: true });
    expect(parentToolResults()[0]?.content[0]?.text).toContain('unknown agent "nobody"; the agents are: general');
    expect(server.requests).toHaveLength(2);
  });

  it("session files link both ways, usage rolls up, -c skips the child, and keel --session <child> resumes it", async () => {
    const server = await world.model([
      replyToolCalls([
        { id: "call_g", name: "task", arguments: { description: "look around", prompt: "child prompt" } },
      ]),
      replyText("parent done"),
    ]);
    server.route("You are a subagent", [replyText("child answer", { usage: { input: 100, output: 20 } })]);
    const run = await world.run([...parentArgs, "-p", "go"]);
    expect(run.code).toBe(0);
    const { parent, children } = sessionFilesByRole();
    expect(children).toHaveLength(1);
    const parentHeader = lines(parent)[0] as Line;
    const childHeader = lines(children[0] ?? "")[0] as Line;
    expect(childHeader).toMatchObject({ parentSessionId: parentHeader.id, parentToolCallId: "call_g" });
    const [result] = parentToolResults();
    expect(result?.details?.subagent).toMatchObject({
      agent: "general",
      sessionId: childHeader.id,
      sessionFile: children[0],
      usage: { input: 100, output: 20 },
    });

    // -c continues the main conversation, even when a child's file was written last.
    const later = new Date(Date.now() + 60_000);
    utimesSync(children[0] ?? "", later, later);
    server.enqueue(replyText("continued parent"));
    const continued = await world.run(["-c", "-p", "more"]);
    expect(continued.stdout).toBe("continued parent\n");
    expect(
      requestBodies(server)
        .at(-1)
        ?.messages.some((m) => m.role === "user" && textOf(m.content) === "go"),
    ).toBe(true);

    server.enqueue(replyText("resumed child"));
    const resumed = await world.run(["--session", String(childHeader.id), "-p", "and then?"]);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toBe("resumed child\n");
    const last = requestBodies(server).at(-1);
    expect(last?.messages.map((m) => (m.role === "system" ? "system" : `${m.role}:${textOf(m.content)}`))).toEqual([
      "system",
      "user:child prompt",
      "assistant:child answer",
      "user:and then?",
    ]);
  });
});

/** A TMPDIR inside the world (worktrees are made under the temp folder): removed with it. */
function worldTmp(): { TMPDIR: string } {
  const dir = join(world.root, "tmp");
  mkdirSync(dir, { recursive: true });
  return { TMPDIR: dir };
}

/** Runs git in the project folder. */
function git(...args: string[]): string {
  return execFileSync("git", ["-C", world.project, ...args], { encoding: "utf8" });
}

describe.skipIf(!hasGit && process.env.KEEL_REQUIRE_SYSTEM_TOOLS !== "1")(
  "subagents: worktree isolation (real git)",
  () => {
    beforeEach(() => {
      git("init", "--quiet", "-b", "main");
      world.write(join(world.project, "README.md"), "hello\n");
      git("add", "README.md");
      git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "--quiet", "-m", "first");
    });

    it("a worktree child's edits land on its branch, not in the parent's work tree; the result names the branch and diff stat", async () => {
      agent("builder", "You are agent BUILDER.", { tools: "write", isolation: "worktree" });
      const server = await world.model([
        replyToolCalls([task("call_w", "builder", "add a file")]),
        replyText("merged later"),
      ]);
      server.route("agent BUILDER", [
        replyToolCalls([
          { id: "w1", name: "write", arguments: { path: "made-by-child.txt", content: "from the child\n" } },
        ]),
        replyText("wrote it"),
      ]);
      const run = await world.run([...parentArgs, "--allow", "write", "-p", "go"], { env: worldTmp() });
      expect(run.code).toBe(0);
      expect(existsSync(join(world.project, "made-by-child.txt"))).toBe(false);
      expect(git("status", "--porcelain")).toBe("");
      const [result] = parentToolResults();
      const branch = result?.details?.subagent?.worktree?.branch as string;
      expect(branch).toMatch(/^keel\/builder-/);
      expect(git("show", `${branch}:made-by-child.txt`)).toBe("from the child\n");
      expect(result?.content[0]?.text).toContain(`on branch ${branch}`);
      expect(result?.content[0]?.text).toMatch(/made-by-child\.txt \| 1 \+/);
    });

    it("a worktree child that changed nothing leaves no worktree and no branch", async () => {
      const server = await world.model([
        replyToolCalls([
          {
            id: "call_n",
            name: "task",
            arguments: { description: "look", prompt: "just look", isolation: "worktree" },
          },
        ]),
        replyText("ok"),
      ]);
      server.route("You are a subagent", [replyText("nothing to change")]);
      const run = await world.run([...parentArgs, "-p", "go"], { env: worldTmp() });
      expect(run.code).toBe(0);
      expect(parentToolResults()[0]?.isError).toBe(false);
      expect(git("worktree", "list").trim().split("\n")).toHaveLength(1);
      expect(git("branch", "--list", "keel/*")).toBe("");
    });
  },
);

describe("subagents: abort", () => {
  it.skipIf(process.platform !== "linux")(
    "SIGINT while three children run shell commands stops them all: no process is left behind",
    async () => {
      // A duration no other process uses: the children's sleeps are found by it in /proc (a sandbox hides their real pids).
      const marker = `40.${process.pid}${Date.now() % 100000}`;
      for (const name of ["one", "two", "three"])
        agent(name, `You are agent ${name.toUpperCase()}.`, { tools: "bash" });
      const server = await world.model([
        replyToolCalls(["one", "two", "three"].map((name) => task(`call_${name}`, name, `run ${name}`))),
      ]);
      for (const name of ["one", "two", "three"]) {
        server.route(`agent ${name.toUpperCase()}`, [
          replyToolCalls([
            { id: `b_${name}`, name: "bash", arguments: { command: `touch started-${name}; exec sleep ${marker}` } },
          ]),
        ]);
      }
      const { process: child } = world.spawn([...parentArgs, "--allow", "bash", "-p", "go"]);
      const done = finished(child);
      const started = () =>
        ["one", "two", "three"].every((name) => existsSync(join(world.project, `started-${name}`))) &&
        sleepingProcesses(marker).length === 3;
      while (!started()) await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill("SIGINT");
      const run = await done;
      expect(run.code).toBe(130);
      expect(await eventually(() => sleepingProcesses(marker).length === 0)).toBe(true);
      const results = parentToolResults();
      expect(results).toHaveLength(3);
      for (const result of results) expect(result.isError).toBe(true);
    },
  );
});

describe("subagents: abort over RPC", () => {
  it.skipIf(process.platform !== "linux")(
    "RPC abort while two children run shell commands stops them both; the task calls end as errors",
    async () => {
      const marker = `41.${process.pid}${Date.now() % 100000}`;
      for (const name of ["one", "two"]) agent(name, `You are agent ${name.toUpperCase()}.`, { tools: "bash" });
      const server = await world.model([
        replyToolCalls(["one", "two"].map((name) => task(`call_${name}`, name, `run ${name}`))),
      ]);
      for (const name of ["one", "two"]) {
        server.route(`agent ${name.toUpperCase()}`, [
          replyToolCalls([{ id: `b_${name}`, name: "bash", arguments: { command: `exec sleep ${marker}` } }]),
        ]);
      }
      const client = spawnRpc(world, [...parentArgs, "--allow", "bash"]);
      try {
        const ends: { toolCallId: string; isError: boolean }[] = [];
        client.onEvent((event) => {
          const e = event as { type: string; toolCallId?: string; isError?: boolean; parentToolCallId?: string };
          if (e.type === "tool_execution_end" && e.parentToolCallId === undefined)
            ends.push({ toolCallId: e.toolCallId ?? "", isError: e.isError === true });
        });
        const settled = nextEvent(client, "agent_settled");
        await client.call({ type: "prompt", message: "go" });
        expect(await eventually(() => sleepingProcesses(marker).length === 2, 30_000)).toBe(true);
        await client.call({ type: "abort" });
        await settled;
        expect(await eventually(() => sleepingProcesses(marker).length === 0)).toBe(true);
        expect(ends.map((end) => end.toolCallId).sort()).toEqual(["call_one", "call_two"]);
        expect(ends.every((end) => end.isError)).toBe(true);
      } finally {
        await client.close();
      }
    },
  );
});

describe("subagents: events in JSON and RPC modes", () => {
  it("--mode json: the child's events follow the parent's, each with parentToolCallId (the task call's id)", async () => {
    const server = await world.model([
      replyToolCalls([{ id: "call_j", name: "task", arguments: { description: "peek", prompt: "peek around" } }]),
      replyText("parent done"),
    ]);
    server.route("You are a subagent", [
      replyToolCalls([{ id: "child_ls", name: "ls", arguments: {} }]),
      replyText("child saw files"),
    ]);
    const run = await world.run([
      "--model",
      "local/scripted",
      "--tools",
      "+task,+ls",
      "--allow",
      "task",
      "--mode",
      "json",
      "go",
    ]);
    expect(run.code).toBe(0);
    const events = run.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);
    const child = events.filter((event) => event.parentToolCallId === "call_j");
    expect(child.map((event) => event.type)).toContain("agent_start");
    expect(child.find((event) => event.type === "tool_execution_start")).toMatchObject({
      toolCallId: "child_ls",
      toolName: "ls",
    });
    expect(
      child.filter((event) => event.type === "message_end").map((e) => (e.message as { role: string }).role),
    ).toEqual(["user", "assistant", "toolResult", "assistant"]);
    // The child's events come while the task call runs: after its start, before its end.
    const start = events.findIndex((e) => e.type === "tool_execution_start" && e.toolCallId === "call_j");
    const end = events.findIndex((e) => e.type === "tool_execution_end" && e.toolCallId === "call_j");
    const childIndexes = events.flatMap((e, i) => (e.parentToolCallId === "call_j" ? [i] : []));
    expect(Math.min(...childIndexes)).toBeGreaterThan(start);
    expect(Math.max(...childIndexes)).toBeLessThan(end);
    // The parent's own events carry no parentToolCallId.
    expect(events.filter((e) => e.type === "agent_start" && e.parentToolCallId === undefined)).toHaveLength(1);
  });

  it("--mode rpc: child events carry parentToolCallId and get_session_stats adds the child's tokens", async () => {
    const server = await world.model([
      replyToolCalls([{ id: "call_r", name: "task", arguments: { description: "count", prompt: "count" } }]),
      replyText("parent done", { usage: { input: 10, output: 5 } }),
    ]);
    server.route("You are a subagent", [replyText("child done", { usage: { input: 1000, output: 300 } })]);
    const client = spawnRpc(world, parentArgs);
    try {
      const events = recordEvents(client);
      const settled = nextEvent(client, "agent_settled");
      await client.call({ type: "prompt", message: "go" });
      await settled;
      const forwarded = events.filter((e) => (e as { parentToolCallId?: string }).parentToolCallId === "call_r");
      expect(forwarded.map((e) => e.type)).toContain("message_end");
      const stats = await client.call({ type: "get_session_stats" });
      // The parent's own two responses are the scripted 12+8 default and 10+5; the child's 1300 are added.
      expect(stats.tokens.total).toBe(20 + 15 + 1300);
    } finally {
      await client.close();
    }
  });
});

describe("keel agents list", () => {
  it("lists the built-in and user agents (text and --json); a bad file is named on stderr with its field and the others still list", async () => {
    agent("scout", "You find files.", { tools: "read, grep", model: "local/scripted", isolation: "worktree" });
    world.write(join(world.keelHome, "agents", "broken.md"), "---\nname: broken\nthinking: lots\n---\nbody\n");
    // An untrusted project's agents do not load.
    world.write(join(world.project, ".keel", "agents", "sneaky.md"), "---\ndescription: d\n---\nbody\n");
    const text = await world.run(["agents", "list"]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain("general  (built-in)\n  tools: the parent's · model: the parent's\n");
    expect(text.stdout).toContain(
      `scout  (user: ${join(world.keelHome, "agents", "scout.md")})\n  tools: read, grep · model: local/scripted · isolation: worktree\n  the scout agent\n`,
    );
    expect(text.stdout).not.toContain("sneaky");
    expect(text.stderr).toContain(join(world.keelHome, "agents", "broken.md"));
    expect(text.stderr).toContain("no `description`");
    expect(text.stderr).toContain('`thinking` "lots" is not a thinking level');

    const json = await world.run(["agents", "list", "--json"]);
    const entries = JSON.parse(json.stdout) as { name: string; source: string; tools: string[] | null }[];
    expect(entries.map((e) => [e.name, e.source, e.tools])).toEqual([
      ["general", "builtin", null],
      ["scout", "user", ["read", "grep"]],
    ]);
  });

  it("a trusted project's .keel/agents and .claude/agents load (compat.claude: false leaves .claude out)", async () => {
    world.write(join(world.project, ".keel", "agents", "local.md"), "---\ndescription: project agent\n---\nbody\n");
    world.write(
      join(world.project, ".claude", "agents", "claude-one.md"),
      "---\ndescription: claude agent\n---\nbody\n",
    );
    const names = (run: { stdout: string }) => (JSON.parse(run.stdout) as { name: string }[]).map((e) => e.name);
    await world.run(["trust"]);
    const listed = await world.run(["agents", "list", "--json"]);
    expect(names(listed)).toEqual(["claude-one", "general", "local"]);
    world.write(join(world.project, ".keel", "settings.json"), JSON.stringify({ compat: { claude: false } }));
    expect(names(await world.run(["agents", "list", "--json"]))).toEqual(["general", "local"]);
  });
});

const DELEGATOR = `
import { appendFileSync } from "node:fs";
import { Type } from "typebox";
import type { ExtensionAPI } from "@keel/coding-agent";

export default function delegator(pi: ExtensionAPI) {
  const log = (line: string) => appendFileSync(process.env.DELEGATOR_LOG as string, line + "\\n");
  pi.registerAgent({ name: "poet", description: "Writes one line of verse", tools: [], systemPrompt: "You are agent POET." });
  pi.registerTool({
    name: "delegate",
    label: "Delegate",
    description: "Asks the poet.",
    parameters: Type.Object({ topic: Type.String() }),
    async execute(id, params) {
      const outcome = await pi.runSubagent({ agent: "poet", description: "a verse", prompt: "verse on " + params.topic, toolCallId: id });
      return { content: [{ type: "text", text: outcome.ok ? "poet said: " + outcome.text : "poet failed: " + outcome.error }] };
    },
  });
  pi.on("subagent_start", (event) => log("start " + event.agent + " " + event.parentToolCallId));
  pi.on("subagent_end", (event) => log("end " + event.agent + " " + event.isError + " " + event.text));
}
`;

describe("keel agents list: extensions' agents", () => {
  it("lists the agents extensions register (registerAgent), naming the extension they came from", async () => {
    const extension = join(world.keelHome, "extensions", "delegator.ts");
    world.write(extension, DELEGATOR);
    const text = await world.run(["agents", "list"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      `poet  (extension: ${extension})\n  tools: none · model: the parent's\n  Writes one line of verse\n`,
    );
    const json = await world.run(["agents", "list", "--json"]);
    const entries = JSON.parse(json.stdout) as { name: string; source: string; path?: string }[];
    expect(entries.map((e) => [e.name, e.source, e.path])).toEqual([
      ["general", "builtin", undefined],
      ["poet", "extension", extension],
    ]);
  });
});

describe("subagents: the extension API", () => {
  it("registerAgent adds an agent, runSubagent runs it from an extension tool, subagent_start/end reach the extension", async () => {
    world.write(join(world.keelHome, "extensions", "delegator.ts"), DELEGATOR);
    const logFile = join(world.root, "delegator.log");
    const server = await world.model([
      replyToolCalls([{ id: "call_d", name: "delegate", arguments: { topic: "rivers" } }]),
      replyText("parent done"),
    ]);
    server.route("agent POET", [replyText("Rivers run to the sea.")]);
    const run = await world.run(
      ["--model", "local/scripted", "--tools", "+delegate", "--allow", "delegate", "-p", "go"],
      { env: { DELEGATOR_LOG: logFile } },
    );
    expect(run.code).toBe(0);
    const poetRequest = server.requests.find((r) => server.systemPromptOf(r).includes("agent POET"));
    const body = poetRequest?.body as { messages: Message[]; tools?: unknown[] } | undefined;
    expect(body?.messages.filter((m) => m.role === "user").map((m) => textOf(m.content))).toEqual(["verse on rivers"]);
    expect(body?.tools ?? []).toEqual([]);
    expect(parentToolResults()[0]?.content[0]?.text).toBe("poet said: Rivers run to the sea.");
    expect(readFileSync(logFile, "utf8")).toBe("start poet call_d\nend poet false Rivers run to the sea.\n");
  });
});

describe("subagents: a child's permission asks go where the parent's go", () => {
  const touchTurns = () => [
    replyToolCalls([{ id: "child_touch", name: "bash", arguments: { command: "touch made-by-child" } }]),
    replyText("child finished"),
  ];

  it("headless (-p): a child's call that needs approval is refused, as the parent's would be", async () => {
    const server = await world.model([replyToolCalls([task("call_h", "general", "touch a file")]), replyText("done")]);
    server.route("You are a subagent", touchTurns());
    const run = await world.run([...parentArgs, "-p", "go"]);
    expect(run.code).toBe(0);
    expect(existsSync(join(world.project, "made-by-child"))).toBe(false);
    const childSecond = server.requests.filter((r) => server.systemPromptOf(r).includes("You are a subagent"))[1];
    const toolMessage = (childSecond?.body as { messages: Message[] } | undefined)?.messages.find(
      (m) => m.role === "tool",
    );
    expect(textOf(toolMessage?.content)).toMatch(/Permission denied|needs approval|refused/i);
  });

  it("--mode rpc: a child's approval request reaches the client's dialog, and its answer applies", async () => {
    const server = await world.model([replyToolCalls([task("call_q", "general", "touch a file")]), replyText("done")]);
    server.route("You are a subagent", touchTurns());
    const client = spawnRpc(world, parentArgs);
    try {
      const asked: string[] = [];
      client.onEvent((event) => {
        if (
          event.type === "extension_ui_request" &&
          event.method === "select" &&
          event.options.includes("Allow once")
        ) {
          asked.push(event.title);
          client.answerUi(event, { value: "Allow once" });
        }
      });
      const settled = nextEvent(client, "agent_settled");
      await client.call({ type: "prompt", message: "go" });
      await settled;
      expect(asked.some((title) => title.includes("touch made-by-child"))).toBe(true);
      expect(existsSync(join(world.project, "made-by-child"))).toBe(true);
    } finally {
      await client.close();
    }
  });
});
