import { readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { TmuxTerminal, tmuxSkipReason } from "./support/tmux-terminal.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

/** A user settings file whose deny rule is written as a string: its restrictions cannot be read. */
const BROKEN_DENY = '{\n  "permissions": {\n    "deny": "bash(rm:*)"\n  }\n}\n';

describe("a settings file whose permissions do not validate stops every run before anything runs", () => {
  it.each([
    ["print", ["--model", "local/scripted", "-p", "remove it"]],
    ["json", ["--model", "local/scripted", "--mode", "json", "remove it"]],
    ["rpc", ["--model", "local/scripted", "--mode", "rpc"]],
    ["keel permissions", ["permissions"]],
    ["keel permissions list", ["permissions", "list"]],
  ])("%s: exit 2 with the file, line, column and what to fix; the file survives", async (_mode, args) => {
    const keep = world.write(join(world.project, "keep.txt"), "precious\n");
    const settings = world.write(join(world.keelHome, "settings.json"), BROKEN_DENY);
    const server = await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "rm keep.txt" }, id: "c_rm" }]),
      replyText("Removed."),
    ]);
    const run = await world.run(args, { stdin: `${JSON.stringify({ type: "prompt", message: "remove it" })}\n` });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${settings}:3:5`);
    expect(run.stderr).toContain("/permissions/deny");
    expect(run.stderr).toContain("must be array");
    expect(run.stderr).toContain("does not start while a settings file's permissions cannot be read");
    expect(server.requests).toHaveLength(0);
    expect(readFileSync(keep, "utf8")).toBe("precious\n");
    expect(world.sessionFiles()).toEqual([]);
  });

  it.each([
    ["bad JSON", '{ "permissions": { "deny": ["bash(rm:*)"], } }'],
    ["a misspelt list name", '{ "permissions": { "denny": ["bash(rm:*)"] } }'],
  ])("%s: exit 2, nothing runs", async (_name, text) => {
    const keep = world.write(join(world.project, "keep.txt"), "precious\n");
    world.write(join(world.keelHome, "settings.json"), text);
    const server = await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "rm keep.txt" }, id: "c_rm" }]),
      replyText("Removed."),
    ]);
    const run = await world.run(["--model", "local/scripted", "--allow", "bash", "-p", "remove it"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("settings.json:1:");
    expect(server.requests).toHaveLength(0);
    expect(readFileSync(keep, "utf8")).toBe("precious\n");
  });

  it("a file broken elsewhere keeps its valid deny rules: the other keys are skipped with a notice, rm is denied", async () => {
    const keep = world.write(join(world.project, "keep.txt"), "precious\n");
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({ retry: { maxRetries: "3" }, permissions: { allow: ["bash"], deny: ["bash(rm:*)"] } }),
    );
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "rm keep.txt" }, id: "c_rm" }]),
      replyText("Tried."),
    ]);
    const run = await world.run(["--model", "local/scripted", "-p", "remove it"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("/retry/maxRetries");
    expect(run.stderr).toContain("its permissions still apply");
    expect(readFileSync(keep, "utf8")).toBe("precious\n");
  });
});

describe.skipIf(tmuxSkipReason() !== undefined)(
  "the terminal UI with a settings file whose permissions are broken",
  () => {
    it("exits 2 before the UI starts, naming the file, line and what to fix", async () => {
      const term = new TmuxTerminal();
      try {
        const settings = world.write(join(world.keelHome, "settings.json"), BROKEN_DENY);
        const server = await world.model([replyText("never")]);
        term.start({
          args: ["--model", "local/scripted"],
          cwd: world.project,
          env: { ...world.env(), TERM: "xterm-256color" },
          width: 200,
        });
        const screen = await term.waitFor("keel exited");
        expect(screen).toContain("[keel exited 2]");
        expect(term.history()).toContain(`${settings}:3:5`);
        expect(server.requests).toHaveLength(0);
      } finally {
        term.kill();
      }
    });
  },
);
