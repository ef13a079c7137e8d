/**
 * RPC mode round trips: start-up to the first response, sequential and
 * pipelined `get_state` calls, and prompts answered by the scripted model
 * (prompt → agent_settled), through the real binary and the typed client.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { RpcClient } from "@keel/coding-agent/rpc-client";
import { replyText, startScriptedModelServer } from "@keel/coding-agent/testing";

const keelBin = fileURLToPath(new URL("../bin/keel.js", import.meta.url));
const ms = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;
const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const root = mkdtempSync(join(tmpdir(), "keel-bench-rpc-"));
const server = await startScriptedModelServer();
try {
  const project = join(root, "project");
  const keelHome = join(root, "keel-home");
  mkdirSync(project);
  mkdirSync(keelHome);
  writeFileSync(join(keelHome, "models.json"), JSON.stringify(server.modelsJson()));
  const env = { PATH: process.env.PATH, HOME: root, KEEL_HOME: keelHome, NO_COLOR: "1" };

  const started = process.hrtime.bigint();
  const client = RpcClient.spawn({
    command: process.execPath,
    args: [keelBin, "--mode", "rpc", "--model", "local/scripted", "--no-session"],
    cwd: project,
    env,
  });
  await client.call({ type: "get_state" });
  console.log(`keel --mode rpc: spawn to first response ${ms(started).toFixed(0)} ms`);

  const calls = 2_000;
  const latencies: number[] = [];
  const sequential = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) {
    const one = process.hrtime.bigint();
    await client.call({ type: "get_state" });
    latencies.push(ms(one));
  }
  const sequentialMs = ms(sequential);
  latencies.sort((a, b) => a - b);
  console.log(
    `get_state x${calls} one at a time: ${sequentialMs.toFixed(0)} ms, median ${percentile(latencies, 50).toFixed(3)} ms, p99 ${percentile(latencies, 99).toFixed(3)} ms`,
  );
  const pipelined = process.hrtime.bigint();
  await Promise.all(Array.from({ length: calls }, () => client.call({ type: "get_state" })));
  const pipelinedMs = ms(pipelined);
  console.log(
    `get_state x${calls} pipelined: ${pipelinedMs.toFixed(0)} ms (${((calls / pipelinedMs) * 1000).toFixed(0)} commands/s)`,
  );

  const prompts = 20;
  const turns: number[] = [];
  for (let i = 0; i < prompts; i++) {
    server.enqueue(replyText(`Answer ${i}, a few words long.`));
    const one = process.hrtime.bigint();
    const settled = client.waitForEvent((event) => event.type === "agent_settled");
    await client.call({ type: "prompt", message: `question ${i}` });
    await settled;
    turns.push(ms(one));
  }
  turns.sort((a, b) => a - b);
  console.log(
    `prompt -> agent_settled x${prompts} (scripted model): median ${percentile(turns, 50).toFixed(1)} ms, max ${turns.at(-1)?.toFixed(1)} ms`,
  );
  const closing = process.hrtime.bigint();
  await client.close();
  console.log(`close stdin -> exit ${ms(closing).toFixed(0)} ms`);
} finally {
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
