// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the commands are shell parameter expansions, not templates
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";
import { toolResultsOf } from "./support/sandbox-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

/** The tool results the model saw in the request after the tool batch, by call id. */
const toolResults = (requestIndex: number): Map<string, string> => toolResultsOf(world, requestIndex);

async function runCalls(calls: { name: string; arguments: Record<string, unknown> }[], flags: string[]) {
  await world.model([replyToolCalls(calls.map((call, i) => ({ ...call, id: `call_${i}` }))), replyText("Done.")]);
  const run = await world.run(["--model", "local/scripted", ...flags, "-p", "go"]);
  expect(run.code).toBe(0);
  return toolResults(1);
}

describe("the bypass classes through the keel binary, under a rule that allows every call", () => {
  it("code hidden in data and variables that steer what runs: the file survives every spelling", async () => {
    const keep = world.write(join(world.project, "keep.txt"), "precious\n");
    const commands = [
      "x='a[$(rm keep.txt)]'; echo $((x))",
      "x='a[$(rm keep.txt)]'; (( x ))",
      "x='a[$(rm keep.txt)]'; [[ $x -eq 1 ]]",
      "x='a[$(rm keep.txt)]'; let y=x",
      "x='a[$(rm keep.txt)]'; echo ${b[x]}",
      "x='$(rm keep.txt)'; echo ${x@P}",
      "x='a[$(rm keep.txt)]'; echo ${!x}",
      "read 'a[$(rm keep.txt)]' <<< 1",
      "printf -v 'a[$(rm keep.txt)]' %s 1",
      "test -v 'a[$(rm keep.txt)]'",
      "BASH_CMDS[ls]=/bin/rm; ls keep.txt",
      "BASH_ALIASES[ls]=rm; shopt -s expand_aliases\nls keep.txt",
      "mkdir -p b && printf '#!/bin/sh\\nexec rm \"$@\"\\n' > b/ls && chmod +x b/ls; PATH=./b:$PATH ls keep.txt",
      "env BASH_ENV=<(echo rm keep.txt) bash -c true",
      "PS4='$(rm keep.txt)' bash -xc true",
    ];
    const results = await runCalls(
      commands.map((command) => ({ name: "bash", arguments: { command } })),
      ["--allow", "*", "--deny", "bash(rm:*)"],
    );
    expect(readFileSync(keep, "utf8")).toBe("precious\n");
    for (const [id, result] of results) {
      if (commands[Number(id.slice(5))]?.startsWith("mkdir")) continue; // its first parts may run; the PATH part is refused
      expect({ id, command: commands[Number(id.slice(5))], result: result.slice(0, 19) }).toMatchObject({
        result: "Permission denied: ",
      });
    }
  });

  it("a link made by the same command: the file outside stays unchanged", async () => {
    const outside = world.write(join(world.root, "outside", "target.txt"), "untouched\n");
    const commands = [
      `ln -s ${outside} p && echo gone > p`,
      `ln -sf ${outside} q; cat /dev/null > ./q`,
      `cp -s ${outside} r && echo gone >> r`,
      `ln -s ${join(world.root, "outside")} d && echo gone > d/target.txt`,
      `for i in 1 2; do echo gone > s; ln -sf ${outside} s; done`,
    ];
    await runCalls(
      commands.map((command) => ({ name: "bash", arguments: { command } })),
      ["--allow", "*", "--deny", `write(/${join(world.root, "outside")}/**)`],
    );
    expect(readFileSync(outside, "utf8")).toBe("untouched\n");
  });

  it("two readings of one path: the secret never reaches the model's request", async () => {
    mkdirSync(join(world.root, "secret"), { recursive: true });
    const secret = world.write(join(world.root, "secret", "key"), "s3cret-value\n");
    const calls = [
      { name: "bash", arguments: { command: `cat < /proc/self/root${secret}` } },
      { name: "bash", arguments: { command: `cat < /proc/thread-self/root${secret}` } },
      { name: "bash", arguments: { command: `cat < /dev/fd/../../..${secret}` } },
      { name: "read", arguments: { path: `/proc/self/root${secret}` } },
      { name: "read", arguments: { path: `/dev/fd/../../..${secret}` } },
      { name: "read", arguments: { path: "/proc/self/cwd/../secret/key" } },
    ];
    await runCalls(calls, ["--allow", "*", "--deny", `read(/${join(world.root, "secret")}/**)`]);
    for (const body of requestBodies(world.server as never)) expect(JSON.stringify(body)).not.toContain("s3cret-value");
    expect(readFileSync(secret, "utf8")).toBe("s3cret-value\n");
  });

  it("a redirection to a computed file runs under --allow '*' when no file rule could match, and asks when one could", async () => {
    const results = await runCalls(
      [{ name: "bash", arguments: { command: "F=made.txt; echo hi > $F" } }],
      ["--allow", "*"],
    );
    expect(results.get("call_0")).not.toMatch(/^Permission denied/);
    expect(readFileSync(join(world.project, "made.txt"), "utf8")).toBe("hi\n");

    world.server?.enqueue(
      replyToolCalls([{ name: "bash", arguments: { command: "F=other.txt; echo hi > $F" }, id: "c2" }]),
    );
    world.server?.enqueue(replyText("Done."));
    const run = await world.run(["--model", "local/scripted", "--allow", "*", "--deny", "write(//etc/**)", "-p", "go"]);
    expect(run.code).toBe(0);
    expect(existsSync(join(world.project, "other.txt"))).toBe(false);
  });
});
