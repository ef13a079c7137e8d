import type {
  AssistantMessage,
  AssistantMessageStreamLike,
  Context,
  Message,
  Model,
  StreamOptions,
  ThinkingLevel,
  ToolResultMessage,
} from "@keel/ai";
import type { AgentContext } from "./agent-context.js";
import type { AgentMessage } from "./agent-message.js";
import type { AnyAgentTool, ToolExecutionMode } from "./agent-tool.js";
import type { AfterToolCallHook, BeforeToolCallHook } from "./tool-hooks.js";

/**
 * Streams one assistant response. `stream` from `@keel/ai` is the default;
 * any function returning an async iterable of `AssistantMessageEvent` with a
 * `result()` fits (scripted models in tests, proxies).
 *
 * Contract: should not throw; report failures as a final message with
 * `stopReason` `error` or `aborted`. (If it throws anyway, the loop turns the
 * exception into such a message.)
 */
export type StreamFn = (
  model: Model,
  context: Context,
  options?: StreamOptions,
) => AssistantMessageStreamLike | Promise<AssistantMessageStreamLike>;

/** What the loop tells the next-turn hook about the turn that just ended. */
export interface TurnBoundary {
  /** The assistant message of the turn. */
  message: AssistantMessage;
  /** Its tool results, in source order. */
  toolResults: ToolResultMessage[];
  /** The loop's context, including this turn's messages (live: do not mutate). */
  context: AgentContext;
  /** Messages this run has added so far. */
  newMessages: AgentMessage[];
  /** The run's abort signal. */
  signal: AbortSignal | undefined;
}

/**
 * Fresh state for the next provider request (CONTRACT.md rule 13). Every field is
 * optional; a missing field keeps its current value.
 */
export interface NextTurnState {
  /** The active tool set for the next request and for lookups from now on. */
  tools?: AnyAgentTool[];
  /** The system prompt of the next request. */
  systemPrompt?: string;
  /** The model of the next request (e.g. a switch made during the run). */
  model?: Model;
  /** The reasoning effort of the next request. */
  thinkingLevel?: ThinkingLevel;
  /**
   * Replaces the transcript the loop sends from now on (e.g. after compaction).
   * The loop copies the array once. Messages added later still go to `agent_end`.
   */
  messages?: AgentMessage[];
}

/**
 * Configures a run of the loop: the model, the provider request options
 * (`streamOptions`, kept apart so no loop option can ever reach a provider
 * request) and the loop's callbacks.
 *
 * Callbacks documented "must not throw" (`convertToLlm`, `transformContext`,
 * `getApiKey`, `prepareNextTurn`, `getSteeringMessages`,
 * `getFollowUpMessages`): if one throws anyway, the loop records an assistant
 * message with `stopReason: "error"` naming it, which ends the run
 * (CONTRACT.md rules 11 and 16). `getActiveTools` must not throw either; it
 * is read per call.
 *
 * @example
 * const config: AgentLoopConfig = {
 *   model,
 *   streamOptions: { thinkingLevel: "low", maxRetries: 3, headers: { "x-team": "docs" } },
 *   toolExecution: "parallel",
 *   beforeToolCall: async ({ tool }) => (tool.name === "bash" ? { block: true, reason: "No shell here." } : undefined),
 * };
 */
export interface AgentLoopConfig {
  /** The model of the first request (the next-turn hook may change it). */
  model: Model;
  /**
   * Options of every provider request (`apiKey`, `headers`, `thinkingLevel`,
   * `maxTokens`, `timeoutMs`, `maxRetries`, `sessionId`, `onPayload`, …),
   * passed on as they are. The loop adds only the run's `signal`, the key
   * `getApiKey` returned (else `apiKey` here is used), and the thinking level
   * `prepareNextTurn` set (else `thinkingLevel` here is used).
   */
  streamOptions?: Omit<StreamOptions, "signal">;
  /**
   * Turns the transcript into provider messages before every request: map
   * your custom message kinds, drop UI-only ones. Default: keep `user`,
   * `assistant` and `toolResult` messages ({@link defaultConvertToLlm}).
   * Must return a new array (the provider may keep it). Must not throw.
   */
  convertToLlm?: (messages: AgentMessage[]) => Message[] | Promise<Message[]>;
  /**
   * Adjusts the transcript before every request, before `convertToLlm` (e.g.
   * pruning). Receives the loop's live array: return a new array rather than
   * mutating it. Must not throw.
   */
  transformContext?: (
    messages: AgentMessage[],
    signal: AbortSignal | undefined,
  ) => AgentMessage[] | Promise<AgentMessage[]>;
  /**
   * Resolves the API key for each request (short-lived tokens). Falls back to
   * `streamOptions.apiKey` when it returns `undefined`. Must not throw.
   */
  getApiKey?: (provider: string) => string | undefined | Promise<string | undefined>;
  /**
   * Returns messages to inject before the next request. Polled only at turn
   * boundaries, never during a batch (CONTRACT.md rule 12). Must not throw.
   */
  getSteeringMessages?: () => AgentMessage[] | Promise<AgentMessage[]>;
  /**
   * Returns messages to continue with when the agent would otherwise stop
   * (CONTRACT.md rule 12). Must not throw.
   */
  getFollowUpMessages?: () => AgentMessage[] | Promise<AgentMessage[]>;
  /** Batch scheduling (CONTRACT.md rule 2). Default `"parallel"`. */
  toolExecution?: ToolExecutionMode;
  /** Policy hook before each execution (CONTRACT.md rule 3). */
  beforeToolCall?: BeforeToolCallHook;
  /** Hook after each execution (CONTRACT.md rule 6). */
  afterToolCall?: AfterToolCallHook;
  /**
   * Next-turn hook (CONTRACT.md rule 13): called at every turn boundary that may lead to
   * another request, after `turn_end`, before stop checks and the steering
   * poll. Return fresh tools / system prompt / model / thinking level (or
   * `undefined` to keep everything). Must not throw.
   */
  prepareNextTurn?: (turn: TurnBoundary) => NextTurnState | undefined | Promise<NextTurnState | undefined>;
  /**
   * The active tool set *right now*, read when each call enters preflight
   * (CONTRACT.md rules 3 and 14), so a sequential tool that enables another tool makes it
   * resolvable for later calls of the same response. Default: the context's
   * tools as of the last turn boundary. Must not throw.
   */
  getActiveTools?: () => readonly AnyAgentTool[];
}
