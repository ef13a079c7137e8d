import { existsSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

const skip = tmuxSkipReason();

describe.skipIf(skip !== undefined)("codemode in the terminal UI (tmux)", () => {
  const tui = tmuxWorld();

  it("a script's calls are indented lines under the codemode call, not calls of their own", async () => {
    const { world, term } = tui;
    for (let i = 0; i < 5; i++) world.write(join(world.project, "notes", `f${i}.txt`), `value=${i}\n`);
    const script = `
const texts = await Promise.all([0, 1, 2, 3, 4].map((i) => tools.read({ path: "notes/f" + i + ".txt" })));
return "read " + texts.length + " notes";`;
    await world.model([
      replyToolCalls([{ id: "call_cm", name: "codemode", arguments: { script } }]),
      replyText("All five notes were read."),
    ]);
    tui.start(["--model", "local/scripted", "--dangerously-bypass", "--tools", "+codemode", "read the notes"]);
    const screen = await term.waitFor("All five notes were read.");
    expect(screen).toContain("↳ 5 calls; the latest 3 (Ctrl+O to expand)");
    expect(screen).toContain("↳ ✓ read notes/f4.txt");
    // No read shows as a call of its own (those lines start with the mark, not with ↳).
    expect(screen).not.toMatch(/^\s*✓ read notes\//m);
    expect(screen).toMatch(/✓ codemode/);
  });

  it("a script's call that needs approval opens the same dialog as a direct call; Enter allows it once", async () => {
    const { world, term } = tui;
    const script = 'return await tools.bash({ command: "touch approved.txt && echo touched" });';
    await world.model([
      replyToolCalls([{ id: "call_cm", name: "codemode", arguments: { script } }]),
      replyText("The script ran."),
    ]);
    tui.start(["--model", "local/scripted", "--tools", "+codemode", "--allow", "codemode", "touch it"]);
    const dialog = await term.waitFor("Allow once");
    expect(dialog).toContain("touch approved.txt");
    expect(existsSync(join(world.project, "approved.txt"))).toBe(false);
    term.keys("Enter");
    const done = await term.waitFor("The script ran.");
    expect(done).toContain("↳ ✓ $ touch approved.txt && echo touched");
    expect(existsSync(join(world.project, "approved.txt"))).toBe(true);
  });
});
