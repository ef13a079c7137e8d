import { runJob } from "./job-runner.js";
import type { ChildMessage, ParentMessage, RunnerOutcome } from "./runner-protocol.js";

/**
 * The body of a job runner child process: waits for the worker's `start`
 * message on the IPC channel, runs the job, sends `done` and exits. The
 * worker starts it with `fork` (the package's `job-runner-main` entry, or
 * `keel fleet run-job` in the bundled `keel`). Resolves with the exit code.
 */
export function runJobRunnerProcess(): Promise<number> {
  const send = (message: ChildMessage): void => {
    if (process.connected) process.send?.(message);
  };
  if (process.send === undefined) {
    process.stderr.write("keel fleet: the job runner is started by a fleet worker (it needs an IPC channel).\n");
    return Promise.resolve(2);
  }
  return new Promise((resolveExit) => {
    const cancelListeners: (() => void)[] = [];
    const slots = new Map<number, () => void>();
    let nextRequest = 0;
    let started = false;
    // The worker going away ends the job: it will be resumed elsewhere.
    let finished = false;
    process.on("disconnect", () => {
      if (!finished) process.exit(1);
    });
    process.on("message", (message: ParentMessage) => {
      switch (message.type) {
        case "start": {
          if (started) return;
          started = true;
          runJob(message, {
            send,
            env: process.env,
            stderr: process.stderr,
            onCancel: (listener) => cancelListeners.push(listener),
            acquireSlot: (provider) => {
              const requestId = nextRequest++;
              return new Promise((granted) => {
                slots.set(requestId, () => granted(() => send({ type: "release", requestId })));
                send({ type: "acquire", requestId, provider });
              });
            },
          }).then(
            (outcome) => finish(outcome),
            (error: unknown) =>
              finish({
                kind: "failed",
                retryable: true,
                reason: `the job runner crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
                exitCode: 1,
                finalText: "",
                usage: { input: 0, output: 0, cost: 0 },
                sessionFile: null,
              }),
          );
          break;
        }
        case "abort":
          for (const listener of cancelListeners) listener();
          break;
        case "slot":
          slots.get(message.requestId)?.();
          slots.delete(message.requestId);
          break;
        default: {
          const unreachable: never = message;
          throw new Error(`unknown worker message ${JSON.stringify(unreachable)}`);
        }
      }
    });
    const finish = (outcome: RunnerOutcome): void => {
      finished = true;
      if (!process.connected) resolveExit(1);
      else process.send?.({ type: "done", outcome } satisfies ChildMessage, undefined, {}, () => resolveExit(0));
    };
  });
}
