/**
 * Benchmark for @keel/sandbox. Prints figures; asserts nothing.
 *
 *   pnpm bench        (from packages/sandbox; turbo runs it from the root too)
 *
 * The added cost of the sandbox per shell call: the median wall time of 200
 * short `true` commands run with `bash -c` directly (mode `off`) and through
 * bubblewrap (mode `workspace-write`, network none, and network limited to
 * domains through the proxy), interleaved in the same run so machine load
 * hits each alike. Target: under 15 ms added per call. Beside it, the floor:
 * what bubblewrap alone costs here (`bwrap --ro-bind / / true` against
 * `true`), and the wrapping itself (`wrapCommand` and `dispose`, no process).
 * The project is a fresh git repository (its `.git/hooks` and `.git/config`
 * exist, `.keel/` does not), as in `keel -p "fix the failing test"`.
 */
import { execFileSync, spawn } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { defaultPolicy, type SandboxPolicy, wrapCommand } from "../src/index.js";
import { findProgram } from "../src/internal.js";

const CALLS = Number(process.env.KEEL_BENCH_CALLS ?? 200);

/** Runs a program to its end, `files` open as descriptors 3, 4, … (as Keel's shell tools spawn). */
function run(
  file: string,
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string>>,
  files: readonly string[] = [],
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const fds = files.map((path) => openSync(path, "r"));
    const stdio = ["ignore", "ignore", "ignore", ...fds] as const;
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(file, [...args], { cwd, env: { ...process.env, ...env }, stdio: [...stdio] });
    } finally {
      for (const fd of fds) closeSync(fd);
    }
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`))));
  });
}

/** Wall time of one wrapped `true`, wrapping and disposing included. */
async function once(policy: SandboxPolicy, cwd: string): Promise<number> {
  const started = performance.now();
  const wrapped = await wrapCommand(policy, { command: "true", shell: "/bin/bash", cwd, passFiles: true });
  await run(wrapped.file, wrapped.args, cwd, wrapped.env, wrapped.files);
  await wrapped.dispose();
  return performance.now() - started;
}

/** Wall time of one program run (the floor pair: `true`, and `true` in the cheapest bubblewrap). */
async function plainRun(file: string, args: readonly string[], cwd: string): Promise<number> {
  const started = performance.now();
  await run(file, args, cwd, {});
  return performance.now() - started;
}

/** Mean time of `wrapCommand` and `dispose` alone (the JavaScript side: policy to arguments, placeholders). */
async function wrapOnly(policy: SandboxPolicy, cwd: string, rounds: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const wrapped = await wrapCommand(policy, { command: "true", shell: "/bin/bash", cwd, exclude: [cwd] });
    await wrapped.dispose();
  }
  return (performance.now() - started) / rounds;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * fraction)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0] ?? 0;
  const bwrap = findProgram("bwrap");
  if (bwrap === undefined) {
    console.log("bubblewrap is not installed: nothing to measure (apt-get install bubblewrap)");
    return;
  }
  const root = mkdtempSync(join(tmpdir(), "keel-sandbox-bench-"));
  const project = join(root, "project");
  const home = join(root, "home");
  mkdirSync(project, { recursive: true });
  execFileSync("git", ["init", "-q"], { cwd: project });
  mkdirSync(join(home, ".ssh"), { recursive: true });
  mkdirSync(join(home, ".keel"), { recursive: true });
  const base = { projectRoot: project, home, keelHome: join(home, ".keel"), tmpDirs: ["/tmp", tmpdir()] };
  const trueProgram = findProgram("true") ?? "/bin/true";
  const scenarios: [string, () => Promise<number>][] = [
    ["off (bash -c true)", () => once(defaultPolicy({ ...base, mode: "off" }), project)],
    ["workspace-write, network none", () => once(defaultPolicy(base), project)],
  ];
  if (findProgram("socat") !== undefined) {
    const domains = defaultPolicy({ ...base, network: { kind: "domains", allowedDomains: ["registry.npmjs.org"] } });
    scenarios.push(["workspace-write, allowedDomains (proxy)", () => once(domains, project)]);
  }
  const floor: [string, () => Promise<number>][] = [
    ["true", () => plainRun(trueProgram, [], project)],
    ["bwrap --ro-bind / / true", () => plainRun(bwrap, ["--ro-bind", "/", "/", trueProgram], project)],
  ];
  const times = scenarios.map(() => [] as number[]);
  const floorTimes = floor.map(() => [] as number[]);
  let wrapping = Number.NaN;
  try {
    for (let i = 0; i < CALLS; i++) {
      for (const [index, [, measure]] of scenarios.entries()) times[index]?.push(await measure());
      for (const [index, [, measure]] of floor.entries()) floorTimes[index]?.push(await measure());
    }
    wrapping = await wrapOnly(defaultPolicy(base), project, CALLS);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const header = `  ${"".padEnd(44)} ${"median".padStart(9)} ${"added".padStart(9)} ${"p10".padStart(9)} ${"added".padStart(9)}`;
  const rows = (names: readonly [string, unknown][], series: readonly number[][]): void => {
    const base = percentile(series[0] ?? [], 0.5);
    const baseP10 = percentile(series[0] ?? [], 0.1);
    for (const [index, [name]] of names.entries()) {
      const median = percentile(series[index] ?? [], 0.5);
      const p10 = percentile(series[index] ?? [], 0.1);
      const added = (value: number, from: number): string => (index === 0 ? "" : `+${(value - from).toFixed(1)}`);
      console.log(
        `  ${name.padEnd(44)} ${median.toFixed(1).padStart(6)} ms ${added(median, base).padStart(9)} ${p10.toFixed(1).padStart(6)} ms ${added(p10, baseP10).padStart(9)}`,
      );
    }
  };
  console.log(`@keel/sandbox: ${CALLS} calls of \`true\` each, interleaved (target: under 15 ms added at the median)`);
  console.log(header);
  rows(scenarios, times);
  console.log("  floor: what bubblewrap alone costs here");
  rows(floor, floorTimes);
  const added = percentile(times[1] ?? [], 0.5) - percentile(times[0] ?? [], 0.5);
  const bubblewrap = percentile(floorTimes[1] ?? [], 0.5) - percentile(floorTimes[0] ?? [], 0.5);
  console.log(
    `  workspace-write adds ${added.toFixed(1)} ms per call (target under 15 ms: ${added < 15 ? "met" : "not met"}); bubblewrap alone adds ${bubblewrap.toFixed(1)} ms; wrapCommand and dispose take ${wrapping.toFixed(2)} ms of it`,
  );
  console.log(
    `  (load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(
        " ",
      )} on ${availableParallelism()} cores${loadAtStart > availableParallelism() / 2 ? "; the machine was busy: the figures are inflated, run again when uptime shows a load under 1" : ""})`,
  );
}

await main();
