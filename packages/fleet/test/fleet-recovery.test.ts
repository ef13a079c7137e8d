import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SessionFile } from "@keel/coding-agent";
import { INTERRUPTED_TOOL_RESULT_TEXT } from "@keel/coding-agent/internal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FleetClient } from "../src/index.js";
import { createFleetWorld, type FleetWorld, jobsFile, type WorkerProcess, waitFor } from "./support/fleet-world.js";
import { skipWithoutRedis, startRedis, type TestRedis } from "./support/redis-server.js";
import { promptOf, type RuleModelServer, startRuleModelServer, toolResultsOf } from "./support/rule-model-server.js";

let redis: TestRedis;
let model: RuleModelServer;
let world: FleetWorld;
let workers: WorkerProcess[];
const rateLimited = new Set<string>();

// What the model does depends on the job's prompt.
beforeAll(async () => {
  if (skipWithoutRedis) return;
  redis = await startRedis();
  model = await startRuleModelServer((request) => {
    const prompt = promptOf(request);
    const results = toolResultsOf(request);
    switch (prompt) {
      case "loop forever":
        return { kind: "turn", turn: { toolCalls: [{ name: "read", arguments: { path: "a.txt" } }] } };
      case "drain in the middle of a tool batch":
      case "crash in the middle of a tool batch":
        if (results.length === 0)
          return {
            kind: "turn",
            turn: {
              toolCalls: [
                { name: "read", arguments: { path: "a.txt" } },
                { name: "bash", arguments: { command: "echo run >> runs.txt; sleep 20" } },
              ],
            },
          };
        return {
          kind: "turn",
          turn: {
            text: results.some((text) => text.includes(INTERRUPTED_TOOL_RESULT_TEXT.slice(0, 40)))
              ? "resumed: the bash call was interrupted"
              : "no interruption seen",
          },
        };
      case "always fails":
        return {
          kind: "error",
          status: 500,
          body: { error: { message: "the model is broken", type: "server_error" } },
        };
      case "hit the rate limit once":
        if (!rateLimited.has(prompt)) {
          rateLimited.add(prompt);
          return {
            kind: "error",
            status: 429,
            headers: { "retry-after": "1" },
            body: { error: { message: "slow down", type: "rate_limit_error" } },
          };
        }
        return { kind: "turn", turn: { text: "after the wait" } };
      case "run until cancelled":
        if (results.length === 0)
          return {
            kind: "turn",
            turn: { toolCalls: [{ name: "bash", arguments: { command: "touch started; sleep 20" } }] },
          };
        return { kind: "turn", turn: { text: "should not get here" } };
      default:
        return { kind: "turn", turn: { text: `done: ${prompt}` } };
    }
  });
  world = createFleetWorld(redis.url, model);
  workers = await Promise.all([
    world.startWorker("w1", { concurrency: 2, drainTimeoutMs: 500 }),
    world.startWorker("w2", { concurrency: 2, drainTimeoutMs: 500 }),
  ]);
}, 120_000);
afterAll(async () => {
  await world?.dispose();
  await model?.close();
  await redis?.stop();
});

const noRetries = { retry: { enabled: false } };
// Jobs run headless: a call that would ask is refused, so the jobs that run shell commands allow them.
const allowBash = { permissions: { allow: ["bash"] } };

async function finishedReport(id: string) {
  return waitFor(
    `job ${id} to end`,
    async () => {
      const report = (await world.client.list()).find((entry) => entry.id === id);
      return report?.result ? report : undefined;
    },
    150_000,
  );
}

