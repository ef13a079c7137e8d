import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { replyText, replyToolCalls } from "../../../testing/scripted-turn.js";
import { startUi, type UiHarness } from "../test-support/ui-harness.js";

let ui: UiHarness | undefined;

afterEach(async () => {
  await ui?.close();
  ui = undefined;
});

const APPROVALS = {
  approvals: [
    { rule: "bash(echo hi)", scope: "user", addedAt: "2026-11-30T10:00:00.000Z", session: "0123456789abcdef" },
    { rule: "edit(src/**)", scope: "project", project: "/elsewhere/other", addedAt: "2026-11-30T11:00:00.000Z" },
  ],
};

function savedRules(ui: UiHarness): string[] {
  const file = JSON.parse(readFileSync(join(ui.keelHome, "permissions.json"), "utf8")) as {
    approvals: { rule: string }[];
  };
  return file.approvals.map((approval) => approval.rule);
}

describe("/permissions in the terminal UI", () => {
  it("lists the mode, settings rules with their source (a project's allow rules ignored) and saved approvals; choosing an approval revokes it after a confirmation", async () => {
    ui = await startUi([], {
      homeFiles: {
        "permissions.json": JSON.stringify(APPROVALS),
        "settings.json": JSON.stringify({ permissions: { deny: ["bash(rm:*)"] } }),
      },
      files: { ".keel/settings.json": JSON.stringify({ permissions: { allow: ["bash(make:*)"], ask: ["write"] } }) },
    });
    await ui.waitFor("Ask anything");
    // Trust the project and open a new session, so its settings apply.
    ui.input("/trust yes\r");
    await ui.waitFor("takes effect in the next session");
    ui.input("/new\r");
    await ui.waitFor("New session.");

    ui.input("/permissions\r");
    const listed = await ui.waitFor("mode: default");
    expect(listed).toContain(`approval  bash(echo hi)  everywhere  saved in ${join(ui.keelHome, "permissions.json")}`);
    expect(listed).toContain("approval  edit(src/**)  project /elsewhere/other");
    expect(listed).toContain(`deny   bash(rm:*)  ${join(ui.keelHome, "settings.json")}`);
    expect(listed).toContain(`ask    write  ${join(ui.project, ".keel", "settings.json")}`);
    expect(listed).toContain("allow  bash(make:*)  (ignored: a project cannot grant permissions)  ");

    // Down to the user-wide approval, Enter, then confirm.
    ui.input("\u001b[B");
    ui.input("\r");
    await ui.waitFor("Revoke bash(echo hi)?");
    ui.input("y");
    await ui.waitFor("Revoked bash(echo hi) (everywhere)");
    expect(savedRules(ui)).toEqual(["edit(src/**)"]);
    // It also stops applying in this session.
    expect(ui.runtime.created.permissions.policy.rules.some((entry) => entry.rule.text === "bash(echo hi)")).toBe(
      false,
    );

    // Another project's approval cannot be revoked from here: it says where to do it, and the file is unchanged.
    ui.input("/permissions\r");
    await ui.waitFor("mode: default");
    ui.input("\u001b[B\r");
    await ui.waitFor("applies only in /elsewhere/other");
    expect(savedRules(ui)).toEqual(["edit(src/**)"]);
  });

  it("/permissions mode plan switches the mode: the next bash call is denied with the plan-mode reason", async () => {
    ui = await startUi([
      replyToolCalls([{ name: "bash", arguments: { command: "echo should-not-run" } }]),
      replyText("Planned."),
    ]);
    await ui.waitFor("Ask anything");
    ui.input("/permissions mode plan\r");
    await ui.waitFor("Permission mode: plan (for this session).");
    ui.input("run it\r");
    await ui.waitFor("Planned.");
    const toolResult = JSON.stringify(ui.server.requests[1]?.body);
    expect(toolResult).toContain("Permission denied: the agent is in plan mode");
    expect(toolResult).not.toContain("should-not-run\\n");
  });

  it("a bad mode or verb is an error saying what to use, and changes nothing", async () => {
    ui = await startUi([]);
    await ui.waitFor("Ask anything");
    ui.input("/permissions mode sideways\r");
    await ui.waitFor('Unknown permission mode "sideways": use one of default, accept-edits, plan, bypass.');
    ui.input("/permissions frobnicate\r");
    await ui.waitFor('/permissions has no "frobnicate" command');
    ui.input("/permissions revoke bash(nothing)\r");
    await ui.waitFor("No saved approval bash(nothing) applies here");
    expect((await ui.runtime.permissions()).mode).toBe("default");
  });

  it("bypass mode is refused as root without --dangerously-bypass (and switches otherwise)", async () => {
    ui = await startUi([]);
    await ui.waitFor("Ask anything");
    ui.input("/permissions mode bypass\r");
    if (process.getuid?.() === 0) {
      await ui.waitFor("Bypass mode is refused when keel runs as root");
      expect((await ui.runtime.permissions()).mode).toBe("default");
    } else {
      await ui.waitFor("Permission mode: bypass (for this session).");
    }
    await ui.close();
    ui = await startUi([], { bypass: true });
    await ui.waitFor("Ask anything");
    ui.input("/permissions mode plan\r");
    await ui.waitFor("Permission mode: plan");
    ui.input("/permissions mode bypass\r");
    await ui.waitFor("Permission mode: bypass (for this session).");
  });
});
