import { readFileSync } from "node:fs";
import { RpcClient, type RpcEventRecord } from "@keel/coding-agent/rpc-client";
import { KEEL_BIN, type KeelWorld } from "./keel-world.js";

/** The clients {@link spawnRpc} made in each world, for {@link closeRpcClients}. */
const clientsOf = new WeakMap<KeelWorld, Set<RpcClient>>();

/**
 * Spawns `keel --mode rpc args…` in a world (its $HOME, $KEEL_HOME and
 * project), as a typed client. The world remembers it for {@link closeRpcClients}.
 */
export function spawnRpc(world: KeelWorld, args: readonly string[] = [], env: Record<string, string> = {}): RpcClient {
  const client = RpcClient.spawn({
    command: process.execPath,
    args: [KEEL_BIN, "--mode", "rpc", ...args],
    cwd: world.project,
    env: world.env(env),
  });
  const clients = clientsOf.get(world) ?? new Set();
  clientsOf.set(world, clients.add(client));
  return client;
}

/**
 * Closes every client {@link spawnRpc} made in this world and waits for them
 * to exit; one already closed or killed is only waited for.
 */
export async function closeRpcClients(world: KeelWorld): Promise<void> {
  const clients = [...(clientsOf.get(world) ?? [])];
  clientsOf.delete(world);
  await Promise.all(clients.map((client) => client.close()));
}

/**
 * Answers every permission prompt (a select offering "Allow once") with
 * "Allow once", for tests about something else than permissions.
 */
export function approveToolCalls(client: RpcClient): void {
  client.onEvent((event) => {
    if (event.type === "extension_ui_request" && event.method === "select" && event.options.includes("Allow once")) {
      client.answerUi(event, { value: "Allow once" });
    }
  });
}

/** Collects every event a client receives from now on. */
export function recordEvents(client: RpcClient): RpcEventRecord[] {
  const events: RpcEventRecord[] = [];
  client.onEvent((event) => events.push(event));
  return events;
}

/** Resolves at the next event of this type. */
export function nextEvent<T extends RpcEventRecord["type"]>(
  client: RpcClient,
  type: T,
  match: (event: Extract<RpcEventRecord, { type: T }>) => boolean = () => true,
): Promise<Extract<RpcEventRecord, { type: T }>> {
  return client.waitForEvent((event) => event.type === type && match(event as Extract<RpcEventRecord, { type: T }>));
}

/**
 * Whether a process with this id is still running. A zombie (dead, not yet
 * reaped: where PID 1 reaps nothing, as in some containers) counts as gone.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true; // no /proc (macOS): kill(0) is the answer
  }
}
