import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";
import { systemProgram } from "./support/system-programs.js";

// A codemode script's shell commands run under the OS sandbox like the model's own (docs/codemode.md).
// bubblewrap is a system program: CI (KEEL_REQUIRE_SYSTEM_TOOLS=1) must have it; elsewhere the suite may skip.
const hasBwrap = systemProgram("bwrap", "apt-get install bubblewrap");

// The sandbox keeps /tmp writable, so the world (and the file outside the project) lives in /var/tmp.
let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld({ base: "/var/tmp" });
});
afterEach(() => world.close());

describe.skipIf(!hasBwrap)("codemode under the OS sandbox", () => {
  it("a script's bash call writes in the project but not outside it: the file outside is unchanged", async () => {
    const outside = world.write(join(world.root, "outside.txt"), "outside\n");
    const script = `
const outcome = async (command) => { try { return "ok: " + (await tools.bash({ command })).trim(); } catch (error) { return "failed: " + error.message; } };
return [await outcome("echo inside > inside.txt && echo wrote"), await outcome(${JSON.stringify(`echo gone > ${outside}`)})].join("\\n---\\n");`;
    const server = await world.model([
      replyToolCalls([{ id: "call_cm", name: "codemode", arguments: { script } }]),
      replyText("Done."),
    ]);
    const run = await world.run(
      ["--model", "local/scripted", "--tools", "+codemode", "--allow", "codemode", "-p", "write two files"],
      { env: { KEEL_SANDBOX: undefined } },
    );
    expect(run.stderr).toContain("sandbox: info: commands run in the OS sandbox");
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(join(world.project, "inside.txt"), "utf8")).toBe("inside\n");
    expect(readFileSync(outside, "utf8")).toBe("outside\n");
    const results = JSON.stringify(requestBodies(server)[1]?.messages.filter((m) => m.role === "tool"));
    expect(results).toContain("ok: wrote");
    expect(results).toContain("failed:");
    expect(existsSync(join(world.project, "outside.txt"))).toBe(false);
  });
});
