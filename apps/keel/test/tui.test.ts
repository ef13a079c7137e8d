import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { TmuxTerminal, tmuxSkipReason } from "./support/tmux-terminal.js";

const skip = tmuxSkipReason();

describe.skipIf(skip !== undefined)("the terminal UI in a real terminal (tmux)", () => {
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

  function start(args: string[] = ["--model", "local/scripted"], size?: { width: number; height: number }): void {
    term.start({ args, cwd: world.project, env: { ...world.env(), TERM: "xterm-256color" }, ...size });
  }

  it("opens straight into the editor with the model in the footer, answers a prompt, and /quit exits 0 with the terminal restored", async () => {
    await world.model([replyText("Hello from the **scripted** model.")]);
    start();
    await term.waitFor("scripted");
    const first = await term.waitFor("Ask anything");
    expect(first).toContain("scripted");
    term.type("hi there");
    term.keys("Enter");
    await term.waitFor("Hello from the scripted model.");
    expect(term.screen()).toContain("› hi there");
    term.type("/quit");
    term.keys("Enter");
    const after = await term.waitFor("[keel exited");
    expect(after).toContain("[keel exited 0]");
    expect(after).toMatch(/icanon echo isig|icanon isig echo|isig icanon echo/);
    expect(term.format("#{cursor_flag} #{alternate_on} #{mouse_any_flag}")).toBe("1 0 0");
  });
});
