import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { readTree, treeObject } from "../testing/file-tree.js";
import { CheckpointStore } from "./checkpoint-store.js";
import { findCheckpointProject, userExcludeFiles } from "./project-root.js";

const hasGit = (() => {
  try {
    execFileSync("git", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasGit && process.env.KEEL_REQUIRE_SYSTEM_TOOLS === "1") throw new Error("git is required for these tests");

const temps: string[] = [];
function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=T", "-c", "user.email=t@t", ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null" },
  });
}

/** A git project with a commit, a staged change, a stash, a hook and an ignore rule: the user's state to keep. */
function userRepo(): string {
  const root = temp("keel-cp-project-");
  git(root, "init", "-q");
  writeFileSync(join(root, ".gitignore"), "node_modules/\n*.log\n");
  writeFileSync(join(root, "a.txt"), "one\n");
  mkdirSync(join(root, "src"));
  writeFileSync(join(root, "src", "main.ts"), "export const x = 1;\n");
  git(root, "add", "-A");
  git(root, "commit", "-q", "-m", "first");
  writeFileSync(join(root, "a.txt"), "stashed\n");
  git(root, "stash", "-q");
  writeFileSync(join(root, "src", "main.ts"), "export const x = 2;\n");
  git(root, "add", "src/main.ts");
  writeFileSync(join(root, ".git", "hooks", "pre-commit"), "#!/bin/sh\ntouch HOOK_RAN\n");
  chmodSync(join(root, ".git", "hooks", "pre-commit"), 0o755);
  writeFileSync(join(root, ".git", "info", "exclude"), "secret-local/\n");
  mkdirSync(join(root, "node_modules", "dep"), { recursive: true });
  writeFileSync(join(root, "node_modules", "dep", "index.js"), "ignored\n");
  mkdirSync(join(root, "secret-local"));
  writeFileSync(join(root, "secret-local", "note"), "excluded by info/exclude\n");
  return root;
}

async function openStore(root: string, keelHome: string, maxFileBytes = 10 * 1024 * 1024, exclude: string[] = []) {
  const project = await findCheckpointProject(root);
  return CheckpointStore.open({
    keelHome,
    project,
    maxFileBytes,
    exclude,
    userExcludeFiles: userExcludeFiles(project, {}),
  });
}

const label = { session: "s1", trigger: "turn_start" };
/** The user's repository and what its ignore rules leave out (compared on their own). */
const SKIP = [".git", "node_modules", "secret-local", "debug.log"];

