import type { Agent, AgentMessage } from "@keel/agent-core";
import type { AssistantMessage, UserMessage } from "@keel/ai";
import type { CompactionReason } from "../compaction/compaction-preparation.js";
import type { RetrySettings } from "../settings/settings-schema.js";
import type { SessionControls } from "./session-controls.js";

/** Where a session's messages go as they happen (the JSONL session store implements it). */
export interface SessionPersistence {
  /** Called once per finished message (user, assistant, tool result, custom), in transcript order. */
  appendMessage(message: AgentMessage): void | Promise<void>;
}

/** What a front end's extensions decided about a prompt before the run starts. */
export type PromptDecision =
  | { handled: true }
  | { handled: false; message: UserMessage; systemPrompt: string; extra: AgentMessage[] };

/** Hooks around each prompt (the extension events `input` and `before_agent_start`). */
export interface PromptHooks {
  /**
   * Runs before a user prompt: may transform it or handle it (no run), and
   * may change the system prompt of this run or add messages before it.
   * Contract: must not throw (failures are the hooks' to report).
   */
  beforePrompt(message: UserMessage, systemPrompt: string): Promise<PromptDecision>;
  /**
   * Runs when a prompt's run is about to end (lifecycle `Stop` hooks): a
   * returned message makes the agent go on with it. `continued` is true
   * when this run already went on because of it (Claude Code's
   * `stop_hook_active`); at most {@link MAX_STOP_CONTINUATIONS} times in a row.
   * Contract: must not throw.
   */
  afterRun?(continued: boolean, last: AssistantMessage | undefined): Promise<UserMessage | undefined>;
}

/** How many times in a row `afterRun` may make one prompt's run go on. */
export const MAX_STOP_CONTINUATIONS = 8;

/** What a compaction did. */
export type CompactionOutcome =
  | { ok: true; summary: string; firstKeptEntryId: string; tokensBefore: number; tokensAfter: number }
  | { ok: false; errorMessage: string };

/** Shortens the transcript when it nears the model's window (the session store implements it). */
export interface Compactor {
  /** `compaction.enabled`: automatic compaction (threshold and overflow) runs only when true. */
  readonly enabled: boolean;
  /** Whether the transcript is within `reserveTokens` of the model's context window. */
  nearWindow(): boolean;
  /** Summarizes the older part of the transcript. Contract: never throws; failures are outcomes. */
  compact(reason: CompactionReason, signal: AbortSignal, customInstructions?: string): Promise<CompactionOutcome>;
}

/** Options of {@link AgentSession}. */
export interface AgentSessionOptions {
  /** The agent to drive. Build it with `streamOptions.maxRetries: 0`: the session owns retries. */
  agent: Agent;
  /**
   * The writer of the agent's state (its changes are announced as session
   * events). Default: controls over `agent` that record nothing.
   */
  controls?: SessionControls;
  /** Retry settings (`settings.retry`). */
  retry: RetrySettings;
  /** Receives every finished message. */
  persistence?: SessionPersistence;
  /** Runs before each user prompt (extensions' `input` and `before_agent_start`). */
  promptHooks?: PromptHooks;
  /** Compacts near the window, on a context overflow (then retries once), and on request. */
  compactor?: Compactor;
  /** Waits between retries; resolves early on abort. Injected in tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** A number in [0, 1) for backoff jitter. Default `Math.random`. */
  random?: () => number;
  /** Reports a listener or persistence failure (never fatal). Default: stderr. */
  onInternalError?: (error: unknown, where: string) => void;
}
