import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createAgentSession } from "../startup/create-agent-session.js";
import { replyText, type ScriptedModelServer, startScriptedModelServer } from "../testing/index.js";
import { runSubagent } from "./run-subagent.js";

let root: string | undefined;
let server: ScriptedModelServer | undefined;
afterEach(async () => {
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
  server = undefined;
});

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };

describe("runSubagent with createAgentSession({ agents }) (the library, no CLI)", () => {
  it("runs a library agent as a child session: its prompt, system prompt and tools; the outcome has its text, usage and linked file", async () => {
    root = realpathSync(mkdtempSync(join(tmpdir(), "keel-run-subagent-")));
    const keelHome = join(root, "home", ".keel");
    const project = join(root, "project");
    mkdirSync(keelHome, { recursive: true });
    mkdirSync(project, { recursive: true });
    server = await startScriptedModelServer();
    writeFileSync(join(keelHome, "models.json"), JSON.stringify(server.modelsJson()));
    server.route("You are agent SCOUT.", [replyText("tests are in test/", { usage: { input: 40, output: 6 } })]);
    const created = await createAgentSession({
      cwd: project,
      env: { HOME: join(root, "home"), KEEL_HOME: keelHome, PATH: process.env.PATH },
      model: { model: "local/scripted" },
      stderr: { write: () => true },
      agents: [{ name: "scout", description: "Finds files", tools: ["ls"], systemPrompt: "You are agent SCOUT." }],
    });
    if (!created.ok) throw new Error(JSON.stringify(created.diagnostics));
    try {
      const outcome = await runSubagent(created, { agent: "scout", description: "find tests", prompt: "Where?" });
      expect(outcome).toMatchObject({
        ok: true,
        text: "tests are in test/",
        details: { subagent: { agent: "scout", description: "find tests", usage: { input: 40, output: 6 } } },
      });
      const body = server.requests[0]?.body as Body;
      expect(body.messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["Where?"]);
      expect((body.tools ?? []).map((tool) => tool.function.name)).toEqual(["ls"]);
      // The child's file names its parent.
      const file = outcome.ok ? outcome.details.subagent.sessionFile : undefined;
      const header = JSON.parse(readFileSync(file ?? "", "utf8").split("\n")[0] ?? "{}");
      expect(header.parentSessionId).toBe(created.store.id);

      const unknown = await runSubagent(created, { agent: "nobody", description: "x", prompt: "x" });
      expect(unknown).toMatchObject({ ok: false, error: 'unknown agent "nobody"; the agents are: general, scout' });
    } finally {
      await created.dispose();
    }
  });
});
