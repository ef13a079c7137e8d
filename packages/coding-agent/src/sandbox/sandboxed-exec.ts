import type { SandboxPolicy } from "@keel/sandbox";
import type { ExecOps, ExecRequest } from "@keel/tools";

/** Options of {@link sandboxedExecOps}. */
export interface SandboxedExecOptions {
  /** Folders whose programs are never used as the sandbox program (the project root). */
  exclude?: readonly string[];
  /** Hears the sandbox's refused domains of each finished command (for the failure note). */
  onBlockedDomains?: (domains: readonly string[]) => void;
}

/**
 * Process operations that run every process inside the OS sandbox (the
 * policy `policyOf` gives at each call; none: as they are), on top
 * of `inner` (which keeps its process-group kill, timeouts, abort and
 * streaming): a shell invocation (`<shell> -c <command>`) is wrapped as it
 * is, any other program (ripgrep, fd, an extension's `exec`) through
 * `/bin/sh -c 'exec …'` with its arguments quoted. The sandbox's
 * placeholders are released once the process has ended.
 *
 * @example
 * const exec = sandboxedExecOps(() => control.policy(), createLocalExecOps({ processes }), { exclude: [projectRoot] });
 * createBuiltinTools(["bash"], cwd, { exec });
 */
export function sandboxedExecOps(
  policyOf: () => SandboxPolicy | undefined,
  inner: ExecOps,
  options: SandboxedExecOptions = {},
): ExecOps {
  return {
    findExecutable: (name) => inner.findExecutable(name),
    async run(request: ExecRequest) {
      const policy = policyOf();
      if (policy === undefined) return inner.run(request);
      const shellCall = request.args.length === 2 && request.args[0] === "-c";
      // bubblewrap's arguments, seccomp and the domain proxy load with the first sandboxed process.
      const { wrapCommand } = await import("@keel/sandbox");
      const wrapped = await wrapCommand(policy, {
        command: shellCall
          ? (request.args[1] as string)
          : `exec ${[request.file, ...request.args].map(shellQuote).join(" ")}`,
        shell: shellCall ? request.file : "/bin/sh",
        cwd: request.cwd,
        ...(request.env ? { env: request.env } : {}),
        ...(options.exclude ? { exclude: options.exclude } : {}),
        // The seccomp filter reaches bubblewrap as descriptor 3 (inheritFiles): no /bin/sh per command.
        passFiles: (request.inheritFiles ?? []).length === 0,
      });
      try {
        return await inner.run({
          ...request,
          file: wrapped.file,
          args: [...wrapped.args],
          env: { ...(request.env ?? {}), ...wrapped.env },
          ...(wrapped.files.length > 0 ? { inheritFiles: wrapped.files } : {}),
        });
      } finally {
        options.onBlockedDomains?.(wrapped.blockedDomains());
        await wrapped.dispose();
      }
    },
  };
}

/** One word for `sh`, single-quoted unless it needs no quotes. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
