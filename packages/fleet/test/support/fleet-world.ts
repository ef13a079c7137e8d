import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FleetClient, type FleetWorkerOptions } from "../../src/index.js";
import type { RuleModelServer } from "./rule-model-server.js";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const workerMain = fileURLToPath(new URL("./worker-main.mjs", import.meta.url));

/** A worker process started by the test. */
export interface WorkerProcess {
  name: string;
  child: ChildProcess;
  /** Its structured log lines so far. */
  log: string[];
  exited: Promise<number | null>;
}

/** Temp folders, a `KEEL_HOME` pointing at the loopback model, and worker processes on one queue. */
export interface FleetWorld {
  dir: string;
  home: string;
  sessionsDir: string;
  workRoot: string;
  queue: string;
  client: FleetClient;
  env: Record<string, string>;
  startWorker(name: string, options?: Partial<FleetWorkerOptions>): Promise<WorkerProcess>;
  /** A folder with a file in it, for `cwd` jobs. */
  project(name: string, files?: Record<string, string>): string;
  dispose(): Promise<void>;
}

let queues = 0;

export function createFleetWorld(redisUrl: string, model: RuleModelServer): FleetWorld {
  const dir = mkdtempSync(join(tmpdir(), "keel-fleet-"));
  const home = join(dir, "keel-home");
  mkdirSync(home, { recursive: true });
  writeFileSync(join(home, "models.json"), JSON.stringify(model.modelsJson()));
  const sessionsDir = join(dir, "shared", "sessions");
  const workRoot = join(dir, "work");
  const queue = `test-${process.pid}-${queues++}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: dir,
    KEEL_HOME: home,
    KEEL_OFFLINE: "1",
  };
  const client = FleetClient.open({ redis: { url: redisUrl }, queue });
  const workers: WorkerProcess[] = [];
  return {
    dir,
    home,
    sessionsDir,
    workRoot,
    queue,
    client,
    env,
    async startWorker(name, options = {}) {
      const full: FleetWorkerOptions = {
        redis: { url: redisUrl },
        queue,
        sessionsDir,
        workRoot,
        name,
        lockDurationMs: 4000,
        stalledIntervalMs: 500,
        backoffMs: 100,
        ...options,
      };
      const child = spawn(process.execPath, [workerMain, JSON.stringify(full)], {
        cwd: packageDir,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const log: string[] = [];
      let buffered = "";
      child.stderr?.setEncoding("utf8");
      child.stderr?.on("data", (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        log.push(...lines);
      });
      const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
      await new Promise<void>((ready, failed) => {
        child.stdout?.setEncoding("utf8");
        child.stdout?.on("data", (text: string) => {
          if (text.includes("ready")) ready();
        });
        void exited.then((code) =>
          failed(new Error(`worker ${name} exited (${code}) before it was ready:\n${log.join("\n")}`)),
        );
      });
      const worker = { name, child, log, exited };
      workers.push(worker);
      return worker;
    },
    project(name, files = { "a.txt": "hello\n" }) {
      const folder = join(dir, "projects", name);
      mkdirSync(folder, { recursive: true });
      for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
      return folder;
    },
    async dispose() {
      for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill("SIGKILL");
      await Promise.all(workers.map((worker) => worker.exited));
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns a value (not `undefined`); gives up after `limitMs` with `what` in the error. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, limitMs = 60_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Jobs file text: one JSON line per job. */
export function jobsFile(jobs: readonly object[]): string {
  return `${jobs.map((job) => JSON.stringify(job)).join("\n")}\n`;
}
