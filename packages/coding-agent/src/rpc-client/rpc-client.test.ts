import { describe, expect, it } from "vitest";
import { RpcClient, RpcCommandError } from "./rpc-client.js";

/** A stand-in server: a Node script given as `-e` (after `--`, `--mode rpc` are the script's arguments). */
function fake(script: string): RpcClient {
  return RpcClient.spawn({ command: process.execPath, args: ["-e", script, "--", "--mode", "rpc"] });
}

// Answers get_state commands in reverse order of arrival, two at a time, after an event.
const REVERSING = `
let buffered = "", held = [];
process.stdin.on("data", (chunk) => {
  buffered += chunk;
  let lf;
  while ((lf = buffered.indexOf("\\n")) >= 0) {
    const command = JSON.parse(buffered.slice(0, lf));
    buffered = buffered.slice(lf + 1);
    held.push(command);
    if (held.length === 2) {
      process.stdout.write(JSON.stringify({ type: "queue_update", steering: ["\\u2028"], followUp: [] }) + "\\n");
      for (const c of held.reverse()) {
        const ok = c.type === "get_state";
        process.stdout.write(JSON.stringify(ok
          ? { id: c.id, type: "response", command: c.type, success: true, data: { sessionId: c.id } }
          : { id: c.id, type: "response", command: c.type, success: false, error: "nope" }) + "\\n");
      }
      held = [];
    }
  }
});
process.stdin.on("end", () => process.exit(0));
`;

describe("RpcClient", () => {
  it("matches responses to commands by id, whatever their order; call rejects an error response", async () => {
    const client = fake(REVERSING);
    const events: unknown[] = [];
    client.onEvent((event) => events.push(event));
    const [first, second] = await Promise.allSettled([
      client.call({ type: "get_state" }),
      client.call({ type: "get_messages" }),
    ]);
    expect(first).toEqual({ status: "fulfilled", value: { sessionId: "c1" } });
    expect(second.status).toBe("rejected");
    const error = (second as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(RpcCommandError);
    expect((error as RpcCommandError).message).toBe("get_messages: nope");
    expect(events).toEqual([{ type: "queue_update", steering: ["\u2028"], followUp: [] }]);
    expect(await client.close()).toEqual({ code: 0, signal: null });
  });

  it("a server that exits fails the commands waiting for it, with its last stderr lines", async () => {
    const client = fake(`process.stdin.once("data", () => { console.error("boom: no model"); process.exit(3); });`);
    const iterator = client.events();
    await expect(client.send({ type: "get_state" })).rejects.toThrow(
      /exited \(code 3\) before answering:\nboom: no model/,
    );
    await expect(client.send({ type: "get_state" })).rejects.toThrow(/exited \(code 3\)/);
    // The event iterator ends with the process.
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });
});
