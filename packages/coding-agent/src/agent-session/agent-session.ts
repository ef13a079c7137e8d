import type { Agent, AgentMessage } from "@keel/agent-core";
import type { AssistantMessage, UserMessage } from "@keel/ai";
import type { CompactionReason } from "../compaction/compaction-preparation.js";
import type { PermissionDecisionEvent } from "../permissions/permission-record.js";
import {
  type AgentSessionOptions,
  type CompactionOutcome,
  type Compactor,
  MAX_STOP_CONTINUATIONS,
} from "./agent-session-options.js";
import { decideRetry, waitTooLongMessage } from "./retry-decision.js";
import { SessionControls } from "./session-controls.js";
import type { AgentSessionEvent, AgentSessionListener, CheckpointCreatedEvent } from "./session-events.js";
import { addUsage, emptySessionUsage, type SessionUsage } from "./session-usage.js";

export type {
  AgentSessionOptions,
  CompactionOutcome,
  Compactor,
  PromptDecision,
  PromptHooks,
  SessionPersistence,
} from "./agent-session-options.js";
export { MAX_STOP_CONTINUATIONS } from "./agent-session-options.js";

/**
 * A conversation with retries, usage accounting and persistence around an
 * {@link Agent}. A failed response whose typed error is retryable is retried
 * after the server's `retry-after` or a backoff, with `retry_scheduled` /
 * `retry_end` events a UI can show; the failed message stays in the session
 * file but leaves the transcript the model sees next.
 *
 * @example
 * const session = new AgentSession({ agent, retry: settings.retry, persistence: store });
 * session.subscribe((event) => console.log(event.type));
 * await session.prompt("Fix the failing test");
 */
export class AgentSession {
  readonly agent: Agent;
  /** Changes the model, thinking level, active tools and context (the only writer of the agent's state). */
  readonly controls: SessionControls;
  private readonly listeners = new Set<AgentSessionListener>();
  private readonly options: AgentSessionOptions;
  private totals: SessionUsage = emptySessionUsage();
  private retryAbort = new AbortController();
  private waitAbort: AbortController | undefined;
  private autoRetry: boolean;
  private autoCompaction: boolean;
  private compacting = false;

  constructor(options: AgentSessionOptions) {
    this.options = options;
    this.agent = options.agent;
    this.controls = options.controls ?? new SessionControls({ agent: options.agent });
    this.controls.subscribe((event) => this.emit(event));
    this.autoRetry = options.retry.enabled;
    this.autoCompaction = options.compactor?.enabled ?? false;
    this.agent.subscribe(async (event) => {
      if (event.type === "message_end") {
        const message = event.message;
        if (isAssistant(message)) this.totals = addUsage(this.totals, message);
        await this.persist(message);
      }
      await this.emit(event);
    });
  }

  /** Usage and cost so far. */
  get usage(): SessionUsage {
    return { ...this.totals };
  }

  /** The transcript the model sees. */
  get messages(): AgentMessage[] {
    return this.agent.state.messages;
  }

  /** Whether retryable failures are retried (`retry.enabled`, changed by {@link setAutoRetry}). */
  get autoRetryEnabled(): boolean {
    return this.autoRetry;
  }

  /** Turns automatic retries on or off for the rest of the session (RPC `set_auto_retry`). */
  setAutoRetry(enabled: boolean): void {
    this.autoRetry = enabled;
  }

  /** Whether compaction runs by itself near the window and on overflow (`compaction.enabled`). */
  get autoCompactionEnabled(): boolean {
    return this.autoCompaction;
  }

  /** Turns automatic compaction on or off for the rest of the session (RPC `set_auto_compaction`). */
  setAutoCompaction(enabled: boolean): void {
    this.autoCompaction = enabled;
  }

  /** Whether a compaction is running. */
  get isCompacting(): boolean {
    return this.compacting;
  }

  /** Whether the session is waiting to retry a failed response. */
  get isRetrying(): boolean {
    return this.waitAbort !== undefined;
  }

  /** Cancels a retry wait in progress (the run ends with the failure); no effect otherwise. */
  abortRetry(): void {
    this.waitAbort?.abort();
  }

