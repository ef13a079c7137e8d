import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { readJsonlLines } from "../modes/rpc/jsonl-lines.js";
import type { RpcCommandOf, RpcCommandType } from "../modes/rpc/rpc-commands.js";
import type { ExtensionUiRequest } from "../modes/rpc/rpc-extension-ui.js";
import type { RpcResponse } from "../modes/rpc/rpc-frames.js";
import type { RpcCommandData, RpcEventRecord } from "./rpc-data.js";

/** A command as the client sends it: without `id` (the client assigns one). */
export type RpcCommandInput<T extends RpcCommandType = RpcCommandType> = T extends RpcCommandType
  ? Omit<RpcCommandOf<T>, "id">
  : never;

/** Options of {@link RpcClient.spawn}. */
export interface RpcClientOptions {
  /** The program. Default `keel`. */
  command?: string;
  /** Its arguments; `--mode rpc` is added unless already there. */
  args?: readonly string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** An error response of a command, thrown by {@link RpcClient.call}. */
export class RpcCommandError extends Error {
  constructor(
    readonly command: string,
    readonly response: Extract<RpcResponse, { success: false }>,
  ) {
    super(`${command}: ${response.error}`);
    this.name = "RpcCommandError";
  }
}

/** How the server process ended. */
export interface RpcExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * A typed client of `keel --mode rpc`: spawns the server, assigns ids,
 * matches each response to its command, and delivers events to listeners
 * and iterators. Reads stdout continuously (the server honours
 * backpressure, so a client that stops reading would stall it).
 *
 * @example
 * const client = RpcClient.spawn({ args: ["--no-session"] });
 * const settled = client.waitForEvent((event) => event.type === "agent_settled");
 * await client.call({ type: "prompt", message: "Hello" });
 * await settled;
 * console.log((await client.call({ type: "get_last_assistant_text" })).text);
 * await client.close();
 */
export class RpcClient {
  /** Everything the server wrote to stderr so far. */
  stderr = "";
  /** Resolves when the server exits. */
  readonly exited: Promise<RpcExit>;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly pending = new Map<string, { resolve(response: RpcResponse): void; reject(error: Error): void }>();
  private exit: RpcExit | undefined;
  private readonly listeners = new Set<(event: RpcEventRecord) => void>();
  private readonly unmatched: RpcResponse[] = [];
  private readonly unmatchedWaiters = new Set<(response: RpcResponse) => boolean>();
  private nextId = 1;

