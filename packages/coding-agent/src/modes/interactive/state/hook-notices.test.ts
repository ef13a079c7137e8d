import { describe, expect, it } from "vitest";
import type { HookFinishedEvent } from "../../../agent-session/session-events.js";
import { reduceUi } from "./ui-reducer.js";
import { initialUiState } from "./ui-state.js";

const finished = (extra: Partial<HookFinishedEvent>): HookFinishedEvent => ({
  type: "hook_finished",
  hookEventName: "PreToolUse",
  command: "./guard.sh",
  source: "/p/.keel/settings.json",
  exitCode: 0,
  durationMs: 3,
  outcome: "success",
  timedOut: false,
  stdout: "",
  stderr: "",
  stdoutBytes: 0,
  stderrBytes: 0,
  ...extra,
});

describe("hooks in the terminal UI", () => {
  it("a hook line is final at once: it goes to the scrollback, where Ctrl+O redraws it expanded", () => {
    const state = reduceUi(initialUiState(), {
      type: "session",
      at: 0,
      event: finished({ outcome: "error", exitCode: 1, stdout: "partial\n", message: "Stop hook `x` failed" }),
    });
    expect(state.committed).toBe(1);
    expect(state.items[0]).toMatchObject({ kind: "hook", stdout: "partial\n", text: "Stop hook `x` failed" });
  });

  it("a line per hook that blocked, failed or has a message; nothing for a quiet success", () => {
    const events: HookFinishedEvent[] = [
      finished({}),
      finished({ outcome: "blocked", exitCode: 2, stderr: "no pushes to main\n" }),
      finished({ outcome: "error", exitCode: 1, message: "PreToolUse hook `./guard.sh` failed (exit code 1): oops" }),
      finished({ hookEventName: "Stop", message: "all tests pass" }),
    ];
    const state = events.reduce(
      (next, event) => reduceUi(next, { type: "session", at: 0, event }),
      reduceUi(initialUiState(), {
        type: "session",
        at: 0,
        event: { type: "hook_started", hookEventName: "PreToolUse", command: "./guard.sh", source: "s" },
      }),
    );
    expect(state.items.filter((item) => item.kind === "hook")).toEqual([
      expect.objectContaining({
        level: "warning",
        text: "PreToolUse hook `./guard.sh` blocked (exit 2): no pushes to main",
        stderr: "no pushes to main\n",
      }),
      expect.objectContaining({ level: "warning", text: "PreToolUse hook `./guard.sh` failed (exit code 1): oops" }),
      expect.objectContaining({ level: "info", text: "Stop hook `./guard.sh`: all tests pass" }),
    ]);
  });
});
