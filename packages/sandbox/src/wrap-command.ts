import { type BwrapPlan, bwrapPlan } from "./bwrap-args.js";
import { bwrapFeatures } from "./bwrap-features.js";
import { findProgramCached } from "./find-program.js";
import { canonicalPath } from "./paths.js";
import { releasePlaceholder } from "./placeholders.js";
import type { SandboxPolicy } from "./policy.js";
import type { FilteringProxy } from "./proxy/filtering-proxy.js";
import { seccompFilterFile } from "./seccomp/seccomp-file.js";

/** The descriptor the seccomp filter reaches bubblewrap on. */
const SECCOMP_FD = 3;

import { seatbeltProfile } from "./seatbelt-profile.js";

/** The shell command to run sandboxed. */
export interface CommandToWrap {
  /** The command line, run as `shell -c command`. */
  readonly command: string;
  /** The shell (absolute path), e.g. `/bin/bash`. */
  readonly shell: string;
  /** The working folder (absolute). */
  readonly cwd: string;
  /** Variables the caller adds to the inherited environment. */
  readonly env?: Readonly<Record<string, string>>;
  /** Folders whose programs are never used as the sandbox program (the project folder). */
  readonly exclude?: readonly string[];
  /**
   * The caller gives the process the files of {@link WrappedCommand.files}
   * as descriptors 3, 4, … (`spawn`'s `stdio`), which spares a `/bin/sh`
   * that would open them (one exec per command). Default false.
   */
  readonly passFiles?: boolean;
}

/**
 * What to spawn instead of `shell -c command`: `file` with `args` in the
 * same working folder, `env` added to the inherited environment. Call
 * `dispose()` once the process has exited (it removes placeholders and
 * stops the proxy).
 */
export interface WrappedCommand {
  readonly file: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  /**
   * Files to open read-only and give the process as descriptors 3, 4, … in
   * order; empty unless the command was wrapped with `passFiles: true`.
   */
  readonly files: readonly string[];
  /**
   * Host names the network proxy refused during this command, in order,
   * without duplicates (empty unless the policy's network is `domains`).
   */
  blockedDomains(): readonly string[];
  /** Releases what the sandbox held for this command. Contract: call once, after the process exited; never throws. */
  dispose(): Promise<void>;
}

/**
 * Turns a shell command into the command line that runs it inside the
 * sandbox: bubblewrap on Linux, `sandbox-exec` with a generated profile on
 * macOS; with mode `off`, the command itself. Rejects when the sandbox
 * program is missing (check with `checkSandbox` first) or when the policy
 * asks for something not supported yet.
 *
 * @example
 * ```ts
 * const wrapped = await wrapCommand(policy, { command: "npm test", shell: "/bin/bash", cwd: projectRoot });
 * const child = spawn(wrapped.file, [...wrapped.args], { cwd: projectRoot, env: { ...process.env, ...wrapped.env } });
 * child.on("exit", () => void wrapped.dispose());
 * ```
 */
export async function wrapCommand(policy: SandboxPolicy, input: CommandToWrap): Promise<WrappedCommand> {
  const env = { ...(input.env ?? {}) };
  const argv = [input.shell, "-c", input.command];
  if (policy.mode === "off") return plain(input.shell, argv.slice(1), env);
  if (process.platform === "darwin") {
    if (policy.network.kind === "domains")
      throw new Error('sandbox network "domains" (sandbox.allowedDomains) is not supported on macOS yet');
    const sandboxExec = "/usr/bin/sandbox-exec";
    return plain(sandboxExec, ["-p", seatbeltProfile(policy), ...argv], env);
  }
  if (process.platform !== "linux") throw new Error(`the sandbox does not run on ${process.platform}`);
  const bwrap = findProgramCached("bwrap", input.exclude);
  if (bwrap === undefined)
    throw new Error("bubblewrap (bwrap) is not on PATH: install it (Debian/Ubuntu: apt-get install bubblewrap)");
  const cwd = canonicalPath(input.cwd);
  const { asPid1 } = await bwrapFeatures(bwrap);
  const seccomp = seccompFilterFile();
  const withFilter = (plan: BwrapPlan): { file: string; args: string[]; files: string[] } =>
    seccomp === undefined
      ? { file: bwrap, args: plan.args, files: [] }
      : input.passFiles === true
        ? { file: bwrap, args: plan.args, files: [seccomp.file] }
        : {
            file: "/bin/sh",
            args: ["-c", `exec "$@" ${SECCOMP_FD}<"$0"`, seccomp.file, bwrap, ...plan.args],
            files: [],
          };
  const filterBinds = seccomp === undefined ? [] : [seccomp.dir];
  const seccompFd = seccomp === undefined ? undefined : SECCOMP_FD;
  if (policy.network.kind !== "domains") {
    const plan = bwrapPlan(policy, {
      argv,
      cwd,
      asPid1,
      readOnlyBinds: filterBinds,
      ...(seccompFd === undefined ? {} : { seccompFd }),
    });
    const { file, args, files } = withFilter(plan);
    return sandboxed(file, args, files, env, plan.placeholders);
  }
  const socat = findProgramCached("socat", input.exclude);
  if (socat === undefined)
    throw new Error(
      "sandbox.allowedDomains needs socat on PATH (Debian/Ubuntu: apt-get install socat), or set sandbox.network to true or false",
    );
  // The domain proxy loads only for a policy with allowed domains (most runs have none).
  const [{ startFilteringProxy }, { bridgeArgv, proxyEnv }] = await Promise.all([
    import("./proxy/filtering-proxy.js"),
    import("./proxy/proxy-bridge.js"),
  ]);
  const proxy = await startFilteringProxy(policy.network.allowedDomains);
  const plan = bwrapPlan(policy, {
    argv: bridgeArgv(socat, proxy, argv),
    cwd,
    asPid1,
    readOnlyBinds: [proxy.dir, ...filterBinds],
    ...(seccompFd === undefined ? {} : { seccompFd }),
  });
  const { file, args, files } = withFilter(plan);
  return sandboxed(file, args, files, { ...env, ...proxyEnv() }, plan.placeholders, proxy);
}

function sandboxed(
  file: string,
  args: string[],
  files: string[],
  env: Record<string, string>,
  placeholders: readonly string[],
  proxy?: FilteringProxy,
): WrappedCommand {
  let disposed = false;
  return {
    file,
    args,
    env,
    files,
    blockedDomains: () => proxy?.blocked() ?? [],
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      for (const path of placeholders) releasePlaceholder(path);
      await proxy?.close();
    },
  };
}

function plain(file: string, args: string[], env: Record<string, string>): WrappedCommand {
  return { file, args, env, files: [], blockedDomains: () => [], dispose: async () => {} };
}