  private constructor(child: ChildProcessWithoutNullStreams) {
    this.child = child;
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      this.stderr += chunk;
    });
    this.exited = new Promise((resolve) => {
      child.on("close", (code, signal) => {
        this.exit = { code, signal };
        // No response will come: fail every command still waiting, saying why.
        for (const [id, waiter] of this.pending) {
          this.pending.delete(id);
          waiter.reject(this.exitError());
        }
        resolve({ code, signal });
      });
    });
    child.on("error", (error) => {
      this.stderr += `rpc-client: could not start the server: ${error.message}\n`;
    });
    void this.read();
  }

  /** Starts a server process. */
  static spawn(options: RpcClientOptions = {}): RpcClient {
    const args = [...(options.args ?? [])];
    if (!args.includes("rpc")) args.push("--mode", "rpc");
    const child = spawn(options.command ?? "keel", args, {
      stdio: ["pipe", "pipe", "pipe"],
      ...(options.cwd ? { cwd: options.cwd } : {}),
      ...(options.env ? { env: options.env } : {}),
    });
    return new RpcClient(child);
  }

  /** The server's process id. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Responses that matched no command sent by this client (e.g. for a malformed line). */
  get unmatchedResponses(): readonly RpcResponse[] {
    return this.unmatched;
  }

  private async read(): Promise<void> {
    for await (const line of readJsonlLines(this.child.stdout)) {
      let record: { type?: unknown; id?: unknown };
      try {
        record = JSON.parse(line);
      } catch {
        this.stderr += `rpc-client: not JSON on stdout: ${line.slice(0, 200)}\n`;
        continue;
      }
      if (record.type === "response") {
        const response = record as RpcResponse;
        const waiter = response.id === undefined ? undefined : this.pending.get(response.id);
        if (waiter && response.id !== undefined) {
          this.pending.delete(response.id);
          waiter.resolve(response);
        } else {
          this.unmatched.push(response);
          for (const waiter of [...this.unmatchedWaiters]) if (waiter(response)) this.unmatchedWaiters.delete(waiter);
        }
        continue;
      }
      for (const listener of [...this.listeners]) listener(record as RpcEventRecord);
    }
  }

  /**
   * Resolves with the first response no command of this client awaited
   * (one to a raw line, or a `parse` error) that `match` accepts, including
   * ones already received.
   */
  waitForUnmatchedResponse(match: (response: RpcResponse) => boolean): Promise<RpcResponse> {
    const seen = this.unmatched.find(match);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve) => {
      this.unmatchedWaiters.add((response) => {
        if (!match(response)) return false;
        resolve(response);
        return true;
      });
    });
  }

  /**
   * Sends any object as a command, with an id assigned (commands this
   * client's types do not know, e.g. of a newer server, or bad input in tests).
   */
  sendUnchecked(record: Record<string, unknown>): Promise<RpcResponse> {
    return this.send(record as never);
  }

  /** Writes one raw line (tests of malformed input); no response is awaited. */
  writeRaw(line: string): void {
    this.child.stdin.write(line.endsWith("\n") ? line : `${line}\n`);
  }

  /** Sends a command and resolves with its response, success or not; rejects when the server exits first. */
  send<T extends RpcCommandType>(command: RpcCommandInput<T> & { type: T }): Promise<RpcResponse> {
    const id = `c${this.nextId++}`;
    if (this.exit !== undefined) return Promise.reject(this.exitError());
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.stdin.write(`${JSON.stringify({ ...command, id })}\n`, (error) => {
        if (error) {
          this.pending.delete(id);
          reject(error);
        }
      });
    });
  }

  /** Sends a command and resolves with its `data`; an error response rejects with {@link RpcCommandError}. */
  async call<T extends RpcCommandType>(command: RpcCommandInput<T> & { type: T }): Promise<RpcCommandData[T]> {
    const response = await this.send<T>(command);
    if (!response.success) throw new RpcCommandError(command.type, response);
    return response.data as RpcCommandData[T];
  }

  private exitError(): Error {
    const how = this.exit?.signal ? `signal ${this.exit.signal}` : `code ${this.exit?.code}`;
    const tail = this.stderr.trim().split("\n").slice(-5).join("\n");
    return new Error(`the RPC server exited (${how}) before answering${tail ? `:\n${tail}` : ""}`);
  }

  /** Calls `listener` for every event record; returns the unsubscribe. */
  onEvent(listener: (event: RpcEventRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves with the first event (from now on) that `match` accepts. */
  waitForEvent<E extends RpcEventRecord = RpcEventRecord>(match: (event: RpcEventRecord) => boolean): Promise<E> {
    return new Promise((resolve) => {
      const off = this.onEvent((event) => {
        if (!match(event)) return;
        off();
        resolve(event as E);
      });
    });
  }

  /** The event records from now on, until the server exits. */
  async *events(): AsyncGenerator<RpcEventRecord> {
    const queue: RpcEventRecord[] = [];
    let wake: (() => void) | undefined;
    let ended = false;
    const off = this.onEvent((event) => {
      queue.push(event);
      wake?.();
    });
    void this.exited.then(() => {
      ended = true;
      wake?.();
    });
    try {
      for (;;) {
        const next = queue.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (ended) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    } finally {
      off();
    }
  }

  /** Answers an extension dialog: a value (select, input, editor), a confirmation, or a cancellation. */
  answerUi(
    request: Pick<ExtensionUiRequest, "id">,
    answer: { value: string } | { confirmed: boolean } | { cancelled: true },
  ): void {
    this.child.stdin.write(`${JSON.stringify({ type: "extension_ui_response", id: request.id, ...answer })}\n`);
  }

  /**
   * Shuts the server down cleanly and resolves when it exited. By default
   * the run in flight is aborted first (an `abort` command), as a client
   * that closes means to stop; with `{ finish: true }` stdin is only closed,
   * so the server finishes the run in flight (up to `agent_settled`) first.
   */
  async close(options: { finish?: boolean } = {}): Promise<RpcExit> {
    const stdin = this.child.stdin;
    if (this.exit === undefined && stdin.writable) {
      stdin.on("error", () => undefined); // the server may be gone already
      if (options.finish !== true) stdin.write(`${JSON.stringify({ type: "abort" })}\n`);
      stdin.end();
    }
    return this.exited;
  }

  /** Kills the server (use {@link close} for an orderly shutdown). */
  kill(signal: NodeJS.Signals = "SIGTERM"): void {
    this.child.kill(signal);
  }
}
