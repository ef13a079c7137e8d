import type { AssistantMessage, Model, ThinkingLevel } from "@keel/ai";
import type { AgentEvent } from "./agent-events.js";
import type { NextTurnState } from "./agent-loop-config.js";
import type { AgentMessage } from "./agent-message.js";
import type { AnyAgentTool } from "./agent-tool.js";
import { assertModel } from "./model-check.js";
import { assertUniqueToolNames } from "./tool-names.js";

/**
 * The observable state of an {@link Agent}. The first five fields are yours to
 * change at any time; a change made during a run takes effect at the next
 * provider request of that run (CONTRACT.md rule 13). The rest is read-only and
 * maintained from the run's events.
 */
export interface AgentState {
  /** Sent with every request. */
  systemPrompt: string;
  /** Model of the next request. One that is not a usable model fails that request (an error message, then `agent_end`). */
  model: Model;
  /** Reasoning effort of the next request. */
  thinkingLevel: ThinkingLevel;
  /** The active tool set. Assigning an array stores a copy of it; two tools with one name throw. */
  tools: AnyAgentTool[];
  /** The transcript. Assigning an array stores a copy of it. */
  messages: AgentMessage[];
  /** True from the start of a run until its `agent_end` listeners have settled. */
  readonly isStreaming: boolean;
  /** The assistant message being streamed, if any. */
  readonly streamingMessage: AssistantMessage | undefined;
  /** Ids of the tool calls between `tool_execution_start` and `tool_execution_end`. */
  readonly pendingToolCalls: ReadonlySet<string>;
  /** The error of the last failed or aborted response of the current or last run, if any. */
  readonly errorMessage: string | undefined;
}

/** The initial values of an agent's state; only `model` is required. */
export interface AgentInitialState {
  model: Model;
  systemPrompt?: string;
  thinkingLevel?: ThinkingLevel;
  tools?: AnyAgentTool[];
  messages?: AgentMessage[];
}

/**
 * Holds an agent's state. Changes caused by a run go through {@link apply},
 * a reducer over the loop's events. @internal
 */
export class AgentStateStore implements AgentState {
  systemPrompt: string;
  model: Model;
  thinkingLevel: ThinkingLevel;
  private currentTools: AnyAgentTool[];
  private currentMessages: AgentMessage[];
  private streaming = false;
  private streamed: AssistantMessage | undefined;
  private readonly pending = new Set<string>();
  private error: string | undefined;
  private replacedMessages = false;

  constructor(initial: AgentInitialState) {
    if (typeof initial !== "object" || initial === null) {
      throw new TypeError("Agent: options.initialState is missing. Pass new Agent({ initialState: { model } }).");
    }
    assertModel(initial.model, "Agent: initialState.model");
    this.model = initial.model;
    this.systemPrompt = initial.systemPrompt ?? "";
    this.thinkingLevel = initial.thinkingLevel ?? "off";
    if (initial.tools !== undefined) assertUniqueToolNames(initial.tools, "Agent: initialState.tools");
    this.currentTools = initial.tools?.slice() ?? [];
    this.currentMessages = initial.messages?.slice() ?? [];
  }

  get tools(): AnyAgentTool[] {
    return this.currentTools;
  }
  set tools(tools: AnyAgentTool[]) {
    assertUniqueToolNames(tools, "agent.state.tools");
    this.currentTools = tools.slice();
  }

  get messages(): AgentMessage[] {
    return this.currentMessages;
  }
  set messages(messages: AgentMessage[]) {
    this.currentMessages = messages.slice();
    if (this.streaming) this.replacedMessages = true;
  }

  get isStreaming(): boolean {
    return this.streaming;
  }
  get streamingMessage(): AssistantMessage | undefined {
    return this.streamed;
  }
  get pendingToolCalls(): ReadonlySet<string> {
    return this.pending;
  }
  get errorMessage(): string | undefined {
    return this.error;
  }

  /** Marks a run as started. */
  beginRun(): void {
    this.streaming = true;
    this.error = undefined;
    this.replacedMessages = false;
  }

  /** Marks the run as finished; `error` records a failure that ended it abnormally. */
  endRun(error?: string): void {
    this.streaming = false;
    this.streamed = undefined;
    this.pending.clear();
    this.replacedMessages = false;
    if (error !== undefined) this.error = error;
  }

  /** Clears the transcript and the error. */
  reset(): void {
    this.currentMessages = [];
    this.error = undefined;
  }

  /** What the loop reads at each turn boundary: the state as it is now. */
  nextTurnState(): NextTurnState {
    const next: NextTurnState = {
      tools: this.currentTools,
      systemPrompt: this.systemPrompt,
      model: this.model,
      thinkingLevel: this.thinkingLevel,
    };
    if (this.replacedMessages) {
      this.replacedMessages = false;
      next.messages = this.currentMessages;
    }
    return next;
  }

  /** The reducer: folds one loop event into the state. */
  apply(event: AgentEvent): void {
    switch (event.type) {
      case "message_start":
        if (event.message.role === "assistant") this.streamed = event.message;
        return;
      case "message_update":
        this.streamed = event.message;
        return;
      case "message_end": {
        const { message } = event;
        if (message.role === "assistant") {
          this.streamed = undefined;
          if (message.stopReason === "error" || message.stopReason === "aborted") {
            this.error = message.errorMessage ?? `The response ended with stopReason "${message.stopReason}".`;
          }
        }
        this.currentMessages.push(message);
        return;
      }
      case "tool_execution_start":
        this.pending.add(event.toolCallId);
        return;
      case "tool_execution_end":
        this.pending.delete(event.toolCallId);
        return;
      case "agent_start":
      case "turn_start":
      case "tool_execution_update":
      case "turn_end":
      case "agent_end":
        return;
      default:
        assertNever(event);
    }
  }
}

function assertNever(event: never): never {
  throw new Error(`Unknown agent event: ${JSON.stringify(event)}`);
}
