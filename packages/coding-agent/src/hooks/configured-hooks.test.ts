import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validateSettings } from "../settings/validate-settings.js";
import { readClaudeHooks } from "./claude-project-files.js";
import { configureHooks } from "./configured-hooks.js";
import { hookListReport } from "./hooks-list-report.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keel-configured-hooks-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// A Claude Code settings file of today: a prompt hook and an http hook beside command hooks with fields Keel ignores.
const claudeHooks = {
  Stop: [
    {
      hooks: [
        { type: "prompt", prompt: "Did the agent run the tests? $ARGUMENTS" },
        { type: "command", command: "./notify.sh", async: true, statusMessage: "Notifying" },
      ],
    },
  ],
  PostToolUse: [{ matcher: "Edit|Write", hooks: [{ type: "http", url: "http://localhost:8080/hooks" }] }],
};

describe("hooks of types Keel does not run", () => {
  it("a .claude/settings.json with prompt and http hooks still gives its command hooks; the others are reported", async () => {
    const path = join(dir, "settings.json");
    writeFileSync(path, JSON.stringify({ hooks: claudeHooks }));
    const read = await readClaudeHooks(path, "claude-project");
    expect(read.diagnostics).toEqual([]);
    expect(read.source).toBeDefined();
    const configured = configureHooks([read.source as never]);
    expect(configured.hooks.map((h) => [h.event, h.command])).toEqual([["Stop", "./notify.sh"]]);
    expect(configured.diagnostics.map((d) => [d.severity, d.path, d.message])).toEqual([
      ["warning", "/hooks/Stop/0/hooks/0", 'Keel runs only "command" hooks; this "prompt" hook is ignored'],
      ["warning", "/hooks/PostToolUse/0/hooks/0", 'Keel runs only "command" hooks; this "http" hook is ignored'],
    ]);
  });

  it("the user's settings accept them too, and keel hooks list says they do not run", () => {
    expect(validateSettings({ hooks: claudeHooks }).ok).toBe(true);
    // A command hook still needs its command, and "command" cannot pass as another type.
    expect(validateSettings({ hooks: { Stop: [{ hooks: [{ type: "command" }] }] } }).ok).toBe(false);
    const report = hookListReport(
      {
        active: [{ scope: "user", source: "settings.json", hooks: claudeHooks as never }],
        ifTrusted: [],
        diagnostics: [],
      },
      undefined,
    );
    expect(report.active.map((e) => [e.event, e.type, e.command, e.runs])).toEqual([
      ["Stop", "prompt", "", false],
      ["Stop", "command", "./notify.sh", true],
      ["PostToolUse", "http", "", false],
    ]);
  });
});
