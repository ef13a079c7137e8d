// Subagent figures: what starting a child session costs with the scripted
// model (loopback HTTP, instant answers). Each child is a whole
// createAgentSession (settings, agents, tool catalog, permissions, its own
// session file) plus one model round trip. The first child pays for
// loading code; the figure that matters is the one after it: the
// time a later child takes outside its model call (start-up, session file,
// dispose), the model call measured by the server's own clock.
// Prints milliseconds; asserts nothing.
// Run: pnpm exec tsx bench/subagents.ts (in packages/coding-agent)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runSubagent } from "../src/agents/run-subagent.js";
import { createAgentSession } from "../src/startup/create-agent-session.js";
import { replyText, startScriptedModelServer } from "../src/testing/index.js";

const CHILDREN = 20;

export async function benchSubagents(): Promise<void> {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-bench-subagents-")));
  const home = join(root, "home");
  const keelHome = join(home, ".keel");
  const project = join(root, "project");
  mkdirSync(keelHome, { recursive: true });
  mkdirSync(project, { recursive: true });
  const server = await startScriptedModelServer();
  writeFileSync(join(keelHome, "models.json"), JSON.stringify(server.modelsJson()));
  // Checkpoints snapshot the project at every turn (git): left out so the figure is the subagent's own.
  writeFileSync(join(keelHome, "settings.json"), JSON.stringify({ checkpoints: { enabled: false } }));
  server.route(
    "You are a subagent",
    Array.from({ length: CHILDREN + 1 }, (_, i) => replyText(`child ${i} done`)),
  );
  const created = await createAgentSession({
    cwd: project,
    env: { HOME: home, KEEL_HOME: keelHome, PATH: process.env.PATH },
    model: { model: "local/scripted" },
    tools: { tools: ["read", "task"] },
    stderr: { write: () => true },
  });
  if (!created.ok) throw new Error(JSON.stringify(created.diagnostics));
  try {
    const childRequests = () => server.requests.filter((r) => server.systemPromptOf(r).includes("You are a subagent"));
    /** One child: its whole time, and the part outside the model call (the server's own receive/finish clock). */
    const child = async (i: number): Promise<{ total: number; overhead: number }> => {
      const start = Date.now();
      const outcome = await runSubagent(created, { description: `child ${i}`, prompt: `child ${i}` });
      const total = Date.now() - start;
      if (!outcome.ok) throw new Error(outcome.error);
      const request = childRequests().at(-1);
      const modelMs = (request?.finishedAt ?? request?.receivedAt ?? 0) - (request?.receivedAt ?? 0);
      return { total, overhead: total - modelMs };
    };
    const first = await child(0);
    const later: { total: number; overhead: number }[] = [];
    for (let i = 1; i <= CHILDREN; i++) later.push(await child(i));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const line = (label: string, ms: number, note = "") =>
      console.log(`${label.padEnd(56)} ${ms.toFixed(1).padStart(8)} ms${note}`);
    line("subagent: the first child, whole run (loads code)", first.total);
    line(`subagent: a later child, whole run (median of ${CHILDREN})`, median(later.map((c) => c.total)));
    line(
      "subagent: a later child, outside its model call (median)",
      median(later.map((c) => c.overhead)),
      "   (target: < 50 ms)",
    );
    // The peer: a subagent in a process of its own (pi's subagent example spawns one) pays at least a Node start.
    const nodeStarts = Array.from({ length: 5 }, () => {
      const start = Date.now();
      spawnSync(process.execPath, ["-e", ""]);
      return Date.now() - start;
    });
    line(
      "peer: starting an empty Node process (median of 5)",
      median(nodeStarts),
      "   (a child per process pays this first)",
    );
  } finally {
    await created.dispose();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSubagents();
