import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { createRequestBarrier, replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";
import { subagentHelpers } from "./support/subagent-suite.js";
import {
  contentText,
  PARENT_ARGS,
  type RequestMessage,
  type SessionLine,
  sessionLines,
  taskCall,
} from "./support/subagent-world.js";

const hasGit = spawnSync("git", ["--version"]).status === 0;

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const { agent, parentToolResults, sessionFilesByRole } = subagentHelpers(() => world);

describe("subagents: the task tool through the keel binary", () => {
  it("three task calls in one reply run three children at once, each with only its prompt and tools; results come back in call order", async () => {
    agent("alpha", "You are agent ALPHA.", { tools: "read" });
    agent("beta", "You are agent BETA.", { tools: "read, ls" });
    agent("gamma", "You are agent GAMMA.");
    const server = await world.model([
      replyToolCalls([
        taskCall("call_a", "alpha", "alpha: count the files"),
        taskCall("call_b", "beta", "beta: list the folder"),
        taskCall("call_c", "gamma", "gamma: say hello"),
      ]),
      replyText("all three done"),
    ]);
    // Each child's first request is held until all three have arrived: only children in flight together get answers.
    const together = createRequestBarrier(3);
    server.route("agent ALPHA", [replyText("alpha result")], { barrier: together });
    server.route("agent BETA", [replyText("beta result")], { barrier: together });
    server.route("agent GAMMA", [replyText("gamma result")], { barrier: together });

    const run = await world.run([...PARENT_ARGS, "-p", "fan out"]);
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
      (request) => request.body as { messages: RequestMessage[]; tools?: { function: { name: string } }[] },
    );
    const userTexts = bodies.map((body) =>
      body.messages.filter((m) => m.role === "user").map((m) => contentText(m.content)),
    );
    expect(userTexts).toEqual([["alpha: count the files"], ["beta: list the folder"], ["gamma: say hello"]]);
    const toolNames = bodies.map((body) => (body.tools ?? []).map((tool) => tool.function.name).sort());
    // gamma has no tools list: the parent's active tools, without task (maxDepth 1: no grandchildren).
    expect(toolNames).toEqual([["read"], ["ls", "read"], ["bash", "edit", "read", "write"]]);

    // The parent's second request holds the three results in call order.
    const parentSecond = requestBodies(server).find((body) => body.messages.some((m) => m.role === "tool"));
    const results = (parentSecond?.messages ?? []).filter((m) => m.role === "tool") as RequestMessage[];
    expect(results.map((m) => m.tool_call_id)).toEqual(["call_a", "call_b", "call_c"]);
    expect(results.map((m) => contentText(m.content).split("\n")[0])).toEqual([
      "alpha result",
      "beta result",
      "gamma result",
    ]);
    expect(contentText(results[0]?.content)).toMatch(
      /\[subagent alpha · 1 response · .* tokens · \$[\d.]+ · session [\w-]+\]/,
    );
  });
});

describe("subagents: limits, failures and records", () => {
  it("a child with a restricted tool list cannot use a tool outside it (the file is never made)", async () => {
    agent("reader", "You are agent READER.", { tools: "read" });
    const server = await world.model([
      replyToolCalls([taskCall("call_r", "reader", "make a file")]),
      replyText("parent done"),
    ]);
    server.route("agent READER", [
      replyToolCalls([{ id: "child_bash", name: "bash", arguments: { command: "touch forbidden" } }]),
      replyText("I could not run bash"),
    ]);
    const run = await world.run([...PARENT_ARGS, "--allow", "bash", "-p", "go"]);
    expect(run.code).toBe(0);
    expect(existsSync(join(world.project, "forbidden"))).toBe(false);
    const childSecond = server.requests.filter((r) => server.systemPromptOf(r).includes("agent READER"))[1];
    const toolMessage = (childSecond?.body as { messages: RequestMessage[] } | undefined)?.messages.find(
      (m) => m.role === "tool",
    );
    expect(contentText(toolMessage?.content)).toContain('"bash"');
    expect(contentText(toolMessage?.content)).toContain("read");
    expect(parentToolResults()[0]?.content[0]?.text).toMatch(/^I could not run bash/);
  });

  it("a child's provider error is the task call's error result; the parent goes on", async () => {
    agent("flaky", "You are agent FLAKY.");
    const server = await world.model([replyToolCalls([taskCall("call_f", "flaky", "try")]), replyText("handled it")]);
    server.route("agent FLAKY", [
      {
        kind: "http-error",
        status: 400,
        body: { error: { message: "bad request from the provider", type: "invalid_request_error" } },
      },
    ]);
    const run = await world.run([...PARENT_ARGS, "-p", "go"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("handled it\n");
    const [result] = parentToolResults();
    expect(result?.isError).toBe(true);
    expect(result?.content[0]?.text).toContain("Subagent failed");
    expect(result?.content[0]?.text).toContain("bad request from the provider");
  });

  it("an unknown agent is an error result naming the agents there are", async () => {
    const server = await world.model([replyToolCalls([taskCall("call_u", "nobody", "x")]), replyText("ok")]);
    const run = await world.run([...PARENT_ARGS, "-p", "go"]);
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
    const run = await world.run([...PARENT_ARGS, "-p", "go"]);
    expect(run.code).toBe(0);
    const { parent, children } = sessionFilesByRole();
    expect(children).toHaveLength(1);
    const parentHeader = sessionLines(parent)[0] as SessionLine;
    const childHeader = sessionLines(children[0] ?? "")[0] as SessionLine;
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
        ?.messages.some((m) => m.role === "user" && contentText(m.content) === "go"),
    ).toBe(true);

    server.enqueue(replyText("resumed child"));
    const resumed = await world.run(["--session", String(childHeader.id), "-p", "and then?"]);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toBe("resumed child\n");
    const last = requestBodies(server).at(-1);
    expect(last?.messages.map((m) => (m.role === "system" ? "system" : `${m.role}:${contentText(m.content)}`))).toEqual(
      ["system", "user:child prompt", "assistant:child answer", "user:and then?"],
    );
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
        replyToolCalls([taskCall("call_w", "builder", "add a file")]),
        replyText("merged later"),
      ]);
      server.route("agent BUILDER", [
        replyToolCalls([
          { id: "w1", name: "write", arguments: { path: "made-by-child.txt", content: "from the child\n" } },
        ]),
        replyText("wrote it"),
      ]);
      const run = await world.run([...PARENT_ARGS, "--allow", "write", "-p", "go"], { env: worldTmp() });
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
      const run = await world.run([...PARENT_ARGS, "-p", "go"], { env: worldTmp() });
      expect(run.code).toBe(0);
      expect(parentToolResults()[0]?.isError).toBe(false);
      expect(git("worktree", "list").trim().split("\n")).toHaveLength(1);
      expect(git("branch", "--list", "keel/*")).toBe("");
    });
  },
);
