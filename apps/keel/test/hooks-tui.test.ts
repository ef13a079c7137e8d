import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { requestBodies } from "./support/keel-world.js";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

// Lifecycle hooks in the terminal UI, in a real terminal (tmux) with the real keel binary and the scripted model.
const skip = tmuxSkipReason();

describe.skipIf(skip !== undefined)("hooks in the terminal UI (tmux)", () => {
  const tui = tmuxWorld();

  /** Each event a logging hook saw: its stdin JSON, one per line of `log`. */
  function logged(log: string): Record<string, string>[] {
    if (!existsSync(log)) return [];
    return readFileSync(log, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string>);
  }

  async function until<T>(what: string, value: () => T | undefined): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = value();
      if (found !== undefined) return found;
      if (Date.now() > deadline)
        throw new Error(`gave up waiting for ${what}; the screen shows:\n${tui.term.screen()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("a blocking hook is one line that Ctrl+O expands into its output, a failed start-up hook shows; /compact gives PreCompact the instructions; /new ends the old session before the new one starts", async () => {
    const { world, term } = tui;
    const log = join(world.root, "events.log");
    // Short relative commands, so that each hook's line fits the screen.
    world.write(
      join(world.project, ".hooks/guard.sh"),
      'cat >/dev/null\necho "no pushes to main" >&2\necho "see CONTRIBUTING.md, line 12" >&2\necho "ask a maintainer" >&2\nexit 2\n',
    );
    world.write(
      join(world.project, ".hooks/log.sh"),
      `cat >> ${JSON.stringify(log)}\necho >> ${JSON.stringify(log)}\n`,
    );
    const on = (command: string, matcher?: string) => [
      { ...(matcher ? { matcher } : {}), hooks: [{ type: "command", command }] },
    ];
    world.write(
      join(world.keelHome, "settings.json"),
      JSON.stringify({
        compaction: { keepRecentTokens: 1 },
        hooks: {
          PreToolUse: on("sh .hooks/guard.sh", "Bash"),
          PreCompact: on("sh .hooks/log.sh"),
          SessionStart: [...on("sh .hooks/log.sh"), ...on("echo cannot load the notes >&2; exit 1", "startup")],
          SessionEnd: on("sh .hooks/log.sh"),
        },
      }),
    );
    const server = await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "git push origin main" } }]),
      replyText("The push was refused."),
      replyText("Summary: a push to main was refused by a hook."),
    ]);
    tui.start(["--model", "local/scripted", "--allow", "bash"], { width: 120, height: 40 });
    await tui.prompt("push it");

    // Collapsed: the hook's line and a hint (the blocked call's result holds what the model read).
    const line = "PreToolUse hook `sh .hooks/guard.sh` blocked (exit 2): no pushes to main";
    const collapsed = await term.waitFor(
      (screen) => screen.includes("The push was refused.") && !screen.includes("Working…"),
    );
    expect(collapsed).toContain(line);
    expect(collapsed).toContain(`${line}\n  … 3 lines of output (Ctrl+O to expand)`);
    expect(collapsed).not.toContain("stderr:");
    // A start-up SessionStart hook that failed shows with the first prompt (nothing listened while it ran).
    expect(collapsed).toContain(
      "SessionStart hook `echo cannot load the notes >&2; exit 1` failed (exit code 1): cannot load the notes",
    );
    expect(JSON.stringify(requestBodies(server)[1]?.messages)).toContain("ask a maintainer");

    // Expanded: the hook's stderr under its line; collapsed again with a second Ctrl+O.
    term.keys("C-o");
    const expanded = await term.waitFor("stderr:");
    expect(expanded).toContain(
      `${line}\n  stderr:\n    no pushes to main\n    see CONTRIBUTING.md, line 12\n    ask a maintainer\n`,
    );
    expect(expanded).not.toContain("Ctrl+O to expand");
    term.keys("C-o");
    await term.waitFor((screen) => screen.includes("3 lines of output (Ctrl+O") && !screen.includes("stderr:"));

    // /compact <instructions>: PreCompact gets trigger manual and the instructions.
    term.submit("/compact keep the names of the refused commands");
    await term.waitFor("Compacted:");
    const first = await until("SessionStart(compact)", () =>
      logged(log).find((e) => e.hook_event_name === "SessionStart" && e.source === "compact"),
    );
    expect(logged(log).find((e) => e.hook_event_name === "PreCompact")).toMatchObject({
      trigger: "manual",
      custom_instructions: "keep the names of the refused commands",
      session_id: first.session_id,
    });

    // /new: the old session's SessionEnd (clear) runs before the new session's SessionStart (clear).
    term.submit("/new");
    await term.waitFor("New session.");
    const events = await until("SessionStart(clear)", () => {
      const all = logged(log);
      return all.some((e) => e.hook_event_name === "SessionStart" && e.source === "clear") ? all : undefined;
    });
    expect(events.map((e) => `${e.hook_event_name} ${e.source ?? e.trigger ?? e.reason}`)).toEqual([
      "SessionStart startup",
      "PreCompact manual",
      "SessionStart compact",
      "SessionEnd clear",
      "SessionStart clear",
    ]);
    const [start, , , end, next] = events;
    expect(end?.session_id).toBe(start?.session_id);
    expect(next?.session_id).not.toBe(start?.session_id);
  });
});
