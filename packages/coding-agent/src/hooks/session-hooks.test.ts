import { mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureHooks } from "./configured-hooks.js";
import { HookRunner } from "./hook-runner.js";
import { SessionHooks } from "./session-hooks.js";

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), "keel-session-hooks-")));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Session hooks whose every event runs `command` (real `sh` processes), with the event JSON on stdin. */
function sessionHooks(events: string[], command: string): SessionHooks {
  const hooks = Object.fromEntries(events.map((event) => [event, [{ hooks: [{ type: "command", command }] }]]));
  const configured = configureHooks([{ scope: "user", source: "settings.json", hooks: hooks as never }]);
  expect(configured.diagnostics).toEqual([]);
  const runner = new HookRunner({
    hooks: configured.hooks,
    cwd: dir,
    projectDir: dir,
    env: { PATH: process.env.PATH },
  });
  return new SessionHooks(runner, dir);
}

/** Appends each event's stdin JSON as one line to `log`. */
const appendStdin = (log: string) => `cat >> ${JSON.stringify(log)}; echo >> ${JSON.stringify(log)}`;

function logged(log: string): Record<string, unknown>[] {
  return readFileSync(log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("SessionHooks", () => {
  it("PreCompact gets trigger and custom_instructions: the user's text for /compact, empty for an automatic one", async () => {
    const log = join(dir, "compact.log");
    const hooks = sessionHooks(["PreCompact"], appendStdin(log));
    expect(await hooks.preCompact("manual", "keep the API notes")).toEqual({});
    await hooks.preCompact("manual");
    await hooks.preCompact("threshold");
    await hooks.preCompact("overflow");
    expect(logged(log).map((e) => [e.hook_event_name, e.trigger, e.custom_instructions])).toEqual([
      ["PreCompact", "manual", "keep the API notes"],
      ["PreCompact", "manual", ""],
      ["PreCompact", "auto", ""],
      ["PreCompact", "auto", ""],
    ]);
  });

  it("PreCompact may stop a compaction, as in Claude Code: exit 2 (its stderr), decision block (its reason), continue false", async () => {
    expect(
      await sessionHooks(["PreCompact"], "echo 'not during the release' >&2; exit 2").preCompact("manual"),
    ).toEqual({
      blocked: "not during the release",
    });
    expect(
      await sessionHooks(["PreCompact"], `echo '{"decision":"block","reason":"keep it whole"}'`).preCompact(
        "threshold",
      ),
    ).toEqual({ blocked: "keep it whole" });
    expect(
      await sessionHooks(["PreCompact"], `echo '{"continue":false,"stopReason":"frozen"}'`).preCompact("overflow"),
    ).toEqual({ blocked: "frozen" });
    // A hook that fails (exit 1) does not stop it: the failure is shown, the compaction goes on.
    expect(await sessionHooks(["PreCompact"], "exit 1").preCompact("manual")).toEqual({});
  });

  it("SessionEnd waits for a SessionStart still running, so a session's end never comes before its start", async () => {
    const log = join(dir, "order.log");
    // SessionStart is slow (it waits for a file that SessionEnd would be too late to see); SessionEnd is quick.
    const hooks = sessionHooks(
      ["SessionStart", "SessionEnd"],
      `node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const e=JSON.parse(s);const go=()=>require("fs").appendFileSync(${JSON.stringify(log)},e.hook_event_name+"\\n");e.hook_event_name==="SessionStart"?setTimeout(go,300):go()})'`,
    );
    const started = hooks.sessionStart("clear");
    const ended = hooks.sessionEnd("other");
    await Promise.all([started, ended]);
    expect(readFileSync(log, "utf8")).toBe("SessionStart\nSessionEnd\n");
  });
});
