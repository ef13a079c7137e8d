import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { requestBodies } from "./support/keel-world.js";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

const skip = tmuxSkipReason();

describe.skipIf(skip !== undefined)("/rewind and /tree in the terminal UI (tmux)", () => {
  const tui = tmuxWorld();
  const { prompt, idle } = tui;
  const start = () => tui.start(["--model", "local/scripted", "--allow", "write"]);

  /** Answers two prompts (the second with `secondAnswer`), then picks the first answer in /tree. */
  async function treeBackToFirstAnswer(secondAnswer: string): Promise<void> {
    await prompt("first question");
    await idle("One.");
    await prompt("second question");
    await idle(secondAnswer);
    await prompt("/tree");
    await tui.term.waitFor("Session tree");
    tui.term.submit("model: One");
    await tui.term.waitFor("Summarize the branch you leave?");
  }

  it("/rewind puts back the files of a turn; a file changed outside Keel is listed and asked about; Esc Esc opens it", async () => {
    const { world, term } = tui;
    await world.model([
      replyToolCalls([{ name: "write", arguments: { path: "made.txt", content: "by the agent\n" } }]),
      replyText("Wrote it."),
    ]);
    start();
    await prompt("write a file");
    await idle("Wrote it.");
    expect(existsSync(join(world.project, "made.txt"))).toBe(true);
    writeFileSync(join(world.project, "mine.txt"), "made outside keel\n");

    await prompt("/rewind");
    await term.waitFor("Rewind to before which message?");
    term.keys("Enter");
    await term.waitFor("Put back what?");
    term.submit("Code only");
    const asked = await term.waitFor("Rewind anyway?");
    expect(asked).toContain("changed outside Keel");
    expect(asked).toContain("A mine.txt");
    term.keys("Enter");
    await term.waitFor("Rewound to before");
    expect(existsSync(join(world.project, "made.txt"))).toBe(false);
    expect(existsSync(join(world.project, "mine.txt"))).toBe(false);
    // Code only: the conversation is still on screen.
    expect(await term.waitFor("Wrote it.")).toContain("write a file");
    // Esc Esc on an empty editor opens it too.
    expect(await term.waitFor("Ask anything")).not.toContain("Rewind to before which message?");
    term.keys("Escape");
    term.keys("Escape");
    await term.waitFor("Rewind to before which message?");
    term.keys("Escape");
  }, 120_000);

  it("/tree moves to an earlier message in place: the next prompt continues from there in the same session", async () => {
    const { world, term } = tui;
    const server = await world.model([replyText("One."), replyText("Two."), replyText("Three, from one.")]);
    start();
    await treeBackToFirstAnswer("Two.");
    term.keys("Enter");
    const moved = await term.waitFor("Moved to after that answer");
    expect(moved).not.toContain("second question");
    await prompt("third question");
    await term.waitFor("Three, from one.");
    const sent = JSON.stringify(requestBodies(server).at(-1)?.messages);
    expect(sent).toContain("first question");
    expect(sent).not.toContain("second question");
    expect(world.sessionFiles()).toHaveLength(1);
    const lines = readFileSync(world.sessionFiles()[0] as string, "utf8");
    expect(lines).toContain("second question");
  }, 120_000);

  it("/tree can have the model summarize the branch it leaves: the summary is in the list and goes to the model", async () => {
    const { world, term } = tui;
    const server = await world.model([
      replyText("One."),
      replyText("Two: tried recursion."),
      replyText("BRANCH-SUMMARY recursion overflowed"),
      replyText("Three, after the summary."),
    ]);
    start();
    await treeBackToFirstAnswer("Two: tried recursion.");
    term.submit("Summarize it");
    await term.waitFor("Moved to after that answer");
    // The summary request carried the branch being left.
    expect(JSON.stringify(requestBodies(server)[2])).toContain("Two: tried recursion.");
    await prompt("third question");
    await idle("Three, after the summary.");
    const sent = JSON.stringify(requestBodies(server).at(-1)?.messages);
    expect(sent).toContain("BRANCH-SUMMARY recursion overflowed");
    expect(sent).not.toContain("Two: tried recursion.");
    await prompt("/tree");
    const listed = await term.waitFor("summary of a branch left");
    expect(listed).toContain("summary of a branch left: BRANCH-SUMMARY recursion overflowed");
    expect(listed).toContain("you: second question");
    term.keys("Escape");
  }, 120_000);
});
