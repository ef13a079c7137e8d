import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, describe, expect, it } from "vitest";
import { skipWithoutRedis } from "../../../packages/fleet/test/support/redis-server.js";
import { commitFirst, suiteRedis, waitFor } from "./support/fleet-world.js";
import { finished, KeelWorld } from "./support/keel-world.js";

// Fleet jobs run lifecycle hooks like any session: the user's always, a cloned project's only when the job trusts it.
const redis = suiteRedis();

let world: KeelWorld;
afterEach(async () => world?.close());

describe.skipIf(skipWithoutRedis)("hooks in fleet jobs", () => {
  it("a trusted job runs the repository's .keel and .claude hooks and the user's; an untrusted job only the user's", async () => {
    world = new KeelWorld();
    const fleet = ["--redis", redis.url, "--queue", `hooks-${process.pid}`];
    const log = join(world.root, "user-hooks.log");
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({
        hooks: {
          SessionStart: [{ hooks: [{ type: "command", command: `cat >> ${log}; echo >> ${log}` }] }],
          SessionEnd: [{ hooks: [{ type: "command", command: `cat >> ${log}; echo >> ${log}` }] }],
        },
      }),
    );
    // The repository's hooks: a context injector (.keel) and a guard that refuses every shell command (.claude).
    const repo = join(world.root, "upstream");
    world.write(join(repo, "README.md"), "# upstream\n");
    world.write(
      join(repo, ".keel/settings.json"),
      JSON.stringify({
        hooks: { UserPromptSubmit: [{ hooks: [{ type: "command", command: "echo Project rule: run the linter" }] }] },
      }),
    );
    world.write(
      join(repo, ".claude/settings.json"),
      JSON.stringify({
        hooks: {
          PreToolUse: [
            { matcher: "Bash", hooks: [{ type: "command", command: "echo no shell in this repo >&2; exit 2" }] },
          ],
        },
      }),
    );
    commitFirst(repo);

    const server = await world.model([]);
    for (const name of ["TRUSTED", "UNTRUSTED"]) {
      server.route(`JOB-${name}`, [
        replyToolCalls([{ name: "bash", arguments: { command: "touch made.txt" } }]),
        replyText(`${name.toLowerCase()} done`),
      ]);
    }
    const job = (id: string, trustProject: boolean) => ({
      id,
      repo: "../upstream",
      prompt: "make the file",
      model: "local/scripted",
      appendSystemPrompt: `JOB-${id.toUpperCase()}`,
      settings: { permissions: { allow: ["bash"] } },
      ...(trustProject ? { trustProject } : {}),
    });
    const jobs = `${JSON.stringify(job("trusted", true))}\n${JSON.stringify(job("untrusted", false))}\n`;
    const submitted = await world.run(["fleet", "submit", "-", ...fleet], { stdin: jobs });
    expect(submitted.stderr).toBe("");
    const worker = world.spawn(["fleet", "worker", "--name", "hooks-worker", ...fleet]);
    const workerDone = finished(worker.process);
    const results = await waitFor("both jobs' results", async () => {
      const run = await world.run(["fleet", "results", "--format", "jsonl", ...fleet]);
      const parsed = run.stdout
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { id: string; state: string; finalText: string });
      return parsed.length === 2 && parsed.every((r) => r.state === "completed" || r.state === "failed")
        ? parsed
        : undefined;
    });
    worker.process.kill("SIGTERM");
    await workerDone;
    expect(results.map((r) => [r.id, r.state, r.finalText]).sort()).toEqual([
      ["trusted", "completed", "trusted done"],
      ["untrusted", "completed", "untrusted done"],
    ]);

    const work = (id: string) => join(world.keelHome, "fleet", "work", id);
    // The .claude guard ran only in the trusted job: there the command did not run, and the model read why.
    expect(existsSync(join(work("trusted"), "made.txt"))).toBe(false);
    expect(existsSync(join(work("untrusted"), "made.txt"))).toBe(true);
    const sentTo = (name: string) =>
      server.requests
        .filter((request) => server.systemPromptOf(request).includes(`JOB-${name}`))
        .map((request) => JSON.stringify(request.body));
    const trusted = sentTo("TRUSTED");
    const untrusted = sentTo("UNTRUSTED");
    expect(trusted[1]).toContain("no shell in this repo");
    expect(untrusted[1]).not.toContain("no shell in this repo");
    // The .keel context injector likewise.
    expect(trusted[0]).toContain("Project rule: run the linter");
    expect(untrusted[0]).not.toContain("Project rule: run the linter");

    // The user's hooks ran in both jobs, in each job's clone, from its start to its end.
    const events = readFileSync(log, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string>);
    for (const id of ["trusted", "untrusted"]) {
      const mine = events.filter((e) => e.cwd === work(id));
      expect(mine.map((e) => `${e.hook_event_name} ${e.source ?? e.reason}`)).toEqual([
        "SessionStart startup",
        "SessionEnd other",
      ]);
      expect(String(mine[0]?.transcript_path)).toContain(join(world.keelHome, "fleet", "sessions", id));
    }
  }, 240_000);
});
