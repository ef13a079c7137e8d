import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { KeelWorld } from "./support/keel-world.js";
import { isRunning } from "./support/processes.js";
import { hasBwrap, pathWithoutBubblewrap, sandboxWorld, toolResultsOf } from "./support/sandbox-world.js";
import { systemProgram } from "./support/system-programs.js";
import { TmuxTerminal, tmuxSkipReason } from "./support/tmux-terminal.js";

// The sandbox seen from keel's terminal UI in a real terminal (tmux): a user's !command, the footer
// where it cannot start, escalation by dialog, and escapes aimed at terminals.
// Escapes are proved by their effect (the file outside unchanged, the terminal's screen), each with a
// control showing the same attack works outside the sandbox.

let world: KeelWorld;
beforeEach(() => {
  world = sandboxWorld();
});
afterEach(() => world.close());

const sandboxHere = hasBwrap();

const tmuxSkip = tmuxSkipReason();
const perl = systemProgram("perl", "apt-get install perl");

describe.skipIf(!sandboxHere || tmuxSkip !== undefined || !perl)(
  "escapes through terminals (keel TUI in tmux, bubblewrap)",
  () => {
    let term: TmuxTerminal;
    let victim: TmuxTerminal;
    beforeEach(() => {
      term = new TmuxTerminal();
      victim = new TmuxTerminal();
    });
    afterEach(() => {
      term.kill();
      victim.kill();
    });

    /**
     * A shell command that writes a line to each terminal device and pushes
     * keystrokes into its input (TIOCSTI). The markers are computed when it
     * runs, so the command's own text (which the screen shows) never holds them.
     */
    function attack(ttys: readonly string[]): string {
      const inject = [
        'open(my $t, "+<", $ARGV[0]) or do { print "no-open $ARGV[0]: $!\\n"; exit };',
        'my $ok = 1; for my $c (split //, "Q" . (6 * 7) . "Q") { $ok = 0 unless ioctl($t, 0x5412, $c) }',
        'print $ok ? "injected $ARGV[0]\\n" : "no-inject $ARGV[0]: $!\\n";',
      ].join(" ");
      return ttys
        .map(
          (tty) =>
            `(echo "W$((6 * 7))W" > ${tty}) 2>/dev/null && echo "wrote ${tty}" || echo "no-write ${tty}"; perl -e '${inject}' ${tty}`,
        )
        .join("; ");
    }

    it("a user's own !command in the terminal UI runs in the sandbox too: the file outside is unchanged, the project file written", async () => {
      const outside = world.write(join(world.root, "outside.txt"), "outside\n");
      await world.model();
      term.start({
        args: ["--model", "local/scripted"],
        cwd: world.project,
        env: { ...world.env({ KEEL_SANDBOX: undefined }), TERM: "xterm-256color" },
      });
      await term.waitFor("Ask anything");
      term.type(`!echo inside > inside.txt; echo gone > ${outside}; echo "exit=$?"`);
      term.keys("Enter");
      const screen = await term.waitFor(/exit=\d/);
      expect(screen).toContain("exit=1");
      expect(screen).toMatch(/Read-only file system|Permission denied/);
      expect(readFileSync(outside, "utf8")).toBe("outside\n");
      expect(readFileSync(join(world.project, "inside.txt"), "utf8")).toBe("inside\n");
    }, 120_000);

    it("where the sandbox cannot start, the terminal UI says so in its footer and a command asks instead of running", async () => {
      // A PATH with a shell and git but no bubblewrap.
      const bin = pathWithoutBubblewrap(world);
      await world.model([
        replyToolCalls([{ name: "bash", arguments: { command: "echo hi > made.txt" }, id: "call_0" }]),
        replyText("Over."),
      ]);
      term.start({
        args: ["--model", "local/scripted"],
        cwd: world.project,
        env: { ...world.env({ KEEL_SANDBOX: undefined, PATH: bin }), TERM: "xterm-256color" },
      });
      expect(await term.waitFor("Ask anything")).toContain("no sandbox");
      term.type("go");
      term.keys("Enter");
      // Never unsandboxed auto-run: the permission rules' default for a command in the terminal UI is a question.
      const asked = await term.waitFor("Allow bash command `echo hi`?");
      expect(asked).toContain("sandbox: unavailable (bubblewrap (bwrap) is not on PATH");
      expect(asked).toMatch(/no sandbox\s*$/m);
      expect(existsSync(join(world.project, "made.txt"))).toBe(false);
    }, 120_000);

    it('escalate in the terminal UI: the user\'s "Allow once" runs the command outside the sandbox, once; Deny runs nothing', async () => {
      const first = join(world.root, "escalated-1.txt");
      const second = join(world.root, "escalated-2.txt");
      await world.model([
        replyToolCalls([{ name: "bash", arguments: { command: `touch ${first}`, escalate: true }, id: "call_0" }]),
        replyToolCalls([{ name: "bash", arguments: { command: `touch ${second}`, escalate: true }, id: "call_1" }]),
        replyText("Over."),
      ]);
      term.start({
        args: ["--model", "local/scripted"],
        cwd: world.project,
        env: { ...world.env({ KEEL_SANDBOX: undefined }), TERM: "xterm-256color" },
      });
      await term.waitFor("Ask anything");
      term.type("go");
      term.keys("Enter");
      const asked = await term.waitFor("outside the sandbox?");
      expect(asked).toContain(`touch ${first}`);
      term.keys("Enter"); // Allow once (the first choice)
      // The same kind of call asks again: "once" was for that call only.
      const again = await term.waitFor(
        (screen) => screen.includes(`touch ${second}`) && screen.includes("outside the sandbox?"),
      );
      expect(existsSync(first)).toBe(true);
      expect(again).toContain("Deny");
      term.type("Deny");
      term.keys("Enter");
      await term.waitFor((screen) => screen.includes("Over.") && !screen.includes("Esc to abort"));
      expect(existsSync(second)).toBe(false);
      expect(toolResultsOf(world, 2).get("call_1")).toMatch(/^Permission denied: /);
    }, 120_000);

    it("writes and keystrokes (TIOCSTI) reach neither keel's terminal nor another one; outside the sandbox they do", async () => {
      victim.startProgram(["cat"], world.root);
      const server = await world.model();
      term.start({
        args: ["--model", "local/scripted"],
        cwd: world.project,
        env: { ...world.env({ KEEL_SANDBOX: undefined }), TERM: "xterm-256color" },
      });
      await term.waitFor("Ask anything");
      const ttys = [term.tty(), victim.tty(), "/dev/tty"];
      server.enqueue(
        replyToolCalls([{ name: "bash", arguments: { command: attack(ttys) }, id: "call_0" }]),
        replyText("Attack over."),
      );
      term.type("go");
      term.keys("Enter");
      const screen = await term.waitFor((text) => text.includes("Attack over.") && !text.includes("Esc to abort"));
      // No question was asked (the sandbox runs bash without one), and nothing landed.
      const shell = toolResultsOf(world, 1).get("call_0") ?? "";
      for (const tty of ttys) {
        expect(shell).toContain(`no-write ${tty}`);
        expect(shell).not.toContain(`injected ${tty}`);
      }
      expect(screen).not.toContain("W42W");
      expect(screen).not.toContain("Q42Q");
      expect(victim.screen()).not.toContain("W42W");
      expect(victim.screen()).not.toContain("Q42Q");
      expect(isRunning(Number(term.format("#{pane_pid}")))).toBe(true);

      // The control: the same command on the host reaches the other terminal.
      const host = execFileSync("/bin/bash", ["-c", attack([victim.tty()])], { encoding: "utf8" });
      expect(host).toContain(`wrote ${victim.tty()}`);
      await victim.waitFor("W42W");
      if (host.includes("injected")) await victim.waitFor("Q42Q");
    }, 120_000);
  },
);
