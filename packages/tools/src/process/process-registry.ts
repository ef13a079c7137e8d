import { isProcessGroupAlive, killProcessTree, killProcessTreeSync } from "./kill-tree.js";
import type { ProcessLedger } from "./process-ledger.js";

interface TrackedGroup {
  /** Detaches listeners and releases resources held for the group. */
  release: () => void;
}

const liveRegistries = new Set<ProcessRegistry>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Last resort: background children never outlive the Node process that started them.
  process.once("exit", () => {
    for (const registry of liveRegistries) registry.killAllSync();
  });
}

/**
 * Tracks the process groups of background children that commands left
 * running (`npm run dev &`), so they can be killed when the run is aborted
 * or the session ends. Every registry is also emptied (SIGKILL) when the
 * Node process exits.
 *
 * @example
 * const processes = new ProcessRegistry();
 * const bash = createBashTool(cwd, { processes });
 * // … at session end:
 * await processes.killAll();
 */
export class ProcessRegistry {
  private readonly groups = new Map<number, TrackedGroup>();
  private readonly ledger: ProcessLedger | undefined;

  /**
   * @param options.ledger - Where every group a tool starts is recorded
   *   until it ends, so a later run can stop what a killed one left
   *   ({@link reapOrphanedProcessGroups}).
   */
  constructor(options: { ledger?: ProcessLedger } = {}) {
    this.ledger = options.ledger;
  }

  /** Records a process group a tool just started (in the ledger, if any). */
  started(pgid: number, command: string): void {
    this.ledger?.add(pgid, command);
  }

  /** Forgets a group that ended with its tool call (nothing of it is left to track). */
  ended(pgid: number): void {
    this.ledger?.remove(pgid);
  }

  /**
   * Tracks process group `pgid`. When `signal` aborts, the group is killed.
   * `onRelease` runs once when the group is killed or found dead.
   */
  track(pgid: number, signal?: AbortSignal, onRelease?: () => void): void {
    this.prune();
    const onAbort = () => {
      void this.kill(pgid);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    this.groups.set(pgid, {
      release: () => {
        signal?.removeEventListener("abort", onAbort);
        this.ledger?.remove(pgid);
        onRelease?.();
      },
    });
    liveRegistries.add(this);
    installExitHook();
    if (signal?.aborted) onAbort();
  }

  /** Process-group ids that are tracked and still alive. */
  list(): number[] {
    this.prune();
    return [...this.groups.keys()];
  }

  /** Kills one tracked group (SIGTERM, then SIGKILL) and stops tracking it. */
  async kill(pgid: number): Promise<void> {
    const group = this.groups.get(pgid);
    if (!group) return;
    this.groups.delete(pgid);
    await killProcessTree(pgid);
    group.release();
    if (this.groups.size === 0) liveRegistries.delete(this);
  }

  /** Kills every tracked group; call at session end. */
  async killAll(): Promise<void> {
    await Promise.all([...this.groups.keys()].map((pgid) => this.kill(pgid)));
  }

  /** SIGKILLs every tracked group synchronously (for exit handlers). */
  killAllSync(): void {
    for (const [pgid, group] of this.groups) {
      killProcessTreeSync(pgid);
      group.release();
    }
    this.groups.clear();
    liveRegistries.delete(this);
  }

  private prune(): void {
    for (const [pgid, group] of this.groups) {
      if (isProcessGroupAlive(pgid)) continue;
      this.groups.delete(pgid);
      group.release();
    }
    if (this.groups.size === 0) liveRegistries.delete(this);
  }
}

/** The registry shell tools use when given none (it keeps no ledger). */
export const defaultProcessRegistry = new ProcessRegistry();
