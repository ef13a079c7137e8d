import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ScriptedModelServer, type ScriptedTurn, startScriptedModelServer } from "@keel/coding-agent/testing";

/** The real `keel` binary of this workspace (built by turbo before the tests). */
export const KEEL_BIN = fileURLToPath(new URL("../../bin/keel.js", import.meta.url));

/** What a finished `keel` process left. */
export interface KeelRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Options of one spawn. */
export interface SpawnOptions {
  /** Piped to stdin (then closed). Default: stdin is an empty pipe. */
  stdin?: string;
  /** Extra environment variables. */
  env?: Record<string, string | undefined>;
  /** Working directory; default the world's project folder. */
  cwd?: string;
}

/**
 * A temp world for one test: `$HOME`, `$KEEL_HOME` inside it, a project
 * folder, and (optionally) a scripted model server described in
 * `models.json` as provider `local`, model `scripted`.
 */
export class KeelWorld {
  readonly root: string;
  readonly home: string;
  readonly keelHome: string;
  readonly project: string;
  server: ScriptedModelServer | undefined;

  /** `base`: the folder the world is made in (default: the OS temp folder). */
  constructor(options: { base?: string } = {}) {
    this.root = realpathSync(mkdtempSync(join(options.base ?? tmpdir(), "keel-cli-")));
    this.home = join(this.root, "home");
    this.keelHome = join(this.home, ".keel");
    this.project = join(this.root, "project");
    mkdirSync(this.keelHome, { recursive: true });
    mkdirSync(this.project, { recursive: true });
  }

  /** Starts the scripted model and points `models.json` at it. */
  async model(turns: ScriptedTurn[] = []): Promise<ScriptedModelServer> {
    this.server = await startScriptedModelServer(turns);
    this.write(join(this.keelHome, "models.json"), JSON.stringify(this.server.modelsJson(), null, 2));
    return this.server;
  }

  /** Writes a file, creating its folder. */
  write(path: string, text: string): string {
    mkdirSync(join(path, ".."), { recursive: true });
    writeFileSync(path, text);
    return path;
  }

  /** The environment of a spawned `keel`: only what it needs, no provider keys. */
  env(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: this.home,
      KEEL_HOME: this.keelHome,
      NO_COLOR: "1",
      TMPDIR: process.env.TMPDIR,
      // The OS sandbox is off unless a test asks for it (sandbox.test.ts passes KEEL_SANDBOX: undefined):
      // the other suites check the permission rules alone.
      KEEL_SANDBOX: "off",
    };
    for (const [key, value] of Object.entries(extra)) {
      if (value === undefined) delete env[key];
      else env[key] = value;
    }
    return env;
  }

  /** Spawns `keel args…` and waits for it to exit. */
  run(args: readonly string[], options: SpawnOptions = {}): Promise<KeelRun> {
    const child = this.spawn(args, options);
    return finished(child.process);
  }

  /** Spawns `keel args…` and returns the live process (for signals mid-run). */
  spawn(args: readonly string[], options: SpawnOptions = {}) {
    const child = spawn(process.execPath, [KEEL_BIN, ...args], {
      cwd: options.cwd ?? this.project,
      env: this.env(options.env),
      stdio: ["pipe", "pipe", "pipe"],
    });
    child.stdin.end(options.stdin ?? "");
    return { process: child };
  }

  /** The session files under `$KEEL_HOME/sessions` (any folder), newest last. */
  sessionFiles(): string[] {
    const dir = join(this.keelHome, "sessions");
    let folders: string[] = [];
    try {
      folders = readdirSync(dir);
    } catch {
      return [];
    }
    return folders.flatMap((folder) => readdirSync(join(dir, folder)).map((name) => join(dir, folder, name))).sort();
  }

  /**
   * Stops the model server and removes the world. A keel that was just
   * killed (a tmux server ended) may still be writing its last checkpoint
   * or session line for a moment: the removal retries on ENOTEMPTY/EBUSY.
   */
  async close(): Promise<void> {
    await this.server?.close();
    // A process that outlived keel (a checkpoint's git) may still add files: try again for up to 20 s (within the hook time limit).
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        rmSync(this.root, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }
}

/** Collects a child's output until it exits. */
export function finished(child: ReturnType<typeof spawn>): Promise<KeelRun> {
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** The chat-completions request bodies a scripted server received. */
export function requestBodies(
  server: ScriptedModelServer,
): { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] }[] {
  return server.requests.map((request) => request.body as never);
}
