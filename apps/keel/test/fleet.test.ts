import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, describe, expect, it } from "vitest";
import { skipWithoutRedis } from "../../../packages/fleet/test/support/redis-server.js";
import { commitFirst, suiteRedis, waitFor } from "./support/fleet-world.js";
import { finished, KeelWorld } from "./support/keel-world.js";

const redis = suiteRedis();

let world: KeelWorld;
afterEach(async () => world?.close());

let queues = 0;
const fleetArgs = () => ["--redis", redis.url, "--queue", `cli-${process.pid}-${queues}`];

describe("the fleet code is not on keel's start-up path", () => {
  it("bundles @keel/fleet (BullMQ, ioredis) into a chunk that only `keel fleet` imports", () => {
    const bundle = fileURLToPath(new URL("../dist/bundle/", import.meta.url));
    const read = (file: string) => readFileSync(join(bundle, file), "utf8");
    // A BullMQ constant: it is in exactly one chunk, and never in the start-up file.
    expect(read("keel.mjs")).not.toContain("bullmq:movedToWait");
    const fleetChunks = readdirSync(join(bundle, "chunks")).filter((name) =>
      read(join("chunks", name)).includes("bullmq:movedToWait"),
    );
    expect(fleetChunks).toHaveLength(1);
    // Follow the static imports from keel.mjs: the fleet chunk is not among them (only a dynamic import reaches it).
    const staticImport = /(?:from|import)\s*"\.\/(?:chunks\/)?([^"]+\.mjs)"/g;
    const loaded = new Set<string>();
    const visit = (file: string): void => {
      for (const match of read(file).matchAll(staticImport)) {
        const chunk = match[1] as string;
        if (loaded.has(chunk)) continue;
        loaded.add(chunk);
        visit(join("chunks", chunk));
      }
    };
    visit("keel.mjs");
    expect(loaded.size).toBeGreaterThan(0);
    expect([...loaded]).not.toContain(fleetChunks[0]);
  });
});

