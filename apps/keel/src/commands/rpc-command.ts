import { type CliRequest, runRpcMode } from "@keel/coding-agent";
import type { KeelIo } from "../io.js";
import { usageError } from "../report.js";

type RunRequest = Extract<CliRequest, { kind: "run" }>;

/**
 * `keel --mode rpc`: a long-lived session driven by JSONL commands on
 * stdin (see the coding agent's docs/rpc.md). Prompts come as commands, so
 * prompt arguments are refused. SIGTERM and SIGHUP shut it down like
 * closing stdin; a second signal exits at once.
 */
export async function rpcCommand(request: RunRequest, io: KeelIo): Promise<number> {
  if (request.positionals.length > 0) {
    return usageError(io, {
      message: `--mode rpc takes its prompts on stdin as commands, not as arguments (got "${request.positionals[0]}")`,
      hint: 'send {"type":"prompt","message":"..."} on stdin',
    });
  }
  const stop = new AbortController();
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals): void => {
    signals++;
    if (signals === 1) stop.abort();
    else process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGHUP", onSignal);
  try {
    return await runRpcMode({
      session: {
        ...request.session,
        cwd: io.cwd,
        env: request.offline ? { ...io.env, KEEL_OFFLINE: "1" } : io.env,
        stderr: io.stderr,
      },
      stdin: io.stdin,
      stdout: io.stdout,
      stderr: io.stderr,
      signal: stop.signal,
    });
  } finally {
    process.off("SIGTERM", onSignal);
    process.off("SIGHUP", onSignal);
  }
}
