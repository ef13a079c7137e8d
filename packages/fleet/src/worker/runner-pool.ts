import { type ChildProcess, fork } from "node:child_process";
import type { RunnerCommand } from "./runner-command.js";

/**
 * Warm job runners: a child is forked ahead of its job (its modules load
 * while other jobs run), and each still runs exactly one job. Keeps
 * `spares` children ready until {@link stopRefilling}.
 */
export class RunnerPool {
  private readonly spares: ChildProcess[] = [];
  private readonly spawned = new WeakSet<ChildProcess>();
  private refilling = true;

  constructor(
    private readonly runner: RunnerCommand,
    private readonly env: Readonly<Record<string, string | undefined>>,
    private readonly spareCount: number,
    private readonly onError: (error: Error) => void,
  ) {}

  /** A runner for one job: a live spare if there is one, else a new child; then tops the spares up. */
  take(): ChildProcess {
    let child = this.spares.shift();
    while (child !== undefined && (child.exitCode !== null || child.signalCode !== null)) child = this.spares.shift();
    child ??= this.fork();
    if (this.refilling) while (this.spares.length < this.spareCount) this.spares.push(this.fork());
    return child;
  }

  /** Calls `start` once the child has spawned (at once when it already has). */
  whenSpawned(child: ChildProcess, start: () => void): void {
    if (this.spawned.has(child)) start();
    else child.once("spawn", start);
  }

  /** No new spares from now on (the worker is closing). */
  stopRefilling(): void {
    this.refilling = false;
  }

  /** Stops the spares that never got a job. */
  killSpares(): void {
    this.refilling = false;
    for (const spare of this.spares.splice(0)) spare.kill("SIGTERM");
  }

  private fork(): ChildProcess {
    const child = fork(this.runner.modulePath, [...(this.runner.args ?? [])], {
      env: { ...this.env } as NodeJS.ProcessEnv,
      execArgv: [...(this.runner.execArgv ?? process.execArgv)],
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      serialization: "advanced",
    });
    child.once("spawn", () => this.spawned.add(child));
    child.on("error", this.onError);
    return child;
  }
}
