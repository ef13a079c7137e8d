import { readFileSync } from "node:fs";
import { findProgram } from "./find-program.js";
import { runProgram } from "./run-program.js";

/** One thing `checkSandbox` tried, and what it found. */
export interface SandboxCheck {
  /** What was checked: `bubblewrap`, `user namespaces`, `network namespace`, `seccomp`, `sandbox-exec`. */
  readonly name: string;
  readonly ok: boolean;
  /** What was found (a version, a path) or why it failed. */
  readonly detail: string;
}

/** What `checkSandbox` found on this machine. */
export interface SandboxReport {
  /** Whether commands can run sandboxed here (every required check passed). */
  readonly available: boolean;
  /** What does the sandboxing: bubblewrap on Linux, Seatbelt on macOS, none elsewhere. */
  readonly backend: "bubblewrap" | "seatbelt" | "none";
  /** The sandbox program (`bwrap`, `sandbox-exec`) when found. */
  readonly program?: string;
  /** bubblewrap's version, e.g. `0.8.0`. */
  readonly version?: string;
  /** Each check, in order; `seccomp` is informative only. */
  readonly checks: readonly SandboxCheck[];
  /** One line saying why the sandbox is unavailable; undefined when it is available. */
  readonly problem?: string;
}

/** Where `checkSandbox` looks. */
export interface CheckSandboxOptions {
  /** The search path; `process.env.PATH` when left out. */
  readonly path?: string;
  /** Folders whose programs are never used (the project folder). */
  readonly exclude?: readonly string[];
}

/**
 * Checks whether the sandbox works on this machine by running it: on Linux,
 * bubblewrap found on `PATH` (never inside `exclude`) and its version, a
 * sandbox with new mount/PID/IPC namespaces (user namespaces when not root),
 * a new network namespace, and whether the kernel offers seccomp; on macOS,
 * `sandbox-exec`.
 */
export async function checkSandbox(options: CheckSandboxOptions = {}): Promise<SandboxReport> {
  if (process.platform === "darwin") return checkSeatbelt(options);
  if (process.platform !== "linux")
    return { available: false, backend: "none", checks: [], problem: `no sandbox for ${process.platform}` };
  const checks: SandboxCheck[] = [];
  const bwrap = findProgram("bwrap", options);
  if (bwrap === undefined) {
    const problem = "bubblewrap (bwrap) is not on PATH: install it (Debian/Ubuntu: apt-get install bubblewrap)";
    checks.push({ name: "bubblewrap", ok: false, detail: problem });
    return { available: false, backend: "bubblewrap", checks, problem };
  }
  const versionRun = await runProgram(bwrap, ["--version"]);
  const version = versionRun.stdout.trim().split(/\s+/).pop() ?? "";
  checks.push({ name: "bubblewrap", ok: versionRun.ok, detail: `${bwrap} ${version}`.trim() });
  const base = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--unshare-pid", "--unshare-ipc"];
  const basic = await runProgram(bwrap, [...base, ...rootCaps(), "--", "true"]);
  const userNs = process.getuid?.() === 0 ? "not needed (running as root)" : "available";
  checks.push({
    name: "user namespaces",
    ok: basic.ok,
    detail: basic.ok ? userNs : `bubblewrap cannot create namespaces: ${firstLine(basic.stderr)}`,
  });
  const net = await runProgram(bwrap, [...base, "--unshare-net", ...rootCaps(), "--", "true"]);
  checks.push({
    name: "network namespace",
    ok: net.ok,
    detail: net.ok ? "available" : `bubblewrap cannot create a network namespace: ${firstLine(net.stderr)}`,
  });
  checks.push(seccompCheck());
  const failed = checks.find((check) => !check.ok && check.name !== "seccomp");
  return {
    available: failed === undefined,
    backend: "bubblewrap",
    program: bwrap,
    version,
    checks,
    ...(failed === undefined ? {} : { problem: `${failed.name}: ${failed.detail}` }),
  };
}

/** Extra bubblewrap arguments when running as root: drop every capability. */
export function rootCaps(): string[] {
  return process.getuid?.() === 0 ? ["--cap-drop", "ALL"] : [];
}

function seccompCheck(): SandboxCheck {
  try {
    const status = readFileSync("/proc/self/status", "utf8");
    const ok = status.includes("\nSeccomp:");
    return {
      name: "seccomp",
      ok,
      detail: ok ? "offered by the kernel: commands run under Keel's filter" : "not offered by the kernel",
    };
  } catch {
    return { name: "seccomp", ok: false, detail: "/proc/self/status is unreadable" };
  }
}

async function checkSeatbelt(options: CheckSandboxOptions): Promise<SandboxReport> {
  const program = findProgram("sandbox-exec", { path: options.path ?? "/usr/bin" });
  if (program === undefined) {
    const problem = "sandbox-exec is missing from /usr/bin";
    return {
      available: false,
      backend: "seatbelt",
      checks: [{ name: "sandbox-exec", ok: false, detail: problem }],
      problem,
    };
  }
  const run = await runProgram(program, ["-p", "(version 1)(allow default)", "/usr/bin/true"]);
  const check = { name: "sandbox-exec", ok: run.ok, detail: run.ok ? program : firstLine(run.stderr) };
  return {
    available: run.ok,
    backend: "seatbelt",
    program,
    checks: [check],
    ...(run.ok ? {} : { problem: `sandbox-exec: ${check.detail}` }),
  };
}

function firstLine(text: string): string {
  return text.trim().split("\n")[0] ?? "";
}
