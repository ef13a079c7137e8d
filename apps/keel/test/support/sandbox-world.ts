import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { type KeelRun, KeelWorld, requestBodies } from "./keel-world.js";
import { systemProgram } from "./system-programs.js";

/**
 * Whether bubblewrap is here. It is a system program: CI
 * (`KEEL_REQUIRE_SYSTEM_TOOLS=1`) must have it; elsewhere a suite may skip.
 */
export const hasBwrap = (): boolean => systemProgram("bwrap", "apt-get install bubblewrap");

/**
 * Where sandbox worlds live. The sandbox keeps `/tmp` and `$TMPDIR`
 * writable, so a world whose home and "outside" must stay untouched lives in
 * `/var/tmp` (the FHS's other temp folder, not writable inside).
 */
export const SANDBOX_WORLD_BASE = "/var/tmp";

/** Spawn options that turn the sandbox on: the world's default (`KEEL_SANDBOX=off`, for the other suites) removed. */
export const sandboxed = { env: { KEEL_SANDBOX: undefined } };

/** A tool call the scripted model makes. */
export interface ScriptedCall {
  readonly name: string;
  readonly arguments: Record<string, unknown>;
  readonly id: string;
}

/** A world outside the temp folders whose project is a git repository with an identity. */
export function sandboxWorld(): KeelWorld {
  const world = new KeelWorld({ base: SANDBOX_WORLD_BASE });
  gitIn(world, world.project, "init", "-q");
  gitIn(world, world.project, "config", "user.email", "t@example.invalid");
  gitIn(world, world.project, "config", "user.name", "T");
  return world;
}

/** Runs git in `cwd` with the world's home (its identity, none of the machine's). */
export function gitIn(world: KeelWorld, cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, HOME: world.home } });
}

type ToolMessage = { role: string; content: unknown; tool_call_id?: string };
const text = (content: unknown): string =>
  typeof content === "string" ? content : (content as { text?: string }[]).map((part) => part.text ?? "").join("");

/** The tool results the model received in request `index`, by call id. */
export function toolResultsOf(world: KeelWorld, index: number): Map<string, string> {
  const results = new Map<string, string>();
  const body = requestBodies(world.server as never)[index];
  for (const message of (body?.messages ?? []) as ToolMessage[]) {
    if (message.role === "tool") results.set(message.tool_call_id ?? "", text(message.content));
  }
  return results;
}

/** Everything the model server received, as one text. */
export const receivedTextOf = (world: KeelWorld): string =>
  JSON.stringify(world.server?.requests.map((request) => request.body));

/** `keel -p go` with the sandbox on, against a model that makes `calls` in one message and then says "Done.". */
export async function runCalls(
  world: KeelWorld,
  calls: readonly ScriptedCall[],
  extraArgs: readonly string[] = [],
): Promise<KeelRun> {
  await world.model([replyToolCalls([...calls]), replyText("Done.")]);
  return world.run(["--model", "local/scripted", ...extraArgs, "-p", "go"], sandboxed);
}

/** A TCP server on the host's loopback that counts its connections: what a sandboxed command must not reach. */
export interface HostServer {
  readonly port: number;
  /** Connections accepted so far. */
  connections(): number;
  close(): void;
}

/** Starts a {@link HostServer} on 127.0.0.1 that answers every connection with `reply` and closes it. */
export async function hostServer(reply: string): Promise<HostServer> {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.end(reply);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => server.close(),
  };
}

/**
 * A `PATH` for keel with a shell and git but no bubblewrap: a folder in the
 * world holding links to `sh`, `bash` and `git`. Keel started with it finds
 * the sandbox unavailable.
 */
export function pathWithoutBubblewrap(world: KeelWorld): string {
  const bin = join(world.root, "bin-without-bwrap");
  mkdirSync(bin, { recursive: true });
  for (const program of ["sh", "bash", "git"]) {
    const found = spawnSync("sh", ["-c", `command -v ${program}`], { encoding: "utf8" }).stdout.trim();
    if (found && !existsSync(join(bin, program))) symlinkSync(found, join(bin, program));
  }
  return bin;
}
