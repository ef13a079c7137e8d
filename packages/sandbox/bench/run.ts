/**
 * Benchmark for @keel/sandbox. Prints figures; asserts nothing.
 *
 *   pnpm bench        (from packages/sandbox; turbo runs it from the root too)
 *
 * The added cost of the sandbox per shell call: the median wall time of 200
 * short `true` commands run with `bash -c` directly (mode `off`) and through
 * bubblewrap (mode `workspace-write`, network none, and network limited to
 * domains through the proxy), interleaved in the same run so machine load
 * hits each alike. Target: under 15 ms added per call.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { defaultPolicy, type SandboxPolicy, wrapCommand } from "../src/index.js";
import { findProgram } from "../src/internal.js";

const CALLS = Number(process.env.KEEL_BENCH_CALLS ?? 200);

/** Runs a program to its end. */
function run(file: string, args: readonly string[], cwd: string, env: Readonly<Record<string, string>>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, [...args], { cwd, env: { ...process.env, ...env }, stdio: "ignore" });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`))));
  });
}

/** Wall time of one wrapped `true`, wrapping and disposing included. */
async function once(policy: SandboxPolicy, cwd: string): Promise<number> {
  const started = performance.now();
  const wrapped = await wrapCommand(policy, { command: "true", shell: "/bin/bash", cwd });
  await run(wrapped.file, wrapped.args, cwd, wrapped.env);
  await wrapped.dispose();
  return performance.now() - started;
}

/** Wall time of the cheapest bubblewrap call (the peer: what bubblewrap itself costs here). */
async function bareBwrap(bwrap: string, cwd: string): Promise<number> {
  const started = performance.now();
  await run(bwrap, ["--ro-bind", "/", "/", "/bin/bash", "-c", "true"], cwd, {});
  return performance.now() - started;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * fraction)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const bwrap = findProgram("bwrap");
  if (bwrap === undefined) {
    console.log("bubblewrap is not installed: nothing to measure (apt-get install bubblewrap)");
    return;
  }
  const root = mkdtempSync(join(tmpdir(), "keel-sandbox-bench-"));
  const project = join(root, "project");
  const home = join(root, "home");
  mkdirSync(project, { recursive: true });
  mkdirSync(join(home, ".ssh"), { recursive: true });
  const base = { projectRoot: project, home, keelHome: join(home, ".keel"), tmpDirs: ["/tmp", tmpdir()] };
  const scenarios: [string, () => Promise<number>][] = [
    ["off (bash -c true)", () => once(defaultPolicy({ ...base, mode: "off" }), project)],
    ["peer: bare bwrap --ro-bind / / bash -c true", () => bareBwrap(bwrap, project)],
    ["workspace-write, network none", () => once(defaultPolicy(base), project)],
  ];
  if (findProgram("socat") !== undefined) {
    const domains = defaultPolicy({ ...base, network: { kind: "domains", allowedDomains: ["registry.npmjs.org"] } });
    scenarios.push(["workspace-write, allowedDomains (proxy)", () => once(domains, project)]);
  }
  const times = scenarios.map(() => [] as number[]);
  try {
    for (let i = 0; i < CALLS; i++)
      for (const [index, [, measure]] of scenarios.entries()) times[index]?.push(await measure());
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const floor = percentile(times[0] ?? [], 0.5);
  const floorP10 = percentile(times[0] ?? [], 0.1);
  console.log(`@keel/sandbox: ${CALLS} calls of \`true\` each, interleaved (target: under 15 ms added at the median)`);
  console.log(
    `  ${"".padEnd(44)} ${"median".padStart(9)} ${"added".padStart(9)} ${"p10".padStart(9)} ${"added".padStart(9)}`,
  );
  for (const [index, [name]] of scenarios.entries()) {
    const median = percentile(times[index] ?? [], 0.5);
    const p10 = percentile(times[index] ?? [], 0.1);
    const added = (value: number, base: number): string => (index === 0 ? "" : `+${(value - base).toFixed(1)}`);
    console.log(
      `  ${name.padEnd(44)} ${median.toFixed(1).padStart(6)} ms ${added(median, floor).padStart(9)} ${p10.toFixed(1).padStart(6)} ms ${added(p10, floorP10).padStart(9)}`,
    );
  }
  console.log(
    `  (load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")} on ${availableParallelism()} cores)`,
  );
}

await main();
