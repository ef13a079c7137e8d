import { readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

/** Switches model and thinking level from an extension, the way a UI or RPC client does, and records the answers. */
const SWITCHER = `
import { getModel } from "@keel/ai";
import type { ExtensionAPI } from "@keel/coding-agent";

export default function switcher(pi: ExtensionAPI) {
  pi.on("before_agent_start", async () => {
    const keyless = await pi.setModel(getModel("anthropic", "claude-sonnet-5-5"));
    const local = await pi.setModel(getModel("local", "scripted"));
    pi.setThinkingLevel("high");
    pi.appendEntry("switcher", { keyless, local, thinking: pi.getThinkingLevel() });
    return undefined;
  });
}
`;

type Entry = { type: string; customType?: string; data?: unknown; provider?: string; thinkingLevel?: string };

describe("session state changed by an extension", () => {
  it("setModel is refused (false, nothing recorded) for a model without a key; a thinking level change is recorded and announced as from any front end", async () => {
    world.write(join(world.keelHome, "extensions", "switcher.ts"), SWITCHER);
    await world.model([replyText("Done.")]);
    const run = await world.run(["--model", "local/scripted", "--mode", "json", "hi"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);

    const events = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string });
    expect(events.filter((event) => event.type === "thinking_level_changed")).toEqual([
      { type: "thinking_level_changed", level: "high" },
    ]);

    const [file] = world.sessionFiles();
    const entries = readFileSync(file ?? "", "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Entry);
    expect(entries.find((entry) => entry.customType === "switcher")?.data).toEqual({
      keyless: false,
      local: true,
      thinking: "high",
    });
    // The refused switch left no trace; the accepted one and the thinking level did.
    expect(entries.filter((entry) => entry.type === "model_change").map((entry) => entry.provider)).toEqual([
      "local",
      "local",
    ]);
    expect(entries.filter((entry) => entry.type === "thinking_level_change").map((e) => e.thinkingLevel)).toEqual([
      "high",
    ]);
  });
});
