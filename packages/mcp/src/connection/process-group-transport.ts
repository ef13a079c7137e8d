import { type ChildProcess, spawn } from "node:child_process";
import { ReadBuffer, serializeMessage } from "@modelcontextprotocol/sdk/shared/stdio.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/** What starts a stdio server. */
export interface ProcessGroupTransportOptions {
  command: string;
  args: readonly string[];
  env: Record<string, string | undefined>;
  cwd?: string;
  /** Each chunk the server writes to stderr (never shown on the terminal). */
  onStderr?: (text: string) => void;
  /** How long each stop step waits before the next (stdin closed → SIGTERM → SIGKILL). Default 2000 ms. */
  graceMs?: number;
}

const STDERR_TAIL = 4000;

/**
 * The SDK's stdio framing over a child process that leads its own process
 * group, so that stopping it reaches the real server behind an `npx` or
 * `uvx` wrapper: stdin is closed, then the group gets SIGTERM, then
 * SIGKILL. {@link killNow} is the synchronous last resort for exit paths.
 */
export class ProcessGroupTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private child: ChildProcess | undefined;
  private pgid: number | undefined;
  private readonly buffer = new ReadBuffer();
  private exited: Promise<void> = Promise.resolve();
  private stderrTail = "";
  /** How the process ended, once it has (`exit code 1`, `signal SIGKILL`). */
  exitReason: string | undefined;

  constructor(private readonly options: ProcessGroupTransportOptions) {}

  /** The process group id (the leader's pid) while running. */
  get pid(): number | undefined {
    return this.pgid;
  }

  /** The last few thousand characters the server wrote to stderr. */
  get stderr(): string {
    return this.stderrTail;
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.options.command, [...this.options.args], {
        env: this.options.env as NodeJS.ProcessEnv,
        stdio: ["pipe", "pipe", "pipe"],
        detached: true,
        shell: false,
        ...(this.options.cwd !== undefined ? { cwd: this.options.cwd } : {}),
      });
      this.child = child;
      this.pgid = child.pid;
      this.exited = new Promise((done) => child.once("close", () => done()));
      child.once("error", (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.once("spawn", () => resolve());
      child.once("exit", (code, signal) => {
        this.exitReason = signal !== null ? `signal ${signal}` : `exit code ${code}`;
      });
      child.once("close", () => {
        this.child = undefined;
        // A wrapper (npx, uvx) that ended leaves no server behind it.
        if (this.pgid !== undefined) signalGroup(this.pgid, "SIGTERM");
        this.onclose?.();
      });
      child.stdin?.on("error", (error) => this.onerror?.(error));
      child.stdout?.on("data", (chunk: Buffer) => {
        this.buffer.append(chunk);
        for (;;) {
          let message: JSONRPCMessage | null;
          try {
            message = this.buffer.readMessage();
          } catch (error) {
            this.onerror?.(error as Error);
            continue;
          }
          if (message === null) break;
          this.onmessage?.(message);
        }
      });
      child.stderr?.setEncoding("utf8");
      child.stderr?.on("data", (text: string) => {
        this.stderrTail = (this.stderrTail + text).slice(-STDERR_TAIL);
        this.options.onStderr?.(text);
      });
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin || stdin.destroyed) {
        reject(new Error("the server process is not running"));
        return;
      }
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once("drain", resolve);
    });
  }

  /** Stops the server: stdin closed, then SIGTERM, then SIGKILL to its process group. */
  async close(): Promise<void> {
    const child = this.child;
    const pgid = this.pgid;
    if (pgid === undefined) {
      this.buffer.clear();
      return;
    }
    const grace = this.options.graceMs ?? 2000;
    try {
      child?.stdin?.end();
    } catch {
      // already closed
    }
    await Promise.race([this.exited, delay(grace)]);
    // The leader may be a wrapper (npx, uvx) that exited while the server it started runs on.
    if (signalGroup(pgid, "SIGTERM")) {
      await waitForGroupExit(pgid, grace);
      signalGroup(pgid, "SIGKILL");
    }
    await Promise.race([this.exited, delay(grace)]);
    this.buffer.clear();
  }

  /** Kills the process group at once (SIGKILL), synchronously: for `exit` and signal handlers. */
  killNow(): void {
    if (this.pgid !== undefined) signalGroup(this.pgid, "SIGKILL");
  }
}

/** Sends `signal` to the group; false when the group no longer exists. */
function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

async function waitForGroupExit(pgid: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!signalGroup(pgid, 0)) return;
    await delay(50);
  }
}

function delay(ms: number): Promise<void> {
  // Not unref(): a stop in progress must keep the process alive until it is done.
  return new Promise((resolve) => setTimeout(resolve, ms));
}
