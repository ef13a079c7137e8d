import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { describe, expect, it } from "vitest";
import { requestBodies } from "./support/keel-world.js";
import { tmuxSkipReason } from "./support/tmux-terminal.js";
import { tmuxWorld } from "./support/tmux-world.js";

const skip = tmuxSkipReason();

describe.skipIf(skip !== undefined)("/permissions in a real terminal (tmux)", () => {
  const tui = tmuxWorld();

  it("lists a saved approval, revokes it from $KEEL_HOME/permissions.json, and plan mode denies the next bash call", async () => {
    const { world, term } = tui;
    const server = await world.model([
      replyToolCalls([{ name: "bash", arguments: { command: "echo planned > ran.txt" } }]),
      replyText("Stayed in plan mode."),
    ]);
    const file = join(world.keelHome, "permissions.json");
    world.write(
      file,
      JSON.stringify({
        approvals: [
          {
            rule: "bash(npm test)",
            scope: "project",
            project: realpathSync(world.project),
            addedAt: "2026-11-30T10:00:00Z",
          },
        ],
      }),
    );
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ permissions: { deny: ["bash(rm:*)"] } }));
    tui.start(["--model", "local/scripted"], { width: 160 });
    await tui.prompt("/permissions");
    const listed = await term.waitFor("mode: default");
    expect(listed).toContain(`approval  bash(npm test)  this project  saved in ${file}`);
    expect(listed).toContain(`deny   bash(rm:*)  ${join(world.keelHome, "settings.json")}`);
    term.keys("Down");
    term.keys("Enter");
    await term.waitFor("Revoke bash(npm test)?");
    term.type("y");
    await term.waitFor("Revoked bash(npm test) (this project)");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ approvals: [] });

    // The editor is back (the dialog closed) before the next command is typed.
    await tui.prompt("/permissions mode plan");
    await term.waitFor("Permission mode: plan (for this session).");
    await tui.prompt("write the file");
    const done = await term.waitFor("Stayed in plan mode.");
    expect(done).toContain("Permission denied: the agent is in plan mode");
    const toolResult = JSON.stringify(requestBodies(server)[1]?.messages.at(-1));
    expect(toolResult).toContain("Permission denied: the agent is in plan mode");
    expect(() => readFileSync(join(world.project, "ran.txt"))).toThrow();
  }, 120_000);
});
