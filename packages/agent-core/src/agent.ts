import type { ImageContent, StreamOptions, ToolCall, ToolResultMessage } from "@keel/ai";
import type { AgentEvent } from "./agent-events.js";
import { assertContinuable, runLoop } from "./agent-loop.js";
import type { AgentLoopConfig, StreamFn } from "./agent-loop-config.js";
import type { AgentMessage } from "./agent-message.js";
import { type AgentInitialState, type AgentState, AgentStateStore } from "./agent-state.js";
import type { AgentToolUpdateCallback, AnyAgentTool, ToolExecutionMode } from "./agent-tool.js";
import { MessageQueue, type QueueMode } from "./message-queue.js";
import { runToolCall } from "./run-tool-call.js";
import { assertNoMisplacedStreamOptions } from "./stream-option-names.js";
import type { AfterToolCallHook, BeforeToolCallHook } from "./tool-hooks.js";
import { errorText } from "./tool-outcome.js";

/**
 * Receives every event of every run, after the agent's state was updated for
 * it. Listeners are awaited one after another, in subscription order, and the
 * loop waits for them: a slow listener slows the run. Must not throw.
 */
export type AgentListener = (event: AgentEvent, signal: AbortSignal) => void | Promise<void>;

/** Options of the {@link Agent} constructor. */
export interface AgentOptions {
  initialState: AgentInitialState;
  /** Makes each request. Default: `stream` from `@keel/ai`. */
  streamFn?: StreamFn;
  /** Transcript → provider messages before every request (see {@link AgentLoopConfig.convertToLlm}). */
  convertToLlm?: AgentLoopConfig["convertToLlm"];
  /** Adjusts the transcript before every request (see {@link AgentLoopConfig.transformContext}). */
  transformContext?: AgentLoopConfig["transformContext"];
  /** Resolves the API key for each request (see {@link AgentLoopConfig.getApiKey}). */
  getApiKey?: AgentLoopConfig["getApiKey"];
  /** Policy hook before each execution, also applied by {@link Agent.runToolCall} (CONTRACT.md rule 3). */
  beforeToolCall?: BeforeToolCallHook;
  /** Hook after each execution, also applied by {@link Agent.runToolCall} (CONTRACT.md rule 6). */
  afterToolCall?: AfterToolCallHook;
  /** Default `"parallel"`. */
  toolExecution?: ToolExecutionMode;
  /** How many steering messages each turn boundary takes. Default `"one-at-a-time"`. */
  steeringMode?: QueueMode;
  /** How many follow-up messages each stop takes. Default `"one-at-a-time"`. */
  followUpMode?: QueueMode;
  /**
   * Options of every provider request (`apiKey`, `headers`, `maxTokens`,
   * `timeoutMs`, `maxRetries`, `sessionId`, `onPayload`, …), passed on as they
   * are (see {@link AgentLoopConfig.streamOptions}). The thinking level is
   * `state.thinkingLevel`.
   */
  streamOptions?: Omit<StreamOptions, "signal" | "thinkingLevel">;
}

/**
 * A stateful agent: holds the transcript, tools and model, runs the agent loop
 * on `prompt()`, and keeps its {@link AgentState} in step with the events.
 *
 * @example
 * const agent = new Agent({ initialState: { model, systemPrompt: "Be brief.", tools: [echoTool] } });
 * agent.subscribe((event) => { if (event.type === "message_end") console.log(event.message.role); });
 * await agent.prompt("Say hi through the echo tool");
 */
export class Agent {
  private readonly store: AgentStateStore;
  private listeners: AgentListener[] = [];
  private readonly steering: MessageQueue;
  private readonly followUps: MessageQueue;
  private controller: AbortController | undefined;
  private idle: Promise<void> = Promise.resolve();

  /**
   * @throws TypeError when `initialState.model` is missing or not a model
   * (use `requireModel` from `@keel/ai`), Error when two initial tools share a name.
   */
  constructor(private readonly options: AgentOptions) {
    if (typeof options !== "object" || options === null) {
      throw new TypeError("Agent: options are missing. Pass new Agent({ initialState: { model } }).");
    }
    assertNoMisplacedStreamOptions(options, "Agent: options");
    this.store = new AgentStateStore(options.initialState);
    this.steering = new MessageQueue(options.steeringMode ?? "one-at-a-time");
    this.followUps = new MessageQueue(options.followUpMode ?? "one-at-a-time");
  }

