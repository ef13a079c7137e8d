import { existsSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { finished, KeelWorld } from "./support/keel-world.js";
import { eventually, sleepingProcesses } from "./support/processes.js";
import { answerApprovals } from "./support/rpc-approvals.js";
import { nextEvent, recordEvents, spawnRpc } from "./support/rpc-world.js";
import { subagentHelpers } from "./support/subagent-suite.js";
import { contentText, PARENT_ARGS, type RequestMessage, type SessionLine, taskCall } from "./support/subagent-world.js";

// Subagent runs through the binary: abort (SIGINT, RPC), events in JSON and RPC modes, approvals.

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const { agent, parentToolResults } = subagentHelpers(() => world);

describe("subagents: abort", () => {
  it.skipIf(process.platform !== "linux")(
    "SIGINT while three children run shell commands stops them all: no process is left behind",
    async () => {
      // A duration no other process uses: the children's sleeps are found by it in /proc (a sandbox hides their real pids).
      const marker = `40.${process.pid}${Date.now() % 100000}`;
      for (const name of ["one", "two", "three"])
        agent(name, `You are agent ${name.toUpperCase()}.`, { tools: "bash" });
      const server = await world.model([
        replyToolCalls(["one", "two", "three"].map((name) => taskCall(`call_${name}`, name, `run ${name}`))),
      ]);
      for (const name of ["one", "two", "three"]) {
        server.route(`agent ${name.toUpperCase()}`, [
          replyToolCalls([
            { id: `b_${name}`, name: "bash", arguments: { command: `touch started-${name}; exec sleep ${marker}` } },
          ]),
        ]);
      }
      const { process: child } = world.spawn([...PARENT_ARGS, "--allow", "bash", "-p", "go"]);
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
        replyToolCalls(["one", "two"].map((name) => taskCall(`call_${name}`, name, `run ${name}`))),
      ]);
      for (const name of ["one", "two"]) {
        server.route(`agent ${name.toUpperCase()}`, [
          replyToolCalls([{ id: `b_${name}`, name: "bash", arguments: { command: `exec sleep ${marker}` } }]),
        ]);
      }
      const client = spawnRpc(world, [...PARENT_ARGS, "--allow", "bash"]);
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
      .map((line) => JSON.parse(line) as SessionLine);
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
    const client = spawnRpc(world, PARENT_ARGS);
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

describe("subagents: a child's permission asks go where the parent's go", () => {
  const touchTurns = () => [
    replyToolCalls([{ id: "child_touch", name: "bash", arguments: { command: "touch made-by-child" } }]),
    replyText("child finished"),
  ];

  it("headless (-p): a child's call that needs approval is refused, as the parent's would be", async () => {
    const server = await world.model([
      replyToolCalls([taskCall("call_h", "general", "touch a file")]),
      replyText("done"),
    ]);
    server.route("You are a subagent", touchTurns());
    const run = await world.run([...PARENT_ARGS, "-p", "go"]);
    expect(run.code).toBe(0);
    expect(existsSync(join(world.project, "made-by-child"))).toBe(false);
    const childSecond = server.requests.filter((r) => server.systemPromptOf(r).includes("You are a subagent"))[1];
    const toolMessage = (childSecond?.body as { messages: RequestMessage[] } | undefined)?.messages.find(
      (m) => m.role === "tool",
    );
    expect(contentText(toolMessage?.content)).toMatch(/Permission denied|needs approval|refused/i);
  });

  it("--mode rpc: a child's approval request reaches the client's dialog, and its answer applies", async () => {
    const server = await world.model([
      replyToolCalls([taskCall("call_q", "general", "touch a file")]),
      replyText("done"),
    ]);
    server.route("You are a subagent", touchTurns());
    const client = spawnRpc(world, PARENT_ARGS);
    try {
      const asked = answerApprovals(client, "Allow once");
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
