import { readFileSync } from "node:fs";
import { join } from "node:path";
import { replyText, replyToolCalls } from "@keel/coding-agent/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KeelWorld } from "./support/keel-world.js";
import { subagentHelpers } from "./support/subagent-suite.js";
import { contentText, type RequestMessage } from "./support/subagent-world.js";

// Agent definitions through the binary: keel agents list, and the extension API (registerAgent, runSubagent, events).

let world: KeelWorld;
beforeEach(() => {
  world = new KeelWorld();
});
afterEach(() => world.close());

const { agent, parentToolResults } = subagentHelpers(() => world);

describe("keel agents list", () => {
  it("lists the built-in and user agents (text and --json); a bad file is named on stderr with its field and the others still list", async () => {
    agent("scout", "You find files.", { tools: "read, grep", model: "local/scripted", isolation: "worktree" });
    world.write(join(world.keelHome, "agents", "broken.md"), "---\nname: broken\nthinking: lots\n---\nbody\n");
    // An untrusted project's agents do not load.
    world.write(join(world.project, ".keel", "agents", "sneaky.md"), "---\ndescription: d\n---\nbody\n");
    const text = await world.run(["agents", "list"]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain("general  (built-in)\n  tools: the parent's · model: the parent's\n");
    expect(text.stdout).toContain(
      `scout  (user: ${join(world.keelHome, "agents", "scout.md")})\n  tools: read, grep · model: local/scripted · isolation: worktree\n  the scout agent\n`,
    );
    expect(text.stdout).not.toContain("sneaky");
    expect(text.stderr).toContain(join(world.keelHome, "agents", "broken.md"));
    expect(text.stderr).toContain("no `description`");
    expect(text.stderr).toContain('`thinking` "lots" is not a thinking level');

    const json = await world.run(["agents", "list", "--json"]);
    const entries = JSON.parse(json.stdout) as { name: string; source: string; tools: string[] | null }[];
    expect(entries.map((e) => [e.name, e.source, e.tools])).toEqual([
      ["general", "builtin", null],
      ["scout", "user", ["read", "grep"]],
    ]);
  });

  it("a trusted project's .keel/agents and .claude/agents load (compat.claude: false leaves .claude out)", async () => {
    world.write(join(world.project, ".keel", "agents", "local.md"), "---\ndescription: project agent\n---\nbody\n");
    world.write(
      join(world.project, ".claude", "agents", "claude-one.md"),
      "---\ndescription: claude agent\n---\nbody\n",
    );
    const names = (run: { stdout: string }) => (JSON.parse(run.stdout) as { name: string }[]).map((e) => e.name);
    await world.run(["trust"]);
    const listed = await world.run(["agents", "list", "--json"]);
    expect(names(listed)).toEqual(["claude-one", "general", "local"]);
    world.write(join(world.project, ".keel", "settings.json"), JSON.stringify({ compat: { claude: false } }));
    expect(names(await world.run(["agents", "list", "--json"]))).toEqual(["general", "local"]);
  });
});

const DELEGATOR = `
import { appendFileSync } from "node:fs";
import { Type } from "typebox";
import type { ExtensionAPI } from "@keel/coding-agent";

export default function delegator(pi: ExtensionAPI) {
  const log = (line: string) => appendFileSync(process.env.DELEGATOR_LOG as string, line + "\\n");
  pi.registerAgent({ name: "poet", description: "Writes one line of verse", tools: [], systemPrompt: "You are agent POET." });
  pi.registerTool({
    name: "delegate",
    label: "Delegate",
    description: "Asks the poet.",
    parameters: Type.Object({ topic: Type.String() }),
    async execute(id, params) {
      const outcome = await pi.runSubagent({ agent: "poet", description: "a verse", prompt: "verse on " + params.topic, toolCallId: id });
      return { content: [{ type: "text", text: outcome.ok ? "poet said: " + outcome.text : "poet failed: " + outcome.error }] };
    },
  });
  pi.on("subagent_start", (event) => log("start " + event.agent + " " + event.parentToolCallId));
  pi.on("subagent_end", (event) => log("end " + event.agent + " " + event.isError + " " + event.text));
}
`;

describe("keel agents list: extensions' agents", () => {
  it("lists the agents extensions register (registerAgent), naming the extension they came from", async () => {
    const extension = join(world.keelHome, "extensions", "delegator.ts");
    world.write(extension, DELEGATOR);
    const text = await world.run(["agents", "list"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      `poet  (extension: ${extension})\n  tools: none · model: the parent's\n  Writes one line of verse\n`,
    );
    const json = await world.run(["agents", "list", "--json"]);
    const entries = JSON.parse(json.stdout) as { name: string; source: string; path?: string }[];
    expect(entries.map((e) => [e.name, e.source, e.path])).toEqual([
      ["general", "builtin", undefined],
      ["poet", "extension", extension],
    ]);
  });
});

describe("subagents: the extension API", () => {
  it("registerAgent adds an agent, runSubagent runs it from an extension tool, subagent_start/end reach the extension", async () => {
    world.write(join(world.keelHome, "extensions", "delegator.ts"), DELEGATOR);
    const logFile = join(world.root, "delegator.log");
    const server = await world.model([
      replyToolCalls([{ id: "call_d", name: "delegate", arguments: { topic: "rivers" } }]),
      replyText("parent done"),
    ]);
    server.route("agent POET", [replyText("Rivers run to the sea.")]);
    const run = await world.run(
      ["--model", "local/scripted", "--tools", "+delegate", "--allow", "delegate", "-p", "go"],
      { env: { DELEGATOR_LOG: logFile } },
    );
    expect(run.code).toBe(0);
    const poetRequest = server.requests.find((r) => server.systemPromptOf(r).includes("agent POET"));
    const body = poetRequest?.body as { messages: RequestMessage[]; tools?: unknown[] } | undefined;
    expect(body?.messages.filter((m) => m.role === "user").map((m) => contentText(m.content))).toEqual([
      "verse on rivers",
    ]);
    expect(body?.tools ?? []).toEqual([]);
    expect(parentToolResults()[0]?.content[0]?.text).toBe("poet said: Rivers run to the sea.");
    expect(readFileSync(logFile, "utf8")).toBe("start poet call_d\nend poet false Rivers run to the sea.\n");
  });
});
