import { describe, expect, it } from "vitest";
import type { LoadedAgent } from "./agent-definition.js";
import { GENERAL_AGENT } from "./builtin-agents.js";
import { ConcurrencyLimit } from "./concurrency-limit.js";
import { SubagentRunner } from "./subagent-runner.js";
import { createTaskTool } from "./task-tool.js";

describe("ConcurrencyLimit", () => {
  it("runs at most max tasks at once; the rest start in call order as slots free", async () => {
    const limit = new ConcurrencyLimit(2);
    const log: string[] = [];
    const gates = new Map<number, () => void>();
    const task = (i: number) =>
      limit.run(async () => {
        log.push(`start ${i}`);
        await new Promise<void>((resolve) => gates.set(i, resolve));
        log.push(`end ${i}`);
        return i;
      });
    const all = Promise.all([task(1), task(2), task(3), task(4)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(["start 1", "start 2"]);
    gates.get(2)?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(["start 1", "start 2", "end 2", "start 3"]);
    gates.get(1)?.();
    await new Promise((resolve) => setImmediate(resolve));
    gates.get(3)?.();
    await new Promise((resolve) => setImmediate(resolve));
    gates.get(4)?.();
    expect(await all).toEqual([1, 2, 3, 4]);
    expect(log.filter((line) => line.startsWith("start"))).toEqual(["start 1", "start 2", "start 3", "start 4"]);
  });
});

const reviewer: LoadedAgent = {
  name: "reviewer",
  description: "Reviews a diff",
  systemPrompt: "Review.",
  source: "user",
};

function runner(depth = 0): SubagentRunner {
  const subagents = new SubagentRunner({
    cwd: "/nowhere",
    depth,
    maxDepth: 1,
    maxParallel: 4,
    startChild: async () => ({ ok: false, error: "no model in this test" }),
  });
  subagents.setAgents([GENERAL_AGENT, reviewer]);
  return subagents;
}

describe("the task tool", () => {
  it("lists the agents and their descriptions in its description", () => {
    const tool = createTaskTool(runner());
    expect(tool.description).toContain("- general: A general-purpose agent");
    expect(tool.description).toContain("- reviewer: Reviews a diff");
  });

  it("an unknown agent, a child that cannot start and a session at maxDepth are error results, never throws", async () => {
    const tool = createTaskTool(runner());
    const unknown = await tool.execute("c1", { agent: "nobody", description: "d", prompt: "p" }, undefined, undefined);
    expect(unknown).toMatchObject({ isError: true });
    expect(unknown.content[0]).toMatchObject({ text: expect.stringContaining('unknown agent "nobody"') });
    const failed = await tool.execute("c2", { agent: "reviewer", description: "d", prompt: "p" }, undefined, undefined);
    expect(failed.content[0]).toMatchObject({
      text: 'Subagent failed: the subagent "reviewer" could not start: no model in this test',
    });
    const deep = await createTaskTool(runner(1)).execute("c3", { description: "d", prompt: "p" }, undefined, undefined);
    expect(deep.content[0]).toMatchObject({ text: expect.stringContaining("subagents.maxDepth") });
  });

  it("an aborted call does not start a child", async () => {
    let started = 0;
    const subagents = new SubagentRunner({
      cwd: "/nowhere",
      depth: 0,
      maxDepth: 1,
      maxParallel: 4,
      startChild: async () => {
        started++;
        return { ok: false, error: "x" };
      },
    });
    const controller = new AbortController();
    controller.abort();
    const outcome = await subagents.run({ description: "d", prompt: "p", signal: controller.signal });
    expect(outcome).toEqual({ ok: false, error: "aborted before the subagent started" });
    expect(started).toBe(0);
  });
});
