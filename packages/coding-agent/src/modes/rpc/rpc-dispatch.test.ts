import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir, writeTree } from "../../home/test-support/temp-dir.js";
import { createSessionRuntime } from "../../runtime/create-session-runtime.js";
import type { SessionRuntime } from "../../runtime/session-runtime.js";
import { type ScriptedModelServer, startScriptedModelServer } from "../../testing/scripted-model-server.js";
import { replyText } from "../../testing/scripted-turn.js";
import { RPC_COMMAND_TYPES, type RpcCommand } from "./rpc-commands.js";
import { dispatchRpcCommand } from "./rpc-dispatch.js";
import type { BashExecutionUpdate } from "./rpc-frames.js";
import { EXAMPLES } from "./test-support/command-examples.js";

let runtime: SessionRuntime | undefined;
let server: ScriptedModelServer | undefined;
afterEach(async () => {
  await runtime?.dispose();
  await server?.close();
  runtime = undefined;
  server = undefined;
});

/** A runtime in a temp folder, answered by a scripted model on a loopback server (`delayMs` between frames). */
async function startRuntime(delayMs = 0): Promise<SessionRuntime> {
  const root = await tempDir("keel-rpc-");
  server = await startScriptedModelServer(
    Array.from({ length: 8 }, (_, i) => replyText(`answer number ${i}`, { delayMs, chunkSize: 4 })),
  );
  await writeTree(root, { ".keel/models.json": JSON.stringify(server.modelsJson()) });
  const started = await createSessionRuntime({
    cwd: root,
    env: { HOME: root, KEEL_HOME: join(root, ".keel") },
    mode: "rpc",
    model: { model: "local/scripted" },
    stderr: { write: () => true },
  });
  if (!started.ok) throw new Error(JSON.stringify(started.diagnostics));
  return started.runtime;
}

// What each example command of test-support/command-examples.ts gets from a fresh session.
const EXPECTED_FAILURES: Record<string, string> = {
  compact: "nothing to compact yet",
  switch_session: '"abc"',
  fork: 'no session entry has id "e1"',
  get_entries: 'no session entry has id "e1"',
  rewind: 'no session entry has id "e1"',
  navigate_tree: 'no session entry has id "e1"',
  // This runtime starts without a sandbox, and a session whose sandbox did not start cannot switch one on.
  set_sandbox: "sandbox",
};

describe("dispatchRpcCommand", () => {
  it("answers every command type exactly once, with its id and name", async () => {
    runtime = await startRuntime();
    const events: BashExecutionUpdate[] = [];
    for (const type of RPC_COMMAND_TYPES) {
      const command = { id: `id-${type}`, type, ...EXAMPLES[type] } as RpcCommand;
      const response = await dispatchRpcCommand(runtime, command, { event: (record) => events.push(record) });
      expect(response).toMatchObject({ type: "response", id: `id-${type}`, command: type });
      const failure = EXPECTED_FAILURES[type];
      if (failure === undefined) expect(response, type).toMatchObject({ success: true });
      else expect(response.success === false && response.error, type).toContain(failure);
      if (type === "prompt") await runtime.waitForIdle();
    }
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.type === "bash_execution_update" && event.id === "id-bash")).toBe(true);
  });

  it("a prompt during a run without streamingBehavior is refused; the run is untouched", async () => {
    runtime = await startRuntime(5);
    const first = await dispatchRpcCommand(runtime, { type: "prompt", message: "one" }, { event: () => undefined });
    expect(first).toMatchObject({ success: true, data: { disposition: "started" } });
    // The scripted model streams with a pause between frames: the run is still going.
    const second = await dispatchRpcCommand(runtime, { type: "prompt", message: "two" }, { event: () => undefined });
    expect(second).toMatchObject({ success: false, command: "prompt" });
    expect(second.success === false && second.error).toContain("a run is active");
    await runtime.waitForIdle();
    expect(runtime.lastAssistantText()).toBe("answer number 0");
  });
});
