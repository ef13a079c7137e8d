import type { SubagentEvent } from "../../../agents/subagent-runner.js";
import type { RuntimeEvent } from "../../../runtime/runtime-events.js";
import { reduceSubagentEvent, subagentEventShows } from "./subagent-blocks.js";
import type { UiAction } from "./ui-action.js";
import { reduceUi } from "./ui-reducer.js";
import { initialUiState, type UiState } from "./ui-state.js";

/** Options of {@link UiStore}. */
export interface UiStoreOptions {
  /** Session events are applied in batches at most this often (ms), so a flood of updates costs one render. Default 33. */
  batchMs?: number;
  now?: () => number;
  /** Called before the screen prints the whole transcript again (clear the terminal here). */
  beforeRedraw?: () => void;
}

/**
 * Holds the UI state for React (`useSyncExternalStore`). The user's actions
 * apply at once; session events are collected and applied together once per
 * frame, in order, before any later action, so a tool that prints fast
 * never starves the editor.
 */
export class UiStore {
  private state: UiState = initialUiState();
  private readonly listeners = new Set<() => void>();
  private pending: { event: RuntimeEvent; at: number }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly batchMs: number;
  private readonly now: () => number;
  /** Set by the front end: runs before a redraw reaches the screen. */
  beforeRedraw: (() => void) | undefined;

  constructor(options: UiStoreOptions = {}) {
    this.batchMs = options.batchMs ?? 33;
    this.now = options.now ?? Date.now;
    this.beforeRedraw = options.beforeRedraw;
  }

  /** The current state (stable between changes). */
  readonly getState = (): UiState => this.state;

  /** Subscribes to changes; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies a user action now (after any session events still waiting). */
  dispatch(action: UiAction): void {
    this.flush(false);
    const before = this.state.redraws;
    this.state = reduceUi(this.state, action);
    if (this.state.redraws !== before) this.beforeRedraw?.();
    this.notify();
  }

  /** Queues a session event for the next batch. */
  readonly onSessionEvent = (event: RuntimeEvent): void => {
    this.pending.push({ event, at: this.now() });
    // A run's start and end show at once; streaming deltas wait for the frame.
    if (event.type === "agent_settled" || event.type === "agent_start" || event.type === "queue_update") {
      this.flush(true);
      return;
    }
    if (this.timer === undefined) this.timer = setTimeout(() => this.flush(true), this.batchMs);
  };

  /**
   * Applies a running subagent's event to the block under its `task` call
   * (after the session events waiting, so the call is on screen); events
   * that change nothing there (streaming deltas) are skipped.
   */
  readonly onSubagentEvent = (event: SubagentEvent): void => {
    if (!subagentEventShows(event)) return;
    this.flush(false);
    const next = reduceSubagentEvent(this.state, event);
    if (next === this.state) return;
    this.state = next;
    this.notify();
  };

  /** Applies every waiting session event. */
  flush(notify = true): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    let state = this.state;
    batch.forEach(({ event, at }, i) => {
      // A progress update followed by another for the same call is replaced by it: only the latest shows.
      const next = batch[i + 1]?.event;
      if (
        event.type === "tool_execution_update" &&
        next?.type === "tool_execution_update" &&
        next.toolCallId === event.toolCallId
      ) {
        return;
      }
      state = reduceUi(state, { type: "session", event, at });
    });
    this.state = state;
    if (notify) this.notify();
  }

  /** Stops the batch timer. */
  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
