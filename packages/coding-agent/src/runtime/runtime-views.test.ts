import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir, writeTree } from "../home/test-support/temp-dir.js";
import { type ScriptedModelServer, startScriptedModelServer } from "../testing/scripted-model-server.js";
import { replyText } from "../testing/scripted-turn.js";
import { createSessionRuntime } from "./create-session-runtime.js";
import type { RuntimeEvent } from "./runtime-events.js";
import type { SessionRuntime } from "./session-runtime.js";

let runtime: SessionRuntime | undefined;
let server: ScriptedModelServer | undefined;
afterEach(async () => {
  await runtime?.dispose();
  await server?.close();
  runtime = undefined;
  server = undefined;
});

const EXTENSION = `
export default function (pi) {
  pi.registerTool({
    name: "shout",
    label: "Shout",
    description: "Says it loudly.",
    parameters: { type: "object", properties: {} },
    renderCall: () => "SHOUT",
    async execute() { return { content: [{ type: "text", text: "HEY" }] }; },
  });
}
`;

/** A runtime in a temp project with a `.keel/` folder and an extension, answered by a scripted model. */
async function start() {
  const root = await tempDir("keel-runtime-views-");
  server = await startScriptedModelServer([replyText("one"), replyText("two")]);
  await writeTree(root, {
    ".keel/models.json": JSON.stringify(server.modelsJson()),
    "project/.keel/settings.json": "{}",
    "shout.js": EXTENSION,
  });
  const started = await createSessionRuntime({
    cwd: join(root, "project"),
    env: { HOME: root, KEEL_HOME: join(root, ".keel") },
    mode: "rpc",
    model: { model: "local/scripted" },
    extensions: [join(root, "shout.js")],
    stderr: { write: () => true },
  });
  if (!started.ok) throw new Error(JSON.stringify(started.diagnostics));
  runtime = started.runtime;
  const events: RuntimeEvent[] = [];
  runtime.subscribe((event) => void events.push(event));
  return { rt: runtime, root, events };
}

describe("what a front end reads from a session runtime (no reaching through it)", () => {
  it("active tools, extension tools, the project and its trust, and the branch — read again after a new session", async () => {
    const { rt, root } = await start();
    expect(rt.activeTools()).toEqual(["read", "bash", "edit", "write", "shout"]);
    expect(rt.extensionTools().map((tool) => tool.tool.name)).toEqual(["shout"]);
    expect(rt.extensionTools()).toBe(rt.extensionTools());
    const project = rt.project();
    expect(project.config?.root).toBe(join(root, "project"));
    expect(project.trusted).toBe(false);
    expect(project.trustFile).toBe(join(root, ".keel", "trust.json"));

    const accepted = await rt.prompt("first");
    if (!accepted.ok) throw new Error(accepted.error);
    await accepted.value.settled;
    const branch = rt.branch();
    expect(branch.filter((entry) => entry.type === "message").map((entry) => entry.message.role)).toEqual([
      "user",
      "assistant",
    ]);
    const leaf = branch.at(-1)?.id ?? null;
    expect(rt.branch(leaf)).toEqual(branch);

    expect(rt.setTools({ tools: ["-shout"] })).toEqual({
      ok: true,
      value: { active: ["read", "bash", "edit", "write"] },
    });
    expect(rt.activeTools()).toEqual(["read", "bash", "edit", "write"]);
    expect(await rt.newSession()).toEqual({ ok: true, value: { cancelled: false } });
    expect(rt.branch().map((entry) => entry.type)).toEqual(["model_change", "active_tools_change"]);
    expect(rt.activeTools()).toContain("shout");
  });

  it("a thinking level change is announced once, whoever makes it (the runtime or the cycle)", async () => {
    const { rt, events } = await start();
    rt.setThinkingLevel("low");
    rt.cycleThinkingLevel();
    await rt.waitForIdle();
    const announced = events.filter((event) => event.type === "thinking_level_changed");
    expect(announced).toHaveLength(rt.thinkingLevels().length > 1 ? 2 : 1);
    expect(announced[0]).toEqual({ type: "thinking_level_changed", level: "low" });
  });

  it("bad input: a model whose provider has no key is refused with what to do, and the model stays", async () => {
    const { rt } = await start();
    const before = rt.state().model;
    const refused = rt.setModel("anthropic", "claude-sonnet-5-5");
    expect(refused).toEqual({
      ok: false,
      error: 'no API key is configured for provider "anthropic": add one with keel auth or its variable',
    });
    expect(rt.state().model).toBe(before);
  });
});
