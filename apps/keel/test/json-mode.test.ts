import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import type { KeelWorld } from "./support/keel-world.js";
import { jsonRecords } from "./support/wire.js";
import { worldPerTest } from "./support/world-per-test.js";

let world: KeelWorld;
worldPerTest((fresh) => {
  world = fresh;
});

describe("keel --mode json", () => {
  it("writes the session header first, then every event as one line; message_update carries only the delta", async () => {
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "exit 3" } }], "Trying."),
      replyText("The command failed with 3.", { chunkSize: 5 }),
    ]);
    const run = await world.run(["--model", "local/scripted", "--mode", "json", "--allow", "bash(exit 3)", "run it"]);
    expect(run.code).toBe(0);
    const lines = jsonRecords(run.stdout);
    expect(lines[0]).toMatchObject({ type: "session", version: 1, cwd: world.project });
    expect(typeof lines[0]?.id).toBe("string");
    const types = lines.map((l) => l.type);
    expect(types.slice(1, 3)).toEqual(["agent_start", "turn_start"]);
    expect(types.at(-1)).toBe("agent_end");
    const updates = lines.filter((l) => l.type === "message_update");
    expect(updates.length).toBeGreaterThan(3);
    for (const update of updates) {
      expect(update).not.toHaveProperty("message");
      expect(update.assistantMessageEvent).not.toHaveProperty("partial");
    }
    const deltas = updates
      .map((u) => u.assistantMessageEvent as { type: string; delta?: string })
      .filter((e) => e.type === "text_delta")
      .map((e) => e.delta);
    expect(deltas.join("")).toBe("Trying.The command failed with 3.");
    // A failed command keeps its real details and is marked as an error.
    const end = lines.find((l) => l.type === "tool_execution_end") as {
      isError: boolean;
      result: { content: { text: string }[]; details: { exitCode: number } };
    };
    expect(end.isError).toBe(true);
    expect(end.result.details.exitCode).toBe(3);
    const toolResult = lines.find(
      (l) => l.type === "message_end" && (l.message as { role: string }).role === "toolResult",
    ) as { message: { toolCallId: string; isError: boolean } };
    expect(toolResult.message).toMatchObject({ toolCallId: "call_0_0", isError: true });
  });

  it("carries a provider failure as events and exits 1", async () => {
    await world.model([
      { kind: "http-error", status: 401, body: { error: { message: "bad key", type: "invalid_request_error" } } },
    ]);
    const run = await world.run(["--model", "local/scripted", "--mode", "json", "hi"]);
    expect(run.code).toBe(1);
    const final = jsonRecords(run.stdout)
      .filter((l) => l.type === "message_end")
      .at(-1) as {
      message: { stopReason: string; error: { kind: string } };
    };
    expect(final.message.stopReason).toBe("error");
    expect(final.message.error.kind).toBe("auth");
  });

  it("a refused call: the permission_decision event carries the rules that would allow it (allowWith), and stderr says so", async () => {
    await world.model([
      replyToolCalls([{ id: "call_w", name: "write", arguments: { path: "notes.md", content: "x" } }]),
      replyText("Wrote it."),
    ]);
    const run = await world.run(["--model", "local/scripted", "--mode", "json", "write notes"]);
    expect(run.code).toBe(0);
    const decision = jsonRecords(run.stdout).find((line) => line.type === "permission_decision");
    expect(decision).toMatchObject({
      toolCallId: "call_w",
      decision: "deny",
      decidedBy: "headless",
      allowWith: ["write(./notes.md)"],
    });
    expect(run.stderr).toContain(
      "keel: refused write ./notes.md: it needs approval (no rule allows changing it) and this run cannot ask; to allow it, run keel with --allow 'write(./notes.md)'",
    );
  });
});
