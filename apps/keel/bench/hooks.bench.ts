/**
 * Hooks: what lifecycle hooks cost a run. 20 `read` calls in one turn
 * against the scripted model, with no hooks, with a PreToolUse and a
 * PostToolUse hook that run `true` (the shell's cost alone), and with the
 * same two hooks as Node scripts (a typical Claude Code hook script).
 * Prints the median wall time of 3 runs and the added time per tool call.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { replyText, replyToolCalls, startScriptedModelServer } from "@keel/coding-agent/testing";

const keelBin = fileURLToPath(new URL("../bin/keel.js", import.meta.url));
const CALLS = 20;
const RUNS = 3;
const paths = Array.from({ length: CALLS }, (_, i) => `notes/f${i}.txt`);

function run(env: NodeJS.ProcessEnv, cwd: string): Promise<number> {
  const args = [keelBin, "--model", "local/scripted", "--tools", "read", "-p", "read the notes"];
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { env, cwd, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) =>
    child.on("close", (code) =>
      code === 0
        ? resolve(Number(process.hrtime.bigint() - start) / 1e6)
        : reject(new Error(`keel exited ${code}: ${stderr}`)),
    ),
  );
}

const root = mkdtempSync(join(tmpdir(), "keel-hooks-bench-"));
try {
  const home = join(root, "home");
  const keelHome = join(home, ".keel");
  const project = join(root, "project");
  mkdirSync(join(project, "notes"), { recursive: true });
  mkdirSync(keelHome, { recursive: true });
  for (const path of paths) writeFileSync(join(project, path), `note ${path}\n`);
  const script = join(root, "hook.mjs");
  writeFileSync(script, `import { readFileSync } from "node:fs";\nJSON.parse(readFileSync(0, "utf8"));\n`);
  const node = `${JSON.stringify(process.execPath)} ${JSON.stringify(script)}`;
  const both = (command: string) => ({
    PreToolUse: [{ matcher: "Read", hooks: [{ type: "command", command }] }],
    PostToolUse: [{ matcher: "Read", hooks: [{ type: "command", command }] }],
  });
  const setups: { name: string; hooks?: object }[] = [
    { name: "no hooks" },
    { name: "Pre+Post hooks: true", hooks: both("true") },
    { name: "Pre+Post hooks: node script", hooks: both(node) },
  ];
  const env = { PATH: process.env.PATH, HOME: home, KEEL_HOME: keelHome, NO_COLOR: "1", TMPDIR: process.env.TMPDIR };
  console.log(`hooks: ${CALLS} read calls in one turn, median of ${RUNS} runs`);
  let base = 0;
  for (const setup of setups) {
    writeFileSync(join(keelHome, "settings.json"), JSON.stringify(setup.hooks ? { hooks: setup.hooks } : {}));
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const server = await startScriptedModelServer([
        replyToolCalls(paths.map((path) => ({ name: "read", arguments: { path } }))),
        replyText("Done."),
      ]);
      writeFileSync(join(keelHome, "models.json"), JSON.stringify(server.modelsJson()));
      times.push(await run(env, project));
      await server.close();
    }
    const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
    if (setup.hooks === undefined) base = median;
    const extra = setup.hooks === undefined ? "" : `  (+${((median - base) / CALLS).toFixed(1)} ms per call)`;
    console.log(`  ${setup.name.padEnd(30)} ${median.toFixed(0).padStart(6)} ms${extra}`);
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