describe.skipIf(skipWithoutRedis)("crash safety, retries and cancel, with real worker processes", () => {
  it("resumes a job whose worker was SIGKILLed mid tool batch on the other worker, from its session, with one result", async () => {
    const cwd = world.project("crash");
    await world.client.submitFile(
      jobsFile([
        {
          id: "crash",
          cwd,
          prompt: "crash in the middle of a tool batch",
          model: "local/scripted",
          settings: allowBash,
        },
      ]),
    );
    // The bash call has started (it wrote runs.txt) and sleeps: the batch is in flight.
    const holder = await waitFor("the tool batch to start", async () => {
      if (!existsSync(join(cwd, "runs.txt"))) return undefined;
      const report = (await world.client.list()).find((entry) => entry.id === "crash");
      return report?.progress?.worker;
    });
    const victim = workers.find((worker) => worker.name === holder) as WorkerProcess;
    victim.child.kill("SIGKILL");
    await victim.exited;

    const report = await finishedReport("crash");
    expect(report.result).toMatchObject({
      state: "completed",
      ok: true,
      exitCode: 0,
      finalText: "resumed: the bash call was interrupted",
      attempts: 2,
    });
    expect(report.result?.worker).not.toBe(holder);
    // The interrupted call was not run again: the model got the synthesized error result instead.
    expect(readFileSync(join(cwd, "runs.txt"), "utf8")).toBe("run\n");
    const opened = SessionFile.open(report.result?.sessionFile as string);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const messages = opened.session.buildContext().messages;
    expect(messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "toolResult",
      "toolResult",
      "assistant",
    ]);
    const bash = messages.find((message) => message.role === "toolResult" && message.toolName === "bash");
    expect(bash).toMatchObject({ isError: true, details: { interrupted: true } });
    // One session file, one result.
    expect((await world.client.results()).filter((line) => line.id === "crash")).toHaveLength(1);
    const requests = model.requests.filter((request) => promptOf(request) === "crash in the middle of a tool batch");
    expect(requests).toHaveLength(2);
    // The surviving worker takes the place of the dead one for the rest of the file.
    workers = workers.filter((worker) => worker !== victim);
    workers.push(await world.startWorker(holder === "w1" ? "w3" : "w4", { concurrency: 2, drainTimeoutMs: 500 }));
  }, 200_000);

  it("on SIGTERM, a worker drains: past --drain-timeout its running job goes back to the queue and another worker resumes it", async () => {
    const cwd = world.project("drain");
    await world.client.submitFile(
      jobsFile([
        {
          id: "drain",
          cwd,
          prompt: "drain in the middle of a tool batch",
          model: "local/scripted",
          settings: allowBash,
        },
      ]),
    );
    const holder = await waitFor("the tool batch to start", async () => {
      if (!existsSync(join(cwd, "runs.txt"))) return undefined;
      const report = (await world.client.list()).find((entry) => entry.id === "drain");
      return report?.progress?.worker;
    });
    const leaving = workers.find((worker) => worker.name === holder) as WorkerProcess;
    leaving.child.kill("SIGTERM");
    expect(await leaving.exited).toBe(0);
    const report = await finishedReport("drain");
    // Handed back, not failed: the attempt the drain cut short is not counted.
    expect(report.result).toMatchObject({
      state: "completed",
      finalText: "resumed: the bash call was interrupted",
      attempts: 1,
    });
    expect(report.result?.worker).not.toBe(holder);
    expect(readFileSync(join(cwd, "runs.txt"), "utf8")).toBe("run\n");
    expect(leaving.log.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(
      expect.arrayContaining([
        "worker stopping: no new jobs",
        "job left to other workers (drain timeout)",
        "worker stopped",
      ]),
    );
    workers = workers.filter((worker) => worker !== leaving);
    workers.push(await world.startWorker(`${holder}-again`, { concurrency: 2, drainTimeoutMs: 500 }));
  }, 200_000);

  it("stops a job at maxTurns and fails it without retrying", async () => {
    const cwd = world.project("turns");
    await world.client.submitFile(
      jobsFile([{ id: "turns", cwd, prompt: "loop forever", model: "local/scripted", maxTurns: 2 }]),
    );
    const report = await finishedReport("turns");
    expect(report.result).toMatchObject({ state: "failed", reason: "stopped after maxTurns (2) turns", attempts: 1 });
  }, 120_000);

  it("fails a job that always fails after its attempts, with the reason", async () => {
    const cwd = world.project("fails");
    await world.client.submitFile(
      jobsFile([{ id: "fails", cwd, prompt: "always fails", model: "local/scripted", settings: noRetries }]),
    );
    const report = await finishedReport("fails");
    expect(report.state).toBe("failed");
    expect(report.result?.attempts).toBe(3);
    expect(report.result?.reason).toMatch(/^failed after 3 attempts: .*the model is broken/);
    expect(model.requests.filter((request) => promptOf(request) === "always fails")).toHaveLength(3);
    const [line] = (await world.client.results()).filter((entry) => entry.id === "fails");
    expect(line).toMatchObject({ state: "failed", ok: false, exitCode: 1 });
  }, 120_000);

  it("delays a job the provider rate-limited (retry-after) instead of failing it or counting an attempt", async () => {
    const cwd = world.project("limited");
    await world.client.submitFile(
      jobsFile([
        { id: "limited", cwd, prompt: "hit the rate limit once", model: "local/scripted", settings: noRetries },
      ]),
    );
    const report = await finishedReport("limited");
    expect(report.result).toMatchObject({ state: "completed", finalText: "after the wait", attempts: 1 });
    const events = (await world.client.events("limited", 500)).map((entry) => entry.event as { type: string });
    expect(events.map((event) => event.type)).toContain("fleet_attempt_end");
    expect(events.at(-1)).toMatchObject({ type: "fleet_job_end", state: "completed" });
  }, 120_000);

  it("cancels a running job: the session is aborted, what happened stays in its file, the job is cancelled", async () => {
    const cwd = world.project("cancel");
    await world.client.submitFile(
      jobsFile([{ id: "cancel-me", cwd, prompt: "run until cancelled", model: "local/scripted", settings: allowBash }]),
    );
    await waitFor("the tool to start", async () => (existsSync(join(cwd, "started")) ? true : undefined));
    const reports = await world.client.cancel("cancel-me", 60_000);
    expect(reports).toEqual([{ id: "cancel-me", outcome: "cancelled", state: "cancelled" }]);
    const report = await finishedReport("cancel-me");
    expect(report.state).toBe("cancelled");
    const text = readFileSync(report.result?.sessionFile as string, "utf8");
    expect(text).toContain("touch started; sleep 20");
    // It has its one result: cancelling again changes nothing.
    expect(await world.client.cancel("cancel-me")).toEqual([
      { id: "cancel-me", outcome: "finished", state: "cancelled" },
    ]);
  }, 120_000);

  it("removes a queued job on cancel, and retry queues it again", async () => {
    // A queue no worker serves: the job stays queued.
    const idle = FleetClient.open({ redis: { url: redis.url }, queue: `${world.queue}-idle` });
    try {
      expect(await idle.submitFile(jobsFile([{ id: "queued", cwd: world.dir, prompt: "x" }]))).toEqual({
        ok: true,
        ids: ["queued"],
      });
      expect(await idle.counts()).toMatchObject({ waiting: 1 });
      expect(await idle.cancel("queued")).toEqual([{ id: "queued", outcome: "removed", state: "cancelled" }]);
      expect(await idle.counts()).toEqual({ waiting: 0, active: 0, completed: 0, failed: 0, cancelled: 1 });
      const [line] = await idle.results();
      expect(line).toEqual({
        id: "queued",
        state: "cancelled",
        ok: false,
        exitCode: 1,
        finalText: "",
        reason: "cancelled before it started",
        usage: { input: 0, output: 0, cost: 0 },
        sessionFile: null,
      });
      expect(await idle.retry("queued")).toEqual({ ok: true, id: "queued" });
      expect(await idle.counts()).toMatchObject({ waiting: 1, cancelled: 0 });
      expect(await idle.retry("queued")).toMatchObject({ ok: false, message: expect.stringContaining("is waiting") });
      expect(await idle.cancel({ all: true })).toEqual([{ id: "queued", outcome: "removed", state: "cancelled" }]);
    } finally {
      await idle.close();
    }
  }, 60_000);
});
