import { checkSandbox, type SandboxReport } from "@keel/sandbox";
import { sandboxProjectRoot } from "./project-root.js";

/** Where `keel sandbox check` writes, and how. */
export interface SandboxCheckOptions {
  cwd: string;
  /** `--json`: the report as one JSON object. */
  json: boolean;
  stdout: { write(text: string): unknown };
  /** Runs the checks. Default: `checkSandbox` of `@keel/sandbox`, never using a program from the project. */
  check?: (exclude: readonly string[]) => Promise<SandboxReport>;
}

/**
 * `keel sandbox check`: runs the sandbox here and prints what works —
 * bubblewrap and its version, user namespaces, the network namespace,
 * seccomp (on macOS `sandbox-exec`) — one line each, then a verdict; with
 * `json`, the report as JSON. Returns the exit status: 0 when commands can
 * run sandboxed here, 1 when they cannot.
 *
 * @example
 * process.exitCode = await runSandboxCheck({ cwd: process.cwd(), json: false, stdout: process.stdout });
 */
export async function runSandboxCheck(options: SandboxCheckOptions): Promise<0 | 1> {
  const check = options.check ?? ((exclude) => checkSandbox({ exclude }));
  const report = await check([sandboxProjectRoot(options.cwd)]);
  if (options.json) {
    options.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return report.available ? 0 : 1;
  }
  const width = Math.max(0, ...report.checks.map((entry) => entry.name.length));
  for (const entry of report.checks) {
    options.stdout.write(`${entry.name.padEnd(width)}  ${entry.ok ? "ok  " : "FAIL"}  ${entry.detail}\n`);
  }
  options.stdout.write(
    report.available
      ? `The sandbox works here (${report.backend}): shell commands run inside it by default.\n`
      : `The sandbox does not work here: ${report.problem ?? "unknown reason"}. Keel runs commands under the permission rules alone (docs/sandbox.md).\n`,
  );
  return report.available ? 0 : 1;
}