  /** The agent's state (see {@link AgentState} for what you may change). */
  get state(): AgentState {
    return this.store;
  }

  /**
   * Adds a listener for every event of every run; returns the function that
   * removes it. Listeners are awaited one after another, in subscription order.
   */
  subscribe(listener: AgentListener): () => void {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /**
   * Starts a run with a user message (text, optionally with images), a
   * message, or several messages. Resolves when the run is over and its
   * listeners have settled. Rejects at once if a run is active.
   */
  prompt(input: string | AgentMessage | AgentMessage[], images?: ImageContent[]): Promise<void> {
    if (typeof input === "string") return this.run([userMessage(input, images)]);
    const prompts = Array.isArray(input) ? input.slice() : [input];
    if (prompts.length === 0) return Promise.reject(new Error("prompt() needs at least one message."));
    return this.run(prompts);
  }

  /**
   * Resumes from the transcript without a new prompt (e.g. after an error).
   * If the transcript ends with an assistant message, the queued steering (or
   * else follow-up) messages start the run; with none queued, it rejects.
   */
  continue(): Promise<void> {
    if (this.store.isStreaming) return this.run(undefined); // rejects: a run is active
    const last = this.store.messages[this.store.messages.length - 1];
    if (last !== undefined && (last as { role?: unknown }).role === "assistant") {
      const queued = this.steering.size > 0 ? this.steering.drain() : this.followUps.drain();
      if (queued.length === 0) {
        return Promise.reject(
          new Error("Cannot continue from an assistant message: prompt() a new message, or queue one first."),
        );
      }
      return this.run(queued);
    }
    return this.run(undefined);
  }

  /** Queues a message to inject at the next turn boundary of the current (or next) run. */
  steer(message: string | AgentMessage): void {
    this.steering.enqueue(typeof message === "string" ? userMessage(message) : message);
  }

  /** Queues a message to continue with when the agent would otherwise stop. */
  followUp(message: string | AgentMessage): void {
    this.followUps.enqueue(typeof message === "string" ? userMessage(message) : message);
  }

  /** How many steering messages a turn boundary takes. */
  get steeringMode(): QueueMode {
    return this.steering.mode;
  }
  set steeringMode(mode: QueueMode) {
    this.steering.mode = mode;
  }

  /** How many follow-up messages a stop takes. */
  get followUpMode(): QueueMode {
    return this.followUps.mode;
  }
  set followUpMode(mode: QueueMode) {
    this.followUps.mode = mode;
  }

  /** The queued steering messages, oldest first (a copy). */
  get queuedSteeringMessages(): AgentMessage[] {
    return this.steering.snapshot();
  }

  /** The queued follow-up messages, oldest first (a copy). */
  get queuedFollowUpMessages(): AgentMessage[] {
    return this.followUps.snapshot();
  }

  /** True if any steering or follow-up message is queued. */
  hasQueuedMessages(): boolean {
    return this.steering.size > 0 || this.followUps.size > 0;
  }

  /** Drops the queued steering messages. */
  clearSteeringQueue(): void {
    this.steering.clear();
  }

  /** Drops the queued follow-up messages. */
  clearFollowUpQueue(): void {
    this.followUps.clear();
  }

  /** Drops every queued message. */
  clearAllQueues(): void {
    this.steering.clear();
    this.followUps.clear();
  }

  /** Aborts the current run, if any: the request in flight and running tools see the signal. */
  abort(): void {
    this.controller?.abort();
  }

  /**
   * Resolves when no run is active: at once if none is, else after the run's
   * `agent_end` listeners settled (when `state.isStreaming` is false again).
   * Never rejects, even if the run failed.
   */
  waitForIdle(): Promise<void> {
    return this.idle;
  }

  /** Clears the transcript, the error and the queues. Throws if a run is active. */
  reset(): void {
    if (this.store.isStreaming) {
      throw new Error("Cannot reset while a run is active: call abort() and await waitForIdle() first.");
    }
    this.store.reset();
    this.clearAllQueues();
  }

  /**
   * Runs a nested tool call through the agent's hooks (see `runToolCall`),
   * looked up in the agent's current tools unless `tools` names another set.
   * Defaults to the active run's abort signal. With `emitEvents`, the call's
   * `tool_execution_*` events (with `parentToolCallId`) reach the agent's
   * listeners, so front ends show it under its parent; no tool-result message
   * enters the transcript either way.
   */
  runToolCall(
    toolCall: ToolCall,
    options?: {
      signal?: AbortSignal;
      onUpdate?: AgentToolUpdateCallback<unknown>;
      parentToolCallId?: string;
      /** The tools the call is looked up in. Default: the agent's active tools. */
      tools?: readonly AnyAgentTool[];
      /** Emit the call's `tool_execution_*` events to the agent's listeners. Default false. */
      emitEvents?: boolean;
    },
  ): Promise<ToolResultMessage> {
    const { beforeToolCall, afterToolCall } = this.options;
    const signal = options?.signal ?? this.controller?.signal;
    const listenerSignal = signal ?? new AbortController().signal;
    const emit = async (event: AgentEvent): Promise<void> => {
      this.store.apply(event);
      for (const listener of this.listeners) await listener(event, listenerSignal);
    };
    return runToolCall(toolCall, {
      tools: options?.tools ?? this.store.tools,
      context: { systemPrompt: this.store.systemPrompt, messages: this.store.messages, tools: this.store.tools },
      ...(beforeToolCall ? { beforeToolCall } : {}),
      ...(afterToolCall ? { afterToolCall } : {}),
      ...(signal ? { signal } : {}),
      ...(options?.onUpdate ? { onUpdate: options.onUpdate } : {}),
      ...(options?.parentToolCallId ? { parentToolCallId: options.parentToolCallId } : {}),
      ...(options?.emitEvents === true ? { emit } : {}),
    });
  }

  private async run(prompts: AgentMessage[] | undefined): Promise<void> {
    if (this.store.isStreaming) {
      throw new Error(
        "The agent is already running. Use steer() or followUp() to queue a message, or await waitForIdle().",
      );
    }
    const controller = new AbortController();
    const { signal } = controller;
    this.controller = controller;
    this.store.beginRun();
    let settle!: () => void;
    this.idle = new Promise((resolve) => {
      settle = resolve;
    });

    const state = this.store;
    const context = { systemPrompt: state.systemPrompt, messages: state.messages, tools: state.tools };
    const config = this.loopConfig();
    const emit = async (event: AgentEvent): Promise<void> => {
      state.apply(event);
      for (const listener of this.listeners) await listener(event, signal);
    };
    const { streamFn } = this.options;
    let failure: string | undefined;
    try {
      if (prompts === undefined) assertContinuable(context);
      await runLoop(prompts ?? [], context, config, emit, signal, streamFn);
    } catch (error) {
      failure = errorText(error);
      throw error;
    } finally {
      state.endRun(failure);
      this.controller = undefined;
      settle();
    }
  }

  private loopConfig(): AgentLoopConfig {
    const { options, store } = this;
    return {
      model: store.model,
      streamOptions: { ...options.streamOptions, thinkingLevel: store.thinkingLevel },
      convertToLlm: options.convertToLlm,
      transformContext: options.transformContext,
      getApiKey: options.getApiKey,
      beforeToolCall: options.beforeToolCall,
      afterToolCall: options.afterToolCall,
      toolExecution: options.toolExecution,
      getSteeringMessages: () => this.steering.drain(),
      getFollowUpMessages: () => this.followUps.drain(),
      getActiveTools: () => store.tools,
      prepareNextTurn: () => store.nextTurnState(),
    };
  }
}

function userMessage(text: string, images?: ImageContent[]): AgentMessage {
  const content = images !== undefined && images.length > 0 ? [{ type: "text" as const, text }, ...images] : text;
  return { role: "user", content, timestamp: Date.now() };
}