describe.skipIf(!hasGit)("CheckpointStore", () => {
  it("records every kind of change and restores each snapshot byte for byte, leaving the user's .git as it was", async () => {
    const root = userRepo();
    const home = temp("keel-cp-home-");
    const gitBefore = treeObject(join(root, ".git"), []);
    const store = await openStore(root, home);
    expect(store.dir.startsWith(join(home, "checkpoints"))).toBe(true);

    const states: { id: string; files: Map<string, unknown> }[] = [];
    const record = async () => {
      const snap = await store.snapshot(label);
      states.push({ id: snap.id, files: readTree(root, SKIP) });
      return snap;
    };
    await record();

    // New, deleted, renamed, chmod, symlink, binary, a new folder, names with a space and a newline.
    writeFileSync(join(root, "with space.txt"), "spaced\n");
    writeFileSync(join(root, "new\nline.txt"), "newline\n");
    unlinkSync(join(root, "a.txt"));
    renameSync(join(root, "src", "main.ts"), join(root, "src", "renamed.ts"));
    mkdirSync(join(root, "deep", "new", "folder"), { recursive: true });
    writeFileSync(join(root, "deep", "new", "folder", "f.bin"), Buffer.from([0, 1, 2, 255, 254, 0, 10, 13]));
    writeFileSync(join(root, "run.sh"), "#!/bin/sh\necho hi\n");
    chmodSync(join(root, "run.sh"), 0o755);
    symlinkSync("src/renamed.ts", join(root, "link"));
    await record();

    // Type changes and edits: a symlink becomes a file, a file a folder, a mode is dropped.
    unlinkSync(join(root, "link"));
    writeFileSync(join(root, "link"), "now a file\n");
    chmodSync(join(root, "run.sh"), 0o644);
    unlinkSync(join(root, "with space.txt"));
    mkdirSync(join(root, "with space.txt"));
    writeFileSync(join(root, "with space.txt", "inner"), "inner\n");
    writeFileSync(join(root, "debug.log"), "ignored by .gitignore\n");
    await record();

    for (const target of [states[0], states[1], states[2], states[0], states[2], states[1]]) {
      await store.snapshot({ ...label, trigger: "before_rewind" });
      await store.restore(target?.id as string);
      expect(Object.fromEntries(readTree(root, SKIP))).toEqual(Object.fromEntries(target?.files ?? new Map()));
    }
    // Ignored and excluded files are never touched, and empty folders left by removed files are gone.
    expect(existsSync(join(root, "node_modules", "dep", "index.js"))).toBe(true);
    expect(existsSync(join(root, "secret-local", "note"))).toBe(true);
    expect(existsSync(join(root, "debug.log"))).toBe(true);
    expect(existsSync(join(root, "HOOK_RAN"))).toBe(false);
    // The user's repository: refs, index, stash, hooks, config, objects byte for byte.
    expect(treeObject(join(root, ".git"), [])).toEqual(gitBefore);
  });

  it("restores the files created since to nothing and removes the folders they leave empty", async () => {
    const root = userRepo();
    const store = await openStore(root, temp("keel-cp-home-"));
    const before = readTree(root, [".git"]);
    const first = await store.snapshot(label);
    mkdirSync(join(root, "made", "by", "agent"), { recursive: true });
    writeFileSync(join(root, "made", "by", "agent", "x.ts"), "x\n");
    expect((await store.changes(first.id, (await store.snapshot(label)).id)).map((c) => c.path)).toEqual([
      "made/by/agent/x.ts",
    ]);
    await store.restore(first.id);
    expect(existsSync(join(root, "made"))).toBe(false);
    expect(readTree(root, [".git"])).toEqual(before);
  });

  it("names the files over maxFileBytes and nested repositories, leaves out excluded patterns, and never deletes them on restore", async () => {
    const root = userRepo();
    const store = await openStore(root, temp("keel-cp-home-"), 1000, ["*.tmp"]);
    const first = await store.snapshot(label);
    writeFileSync(join(root, "big.bin"), Buffer.alloc(5000, 7));
    writeFileSync(join(root, "scratch.tmp"), "excluded\n");
    writeFileSync(join(root, "small.txt"), "small\n");
    mkdirSync(join(root, "vendor", "lib"), { recursive: true });
    git(join(root, "vendor", "lib"), "init", "-q");
    writeFileSync(join(root, "vendor", "lib", "x.c"), "nested repository\n");
    const second = await store.snapshot(label);
    expect(second.skipped.sort()).toEqual(["big.bin", "vendor/lib/"]);
    expect((await store.changes(first.id, second.id)).map((c) => c.path)).toEqual(["small.txt"]);
    await store.restore(first.id);
    expect(existsSync(join(root, "big.bin"))).toBe(true);
    expect(existsSync(join(root, "scratch.tmp"))).toBe(true);
    expect(existsSync(join(root, "small.txt"))).toBe(false);
    expect(existsSync(join(root, "vendor", "lib", "x.c"))).toBe(true);
  });

  it("works the same on a folder outside any git work tree", async () => {
    const root = temp("keel-cp-plain-");
    writeFileSync(join(root, "a"), "a\n");
    const store = await openStore(root, temp("keel-cp-home-"));
    expect(store.project.userGitDir).toBeUndefined();
    const before = readTree(root, []);
    const first = await store.snapshot(label);
    writeFileSync(join(root, "a"), "changed\n");
    writeFileSync(join(root, "b"), "b\n");
    await store.snapshot(label);
    await store.restore(first.id);
    expect(readTree(root, [])).toEqual(before);
  });

  it("keeps every snapshot reachable by a ref, so gc keeps it", async () => {
    const root = userRepo();
    const store = await openStore(root, temp("keel-cp-home-"));
    const first = await store.snapshot(label);
    writeFileSync(join(root, "later"), "x\n");
    await store.snapshot(label);
    execFileSync("git", ["--git-dir", store.dir, "gc", "-q", "--prune=now"], {
      env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null" },
    });
    expect(await store.has(first.id)).toBe(true);
    await store.snapshot(label);
    await store.restore(first.id);
    expect(existsSync(join(root, "later"))).toBe(false);
  });

  it("keeps its stores where storesDir says (never recording that folder) and diffs two snapshots", async () => {
    const root = temp("keel-cp-jobs-");
    writeFileSync(join(root, "a.txt"), "one\n");
    const storesDir = join(root, ".job", "checkpoints");
    const project = await findCheckpointProject(root);
    const store = await CheckpointStore.open({
      keelHome: temp("keel-cp-home-"),
      storesDir,
      project,
      maxFileBytes: 1e7,
    });
    expect(store.dir).toBe(join(storesDir, project.id));
    const first = await store.snapshot(label);
    writeFileSync(join(root, "a.txt"), "two\n");
    writeFileSync(join(root, "b.bin"), Buffer.from([0, 1, 255]));
    const second = await store.snapshot(label);
    expect(await store.changes(first.id, second.id)).toEqual([
      { status: "M", path: "a.txt" },
      { status: "A", path: "b.bin" },
    ]);
    const diff = await store.diff(first.id, second.id);
    expect(diff).toContain("--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-one\n+two\n");
    expect(diff).toContain("GIT binary patch");
    expect(diff).not.toContain(".job/");
  });

  it("is still usable after a process is killed (SIGKILL) in the middle of a checkpoint", async () => {
    const root = userRepo();
    const home = temp("keel-cp-home-");
    const store = await openStore(root, home);
    const first = await store.snapshot(label);
    const firstFiles = readTree(root, [".git", "node_modules", "secret-local"]);
    // Enough work that the checkpoint is still running when it is killed.
    for (let i = 0; i < 40; i++) writeFileSync(join(root, `blob-${i}.bin`), Buffer.alloc(200_000, i));
    for (let round = 0; round < 3; round++) {
      writeFileSync(join(root, `round-${round}`), `${round}\n`);
      expect(await killMidCheckpoint(root, home)).toBe(true);
    }
    // Leftovers of the killed runs are only temporary files; the store answers and snapshots again.
    const after = await openStore(root, home);
    const latest = await after.snapshot(label);
    expect(latest.skipped).toEqual([]);
    const fsck = execFileSync("git", ["--git-dir", after.dir, "fsck", "--no-dangling"], {
      encoding: "utf8",
      env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null" },
    });
    expect(fsck).toBe("");
    const latestFiles = readTree(root, [".git", "node_modules", "secret-local"]);
    await after.restore(first.id);
    expect(readTree(root, [".git", "node_modules", "secret-local"])).toEqual(firstFiles);
    await after.snapshot(label);
    await after.restore(latest.id);
    expect(readTree(root, [".git", "node_modules", "secret-local"])).toEqual(latestFiles);
  });
});

const here = fileURLToPath(new URL(".", import.meta.url));

/** Starts a checkpoint in a child process and SIGKILLs it (and its git) once its private index exists. */
async function killMidCheckpoint(root: string, home: string): Promise<boolean> {
  const script = `
    import { CheckpointStore } from ${JSON.stringify(join(here, "checkpoint-store.ts"))};
    import { findCheckpointProject } from ${JSON.stringify(join(here, "project-root.ts"))};
    const project = await findCheckpointProject(${JSON.stringify(root)});
    const store = await CheckpointStore.open({ keelHome: ${JSON.stringify(home)}, project, maxFileBytes: 1e9 });
    process.stdout.write("open\\n");
    await store.snapshot({ session: "killed", trigger: "turn_start" });
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: here,
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const storeDir = join(home, "checkpoints");
  let caught = false;
  await new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      const dirs = existsSync(storeDir) ? readdirSync(storeDir) : [];
      const busy = dirs.some((d) => readdirSync(join(storeDir, d)).some((f) => f.startsWith("keel-index.tmp-")));
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
  const signal = await new Promise((resolve) => child.once("close", (_code, signal) => resolve(signal)));
  return caught && signal === "SIGKILL";
}
