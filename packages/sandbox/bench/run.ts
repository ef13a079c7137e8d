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
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultPolicy, type SandboxPolicy, wrapCommand } from "../src/index.js";
import { findProgram } from "../src/internal.js";

const CALLS = 200;

/** Wall time of one wrapped `true`, wrapping and disposing included. */
async function once(policy: SandboxPolicy, cwd: string): Promise<number> {
  const started = performance.now();
  const wrapped = await wrapCommand(policy, { command: "true", shell: "/bin/bash", cwd });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(wrapped.file, [...wrapped.args], {
      cwd,
      env: { ...process.env, ...wrapped.env },
      stdio: "ignore",
    });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
  });
  await wrapped.dispose();
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  if (findProgram("bwrap") === undefined) {
    console.log("bubblewrap is not installed: nothing to measure (apt-get install bubblewrap)");
    return;
  }
  const root = mkdtempSync(join(tmpdir(), "keel-sandbox-bench-"));
  const project = join(root, "project");
  const home = join(root, "home");
  mkdirSync(project, { recursive: true });
  mkdirSync(join(home, ".ssh"), { recursive: true });
  const base = { projectRoot: project, home, keelHome: join(home, ".keel"), tmpDirs: ["/tmp", tmpdir()] };
  const scenarios: [string, SandboxPolicy][] = [
    ["off (bash -c true)", defaultPolicy({ ...base, mode: "off" })],
    ["workspace-write, network none", defaultPolicy(base)],
  ];
  if (findProgram("socat") !== undefined)
    scenarios.push([
      "workspace-write, allowedDomains (proxy)",
      defaultPolicy({ ...base, network: { kind: "domains", allowedDomains: ["registry.npmjs.org"] } }),
    ]);
  const times = scenarios.map(() => [] as number[]);
  try {
    for (let i = 0; i < CALLS; i++)
      for (const [index, [, policy]] of scenarios.entries()) times[index]?.push(await once(policy, project));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const floor = median(times[0] ?? []);
  console.log(`@keel/sandbox: median of ${CALLS} calls of \`true\`, interleaved (target: under 15 ms added)`);
  for (const [index, [name]] of scenarios.entries()) {
    const value = median(times[index] ?? []);
    const added = index === 0 ? "" : `  (+${(value - floor).toFixed(1)} ms)`;
    console.log(`  ${name.padEnd(42)} ${value.toFixed(1).padStart(7)} ms${added}`);
  }
}

await main();
