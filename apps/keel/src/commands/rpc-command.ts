import { type CliRequest, runRpcMode } from "@keel/coding-agent";
import { extensionFlagReader } from "../extension-flags.js";
import { watchInterrupts } from "../interrupts.js";
import type { KeelIo } from "../io.js";

type RunRequest = Extract<CliRequest, { kind: "run" }>;

/**
 * `keel --mode rpc`: a long-lived session driven by JSONL commands on
 * stdin (see the coding agent's docs/rpc.md). Prompts come as commands, so
 * prompt arguments are refused (once the extensions' flags are read: their
 * values are not prompts). SIGINT, SIGTERM and SIGHUP shut it down like
 * closing stdin, then exit 130, 143 or 129 with a line on stderr; a second
 * signal exits at once.
 */
export async function rpcCommand(request: RunRequest, io: KeelIo, argv: readonly string[]): Promise<number> {
  const reader = extensionFlagReader(argv, io, request.positionals);
  const interrupts = watchInterrupts(io);
  try {
    return await runRpcMode({
      session: {
        ...request.session,
        cwd: io.cwd,
        env: request.offline ? { ...io.env, KEEL_OFFLINE: "1" } : io.env,
        stderr: io.stderr,
        // Read again for each session (new, switch, fork): every one loads its extensions.
        extensionFlags: (flags) => {
          const read = reader.read(flags);
          const [word] = read.ok ? reader.positionals() : [];
          if (word === undefined) return read;
          return {
            ok: false,
            error: {
              message: `--mode rpc takes its prompts on stdin as commands, not as arguments (got "${word}")`,
              hint: 'send {"type":"prompt","message":"..."} on stdin',
            },
          };
        },
      },
      stdin: io.stdin,
      stdout: io.stdout,
      stderr: io.stderr,
      signal: interrupts.signal,
    });
  } finally {
    interrupts.stop();
  }
}
