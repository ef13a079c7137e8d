import { spawn } from "node:child_process";

/** What one `git` call printed and how it ended. */
export interface GitOutput {
  stdout: Buffer;
  stderr: string;
  code: number;
}

/** Options of {@link runGit}. */
export interface RunGitOptions {
  /** The folder git runs in. */
  cwd: string;
  /** Variables set on top of the isolated environment (`GIT_DIR`, `GIT_WORK_TREE`, `GIT_INDEX_FILE`, …). */
  env?: Readonly<Record<string, string>>;
  /** Bytes written to git's stdin. */
  input?: string | Buffer;
  /** Resolve with a non-zero exit instead of rejecting. */
  allowFailure?: boolean;
}

/** The `git` program (`KEEL_GIT` overrides it, for a git outside `PATH`). */
export function gitProgram(): string {
  return process.env.KEEL_GIT ?? "git";
}

/**
 * The environment every checkpoint `git` call runs with: the caller's
 * variables minus every `GIT_*` one (a Keel started from a git hook must not
 * act on the hook's repository), no system or global git configuration
 * (a user's hooks path, fsmonitor or signing must not apply to the shadow
 * store), a fixed identity, and no prompts.
 */
export function isolatedGitEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith("GIT_")) env[key] = value;
  }
  return {
    ...env,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_TERMINAL_PROMPT: "0",
    GIT_OPTIONAL_LOCKS: "0",
    GIT_AUTHOR_NAME: "Keel",
    GIT_AUTHOR_EMAIL: "checkpoints@keel.invalid",
    GIT_COMMITTER_NAME: "Keel",
    GIT_COMMITTER_EMAIL: "checkpoints@keel.invalid",
    LC_ALL: "C",
    ...extra,
  };
}

/**
 * Runs `git` with `args` in an isolated environment (see
 * {@link isolatedGitEnv}) and collects its output. Rejects when git cannot
 * start, or exits non-zero unless `allowFailure`; the error names the
 * command and quotes git's message.
 */
export function runGit(args: readonly string[], options: RunGitOptions): Promise<GitOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(gitProgram(), [...args], {
      cwd: options.cwd,
      env: isolatedGitEnv(options.env),
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error) =>
      reject(new Error(`cannot run git (${error.message}): install git to use checkpoints`)),
    );
    child.stdin.on("error", () => undefined);
    child.on("close", (code) => {
      const result = { stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8"), code: code ?? 1 };
      if (result.code !== 0 && options.allowFailure !== true) {
        reject(new Error(`git ${subcommand(args)} failed (exit ${result.code}): ${result.stderr.trim()}`));
      } else resolve(result);
    });
    child.stdin.end(options.input ?? "");
  });
}

/** Splits NUL-terminated output (`-z`) into its records. */
export function splitNul(output: Buffer): string[] {
  const text = output.toString("utf8");
  if (text === "") return [];
  const parts = text.split("\0");
  if (parts.at(-1) === "") parts.pop();
  return parts;
}

/** The git command of an argument list (after any `-c name=value` pairs). */
function subcommand(args: readonly string[]): string {
  let i = 0;
  while (args[i] === "-c") i += 2;
  return args[i] ?? "";
}
