import { existsSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { TmuxTerminal, tmuxSkipReason } from "./support/tmux-terminal.js";

const skip = tmuxSkipReason();

describe.skipIf(skip !== undefined)("subagents in the terminal UI (tmux)", () => {
  let world: KeelWorld;
  let term: TmuxTerminal;

  beforeEach(() => {
    world = new KeelWorld();
    term = new TmuxTerminal();
  });

  afterEach(async () => {
    term.kill();
    await world.close();
  });

  it("a running child's tool calls stream into a block under its task call: one summary line, Ctrl+O lists them", async () => {
    world.write(join(world.project, "README.md"), "hello\n");
    const server = await world.model([
      replyToolCalls([
        { id: "call_t", name: "task", arguments: { description: "look around", prompt: "read and wait" } },
      ]),
      replyText("The subagent is done."),
    ]);
    // The child reads a file, then runs a command that waits until the test releases it.
    server.route("You are a subagent", [
      replyToolCalls([{ id: "child_read", name: "read", arguments: { path: "README.md" } }]),
      replyToolCalls([
        {
          id: "child_wait",
          name: "bash",
          arguments: { command: "while [ ! -e release ]; do sleep 0.1; done; echo released" },
        },
      ]),
      replyText("Read it and waited."),
    ]);
    term.start({
      args: ["--model", "local/scripted", "--dangerously-bypass", "--tools", "+task", "delegate it"],
      cwd: world.project,
      env: { ...world.env(), TERM: "xterm-256color" },
      width: 120,
    });

    // While the child runs: the task call, and under it one summary line naming its latest call.
    const running = await term.waitFor((screen) => screen.includes("latest: $ while [ ! -e release ]"));
    expect(running).toContain("task general: look around");
    expect(running).toMatch(
      /↳ general working · 2 tool calls, 1 running · 2 responses · latest: \$ while \[ ! -e release \].*\(Ctrl\+O to expand\)/,
    );
    // Collapsed: the child's calls are not lines of their own.
    expect(running).not.toMatch(/✓ read README\.md/);

    term.keys("C-o");
    const expanded = await term.waitFor((screen) => /✓ read README\.md/.test(screen));
    expect(expanded).toMatch(/↳ general working · 2 tool calls, 1 running · 2 responses\s*\n/);
    expect(expanded).toMatch(/… \$ while \[ ! -e release \]/);
    // The child's calls sit under the task call, indented, not as calls of the parent.
    expect(expanded).not.toMatch(/^\s{0,1}✓ read README\.md/m);
    expect(expanded.indexOf("task general: look around")).toBeLessThan(expanded.indexOf("✓ read README.md"));

    world.write(join(world.project, "release"), "");
    const done = await term.waitFor("The subagent is done.");
    expect(done).toMatch(/✓ task general: look around/);
    expect(done).toMatch(/↳ general · 2 tool calls · 3 responses/);
    expect(done).toMatch(/✓ \$ while \[ ! -e release \]/);
    // The footer counts the child's tokens too: 2 parent and 3 child responses of 12 in and 8 out each.
    expect(await term.waitFor("↑60 ↓40")).toContain("↑60 ↓40");
  });

  it("a child's call that needs approval opens the same dialog as the parent's; Enter allows it once", async () => {
    await world.model([
      replyToolCalls([{ id: "call_t", name: "task", arguments: { description: "make a file", prompt: "touch it" } }]),
      replyText("The child made it."),
    ]);
    world.server?.route("You are a subagent", [
      replyToolCalls([{ id: "child_touch", name: "bash", arguments: { command: "touch made-by-child.txt" } }]),
      replyText("touched"),
    ]);
    term.start({
      args: ["--model", "local/scripted", "--tools", "+task", "delegate it"],
      cwd: world.project,
      env: { ...world.env(), TERM: "xterm-256color" },
      width: 120,
    });
    const dialog = await term.waitFor("Allow once");
    expect(dialog).toContain("touch made-by-child.txt");
    expect(existsSync(join(world.project, "made-by-child.txt"))).toBe(false);
    term.keys("Enter");
    const done = await term.waitFor("The child made it.");
    expect(done).toMatch(/✓ task general: make a file/);
    expect(existsSync(join(world.project, "made-by-child.txt"))).toBe(true);
  });
});
