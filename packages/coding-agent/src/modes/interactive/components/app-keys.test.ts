import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { replyText, replyToolCalls } from "../../../testing/scripted-turn.js";
import { startUi, type UiHarness } from "../test-support/ui-harness.js";

let ui: UiHarness | undefined;

afterEach(async () => {
  await ui?.close();
  ui = undefined;
});

describe("the terminal UI's keys and views", () => {
  it("collapses thinking to one line until Ctrl+T shows it", async () => {
    ui = await startUi([{ reasoning: "The user wants a number.\nPick 7.", text: "Seven." }]);
    await ui.waitFor("Ask anything");
    ui.input("a number please\r");
    const collapsed = await ui.waitFor("Seven.");
    expect(collapsed).toContain("Thinking… (2 lines, Ctrl+T to show)");
    expect(collapsed).not.toContain("Pick 7.");
    ui.input("\u0014");
    const shown = await ui.waitFor("Pick 7.");
    expect(shown).toContain("The user wants a number.");
  });

  it("Alt+Enter while the agent works queues a follow-up, delivered when the agent would stop", async () => {
    ui = await startUi(
      [
        replyToolCalls([{ name: "bash", arguments: { command: "while [ ! -f go ]; do sleep 0.05; done" } }]),
        replyText("Tool done."),
        replyText("Follow-up answered."),
      ],
      { bypass: true },
    );
    await ui.waitFor("Ask anything");
    ui.input("work\r");
    await ui.waitFor("Working…");
    ui.input("and then summarize");
    ui.input("\u001b\r");
    await ui.waitFor("Follow-up: and then summarize");
    writeFileSync(join(ui.project, "go"), "");
    const done = await ui.waitFor("Follow-up answered.");
    expect(done).not.toContain("Follow-up: and then summarize");
    const bodies = ui.server.requests.map((request) => JSON.stringify(request.body));
    expect(bodies).toHaveLength(3);
    expect(bodies[1]).not.toContain("and then summarize");
    expect(bodies[2]).toContain("and then summarize");
    expect(existsSync(join(ui.project, "go"))).toBe(true);
  });

  it("Alt+Enter when idle and Shift+Enter make a new line; Up brings back the last prompt", async () => {
    ui = await startUi([replyText("One."), replyText("Two.")]);
    await ui.waitFor("Ask anything");
    ui.input("line one\u001b\rline two\u001b[13;2uline three\r");
    await ui.waitFor("One.");
    expect(JSON.stringify(ui.server.requests[0]?.body)).toContain("line one\\nline two\\nline three");
    ui.input("\u001b[A");
    await ui.waitFor((frame) => frame.split("─").at(-1)?.includes("line three") === true);
  });

  it("completes prompt templates after /", async () => {
    ui = await startUi([], { homeFiles: { "prompts/review.md": "---\ndescription: review the diff\n---\nReview $@" } });
    await ui.waitFor("Ask anything");
    ui.input("/rev");
    const frame = await ui.waitFor("/review");
    expect(frame).toContain("review the diff");
  });

  it("draws no colour at all under NO_COLOR", async () => {
    ui = await startUi([replyText("# Title\n\n`code` and **bold**")]);
    await ui.waitFor("Ask anything");
    ui.input("hi\r");
    const frame = await ui.waitFor("Title");
    expect(frame.includes("\u001b[")).toBe(false);
  });

  it("/name shows in the footer, /session reports the session, /new starts over, /thinking sets the level", async () => {
    ui = await startUi([replyText("Before the new session.")]);
    await ui.waitFor("Ask anything");
    ui.input("/name release-prep\r");
    await ui.waitFor((frame) => frame.split("\n").at(-1)?.includes("release-prep") === true);
    ui.input("/session\r");
    await ui.waitFor("File: (in memory)");
    ui.input("/thinking high\r");
    await ui.waitFor((frame) => frame.split("\n").at(-1)?.includes("scripted · high") === true);
    ui.input("/thinking extreme\r");
    await ui.waitFor('Unknown thinking level "extreme"');
    ui.input("hello\r");
    await ui.waitFor("Before the new session.");
    ui.input("/new\r");
    await ui.waitFor("New session.");
    // The screen is cleared and printed again from the new session (the test frame keeps the old print).
    const items = ui.controller.store.getState().items;
    expect(items.map((item) => item.kind)).toEqual(["notice"]);
    expect(ui.runtime.messages()).toHaveLength(0);
  });

  it("/session counts one tool call as one (singular)", async () => {
    ui = await startUi([replyToolCalls([{ name: "read", arguments: { path: "a.txt" } }]), replyText("Read it.")], {
      files: { "a.txt": "hello\n" },
    });
    await ui.waitFor("Ask anything");
    ui.input("read a.txt\r");
    await ui.waitFor("Read it.");
    ui.input("/session\r");
    const frame = await ui.waitFor("Messages:");
    expect(frame).toContain("1 tool call\n");
    expect(frame).not.toContain("1 tool calls");
  });

  it("/tools lists and changes the active tools, /export writes HTML, /copy copies the last answer, /compact says when there is nothing to summarize", async () => {
    ui = await startUi([replyText("The **answer**."), replyText("Summary of the talk.")]);
    await ui.waitFor("Ask anything");
    ui.input("/tools\r");
    await ui.waitFor("Active tools: read, bash, edit, write");
    ui.input("/tools +grep -bash\r");
    await ui.waitFor("Active tools: read, edit, write, grep");
    ui.input("/tools +nosuchtool\r");
    await ui.waitFor("nosuchtool");
    // The run settles after its answer shows (its end checkpoint, say): /compact waits for that, as a user would.
    const runtime = ui.runtime;
    const settled = new Promise<void>((resolve) => {
      const stop = runtime.subscribe((event) => {
        if (event.type !== "agent_settled") return;
        stop();
        resolve();
      });
    });
    ui.input("question\r");
    await ui.waitFor("The answer.");
    await settled;
    ui.input("/copy\r");
    await ui.waitFor("Copied the last answer");
    expect(ui.copied).toEqual(["The **answer**."]);
    ui.input(`/export ${join(ui.project, "talk.html")}\r`);
    await ui.waitFor("Exported to");
    expect(readFileSync(join(ui.project, "talk.html"), "utf8")).toContain("question");
    // One short exchange is all "recent": nothing to summarize yet, said once.
    ui.input("/compact\r");
    const refused = await ui.waitFor("nothing to compact yet");
    expect(refused.match(/nothing to compact yet/g)).toHaveLength(1);
  });
});