describe.skipIf(skipWithoutRedis)("keel fleet", () => {
  it("rejects a jobs file with bad lines, naming each line, and queues none of it", async () => {
    queues++;
    world = new KeelWorld();
    const file = world.write(
      join(world.project, "jobs.jsonl"),
      [
        JSON.stringify({ id: "good", cwd: ".", prompt: "fine" }),
        JSON.stringify({ id: "no-prompt", cwd: "." }),
        "",
        "{not json",
        JSON.stringify({ id: "12345", cwd: ".", prompt: "digits" }),
        JSON.stringify({ id: "good", cwd: ".", prompt: 3 }),
      ].join("\n"),
    );
    const run = await world.run(["fleet", "submit", file, ...fleetArgs()]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`${file}: line 2: /prompt: is required`);
    expect(run.stderr).toContain(`${file}: line 4: /: not valid JSON`);
    expect(run.stderr).toContain(`${file}: line 5: /id: must not be only digits`);
    expect(run.stderr).toContain(`${file}: line 6: /prompt: must be string`);
    expect(run.stderr).toContain(`${file}: line 6: /id: "good" is already the id of line 1`);
    expect(run.stderr).toContain("nothing was queued (5 problems)");
    const status = await world.run(["fleet", "status", "--json", ...fleetArgs()]);
    expect(JSON.parse(status.stdout)).toEqual({
      waiting: 0,
      active: 0,
      completed: 0,
      failed: 0,
      cancelled: 0,
      jobs: [],
    });

    // The good line alone goes in; submitting it again is refused: the id is taken.
    const good = world.write(
      join(world.project, "good.jsonl"),
      `${JSON.stringify({ id: "good", cwd: ".", prompt: "x" })}\n`,
    );
    expect((await world.run(["fleet", "submit", good, ...fleetArgs()])).stdout).toBe("good\n");
    const again = await world.run(["fleet", "submit", "-", ...fleetArgs()], { stdin: readFileSync(good, "utf8") });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('-: line 1: /id: "good" is already a job of queue');
  }, 120_000);

  it("applies a prompt to a repository: submit from stdin, a worker, the results and the diff", async () => {
    queues++;
    world = new KeelWorld();
    await world.model([
      replyToolCalls([{ name: "write", arguments: { path: "NOTES.md", content: "Checked by keel.\n" } }]),
      replyText("Added NOTES.md."),
    ]);
    const repo = join(world.root, "upstream");
    world.write(join(repo, "README.md"), "# upstream\n");
    commitFirst(repo);

    // Headless, a call that would ask is refused: the job allows the one it needs.
    const job = {
      id: "notes",
      repo: "../upstream",
      prompt: "Add a NOTES.md",
      model: "local/scripted",
      settings: { permissions: { allow: ["write"] } },
    };
    const submitted = await world.run(["fleet", "submit", "-", ...fleetArgs()], { stdin: `${JSON.stringify(job)}\n` });
    expect(submitted.stderr).toBe("");
    expect(submitted.stdout).toBe("notes\n");

    const worker = world.spawn([
      "fleet",
      "worker",
      "--name",
      "cli-worker",
      "--stalled-interval",
      "500",
      ...fleetArgs(),
    ]);
    const workerDone = finished(worker.process);
    const lines = await waitFor("the job's result", async () => {
      const run = await world.run(["fleet", "results", "--format", "jsonl", ...fleetArgs()]);
      const parsed = run.stdout
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      return parsed[0]?.state === "completed" || parsed[0]?.state === "failed" ? parsed : undefined;
    });
    expect(lines).toHaveLength(1);
    const line = lines[0] as Record<string, unknown>;
    expect(Object.keys(line).sort()).toEqual(["exitCode", "finalText", "id", "ok", "sessionFile", "state", "usage"]);
    expect(line).toMatchObject({
      id: "notes",
      state: "completed",
      ok: true,
      exitCode: 0,
      finalText: "Added NOTES.md.",
    });
    expect(Object.keys(line.usage as object).sort()).toEqual(["cost", "input", "output"]);
    const sessionFile = line.sessionFile as string;
    expect(sessionFile.startsWith(join(world.keelHome, "fleet", "sessions", "notes"))).toBe(true);
    expect(readFileSync(sessionFile, "utf8")).toContain("Added NOTES.md.");

    const diff = await world.run(["fleet", "results", "--format", "diff", ...fleetArgs()]);
    expect(diff.stdout).toContain("# job notes\n");
    expect(diff.stdout).toContain("+++ b/NOTES.md");
    expect(diff.stdout).toContain("+Checked by keel.");
    const table = await world.run(["fleet", "results", ...fleetArgs()]);
    expect(table.stdout).toMatch(/notes\s+completed\s+0\s+\S+\s+\$\S+\s+\+1 -0\s+Added NOTES.md./);
    const status = await world.run(["fleet", "status", ...fleetArgs()]);
    expect(status.stdout).toContain("waiting 0  active 0  completed 1  failed 0  cancelled 0");
    // --json: each job with its progress, which names the sandbox its commands ran in (off in this world).
    const json = JSON.parse((await world.run(["fleet", "status", "--json", ...fleetArgs()])).stdout);
    expect(json).toMatchObject({
      completed: 1,
      jobs: [{ id: "notes", state: "completed", progress: { sandbox: "off" } }],
    });
    const watched = await world.run(["fleet", "status", "--watch", ...fleetArgs()]);
    expect(watched.stdout).toMatch(/^\[#+\] 1\/1 finished {2}waiting 0 {2}active 0 {2}completed 1/);
    // It has its one result: it is neither run again nor cancelled.
    const retried = await world.run(["fleet", "retry", "notes", ...fleetArgs()]);
    expect(retried.code).toBe(1);
    expect(retried.stderr).toContain('job "notes" completed; it keeps its one result and is not run again');
    const cancelled = await world.run(["fleet", "cancel", "notes", ...fleetArgs()]);
    expect(cancelled.code).toBe(1);
    expect(cancelled.stderr).toContain("job notes already ended (completed); nothing to cancel.");
    // The upstream repository is untouched: the job worked in its own clone.
    expect(readdirSync(repo).sort()).toEqual([".git", "README.md"]);

    worker.process.kill("SIGTERM");
    const stopped = await workerDone;
    expect(stopped.code).toBe(0);
    const log = stopped.stderr
      .trim()
      .split("\n")
      .map((text) => JSON.parse(text) as { msg: string; worker: string });
    expect(log.map((record) => record.msg)).toEqual(
      expect.arrayContaining(["worker started", "job started", "job completed", "worker stopped"]),
    );
    expect(new Set(log.map((record) => record.worker))).toEqual(new Set(["cli-worker"]));
  }, 240_000);

  it("explains an unreachable Redis", async () => {
    world = new KeelWorld();
    const run = await world.run(["fleet", "status", "--redis", "redis://:secret@127.0.0.1:1"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("cannot reach Redis at redis://127.0.0.1:1");
    expect(run.stderr).not.toContain("secret");
    const worker = await world.run(["fleet", "worker", "--redis", "redis://127.0.0.1:1"]);
    expect(worker.code).toBe(1);
    expect(worker.stderr).toContain("cannot reach Redis at redis://127.0.0.1:1");
  }, 60_000);
});

describe("keel fleet without a Redis", () => {
  // Port 1 on loopback: nothing listens, the connection is refused at once.
  const refused = ["--redis", "redis://:secret@127.0.0.1:1"];

  it("names a missing or malformed jobs file before it looks for Redis", async () => {
    world = new KeelWorld();
    const missing = await world.run(["fleet", "submit", "nofile.jsonl", ...refused]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("keel fleet: cannot read nofile.jsonl (no such file); nothing was queued.\n");
    const folder = await world.run(["fleet", "submit", ".", ...refused]);
    expect(folder.stderr).toBe("keel fleet: cannot read . (it is a folder, not a jobs file); nothing was queued.\n");
    const garbage = world.write(join(world.project, "garbage.jsonl"), "hello\n[1, 2]\n");
    const run = await world.run(["fleet", "submit", garbage, ...refused]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${garbage}: line 1: /: not valid JSON`);
    expect(run.stderr).toContain(`${garbage}: line 2: /: must be a JSON object (one job per line)`);
    expect(run.stderr).toContain("nothing was queued (2 problems)");
    expect(run.stderr).not.toContain("Redis");
    const piped = await world.run(["fleet", "submit", "-", ...refused], { stdin: '{"prompt": 1}\n' });
    expect(piped.stderr).toContain("-: line 1: /prompt: must be string");
    expect(piped.stderr).not.toContain("Redis");
  }, 60_000);

  it("checks each command's flags before it looks for Redis", async () => {
    world = new KeelWorld();
    const results = await world.run(["fleet", "results", "--format", "xml", ...refused]);
    expect(results.code).toBe(2);
    expect(results.stderr).toContain('--format is jsonl, table or diff; got "xml"');
    const cancel = await world.run(["fleet", "cancel", ...refused]);
    expect(cancel.stderr).toContain("keel fleet cancel takes one job id, or --all");
    const worker = await world.run(["fleet", "worker", "--concurrency", "many", ...refused]);
    expect(worker.stderr).toContain('--concurrency takes a whole number; got "many"');
  }, 60_000);

  it("says in one line that the connection was refused, for every command", async () => {
    world = new KeelWorld();
    const file = world.write(join(world.project, "jobs.jsonl"), `${JSON.stringify({ cwd: ".", prompt: "x" })}\n`);
    for (const args of [
      ["submit", file],
      ["worker"],
      ["status"],
      ["status", "--watch"],
      ["results"],
      ["cancel", "--all"],
      ["retry", "job-1"],
    ]) {
      const run = await world.run(["fleet", ...args, ...refused]);
      expect(run.code, args.join(" ")).toBe(1);
      expect(run.stdout).toBe("");
      expect(run.stderr, args.join(" ")).toBe(
        "keel fleet: cannot reach Redis at redis://127.0.0.1:1 (ECONNREFUSED: connection refused: nothing listens there).\n" +
          "  Start it (redis-server) or point --redis / KEEL_FLEET_REDIS_URL at it.\n",
      );
    }
  }, 120_000);

  it("says that a Redis host name does not resolve", async () => {
    world = new KeelWorld();
    const run = await world.run(["fleet", "status", "--redis", "redis://no-such-host.invalid:6379"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "cannot reach Redis at redis://no-such-host.invalid:6379 (ENOTFOUND: the host name does not resolve)",
    );
  }, 60_000);
});
