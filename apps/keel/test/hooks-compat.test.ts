import { existsSync } from "node:fs";
import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld, requestBodies } from "./support/keel-world.js";

// compat.claude: false leaves a trusted project's .claude/ folder unread; its .keel/ folder still applies.
let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

describe("compat.claude: false", () => {
  it("a trusted project's .claude hooks, commands and skills are not read; its .keel hooks still run", async () => {
    const marker = (name: string) => `touch ${JSON.stringify(join(world.root, name))}`;
    const sessionStart = (command: string) => ({ SessionStart: [{ hooks: [{ type: "command", command }] }] });
    world.write(join(world.keelHome, "settings.json"), JSON.stringify({ compat: { claude: false } }));
    world.write(
      join(world.project, ".keel/settings.json"),
      JSON.stringify({ hooks: sessionStart(marker("keel-ran")) }),
    );
    world.write(
      join(world.project, ".claude/settings.json"),
      JSON.stringify({ hooks: sessionStart(marker("claude-ran")) }),
    );
    world.write(join(world.project, ".claude/commands/review.md"), "Review $ARGUMENTS for bugs.\n");
    world.write(
      join(world.project, ".claude/skills/db-migrate/SKILL.md"),
      "---\nname: db-migrate\ndescription: How to write a database migration here\n---\nUse the migrate tool.\n",
    );
    await world.model([replyText("Done.")]);
    const run = await world.run(["--model", "local/scripted", "--approve", "-p", "/review src/a.ts"]);
    expect(run.code).toBe(0);
    expect(existsSync(join(world.root, "keel-ran"))).toBe(true);
    expect(existsSync(join(world.root, "claude-ran"))).toBe(false);
    const sent = JSON.stringify(requestBodies(world.server as never)[0]?.messages);
    expect(sent).toContain("/review src/a.ts");
    expect(sent).not.toContain("for bugs.");
    expect(sent).not.toContain("db-migrate");
    // Not trusted for good (--approve was for one run): what trusting would add leaves .claude/ out too.
    const list = JSON.parse((await world.run(["hooks", "list", "--json"])).stdout) as {
      ifTrusted: { source: string }[];
    };
    expect(list.ifTrusted.map((entry) => entry.source)).toEqual([join(world.project, ".keel/settings.json")]);
  });
});
