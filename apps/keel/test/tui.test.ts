import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { requestBodies } from "./support/keel-world.js";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

const skip = tmuxSkipReason();

/** Whether any process of the group is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(test: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(skip !== undefined)("the terminal UI in a real terminal (tmux)", () => {
  const tui = tmuxWorld();
  const { start, prompt, idle } = tui;

  /** Tool calls run without approval dialogs, except in the test of the dialog itself. */
  const BYPASS = ["--model", "local/scripted", "--dangerously-bypass"];

  async function expectRestoredExit(): Promise<void> {
    const after = await tui.term.waitFor("[tty ");
    expect(after).toContain("[keel exited 0]");
    // The tty is back in cooked mode, the cursor shows, no alternate screen, no mouse reporting.
    const modes = /\[tty ([^\]]*)\]/.exec(after)?.[1]?.trim().split(" ") ?? [];
    expect(modes).toEqual(expect.arrayContaining(["icanon", "echo", "isig"]));
    expect(tui.term.format("#{cursor_flag} #{alternate_on} #{mouse_any_flag}")).toBe("1 0 0");
  }

  it("opens straight into the editor with the model in the footer, answers a prompt, and /quit exits 0 with the terminal restored", async () => {
    const { world, term } = tui;
    await world.model([replyText("Hello from the **scripted** model.")]);
    start();
    const first = await term.waitFor("Ask anything");
    expect(first).toContain("scripted");
    expect(first).not.toMatch(/trust/i);
    await prompt("hi there");
    await term.waitFor("Hello from the scripted model.");
    expect(term.screen()).toContain("› hi there");
    term.submit("/quit");
    await expectRestoredExit();
  });

  it("a prompt given as an argument is sent once the screen is up; Ctrl+C twice exits 0", async () => {
    const { world, term } = tui;
    await world.model([replyText("Answered the argument.")]);
    start(["--model", "local/scripted", "explain this folder"]);
    // Idle: the run is over once its end checkpoint is recorded (Ctrl+C during a run aborts it).
    const screen = await idle("Answered the argument.");
    expect(screen).toContain("› explain this folder");
    term.keys("C-c");
    await term.waitFor("Press Ctrl+C again");
    term.keys("C-c");
    await expectRestoredExit();
  });

  it("with no model configured, it opens on the scripted demo and says so", async () => {
    const { term } = tui;
    start([]);
    const screen = await term.waitFor("scripted demo");
    expect(screen).toContain("Ask anything");
    term.keys("C-d");
    await expectRestoredExit();
  });

  it("Ctrl+D on an empty editor exits 0 and restores the terminal", async () => {
    const { world, term } = tui;
    await world.model([]);
    start();
    await term.waitFor("Ask anything");
    term.keys("C-d");
    await expectRestoredExit();
  });

  it("shows a tool call with its command and elapsed time while it runs, then its collapsed result, which Ctrl+O expands", async () => {
    const { world, term } = tui;
    world.write(join(world.project, "numbers.sh"), "for i in $(seq 1 12); do echo number-$i; done\n");
    await world.model([
      replyToolCalls(
        [{ name: "bash", arguments: { command: "while [ ! -f go ]; do sleep 0.05; done; sh numbers.sh" } }],
        "Counting.",
      ),
      replyText("Counted to twelve."),
    ]);
    start(BYPASS);
    await prompt("count");
    // Running: the command, a spinner with the elapsed time, and the busy line.
    const running = await term.waitFor(/\$ while \[ ! -f go \].*\d+\.\ds/);
    expect(running).toContain("Working…");
    world.write(join(world.project, "go"), "");
    // Idle: the run is over once its end checkpoint is recorded.
    const done = await term.waitFor((screen) => screen.includes("Counted to twelve.") && !screen.includes("Working…"));
    expect(done).toMatch(/✓ \$ while/);
    expect(done).toContain("number-12");
    expect(done).not.toContain("number-1\n");
    expect(done).toContain("Ctrl+O to expand");
    expect(done).not.toContain("Working…");
    term.keys("C-o");
    const expanded = await term.waitFor((screen) => screen.includes("number-1\n") || /number-1$/m.test(screen));
    expect(expanded).toContain("number-5");
    expect(expanded).not.toContain("Ctrl+O to expand");
  });

  it("Esc during a long shell command aborts the run, kills its process group, and the editor takes the next prompt", async () => {
    const { world, term } = tui;
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "echo $$ > group.pid; while true; do sleep 1; done" } }]),
      replyText("Ready again."),
    ]);
    start(BYPASS);
    await prompt("run forever");
    const pidFile = join(world.project, "group.pid");
    await until(
      () => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "",
      20_000,
      "the command starting",
    );
    const pgid = Number(readFileSync(pidFile, "utf8").trim());
    expect(groupAlive(pgid)).toBe(true);
    await term.waitFor("Working…");
    term.keys("Escape");
    await term.waitFor("Run aborted.");
    await until(() => !groupAlive(pgid), 5_000, "the process group ending");
    await term.waitFor((screen) => !screen.includes("Working…"));
    await prompt("are you there?");
    await term.waitFor("Ready again.");
  });

  it("Enter while a tool runs queues a steering message, shown as queued, delivered after the tool results in the same run", async () => {
    const { world, term } = tui;
    const server = await world.model([
      replyToolCalls([
        { name: "bash", arguments: { command: "while [ ! -f go ]; do sleep 0.05; done; echo finished" } },
      ]),
      replyText("Steered answer."),
    ]);
    start(BYPASS);
    await prompt("start working");
    await term.waitFor(/\$ while \[ ! -f go \]/);
    term.submit("also check the README");
    await term.waitFor("Steering: also check the README");
    world.write(join(world.project, "go"), "");
    const done = await term.waitFor("Steered answer.");
    expect(done).not.toContain("Steering: also check the README");
    expect(done).toContain("› also check the README");
    const bodies = requestBodies(server);
    expect(bodies).toHaveLength(2);
    const messages = bodies[1]?.messages ?? [];
    const roles = messages.map((message) => message.role);
    expect(roles.slice(-2)).toEqual(["tool", "user"]);
    expect(JSON.stringify(messages.at(-1)?.content)).toContain("also check the README");
  });

  it("a call that needs approval opens a dialog; Enter allows it once and the call runs", async () => {
    const { world, term } = tui;
    await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "touch approved.txt" } }]),
      replyText("Touched."),
    ]);
    start();
    await prompt("touch it");
    const dialog = await term.waitFor("Allow once");
    expect(dialog).toContain("touch approved.txt");
    expect(dialog).toContain("Deny");
    expect(existsSync(join(world.project, "approved.txt"))).toBe(false);
    term.keys("Enter");
    const done = await term.waitFor("Touched.");
    expect(done).toMatch(/✓ \$ touch approved\.txt/);
    expect(existsSync(join(world.project, "approved.txt"))).toBe(true);
  });

  it("a double Esc on an empty editor opens /rewind; choosing a message and a scope rewinds in place", async () => {
    const { world, term } = tui;
    await world.model([replyText("First answer."), replyText("Second answer.")]);
    start();
    await prompt("first question");
    await term.waitFor("First answer.");
    await prompt("second question");
    // Idle first (the run's end checkpoint done): an Esc during a run aborts it instead.
    await idle("Second answer.");
    term.keys("Escape");
    term.keys("Escape");
    const picker = await term.waitFor("Rewind to before which message?");
    expect(picker).toContain("1. first question");
    expect(picker).toContain("2. second question");
    term.submit("first q");
    await term.waitFor("Put back what?");
    term.keys("Enter");
    const rewound = await term.waitFor("Rewound to before");
    expect(rewound).toMatch(/› first question█?/);
    expect(rewound).not.toContain("Second answer.");
    expect(world.sessionFiles()).toHaveLength(1);
  });

  it("/reload loads resources added since the start and keeps the conversation", async () => {
    const { world, term } = tui;
    await world.model([replyText("Kept answer.")]);
    start();
    await prompt("remember this");
    await term.waitFor("Kept answer.");
    world.write(join(world.keelHome, "prompts", "review.md"), "---\ndescription: review the diff\n---\nReview $@\n");
    await prompt("/reload");
    const reloaded = await term.waitFor("Reloaded settings, extensions and resources.");
    expect(reloaded).toContain("Kept answer.");
    term.type("/rev");
    await term.waitFor("review the diff");
  });

  it("/new starts another session and /resume brings the first one back on screen", async () => {
    const { world, term } = tui;
    await world.model([replyText("Answer in the first session."), replyText("Answer in the second session.")]);
    start();
    await prompt("first session prompt");
    await term.waitFor("Answer in the first session.");
    await prompt("/new");
    await term.waitFor((screen) => screen.includes("New session.") && !screen.includes("first session prompt"));
    await prompt("second session prompt");
    await term.waitFor("Answer in the second session.");
    await prompt("/resume");
    const list = await term.waitFor("Resume which session?");
    expect(list).toContain("first session prompt");
    term.keys("Enter");
    const resumed = await term.waitFor(
      (screen) => screen.includes("Answer in the first session.") && !screen.includes("second session prompt"),
    );
    expect(resumed).toContain("› first session prompt");
  });

  it("/model opens a selector listing the configured models, and Esc closes it", async () => {
    const { world, term } = tui;
    const server = await world.model([]);
    const models = server.modelsJson() as { providers: { local: { models: object[] } } };
    models.providers.local.models.push({ id: "second-model", contextWindow: 32_000, maxTokens: 4_096 });
    world.write(join(world.keelHome, "models.json"), JSON.stringify(models));
    start();
    await prompt("/model");
    const selector = await term.waitFor("Enter choose");
    expect(selector).toContain("local/scripted");
    expect(selector).toContain("local/second-model");
    term.keys("Escape");
    const closed = await term.waitFor((screen) => !screen.includes("Enter choose"));
    expect(closed).toContain("Ask anything");
  });

  it("text typed quickly and then Enter is a prompt; a bracketed paste with newlines stays in the editor", async () => {
    const { world, term } = tui;
    const server = await world.model([replyText("Got the typed one."), replyText("Got the pasted one.")]);
    start();
    await term.waitFor("Ask anything");
    // One send-keys call: the text and the Enter arrive together.
    term.keys("-l", "typed fast");
    term.keys("Enter");
    await term.waitFor("Got the typed one.");
    term.paste("pasted line one\npasted line two");
    const pasted = await term.waitFor("pasted line two");
    expect(pasted).toContain("pasted line one");
    expect(requestBodies(server)).toHaveLength(1);
    term.keys("Enter");
    await term.waitFor("Got the pasted one.");
    const last = requestBodies(server)[1]?.messages.at(-1);
    expect(JSON.stringify(last?.content)).toContain("pasted line one\\npasted line two");
  });

  it("keeps rendering correctly when the terminal is resized mid-stream, down to 80 columns", async () => {
    const { world, term } = tui;
    const long = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    await world.model([{ text: `Start. ${long} End of answer.`, chunkSize: 4, delayMs: 20 }]);
    start(["--model", "local/scripted"], { width: 120, height: 30 });
    await prompt("stream please");
    await term.waitFor("Start.");
    term.resize(80, 30);
    // Idle: the run's end checkpoint is written before the test ends (and keel is killed).
    const done = await tui.idle("End of answer.");
    for (const line of done.split("\n")) expect(line.length).toBeLessThanOrEqual(80);
    expect(done.replace(/\s+/g, " ")).toContain(`Start. ${long} End of answer.`);
  });

  it("stays responsive to typing while a tool prints 20,000 lines", async () => {
    const { world, term } = tui;
    await world.model([
      replyToolCalls([
        {
          name: "bash",
          arguments: {
            command: "for i in $(seq 1 20000); do echo output-line-$i; done; while [ ! -f go ]; do sleep 0.05; done",
          },
        },
      ]),
      replyText("All printed."),
    ]);
    start(BYPASS);
    await prompt("print a lot");
    // Output lines (not the command's title) are on screen: the tool prints.
    await term.waitFor(/^\s+output-line-\d+$/m);
    term.type("typed while printing");
    await term.waitFor("typed while printing");
    world.write(join(world.project, "go"), "");
    const done = await term.waitFor("All printed.");
    expect(done).toContain("output-line-20000");
  });
});
