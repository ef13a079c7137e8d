import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readTree, replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, describe, expect, it } from "vitest";
import { KEEL_BIN, KeelWorld } from "./support/keel-world.js";
import { systemProgram } from "./support/system-programs.js";

const hasGit = systemProgram("git", "apt-get install git");

let world: KeelWorld | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

/** The files of the project's checkpoint stores (empty before the first). */
function storeFiles(keelHome: string): string[] {
  const dir = join(keelHome, "checkpoints");
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((store) => readdirSync(join(dir, store)));
}

/**
 * Runs `keel -p <prompt>` in its own process group and SIGKILLs the group
 * (keel and its git) as soon as a checkpoint's private index exists; true
 * when that happened before the checkpoint was made current.
 */
async function killMidCheckpoint(current: KeelWorld, prompt: string): Promise<boolean> {
  const hadIndex = storeFiles(current.keelHome).includes("keel-index");
  const child = spawn(process.execPath, [KEEL_BIN, "-p", prompt], {
    cwd: current.project,
    env: current.env(),
    detached: true,
    stdio: "ignore",
  });
  const closed = new Promise<NodeJS.Signals | null>((done) => child.once("close", (_code, signal) => done(signal)));
  let caught = false;
  await new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      const busy = storeFiles(current.keelHome).some((name) => name.startsWith("keel-index.tmp-"));
      if (busy || child.exitCode !== null) {
        clearInterval(poll);
        caught = busy;
        try {
          process.kill(-(child.pid as number), "SIGKILL");
        } catch {
          // already gone
        }
        resolve();
      }
    }, 1);
  });
  const signal = await closed;
  // Made current before the kill: the first checkpoint's index would be there.
  const madeCurrent = !hadIndex && storeFiles(current.keelHome).includes("keel-index");
  return caught && signal === "SIGKILL" && !madeCurrent;
}

describe.skipIf(!hasGit)("a keel killed (SIGKILL) while it records a checkpoint", () => {
  it("leaves a store the next run records into and rewinds from", async () => {
    world = new KeelWorld();
    const { project } = world;
    // Enough bytes that the first checkpoint is still running when it is killed.
    for (let i = 0; i < 40; i++) writeFileSync(join(project, `blob-${i}.bin`), Buffer.alloc(200_000, i));
    await world.model([
      replyToolCalls([{ name: "write", arguments: { path: "after.txt", content: "written after the kill\n" } }]),
      replyText("done"),
    ]);
    let caught = false;
    for (let attempt = 0; attempt < 3 && !caught; attempt++) caught = await killMidCheckpoint(world, "killed");
    expect(caught).toBe(true);
    const before = readTree(project, []);

    // The next run records its checkpoints into the same store, and its turn can be rewound.
    const run = await world.run(["--mode", "json", "--allow", "write", "write a file"]);
    expect(run.code).toBe(0);
    const created = run.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; trigger?: string })
      .filter((event) => event.type === "checkpoint_created");
    expect(created.map((event) => event.trigger)).toEqual(["turn_start", "turn_end"]);
    expect(existsSync(join(project, "after.txt"))).toBe(true);
    const rewound = await world.run(["-c", "--rewind", "-1", "--scope", "code"]);
    expect({ code: rewound.code, stderr: rewound.stderr }).toEqual({ code: 0, stderr: "" });
    expect(readTree(project, [])).toEqual(before);
    const stores = readdirSync(join(world.keelHome, "checkpoints"));
    expect(stores).toHaveLength(1);
    const fsck = execFileSync("git", ["--git-dir", join(world.keelHome, "checkpoints", stores[0] as string), "fsck"], {
      encoding: "utf8",
      env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null" },
    });
    expect(fsck).not.toMatch(/error|missing|broken|corrupt/i);
  }, 180_000);
});
