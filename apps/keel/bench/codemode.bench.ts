/**
 * Codemode: 40 file reads made by one `codemode` script (Promise.all) next
 * to the same reads as 40 direct tool calls, against the scripted model —
 * once as 40 turns of one call each (what a model that reads one file per
 * step does), once as one turn of 40 parallel calls. Prints wall time,
 * model requests, and the size of the last request (what the model must
 * read back). Twice: with the scripted model answering at once, and with
 * 50 ms between its stream frames (a stand-in for a real model's latency,
 * which each extra request pays again).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { replyText, replyToolCalls, type ScriptedTurn, startScriptedModelServer } from "@keel/coding-agent/testing";

const keelBin = fileURLToPath(new URL("../bin/keel.js", import.meta.url));
const FILES = 40;
const RUNS = 3;
const paths = Array.from({ length: FILES }, (_, i) => `notes/f${i}.txt`);

const script = `
const texts = await Promise.all(${JSON.stringify(paths)}.map((path) => tools.read({ path })));
return texts.map((text, i) => i + ": " + text.split("\\n")[0]).join("\\n");`;

const ways: { name: string; turns: () => ScriptedTurn[]; tools: string }[] = [
  {
    name: "40 turns, one read each",
    tools: "read",
    turns: () => [...paths.map((path) => replyToolCalls([{ name: "read", arguments: { path } }])), replyText("Done.")],
  },
  {
    name: "1 turn, 40 parallel reads",
    tools: "read",
    turns: () => [replyToolCalls(paths.map((path) => ({ name: "read", arguments: { path } }))), replyText("Done.")],
  },
  {
    name: "1 codemode call",
    tools: "read,codemode",
    turns: () => [replyToolCalls([{ name: "codemode", arguments: { script } }]), replyText("Done.")],
  },
];

function run(env: NodeJS.ProcessEnv, cwd: string, tools: string): Promise<number> {
  const args = [keelBin, "--model", "local/scripted", "--tools", tools, "--allow", "codemode", "-p", "read the notes"];
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { env, cwd, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`keel exited ${code}: ${stderr}`));
      else resolve(Number(process.hrtime.bigint() - start) / 1e6);
    });
  });
}

const root = mkdtempSync(join(tmpdir(), "keel-bench-codemode-"));
const server = await startScriptedModelServer();
try {
  const project = join(root, "project");
  const keelHome = join(root, "keel-home");
  mkdirSync(join(project, "notes"), { recursive: true });
  mkdirSync(keelHome);
  for (const [i, path] of paths.entries())
    writeFileSync(join(project, path), `value=${i}\n${"filler line\n".repeat(50)}`);
  writeFileSync(join(keelHome, "models.json"), JSON.stringify(server.modelsJson()));
  const env = { PATH: process.env.PATH, HOME: root, KEEL_HOME: keelHome, NO_COLOR: "1" };
  for (const delayMs of [0, 50]) {
    console.log(
      `keel -p, ${FILES} reads of 51-line files (median of ${RUNS} runs; scripted model, ${delayMs} ms between stream frames)`,
    );
    for (const way of ways) {
      const times: number[] = [];
      let requests = 0;
      let lastRequestKiB = 0;
      for (let i = 0; i < RUNS; i++) {
        const before = server.requests.length;
        server.enqueue(...way.turns().map((turn) => ({ ...turn, delayMs })));
        times.push(await run(env, project, way.tools));
        requests = server.requests.length - before;
        const last = JSON.stringify(server.requests.at(-1)?.body ?? {});
        lastRequestKiB = last.length / 1024;
        // A figure counts only if the model got all 40 files back (a failed script would be fast and wrong).
        const seen = new Set(last.match(/value=\d+/g) ?? []).size;
        if (seen !== FILES) throw new Error(`${way.name}: the last request holds ${seen} of the ${FILES} files`);
      }
      const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
      console.log(
        `  ${way.name.padEnd(28)} ${median.toFixed(0).padStart(6)} ms  ${String(requests).padStart(3)} model requests  last request ${lastRequestKiB.toFixed(1).padStart(6)} KiB`,
      );
    }
  }
} finally {
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
