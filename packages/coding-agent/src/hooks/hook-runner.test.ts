import { mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { HookFinishedEvent, HookStartedEvent } from "../agent-session/session-events.js";
import { configureHooks } from "./configured-hooks.js";
import { HookRunner } from "./hook-runner.js";
import { HOOK_CONTEXT_CHARS } from "./hook-verdict.js";

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), "keel-hooks-")));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function runner(hooks: object, events: (HookStartedEvent | HookFinishedEvent)[] = []): HookRunner {
  const configured = configureHooks([{ scope: "user", source: "settings.json", hooks: hooks as never }]);
  expect(configured.diagnostics).toEqual([]);
  const r = new HookRunner({ hooks: configured.hooks, cwd: dir, projectDir: dir, env: { PATH: process.env.PATH } });
  r.setSession({ id: "s1", file: join(dir, "s.jsonl") });
  r.setSink((event) => {
    events.push(event);
  });
  return r;
}
/** Whether a process runs (a zombie left to a container's init that reaps nothing does not). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}
/**
 * Whether a process still runs after up to two seconds: a killed process
 * closes its pipes a moment before the kernel marks it dead, so one look
 * right after the pipes closed can catch it mid-exit.
 */
async function stillRunningAfterGrace(pid: number): Promise<boolean> {
  for (let waited = 0; waited < 2000; waited += 20) {
    if (!running(pid)) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return running(pid);
}
const cmd = (command: string, timeout?: number) => ({ type: "command", command, ...(timeout ? { timeout } : {}) });

describe("HookRunner", () => {
  it("sends the event on stdin and the project in KEEL_PROJECT_DIR and CLAUDE_PROJECT_DIR", async () => {
    const r = runner({
      UserPromptSubmit: [{ hooks: [cmd('cat; echo " $KEEL_PROJECT_DIR $CLAUDE_PROJECT_DIR"')] }],
    });
    const [verdict] = await r.run({ event: "UserPromptSubmit", input: { prompt: "hi" } });
    const json = verdict?.context ?? "";
    const payload = JSON.parse(json.slice(0, json.lastIndexOf("}") + 1));
    expect(payload).toEqual({
      session_id: "s1",
      transcript_path: join(dir, "s.jsonl"),
      cwd: dir,
      hook_event_name: "UserPromptSubmit",
      prompt: "hi",
    });
    expect(json.endsWith(` ${dir} ${dir}`)).toBe(true);
  });

  it("runs only matching hooks, an identical command once, in parallel", async () => {
    const events: (HookStartedEvent | HookFinishedEvent)[] = [];
    const r = runner(
      {
        PreToolUse: [
          { matcher: "Bash", hooks: [cmd("echo one >> log")] },
          { matcher: "bash|Write", hooks: [cmd("echo one >> log")] },
          { matcher: "Edit", hooks: [cmd("echo edit >> log")] },
        ],
      },
      events,
    );
    const verdicts = await r.run({ event: "PreToolUse", matchOn: ["bash", "Bash"], input: {} });
    expect(verdicts).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual(["hook_started", "hook_finished"]);
  });

  it("reads exit 2, other codes, JSON decisions and context as Claude Code documents them", async () => {
    const r = runner({
      PreToolUse: [
        { matcher: "a", hooks: [cmd("echo 'no rm' >&2; exit 2")] },
        { matcher: "b", hooks: [cmd("echo oops >&2; exit 1")] },
        {
          matcher: "c",
          hooks: [
            cmd(
              `echo '{"hookSpecificOutput":{"permissionDecision":"ask","permissionDecisionReason":"check","updatedInput":{"command":"ls"}}}'`,
            ),
          ],
        },
      ],
      Stop: [{ hooks: [cmd(`echo '{"decision":"block","reason":"run the tests"}'`)] }],
    });
    const [blocked] = await r.run({ event: "PreToolUse", matchOn: ["a"], input: {} });
    expect(blocked).toMatchObject({ outcome: "blocked", feedback: "no rm" });
    const [failed] = await r.run({ event: "PreToolUse", matchOn: ["b"], input: {} });
    expect(failed?.outcome).toBe("error");
    expect(failed?.userMessage).toContain("failed (exit code 1): oops");
    const [json] = await r.run({ event: "PreToolUse", matchOn: ["c"], input: {} });
    expect(json).toMatchObject({
      outcome: "success",
      permissionDecision: "ask",
      permissionReason: "check",
      updatedInput: { command: "ls" },
    });
    const [stop] = await r.run({ event: "Stop", input: { stop_hook_active: false } });
    expect(stop).toMatchObject({ outcome: "blocked", feedback: "run the tests" });
  });

  it("kills a hook at its timeout with its whole process group", async () => {
    const pidFile = join(dir, "pid");
    const r = runner({ SessionEnd: [{ hooks: [cmd(`sleep 300 & echo $! > ${pidFile}; wait`, 0.5)] }] });
    const [verdict] = await r.run({ event: "SessionEnd", input: { reason: "other" } });
    expect(verdict?.outcome).toBe("error");
    expect(verdict?.process.killed).toBe("timeout");
    expect(await stillRunningAfterGrace(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  });

  it("keeps at most 1 MB of a hook's output and caps what becomes context", async () => {
    const events: (HookStartedEvent | HookFinishedEvent)[] = [];
    const r = runner({ SessionStart: [{ hooks: [cmd("head -c 10485760 /dev/zero | tr '\\0' x")] }] }, events);
    const [verdict] = await r.run({ event: "SessionStart", matchOn: ["startup"], input: { source: "startup" } });
    expect(verdict?.process.stdoutBytes).toBe(10 * 1024 * 1024);
    expect(verdict?.process.stdout.length).toBe(1024 * 1024);
    expect(verdict?.context?.length).toBeLessThan(HOOK_CONTEXT_CHARS + 100);
    const finished = events.find((e) => e.type === "hook_finished") as HookFinishedEvent;
    expect(finished.stdout.length).toBe(64 * 1024);
    expect(finished.stdoutBytes).toBe(10 * 1024 * 1024);
  });
});
