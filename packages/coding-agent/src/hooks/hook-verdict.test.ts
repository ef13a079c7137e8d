import { describe, expect, it } from "vitest";
import { type ConfiguredHook, configureHooks } from "./configured-hooks.js";
import { HOOK_CONTEXT_CHARS, hookVerdict } from "./hook-verdict.js";
import type { HookProcessResult } from "./run-hook-command.js";

function hookFor(event: string): ConfiguredHook {
  const config = configureHooks([
    { scope: "user", source: "s.json", hooks: { [event]: [{ hooks: [{ type: "command", command: "x" }] }] } as never },
  ]);
  return config.hooks[0] as ConfiguredHook;
}

const done = (exitCode: number | null, stdout = "", stderr = ""): HookProcessResult => ({
  exitCode,
  stdout,
  stderr,
  stdoutBytes: stdout.length,
  stderrBytes: stderr.length,
  durationMs: 1,
});

describe("hookVerdict", () => {
  it("exit 2 goes to the model for tool and stop events, to the user for the others", async () => {
    expect(await hookVerdict(hookFor("PostToolUse"), done(2, "", "fix lint"))).toMatchObject({
      outcome: "blocked",
      feedback: "fix lint",
    });
    expect(await hookVerdict(hookFor("PreCompact"), done(2, "", "not now"))).toMatchObject({
      outcome: "blocked",
      userMessage: "not now",
    });
  });

  it("reads Claude Code's older approve/block as allow/deny for PreToolUse", async () => {
    expect((await hookVerdict(hookFor("PreToolUse"), done(0, '{"decision":"approve"}'))).permissionDecision).toBe(
      "allow",
    );
    expect(await hookVerdict(hookFor("PreToolUse"), done(0, '{"decision":"block","reason":"no"}'))).toMatchObject({
      outcome: "blocked",
      permissionDecision: "deny",
      permissionReason: "no",
    });
  });

  it("continue:false, systemMessage, suppressOutput; plain stdout is context only where Claude Code makes it so", async () => {
    expect(
      await hookVerdict(
        hookFor("PostToolUse"),
        done(0, '{"continue":false,"stopReason":"red","systemMessage":"hi","suppressOutput":true}'),
      ),
    ).toMatchObject({ stopRun: "red", userMessage: "hi", suppressOutput: true });
    expect((await hookVerdict(hookFor("PostToolUse"), done(0, "plain"))).context).toBeUndefined();
    expect((await hookVerdict(hookFor("SessionStart"), done(0, "plain"))).context).toBe("plain");
    const long = await hookVerdict(hookFor("UserPromptSubmit"), done(0, "y".repeat(HOOK_CONTEXT_CHARS * 2)));
    expect(long.context?.startsWith("y".repeat(HOOK_CONTEXT_CHARS))).toBe(true);
    expect(long.context).toContain(`[hook output cut: ${HOOK_CONTEXT_CHARS} more characters]`);
  });

  it("other exit codes, timeouts and bad JSON output are non-blocking errors that say what happened", async () => {
    expect((await hookVerdict(hookFor("Stop"), done(1, "", "oops"))).userMessage).toBe(
      "Stop hook `x` failed (exit code 1): oops",
    );
    expect((await hookVerdict(hookFor("Stop"), { ...done(null), killed: "timeout" })).userMessage).toContain(
      "timed out after 600 s",
    );
    const bad = await hookVerdict(
      hookFor("PreToolUse"),
      done(0, '{"hookSpecificOutput":{"permissionDecision":"maybe"}}'),
    );
    expect(bad.outcome).toBe("error");
    expect(bad.userMessage).toContain("its JSON output is not valid: /hookSpecificOutput/permissionDecision");
  });
});

describe("configureHooks", () => {
  it("reports a matcher that is not a regular expression and an event Keel does not run", async () => {
    const config = configureHooks([
      {
        scope: "project",
        source: "p.json",
        hooks: {
          PreToolUse: [{ matcher: "Bash(", hooks: [{ type: "command", command: "a" }] }],
          PermissionRequest: [{ hooks: [{ type: "command", command: "b" }] }],
        } as never,
      },
    ]);
    expect(config.hooks).toEqual([]);
    expect(config.unknownEvents).toEqual([{ event: "PermissionRequest", source: "p.json" }]);
    expect(config.diagnostics.map((d) => [d.severity, d.path])).toEqual([
      ["error", "/hooks/PreToolUse/0/matcher"],
      ["warning", "/hooks/PermissionRequest"],
    ]);
  });
});