  /**
   * Delivers a decision of the permission gate to the listeners, in order
   * with the loop's events (it happens during the call's preflight, so it
   * comes before that call's `tool_execution_end`), or a recorded checkpoint.
   */
  publish(event: PermissionDecisionEvent | CheckpointCreatedEvent): Promise<void> {
    return this.emit(event);
  }

  /** Subscribes to session events; returns the unsubscribe function. */
  subscribe(listener: AgentSessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs a prompt to the end, retrying retryable provider failures and
   * compacting when needed. Never rejects for a provider error. Resolves
   * `false` when no run happened because an extension handled the input
   * (an extension command such as `/deploy`, or an `input` handler).
   */
  async prompt(input: string | AgentMessage | AgentMessage[]): Promise<boolean> {
    this.retryAbort = new AbortController();
    const hooks = this.options.promptHooks;
    const message =
      typeof input === "string" ? { role: "user" as const, content: input, timestamp: Date.now() } : input;
    if (hooks === undefined || !isUser(message)) {
      await this.agent.prompt(message);
      await this.settle();
      return true;
    }
    const base = this.agent.state.systemPrompt;
    const decision = await hooks.beforePrompt(message, base);
    if (decision.handled) return false;
    this.controls.setSystemPrompt(decision.systemPrompt);
    try {
      await this.agent.prompt([...decision.extra, decision.message]);
      await this.settle();
      for (let n = 0; hooks.afterRun !== undefined && n < MAX_STOP_CONTINUATIONS; n++) {
        if (this.retryAbort.signal.aborted) break;
        const next = await hooks.afterRun(n > 0, this.lastAssistantMessage());
        if (next === undefined) break;
        await this.agent.prompt(next);
        await this.settle();
      }
    } finally {
      // A system prompt changed for this run only; keep any change made during it (e.g. new tools).
      if (this.agent.state.systemPrompt === decision.systemPrompt) this.controls.setSystemPrompt(base);
    }
    return true;
  }

  /** Continues from the transcript (e.g. a resumed session), with the same retries. */
  async continue(): Promise<void> {
    this.retryAbort = new AbortController();
    await this.agent.continue();
    await this.settle();
  }

  /**
   * Compacts the transcript now (`/compact`): the older part becomes a
   * summary, the latest `keepRecentTokens` stay. Emits `compaction_start` /
   * `compaction_end`. Without a compactor it reports that it cannot.
   */
  async compact(customInstructions?: string): Promise<CompactionOutcome> {
    if (this.options.compactor === undefined) return { ok: false, errorMessage: "this session cannot compact" };
    return this.runCompaction("manual", customInstructions);
  }

  /** After a run: retries, then recovery from a context overflow (compact, retry once), then threshold compaction. */
  private async settle(): Promise<void> {
    await this.retryWhileRetryable();
    const compactor = this.options.compactor;
    if (compactor === undefined || !this.autoCompaction || this.retryAbort.signal.aborted) return;
    const last = this.lastAssistantMessage();
    if (last?.stopReason === "error" && last.error?.kind === "context_overflow") {
      this.controls.replaceContext(this.agent.state.messages.filter((message) => message !== last));
      const outcome = await this.runCompaction("overflow", undefined, true);
      if (!outcome.ok) {
        // Put the failure back: the run ended with it, and the user must see it.
        this.controls.replaceContext([...this.agent.state.messages, last]);
        return;
      }
      // The compacted transcript comes from the session file, which keeps the failed answer: leave it out.
      const messages = [...this.agent.state.messages];
      while (isFailedAssistant(messages.at(-1))) messages.pop();
      this.controls.replaceContext(messages);
      await this.agent.continue();
      await this.retryWhileRetryable();
      return;
    }
    if (last !== undefined && last.stopReason !== "error" && last.stopReason !== "aborted" && compactor.nearWindow()) {
      await this.runCompaction("threshold");
    }
  }

  private async runCompaction(
    reason: CompactionReason,
    customInstructions?: string,
    willRetry = false,
  ): Promise<CompactionOutcome> {
    const compactor = this.options.compactor as Compactor;
    await this.emit({
      type: "compaction_start",
      reason,
      ...(customInstructions !== undefined && customInstructions !== "" ? { customInstructions } : {}),
    });
    const signal = this.retryAbort.signal;
    let outcome: CompactionOutcome;
    this.compacting = true;
    try {
      outcome = await compactor.compact(reason, signal, customInstructions);
    } catch (error) {
      outcome = { ok: false, errorMessage: error instanceof Error ? error.message : String(error) };
    } finally {
      this.compacting = false;
    }
    await this.emit(
      outcome.ok
        ? { type: "compaction_end", reason, result: outcome, aborted: false, willRetry }
        : {
            type: "compaction_end",
            reason,
            aborted: signal.aborted,
            willRetry: false,
            errorMessage: outcome.errorMessage,
          },
    );
    return outcome;
  }

  /** Aborts the run in flight and any retry wait. */
  abort(): void {
    this.retryAbort.abort();
    this.agent.abort();
  }

  /** The last assistant message of the transcript, if any. */
  lastAssistantMessage(): AssistantMessage | undefined {
    const messages = this.agent.state.messages;
    for (let i = messages.length - 1; i >= 0; i--) {
      const message = messages[i];
      if (isAssistant(message)) return message;
    }
    return undefined;
  }

  private async retryWhileRetryable(): Promise<void> {
    const random = this.options.random ?? Math.random;
    const sleep = this.options.sleep ?? defaultSleep;
    let attempts = 0;
    for (;;) {
      const last = this.lastAssistantMessage();
      if (last === undefined) return;
      const decision = decideRetry(last, attempts, { ...this.options.retry, enabled: this.autoRetry }, random);
      if (!decision.retry) {
        if (decision.reason === "wait_too_long") {
          // The run ends with this error: it says how long the provider asked to wait, and what to do.
          const text = waitTooLongMessage(last.errorMessage ?? "", decision.requestedMs, decision.maxDelayMs);
          last.errorMessage = text;
          if (last.error !== undefined) last.error = { ...last.error, message: text };
        }
        if (attempts > 0) {
          const success = last.stopReason !== "error" && last.stopReason !== "aborted";
          await this.emit(
            success
              ? { type: "retry_end", success, attempts }
              : { type: "retry_end", success, attempts, finalError: last.errorMessage ?? last.stopReason },
          );
        }
        return;
      }
      attempts++;
      await this.emit({
        type: "retry_scheduled",
        attempt: attempts,
        maxAttempts: this.options.retry.maxRetries,
        delayMs: decision.delayMs,
        errorKind: last.error?.kind ?? "unknown",
        errorMessage: last.errorMessage ?? last.error?.message ?? "",
      });
      const wait = new AbortController();
      const stopWait = (): void => wait.abort();
      this.retryAbort.signal.addEventListener("abort", stopWait, { once: true });
      this.waitAbort = wait;
      try {
        await sleep(decision.delayMs, wait.signal);
      } finally {
        this.waitAbort = undefined;
        this.retryAbort.signal.removeEventListener("abort", stopWait);
      }
      if (wait.signal.aborted) {
        await this.emit({ type: "retry_end", success: false, attempts, finalError: "aborted during the retry wait" });
        return;
      }
      this.controls.replaceContext(this.agent.state.messages.filter((message) => message !== last));
      await this.agent.continue();
    }
  }

  private async persist(message: AgentMessage): Promise<void> {
    if (this.options.persistence === undefined) return;
    try {
      await this.options.persistence.appendMessage(message);
    } catch (error) {
      this.report(error, "session persistence");
    }
  }

  private async emit(event: AgentSessionEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        this.report(error, `a listener of ${event.type}`);
      }
    }
  }

  private report(error: unknown, where: string): void {
    if (this.options.onInternalError) this.options.onInternalError(error, where);
    else process.stderr.write(`keel: ${where} failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}

function isUser(message: AgentMessage | AgentMessage[]): message is UserMessage {
  return !Array.isArray(message) && (message as { role?: unknown }).role === "user";
}

function isFailedAssistant(message: AgentMessage | undefined): boolean {
  return isAssistant(message) && (message.stopReason === "error" || message.stopReason === "aborted");
}

function isAssistant(message: AgentMessage | undefined): message is AssistantMessage {
  return (message as { role?: unknown } | undefined)?.role === "assistant";
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}
