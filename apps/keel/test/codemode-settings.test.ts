import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { codemodeCall, resultText, runCodemode } from "./support/codemode-runs.js";
import { KeelWorld, requestBodies } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const BOMB = 'const keep = []; for (let i = 0; i < 480; i++) keep.push("x".repeat(100000) + i); return keep.length;';

const run = (prompt: string) => runCodemode(world, prompt, ["--allow", "read"]);

describe("settings.codemode", () => {
  it("timeoutMs, memoryLimitMiB and inlineBudget set a script's time and memory limits and the description's budget", async () => {
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({ codemode: { timeoutMs: 1500, memoryLimitMiB: 16, inlineBudget: 0 } }),
    );
    // 48 MB kept in a 16 MiB VM runs out (the next test: the default 256 MiB holds it); its own timeout_ms
    // keeps the 1.5 s of the setting from ending it first on a busy machine.
    const bomb = `// @options: {"timeout_ms": 120000}\n${BOMB}`;
    const server = await world.model([
      replyToolCalls([
        { id: "call_loop", name: "codemode", arguments: { script: "for (;;) {}" } },
        { id: "call_bomb", name: "codemode", arguments: { script: bomb } },
      ]),
      replyText("Both failed."),
    ]);
    const result = await run("try the limits");
    expect(result.code, result.stderr).toBe(0);
    const loop = resultText(result.stdout, "call_loop");
    expect(loop).toMatch(/^Script failed after/);
    expect(loop).toContain("time limit of 1500 ms");
    const memory = resultText(result.stdout, "call_bomb");
    expect(memory).toMatch(/^Script failed after/);
    expect(memory).toContain("out of memory");
    // inlineBudget 0: the description declares no tool and names them all for describeTool().
    const declared = requestBodies(server)[0]?.tools?.find((t) => t.function.name === "codemode") as
      | { function: { description: string } }
      | undefined;
    expect(declared?.function.description).not.toContain("read(args: {");
    expect(declared?.function.description).toMatch(/Not declared here \(use describeTool\): .*read/);
  });

  it("the same script holds within the default memory limit, and a script's timeout_ms overrides the setting", async () => {
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ codemode: { timeoutMs: 1 } }));
    await world.model([codemodeCall(`// @options: {"timeout_ms": 120000}\n${BOMB}`, "call_bomb"), replyText("Done.")]);
    const result = await run("keep it");
    expect(result.code, result.stderr).toBe(0);
    expect(resultText(result.stdout, "call_bomb")).toMatch(/^Script completed in \d+\.\d\d s\n480$/);
  });

  it("bad input: a value the schema refuses is named with its key, and the run goes on with the defaults", async () => {
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ codemode: { memoryLimitMiB: "lots" } }));
    await world.model([codemodeCall("return 6 * 7;", "call_ok"), replyText("42.")]);
    const result = await run("multiply");
    expect(result.stderr).toContain("codemode/memoryLimitMiB");
    expect(resultText(result.stdout, "call_ok")).toMatch(/^Script completed in \d+\.\d\d s\n42$/);
  });
});
