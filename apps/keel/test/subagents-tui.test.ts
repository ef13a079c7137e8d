import { existsSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { eventually, sleepingProcesses } from "./support/processes.js";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

const skip = tmuxSkipReason();

describe.skipIf(skip !== undefined)("subagents in the terminal UI (tmux)", () => {
  const tui = tmuxWorld({ width: 120 });

  it("a running child's tool calls stream into a block under its task call: one summary line, Ctrl+O lists them", async () => {
    const { world, term } = tui;
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
    tui.start(["--model", "local/scripted", "--dangerously-bypass", "--tools", "+task", "delegate it"]);

    // While the child runs: the task call, and under it one summary line naming its latest call
    // (waited for whole: a capture may catch a line half drawn).
    const summary =
      /↳ general working · 2 tool calls, 1 running · 2 responses · latest: \$ while \[ ! -e release \].*\(Ctrl\+O to expand\)/;
    const running = await term.waitFor((screen) => summary.test(screen));
    expect(running).toContain("task general: look around");
    // Collapsed: the child's calls are not lines of their own.
    expect(running).not.toMatch(/✓ read README\.md/);

    term.keys("C-o");
    const expandedParts = [
      /↳ general working · 2 tool calls, 1 running · 2 responses\s*\n/,
      /✓ read README\.md/,
      /… \$ while \[ ! -e release \]/,
    ];
    const expanded = await term.waitFor((screen) => expandedParts.every((part) => part.test(screen)));
    // The child's calls sit under the task call, indented, not as calls of the parent.
    expect(expanded).not.toMatch(/^\s{0,1}✓ read README\.md/m);
    expect(expanded.indexOf("task general: look around")).toBeLessThan(expanded.indexOf("✓ read README.md"));

    world.write(join(world.project, "release"), "");
    const doneParts = [
      "The subagent is done.",
      "✓ task general: look around",
      "↳ general · 2 tool calls · 3 responses",
      "✓ $ while [ ! -e release ]",
    ];
    await term.waitFor((screen) => doneParts.every((part) => screen.includes(part)));
    // The footer counts the child's tokens too: 2 parent and 3 child responses of 12 in and 8 out each.
    expect(await term.waitFor("↑60 ↓40")).toContain("↑60 ↓40");
  });

  it("a resumed session draws a finished child's block again, from what the task result recorded", async () => {
    const { world, term } = tui;
    world.write(join(world.project, "README.md"), "hello\n");
    const server = await world.model([
      replyToolCalls([{ id: "call_t", name: "task", arguments: { description: "look around", prompt: "read" } }]),
      replyText("The subagent is done."),
    ]);
    server.route("You are a subagent", [
      replyToolCalls([{ id: "child_read", name: "read", arguments: { path: "README.md" } }]),
      replyText("Read it.\nA second line."),
    ]);
    const first = await world.run(["--model", "local/scripted", "--tools", "+task", "-p", "delegate it"]);
    expect(first.code, first.stderr).toBe(0);
    tui.start(["--model", "local/scripted", "--tools", "+task", "--continue"]);
    const resumed = await term.waitFor("↳ general · 1 tool call · 2 responses · latest: read README.md");
    expect(resumed).toContain("✓ task general: look around");
    // The footer counts the child's tokens again: 2 parent and 2 child responses of 12 in and 8 out each.
    expect(resumed).toContain("↑48 ↓32");
    term.keys("C-o");
    await term.waitFor("✓ read README.md");
  });

  it("a child's call that needs approval opens the same dialog as the parent's; Enter allows it once", async () => {
    const { world, term } = tui;
    await world.model([
      replyToolCalls([{ id: "call_t", name: "task", arguments: { description: "make a file", prompt: "touch it" } }]),
      replyText("The child made it."),
    ]);
    world.server?.route("You are a subagent", [
      replyToolCalls([{ id: "child_touch", name: "bash", arguments: { command: "touch made-by-child.txt" } }]),
      replyText("touched"),
    ]);
    tui.start(["--model", "local/scripted", "--tools", "+task", "delegate it"]);
    await term.waitFor((screen) => screen.includes("Allow once") && screen.includes("touch made-by-child.txt"));
    expect(existsSync(join(world.project, "made-by-child.txt"))).toBe(false);
    term.keys("Enter");
    await term.waitFor(
      (screen) => screen.includes("The child made it.") && screen.includes("✓ task general: make a file"),
    );
    expect(existsSync(join(world.project, "made-by-child.txt"))).toBe(true);
  });

  it.skipIf(process.platform !== "linux")(
    "Esc while a child runs a command aborts the run: the command's process is gone and the task call ends as an error",
    async () => {
      const { world, term } = tui;
      const marker = `42.${process.pid}${Date.now() % 100000}`;
      await world.model([
        replyToolCalls([{ id: "call_t", name: "task", arguments: { description: "wait", prompt: "sleep" } }]),
      ]);
      world.server?.route("You are a subagent", [
        replyToolCalls([{ id: "child_sleep", name: "bash", arguments: { command: `exec sleep ${marker}` } }]),
      ]);
      tui.start(["--model", "local/scripted", "--dangerously-bypass", "--tools", "+task", "delegate it"]);
      await term.waitFor(`latest: $ exec sleep ${marker}`);
      expect(await eventually(() => sleepingProcesses(marker).length === 1, 30_000)).toBe(true);
      term.keys("Escape");
      await term.waitFor((screen) => screen.includes("Run aborted.") && screen.includes("✗ task general: wait"));
      expect(await eventually(() => sleepingProcesses(marker).length === 0)).toBe(true);
    },
  );
});
