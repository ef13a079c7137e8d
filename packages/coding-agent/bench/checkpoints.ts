// Checkpoint figures (docs/checkpoints.md): a 10,000-file git project, its
// shadow store in a temp $KEEL_HOME. Prints the median of several runs of
// each step beside `git status` in the same folder (the floor: a snapshot
// must at least look at every file as status does). Asserts nothing.
// Run: pnpm --filter @keel/coding-agent bench  (or: pnpm exec tsx bench/checkpoints.ts)
import { execFileSync, spawnSync } from "node:child_process";
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { CheckpointStore } from "../src/checkpoints/checkpoint-store.js";
import { findCheckpointProject } from "../src/checkpoints/project-root.js";

const FILES = 10_000;
const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function diskBytes(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of readdirSync(path)) total += diskBytes(join(path, name));
  return total;
}

/** One figure, beside `git status` (the floor) and issue 22's target for it. */
function line(label: string, ms: number, floorMs?: number, targetMs?: number): void {
  const floor =
    floorMs === undefined ? "" : `   git status ${floorMs.toFixed(1).padStart(6)} ms   (${(ms / floorMs).toFixed(1)}x)`;
  const target = targetMs === undefined ? "" : `   target < ${targetMs} ms`;
  console.log(`${label.padEnd(52)} ${ms.toFixed(1).padStart(8)} ms${floor}${target}`);
}

/** Runs `git status` in the project, as a user would. */
function gitStatusMs(root: string): number {
  const start = performance.now();
  spawnSync("git", ["status", "--porcelain"], { cwd: root, stdio: "ignore" });
  return performance.now() - start;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Rewrites `count` files (distinct ones each round) with new content. */
function change(root: string, count: number, round: number): number {
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const text = `// changed in round ${round}\n${"export const value = ".repeat(20)}${round * 1000 + i};\n`;
    writeFileSync(join(root, `pkg-${(round * count + i) % 100}`, `file-${(round * 37 + i) % 100}.ts`), text);
    bytes += text.length;
  }
  return bytes;
}

export async function benchCheckpoints(): Promise<void> {
  const base = mkdtempSync(join(tmpdir(), "keel-bench-checkpoints-"));
  const root = join(base, "project");
  const home = join(base, "keel-home");
  try {
    for (let p = 0; p < 100; p++) {
      mkdirSync(join(root, `pkg-${p}`), { recursive: true });
      for (let f = 0; f < FILES / 100; f++) {
        writeFileSync(
          join(root, `pkg-${p}`, `file-${f}.ts`),
          `export const p${p}f${f} = ${p * f};\n// ${"x".repeat(200)}\n`,
        );
      }
    }
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=B", "-c", "user.email=b@b", ...args], { cwd: root, stdio: "ignore" });
    git("init", "-q");
    git("add", "-A");
    git("commit", "-q", "-m", "bench");
    // Timings scale with the machine's load: the load average is printed with them.
    const load = loadavg()[0]?.toFixed(1) ?? "?";
    console.log(
      `\ncheckpoints of a ${FILES.toLocaleString("en")}-file git project (median of ${RUNS}; ${cpus().length} CPUs, load average ${load})`,
    );

    const store = await CheckpointStore.open({
      keelHome: home,
      project: await findCheckpointProject(root),
      maxFileBytes: 10 * 1024 * 1024,
    });
    const label = { session: "bench", trigger: "turn_start" };
    line("first checkpoint (every file hashed)", await timed(() => store.snapshot(label)));

    const unchanged: number[] = [];
    const status: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      status.push(gitStatusMs(root));
      unchanged.push(await timed(() => store.snapshot(label)));
    }
    line("checkpoint, nothing changed", median(unchanged), median(status), 150);

    const tenFiles: number[] = [];
    const diskPerCheckpoint: number[] = [];
    const changedBytes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      changedBytes.push(change(root, 10, i + 1));
      const before = diskBytes(store.dir);
      tenFiles.push(await timed(() => store.snapshot(label)));
      diskPerCheckpoint.push(diskBytes(store.dir) - before);
    }
    line("checkpoint after a change of 10 files", median(tenFiles), gitStatusMs(root), 200);

    const rewinds: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const target = await store.snapshot(label);
      change(root, 100, 100 + i);
      // What a rewind does to the files: record the current state (its undo), then restore.
      rewinds.push(
        await timed(async () => {
          await store.snapshot({ session: "bench", trigger: "before_rewind" });
          await store.restore(target.id);
        }),
      );
    }
    line("rewind of a 100-file change (checkpoint + restore)", median(rewinds), gitStatusMs(root), 500);
    console.log(
      `${"disk per checkpoint of a 10-file change".padEnd(52)} ${(median(diskPerCheckpoint) / 1024).toFixed(1).padStart(8)} KB   (the 10 files: ${(median(changedBytes) / 1024).toFixed(1)} KB uncompressed; the rest: trees of the folders changed)`,
    );
    console.log(
      `${"whole store".padEnd(52)} ${(diskBytes(store.dir) / 1024 / 1024).toFixed(1).padStart(8)} MB   (project: ${(diskBytes(root) / 1024 / 1024).toFixed(1)} MB with .git)`,
    );
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCheckpoints();
