/**
 * JSON mode memory: a model writes a 1 MB file through the `write` tool,
 * streamed in ~2,000 argument deltas, and `keel --mode json` reports every
 * event to a reader that is fast, or slow (it takes 1 ms per 4 KB). Peak RSS
 * must stay flat: `message_update` lines carry deltas only and writes wait
 * for the reader. Peak RSS comes from GNU time (`/usr/bin/time`).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { replyText, startScriptedModelServer } from "@keel/coding-agent/testing";

const keelBin = fileURLToPath(new URL("../bin/keel.js", import.meta.url));
const gnuTime = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;
const content = "0123456789abcdef".repeat(65_536); // 1 MiB

async function run(
  slow: boolean,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ ms: number; rssMiB?: number; bytes: number }> {
  const args = [keelBin, "--model", "local/scripted", "--tools", "write", "--mode", "json", "write big.txt"];
  const start = process.hrtime.bigint();
  const child = gnuTime
    ? spawn(gnuTime, ["-f", "KEELBENCH %M", process.execPath, ...args], { env, cwd, stdio: ["ignore", "pipe", "pipe"] })
    : spawn(process.execPath, args, { env, cwd, stdio: ["ignore", "pipe", "pipe"] });
  let bytes = 0;
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  child.stdout.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
    if (slow) {
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), Math.ceil(chunk.length / 4096));
    }
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`keel exited ${code}: ${stderr}`);
  const rss = /KEELBENCH (\d+)/.exec(stderr)?.[1];
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return rss ? { ms, bytes, rssMiB: Number(rss) / 1024 } : { ms, bytes };
}

const root = mkdtempSync(join(tmpdir(), "keel-bench-json-"));
const server = await startScriptedModelServer();
try {
  const project = join(root, "project");
  const keelHome = join(root, "keel-home");
  mkdirSync(project);
  mkdirSync(keelHome);
  writeFileSync(join(keelHome, "models.json"), JSON.stringify(server.modelsJson()));
  const env = { PATH: process.env.PATH, HOME: root, KEEL_HOME: keelHome, NO_COLOR: "1" };
  console.log("keel --mode json, a 1 MiB write streamed in ~2,000 deltas (one run each)");
  for (const slow of [false, true]) {
    // 512-character deltas: about 2,000 argument deltas for 1 MiB.
    server.enqueue(
      { toolCalls: [{ name: "write", arguments: { path: "big.txt", content } }], chunkSize: 512 },
      replyText("Written."),
    );
    const result = await run(slow, env, project);
    const written = statSync(join(project, "big.txt")).size;
    console.log(
      `${(slow ? "slow reader" : "fast reader").padEnd(12)} ${result.ms.toFixed(0).padStart(6)} ms  stdout ${(result.bytes / 1048576).toFixed(1)} MiB` +
        (result.rssMiB !== undefined ? `  peak RSS ${result.rssMiB.toFixed(1)} MiB` : "") +
        `  file ${(written / 1048576).toFixed(2)} MiB`,
    );
  }
} finally {
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
