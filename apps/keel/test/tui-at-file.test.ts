/**
 * `@file` words among the terminal UI's command-line words attach the file
 * to the first prompt, as pi's terminal UI does and as `keel -p @file`
 * does (before, the UI sent the words as plain text: the model got
 * "@notes.md summarize" and no file). Real keel in a real terminal (tmux).
 */
import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { requestBodies } from "./support/keel-world.js";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

const skip = tmuxSkipReason();

describe.skipIf(skip !== undefined)("@file in the terminal UI's command line (tmux)", () => {
  const tui = tmuxWorld();

  it("attaches the file to the first prompt, ahead of the message", async () => {
    const { world, term } = tui;
    const server = await world.model([replyText("The notes say hello.")]);
    world.write(join(world.project, "notes.md"), "alpha line\nbeta line\n");
    tui.start(["--model", "local/scripted", "@notes.md", "summarize", "these"]);
    await tui.idle("The notes say hello.");
    const [request] = requestBodies(server);
    const user = JSON.stringify(request?.messages.filter((message) => message.role === "user"));
    expect(user).toContain('<file name=\\"notes.md\\">\\nalpha line\\nbeta line');
    expect(user).toContain("summarize these");
    expect(user).not.toContain("@notes.md");
    expect(server.requests).toHaveLength(1);
    term.keys("C-d");
    await term.waitFor("[keel exited 0]");
  });

  it("a missing file is refused before the screen opens: exit 2 naming it, no request", async () => {
    const { world, term } = tui;
    const server = await world.model([replyText("never sent")]);
    tui.start(["--model", "local/scripted", "@missing.md", "summarize"]);
    const after = await term.waitFor("[keel exited ");
    expect(after).toContain("[keel exited 2]");
    expect(after).toContain("missing.md");
    expect(server.requests).toHaveLength(0);
  });
});
