import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

const skip = tmuxSkipReason();

const SPINNER = /[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/;

/** How many times `text` occurs in `haystack`. */
function occurrences(haystack: string, text: string): number {
  return haystack.split(text).length - 1;
}

/** The first screen line that contains `text`. */
function lineWith(screen: string, text: string): string {
  return screen.split("\n").find((line) => line.includes(text)) ?? "";
}

/** The seconds of a finished tool line (`✓ read add.js 0.3s`). */
function secondsOf(line: string): number {
  const match = /(\d+\.\d)s$/.exec(line.trim());
  if (match === null) throw new Error(`no duration at the end of: ${line}`);
  return Number(match[1]);
}

describe.skipIf(skip !== undefined)("edges of the terminal UI in a real terminal (tmux)", () => {
  const tui = tmuxWorld({ width: 100, height: 40 });
  const { start, prompt } = tui;

  it("a retried 429 becomes a quiet note, a reply cut off at the output limit says so, counts are singular, and Ctrl+O redraws in place", async () => {
    const { world, term } = tui;
    await world.model([
      {
        kind: "http-error",
        status: 429,
        body: { error: { message: "slow down", type: "rate_limit" } },
        headers: { "retry-after": "0" },
      },
      replyToolCalls([{ name: "bash", arguments: { command: "printf 'row-1\\nrow-2\\nrow-3\\nrow-4\\nrow-5\\n'" } }]),
      replyText("The first half of the answer", { finish: "length", usage: { input: 10, output: 7 } }),
    ]);
    start(["--model", "local/scripted", "--dangerously-bypass"]);
    await prompt("print rows");
    await term.waitFor((screen) => screen.includes("The first half of the answer") && !screen.includes("Working…"));
    const done = term.history();
    // The failure that the retry overcame is a quiet note, not an error above the good answer.
    expect(done).not.toContain("Error: 429 slow down");
    expect(done).toContain("Retried after: 429 slow down");
    // A reply cut off at the output-token limit says it is partial and what to do.
    expect(done).toContain("Cut off at the output-token limit after 7 tokens");
    // One hidden line is "1 more line".
    expect(done).toContain("… 1 more line (Ctrl+O to expand)");
    expect(done).not.toContain("1 more lines");

    term.keys("C-o");
    await term.waitFor((screen) => /^\s+row-1$/m.test(screen) && !screen.includes("Ctrl+O to expand"));
    const expanded = term.history();
    // The expanded transcript replaces the collapsed one: one copy of each item in the scrollback.
    expect(occurrences(expanded, "› print rows")).toBe(1);
    expect(occurrences(expanded, "The first half of the answer")).toBe(1);
    expect(expanded).not.toContain("Ctrl+O to expand");
    term.keys("C-o");
    await term.waitFor("… 1 more line (Ctrl+O to expand)");
    expect(occurrences(term.history(), "› print rows")).toBe(1);
  });

  it("approvals: a sibling call waits without a spinner, durations exclude the wait, and edit and write dialogs show their diff", async () => {
    const { world, term } = tui;
    world.write(join(world.project, "add.js"), "// add two numbers\nexport const add = (a, b) => a - b;\n");
    await world.model([
      replyToolCalls([
        { name: "read", arguments: { path: "add.js" } },
        { name: "bash", arguments: { command: "touch made.txt" } },
      ]),
      replyToolCalls([
        { name: "edit", arguments: { path: "./add.js", edits: [{ oldText: "a - b", newText: "a + b" }] } },
      ]),
      replyToolCalls([{ name: "write", arguments: { path: "notes.txt", content: "first note\nsecond note\n" } }]),
      replyText("All done."),
    ]);
    start(["--model", "local/scripted"]);
    await prompt("fix add");
    await term.waitFor("Allow once");
    // The read passed its checks and waits for the batch's approval: no spinner, no running clock.
    const asking = await term.waitFor((screen) => lineWith(screen, "read add.js") !== "");
    const readLine = lineWith(asking, "read add.js");
    expect(readLine).not.toMatch(SPINNER);
    expect(readLine).toContain("queued until you answer the approval");
    // Keep the dialog open a while: the durations shown later must not include this wait.
    const openedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(lineWith(term.screen(), "read add.js")).toBe(readLine);
    term.keys("Enter");
    const waited = (Date.now() - openedAt) / 1000;

    // The edit's dialog shows the diff asked for (waited for once the bash dialog is gone).
    const editDialog = await term.waitFor(
      (screen) => screen.includes("Allow once") && !screen.includes("Allow bash command"),
    );
    expect(editDialog).toContain("-export const add = (a, b) => a - b;");
    expect(editDialog).toContain("+export const add = (a, b) => a + b;");
    expect(editDialog).toContain(" // add two numbers");
    const afterBatch = term.history();
    expect(secondsOf(lineWith(afterBatch, "✓ read add.js"))).toBeLessThan(waited);
    expect(secondsOf(lineWith(afterBatch, "✓ $ touch made.txt"))).toBeLessThan(waited);
    expect(existsSync(join(world.project, "made.txt"))).toBe(true);
    term.keys("Enter");

    // The write's dialog shows what is written.
    const writeDialog = await term.waitFor((screen) => screen.includes("Allow once") && screen.includes("notes.txt"));
    expect(writeDialog).toContain("+first note");
    expect(writeDialog).toContain("+second note");
    term.keys("Enter");
    await term.waitFor("All done.");
    expect(readFileSync(join(world.project, "add.js"), "utf8")).toContain("a + b");
    expect(readFileSync(join(world.project, "notes.txt"), "utf8")).toBe("first note\nsecond note\n");
  });

  it("keel -r in a terminal opens the session picker; headless it lists the sessions", async () => {
    const { world, term } = tui;
    await world.model([replyText("Answer of the old session."), replyText("Answer after resuming.")]);
    const first = await world.run(["--model", "local/scripted", "-p", "old session prompt"]);
    expect(first.code).toBe(0);
    const listed = await world.run(["-r"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain("old session prompt");

    start(["-r", "--model", "local/scripted"]);
    const picker = await term.waitFor("Resume which session?");
    expect(picker).toContain("old session prompt");
    term.keys("Enter");
    await term.waitFor((screen) => screen.includes("› old session prompt") && screen.includes("Answer of the old"));
    await prompt("and now?");
    await term.waitFor("Answer after resuming.");
    // The answer went into the resumed session's file.
    const resumed = world.sessionFiles().map((file) => readFileSync(file, "utf8"));
    expect(
      resumed.filter((text) => text.includes("old session prompt") && text.includes("Answer after resuming.")),
    ).toHaveLength(1);
  });
});
