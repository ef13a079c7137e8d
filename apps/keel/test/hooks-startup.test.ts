import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";

// A SessionStart hook runs while the session is built, before a front end listens: its failure must still show.
let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const failing = { type: "command", command: "echo cannot load the notes >&2; exit 1" };
const loader = { type: "command", command: "echo Notes: deploys go through CI" };

describe("a start-up SessionStart hook through the keel binary", () => {
  it("print mode: a crashing SessionStart hook is a line on stderr; the run goes on with the other hook's context", async () => {
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({ hooks: { SessionStart: [{ matcher: "startup", hooks: [failing, loader] }] } }),
    );
    await world.model([replyText("Hi.")]);
    const run = await world.run(["--model", "local/scripted", "-p", "hello"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Hi.\n");
    expect(run.stderr).toBe(
      "keel: SessionStart hook `echo cannot load the notes >&2; exit 1` failed (exit code 1): cannot load the notes\n",
    );
    expect(JSON.stringify(requestBodies(world.server as never)[0]?.messages)).toContain("Notes: deploys go through CI");
  });

  it("JSON mode: its hook_started and hook_finished come before the first prompt's run", async () => {
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({ hooks: { SessionStart: [{ hooks: [failing] }] } }),
    );
    await world.model([replyText("Hi.")]);
    const run = await world.run(["--model", "local/scripted", "--mode", "json", "hello"]);
    expect(run.code).toBe(0);
    const events = run.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; [key: string]: unknown });
    const types = events.map((e) => e.type);
    expect(types.indexOf("hook_started")).toBeGreaterThanOrEqual(0);
    expect(types.indexOf("hook_finished")).toBeLessThan(types.indexOf("agent_start"));
    expect(events.find((e) => e.type === "hook_finished")).toMatchObject({
      hookEventName: "SessionStart",
      exitCode: 1,
      outcome: "error",
      stderr: "cannot load the notes\n",
    });
  });
});
