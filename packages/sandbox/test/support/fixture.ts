import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { type DefaultPolicyInput, defaultPolicy, type SandboxPolicy, wrapCommand } from "../../src/index.js";
import { findProgram } from "../../src/internal.js";

/**
 * bubblewrap is required in CI (`KEEL_REQUIRE_SYSTEM_TOOLS=1`): there a
 * missing bwrap, or one that cannot start a sandbox (user namespaces
 * disabled, a container without privileges), fails the suites; elsewhere
 * they skip.
 */
export const bwrapPath = findProgram("bwrap");
const sandboxStarts =
  bwrapPath !== undefined &&
  spawnSync(bwrapPath, ["--ro-bind", "/", "/", "--unshare-pid", "--unshare-net", "--proc", "/proc", "true"]).status ===
    0;
if (!sandboxStarts && process.env.KEEL_REQUIRE_SYSTEM_TOOLS === "1")
  throw new Error(
    bwrapPath === undefined
      ? "bwrap is missing and KEEL_REQUIRE_SYSTEM_TOOLS=1: install Debian's bubblewrap"
      : `bwrap (${bwrapPath}) cannot start a sandbox here and KEEL_REQUIRE_SYSTEM_TOOLS=1`,
  );
export const skipWithoutBwrap = !sandboxStarts || process.platform !== "linux";

/**
 * A world for one test, in a fresh temp folder: a git project, a home with
 * credentials, a Keel home with secrets, a temp folder, and a folder outside
 * every writable root holding a victim file.
 */
export interface World {
  readonly root: string;
  readonly project: string;
  readonly home: string;
  readonly keelHome: string;
  readonly tmp: string;
  readonly outside: string;
  readonly victim: string;
  policy(overrides?: Partial<DefaultPolicyInput>): SandboxPolicy;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

export const SECRET = "s3cret-key-material";
export const VICTIM = "original victim text\n";

/** Makes a world, deleted after the test. */
export function makeWorld(): World {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "keel-sandbox-")));
  cleanups.push(() => rmSync(root, { recursive: true, force: true }));
  const project = join(root, "project");
  const home = join(root, "home");
  const keelHome = join(home, ".keel");
  const tmp = join(root, "tmp");
  const outside = join(root, "outside");
  for (const dir of [project, join(home, ".ssh"), keelHome, tmp, outside]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(home, ".ssh", "id_rsa"), `${SECRET}-ssh\n`);
  writeFileSync(join(keelHome, "auth.json"), `{"key":"${SECRET}-auth"}\n`);
  writeFileSync(join(home, ".netrc"), `machine x password ${SECRET}-netrc\n`);
  const victim = join(outside, "victim.txt");
  writeFileSync(victim, VICTIM);
  git(project, "init", "-q");
  writeFileSync(join(project, "README.md"), "hello\n");
  git(project, "add", "README.md");
  git(project, "commit", "-q", "-m", "first");
  return {
    root,
    project,
    home,
    keelHome,
    tmp,
    outside,
    victim,
    policy: (overrides = {}) => defaultPolicy({ projectRoot: project, home, keelHome, tmpDirs: [tmp], ...overrides }),
  };
}

/** Runs git with a fixed identity and no user or system configuration. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", env: gitEnv() });
}

/** Environment for git: a fixed identity, no global or system config. */
export function gitEnv(): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_AUTHOR_NAME: "Test",
    GIT_AUTHOR_EMAIL: "test@example.invalid",
    GIT_COMMITTER_NAME: "Test",
    GIT_COMMITTER_EMAIL: "test@example.invalid",
  };
}

/** How a sandboxed command ended. */
export interface RunResult {
  readonly code: number | null;
  readonly output: string;
  /** What the proxy refused (`WrappedCommand.blockedDomains()`). */
  readonly blockedDomains: readonly string[];
}

/** Runs `command` with bash under `policy` (in `cwd`), waits for it to exit and disposes the wrap. */
export async function runSandboxed(policy: SandboxPolicy, command: string, cwd: string): Promise<RunResult> {
  const wrapped = await wrapCommand(policy, { command, shell: "/bin/bash", cwd });
  try {
    return await new Promise<RunResult>((resolvePromise, reject) => {
      const child = spawn(wrapped.file, [...wrapped.args], {
        cwd,
        env: { ...gitEnv(), ...wrapped.env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on("error", reject);
      child.on("close", (code) => resolvePromise({ code, output, blockedDomains: wrapped.blockedDomains() }));
    });
  } finally {
    await wrapped.dispose();
  }
}
