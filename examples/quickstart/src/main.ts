/**
 * Keel quickstart: an agent built from @keel/agent-core + @keel/tools + the
 * scripted model of @keel/ai/testing reads, greps and edits a copy of a small
 * sample project, printing the event stream as it goes.
 *
 * Run it: `pnpm quickstart` from the repository root.
 * The model is SCRIPTED (see script.ts); the loop, tools, validation and
 * transcript are real. With KEEL_MODEL=provider/model-id set (and that
 * provider's API key), a real model drives the same agent instead.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Agent } from "@keel/agent-core";
import { createFaux } from "@keel/ai/testing";
import { codingTools, createGrepTool, createLsTool, ProcessRegistry } from "@keel/tools";
import { createEventPrinter } from "./print-events.js";
import { resolveModel } from "./resolve-model.js";
import { quickstartScript } from "./script.js";

// Resolve the model first: a bad KEEL_MODEL or models.json fails before anything is created.
let real: Awaited<ReturnType<typeof resolveModel>>;
try {
  real = await resolveModel(process.env.KEEL_MODEL);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
const sample = fileURLToPath(new URL("../sample-project", import.meta.url));
const workdir = mkdtempSync(join(tmpdir(), "keel-quickstart-"));
cpSync(sample, workdir, { recursive: true });

const processes = new ProcessRegistry();
const tools = [
  ...codingTools(workdir, { processes, allowedRoots: [workdir] }),
  createLsTool(workdir),
  createGrepTool(workdir),
];
const faux = createFaux({ responses: quickstartScript(), chunkSize: 12 });

const agent = new Agent({
  initialState: {
    systemPrompt:
      "You are a careful coding agent. Use the tools to inspect and change the project in the working directory.",
    model: real ?? faux.model,
    tools,
  },
  ...(real ? {} : { streamFn: faux.streamFn }),
});
const print = createEventPrinter({ write: (text) => process.stdout.write(text) });
agent.subscribe(print);

process.stdout.write(
  `Keel quickstart — ${real ? `model ${real.provider}/${real.id}` : "scripted model (no network, no API key)"}\n` +
    `working on a copy of the sample project in ${workdir}\n\n`,
);
try {
  await agent.prompt("Find the TODO in this project and fix it.");
  if (agent.state.errorMessage) {
    process.stderr.write(`\nThe run ended with an error: ${agent.state.errorMessage}\n`);
    process.exitCode = 1;
  }
  process.stdout.write(`\nsrc/greet.ts is now:\n${readFileSync(join(workdir, "src/greet.ts"), "utf8")}`);
} finally {
  await processes.killAll();
  if (!process.env.KEEL_KEEP) rmSync(workdir, { recursive: true, force: true });
}
