import { join } from "node:path";
import { createFaux, fauxResponse, fauxText } from "@keel/ai/testing";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../home/test-support/temp-dir.js";
import { createSessionRuntime, type SessionRuntime } from "../../runtime/session-runtime.js";
import { RPC_COMMAND_TYPES, type RpcCommand } from "./rpc-commands.js";
import { dispatchRpcCommand } from "./rpc-dispatch.js";
import type { BashExecutionUpdate } from "./rpc-frames.js";
import { EXAMPLES } from "./test-support/command-examples.js";

let runtime: SessionRuntime | undefined;
afterEach(async () => {
  await runtime?.dispose();
  runtime = undefined;
});

async function startRuntime(delayMs = 0): Promise<SessionRuntime> {
  const root = await tempDir("keel-rpc-");
  const faux = createFaux({
    delayMs,
    responses: Array.from({ length: 8 }, (_, i) => fauxResponse(fauxText(`answer number ${i}`))),
  });
  const started = await createSessionRuntime({
    cwd: root,
    env: { HOME: root, KEEL_HOME: join(root, ".keel") },
    mode: "rpc",
    stderr: { write: () => true },
    fallbackModel: { model: faux.model, streamFn: faux.streamFn, notice: "a faux model" },
  });
  if (!started.ok) throw new Error(JSON.stringify(started.diagnostics));
  return started.runtime;
}

// What each example command of test-support/command-examples.ts gets from a fresh session.
const EXPECTED_FAILURES: Record<string, string> = {
  set_model: 'no model "local/scripted" is known',
  compact: "nothing to compact yet",
  switch_session: '"abc"',
  fork: 'no session entry has id "e1"',
  get_entries: 'no session entry has id "e1"',
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
    // The faux model streams with a pause between chunks: the run is still going.
    const second = await dispatchRpcCommand(runtime, { type: "prompt", message: "two" }, { event: () => undefined });
    expect(second).toMatchObject({ success: false, command: "prompt" });
    expect(second.success === false && second.error).toContain("a run is active");
    await runtime.waitForIdle();
    expect(runtime.lastAssistantText()).toBe("answer number 0");
  });
});
