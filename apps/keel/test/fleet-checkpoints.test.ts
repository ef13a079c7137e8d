import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls, treeObject } from "@keel/coding-agent/testing";
import { afterEach, describe, expect, it } from "vitest";
import { skipWithoutRedis } from "../../../packages/fleet/test/support/redis-server.js";
import { commitFirst, suiteRedis, waitFor } from "./support/fleet-world.js";
import { finished, KeelWorld } from "./support/keel-world.js";
import { systemProgram } from "./support/system-programs.js";

const hasGit = systemProgram("git", "apt-get install git");

const redis = suiteRedis(skipWithoutRedis || !hasGit);

let world: KeelWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const fleetArgs = () => ["--redis", redis.url, "--queue", `cp-${process.pid}`];

describe.skipIf(skipWithoutRedis || !hasGit)("fleet jobs' checkpoints", () => {
  it("live in the job folder; `fleet results <id>` shows the job's change since its first checkpoint", async () => {
    world = new KeelWorld();
    const { project } = world;
    await world.model([
      replyToolCalls([
        { name: "write", arguments: { path: "NOTES.md", content: "Checked by keel.\n" } },
        {
          name: "bash",
          arguments: {
            command:
              "rm old.txt && chmod +x run.sh && mkdir -p 'new dir' && printf '\\000\\001\\377' > 'new dir/blob.bin'",
          },
        },
      ]),
      replyText("Changed four files."),
    ]);
    // A real git checkout with a change of the user's own, not committed: it is no part of the job's diff.
    world.write(join(project, "README.md"), "# project\n");
    world.write(join(project, "old.txt"), "old\n");
    world.write(join(project, "run.sh"), "#!/bin/sh\necho run\n");
    commitFirst(project);
    writeFileSync(join(project, "README.md"), "# project\n\nThe user's edit, made before the job.\n");
    const before = treeObject(project, [".git"]);
    const gitBefore = treeObject(join(project, ".git"), []);

    const job = {
      id: "tidy",
      cwd: ".",
      prompt: "Tidy up",
      model: "local/scripted",
      settings: { permissions: { allow: ["write", "bash"] } },
    };
    const submitted = await world.run(["fleet", "submit", "-", ...fleetArgs()], { stdin: `${JSON.stringify(job)}\n` });
    expect(submitted.stdout).toBe("tidy\n");
    const worker = world.spawn(["fleet", "worker", "--name", "cp-worker", ...fleetArgs()]);
    const workerDone = finished(worker.process);
    await waitFor("the job's result", async () => {
      const run = await world?.run(["fleet", "results", "tidy", "--format", "jsonl", ...fleetArgs()]);
      const state = run?.stdout ? (JSON.parse(run.stdout) as { state: string }).state : undefined;
      return state === "completed" || state === "failed" ? state : undefined;
    });

    const shown = await world.run(["fleet", "results", "tidy", ...fleetArgs()]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(
      /^job tidy {2}completed {2}exit 0 {2}tokens \d+\/\d+ {2}\$\S+\nChanged four files\.\n/,
    );
    expect(shown.stdout).toMatch(/Since the first checkpoint \([0-9a-f]{8} → [0-9a-f]{8}\): 4 files changed, \+1 -1\n/);
    for (const row of ["  A NOTES.md", "  A new dir/blob.bin", "  D old.txt", "  X run.sh"]) {
      expect(shown.stdout).toContain(`${row}\n`);
    }
    expect(shown.stdout).toContain("+++ b/NOTES.md\n@@ -0,0 +1 @@\n+Checked by keel.\n");
    expect(shown.stdout).toContain("GIT binary patch");
    // The user's edit was there at the first checkpoint: it is not the job's.
    expect(shown.stdout).not.toContain("README.md");

    // The checkpoints are in the job folder, next to its session; none in the worker's $KEEL_HOME.
    const jsonl = await world.run(["fleet", "results", "tidy", "--format", "jsonl", ...fleetArgs()]);
    const line = JSON.parse(jsonl.stdout) as { sessionFile: string; checkpoints: { store: string; files: unknown[] } };
    const jobFolder = join(world.keelHome, "fleet", "sessions", "tidy");
    expect(line.sessionFile.startsWith(`${jobFolder}/`)).toBe(true);
    expect(line.checkpoints.store.startsWith(join(jobFolder, "checkpoints"))).toBe(true);
    expect(existsSync(join(line.checkpoints.store, "HEAD"))).toBe(true);
    expect(existsSync(join(world.keelHome, "checkpoints"))).toBe(false);
    expect(line.checkpoints.files).toHaveLength(4);

    expect(treeObject(join(project, ".git"), [])).toEqual(gitBefore);

    // The diff is exact: applied in reverse it puts the project back byte for byte (binary file and mode too).
    const diff = await world.run(["fleet", "results", "tidy", "--format", "diff", ...fleetArgs()]);
    const patch = join(world.root, "tidy.patch");
    writeFileSync(patch, diff.stdout);
    execFileSync("git", ["apply", "-R", patch], { cwd: project });
    expect(treeObject(project, [".git"])).toEqual(before);

    const unknown = await world.run(["fleet", "results", "nope", ...fleetArgs()]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no job "nope" in queue');
    const two = await world.run(["fleet", "results", "tidy", "nope", ...fleetArgs()]);
    expect(two.code).toBe(2);

    worker.process.kill("SIGTERM");
    expect((await workerDone).code).toBe(0);
  }, 240_000);
});
