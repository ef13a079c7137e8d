import { existsSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { finished, type KeelWorld } from "./support/keel-world.js";
import { jsonLine, jsonRecords } from "./support/wire.js";
import { worldPerTest } from "./support/world-per-test.js";

let world: KeelWorld;
worldPerTest((fresh) => {
  world = fresh;
});

describe("keel --mode rpc: the end of stdin", () => {
  it("lets the run in flight finish; a tool call that needs approval is refused (nobody can answer), and keel exits 0", async () => {
    await world.model([
      replyToolCalls([{ id: "call_rm", name: "bash", arguments: { command: "echo ran > ran.txt" } }], "Trying."),
      replyText("The command was refused, so I stopped.", { delayMs: 20 }),
    ]);
    const run = await world.run(["--mode", "rpc", "--model", "local/scripted", "--no-session"], {
      stdin: jsonLine({ id: "p", type: "prompt", message: "run it" }),
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const out = jsonRecords(run.stdout);
    expect(out.at(-1)).toEqual({ type: "agent_settled", aborted: false });
    expect(out).toContainEqual(expect.objectContaining({ type: "response", id: "p", success: true }));
    expect(out).toContainEqual(
      expect.objectContaining({ type: "tool_execution_end", toolCallId: "call_rm", isError: true }),
    );
    const final = out.filter((r) => r.type === "message_end").at(-1) as { message: { content: { text?: string }[] } };
    expect(final.message.content.map((b) => b.text ?? "").join("")).toBe("The command was refused, so I stopped.");
    expect(existsSync(join(world.project, "ran.txt"))).toBe(false);
  });

  it("an abort sent before the end of stdin still stops the run", async () => {
    await world.model([{ kind: "hang" }]);
    const run = await world.run(["--mode", "rpc", "--model", "local/scripted", "--no-session"], {
      stdin: jsonLine({ id: "p", type: "prompt", message: "hang" }) + jsonLine({ id: "a", type: "abort" }),
    });
    expect(run.code).toBe(0);
    const out = jsonRecords(run.stdout);
    expect(out).toContainEqual({ type: "agent_settled", aborted: true });
    expect(out).toContainEqual(expect.objectContaining({ type: "response", id: "a", success: true }));
  });

  it("SIGTERM while it waits for the run after the end of stdin stops the run and exits 143", async () => {
    await world.model([{ kind: "hang" }]);
    const child = world.spawn(["--mode", "rpc", "--model", "local/scripted", "--no-session"], {
      stdin: jsonLine({ id: "p", type: "prompt", message: "hang" }),
    }).process;
    let seen = "";
    await new Promise<void>((resolve) => {
      child.stdout?.setEncoding("utf8").on("data", function onData(chunk: string) {
        seen += chunk;
        if (seen.includes('"id":"p"')) {
          child.stdout?.off("data", onData);
          resolve();
        }
      });
    });
    const exit = finished(child);
    child.kill("SIGTERM");
    const run = await exit;
    expect(run.code).toBe(143);
    expect(run.stderr).toMatch(/SIGTERM/);
  });
});
