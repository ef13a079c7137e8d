import type { Agent, AgentMessage, AnyAgentTool } from "@keel/agent-core";
import type { Message, Model, ThinkingLevel } from "@keel/ai";
import { ListenerSet } from "../listener-set.js";
import { type KeySources, keyStatus } from "../models/resolve-api-key.js";
import type { SessionFile } from "../session/session-file.js";
import type { ToolCliOptions } from "../tools/resolve-tool-selection.js";
import type { ThinkingLevelChangedEvent } from "./session-events.js";
import { ToolCatalog } from "./tool-catalog.js";

/** The session file's part that records changes (a `SessionFile`; a fake in tests). */
export type SessionRecorder = Pick<SessionFile, "append" | "appendMessage" | "appendModelChange" | "appendActiveTools">;

/** What {@link SessionControls} announces: one event per announced change. */
export type SessionControlEvent = ThinkingLevelChangedEvent;

/** Receives {@link SessionControlEvent}s. Contract: should not throw. */
export type SessionControlListener = (event: SessionControlEvent) => void | Promise<void>;

/** A change {@link SessionControls} made, or why it refused (a sentence for the user). */
export type ControlResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Inputs of {@link SessionControls}. */
export interface SessionControlsOptions {
  agent: Agent;
  /** Where changes are recorded. Default: nowhere (a session without a file). */
  recorder?: SessionRecorder;
  /** Every tool the session knows. Default: a catalog of the agent's current tools (the system prompt kept as it is). */
  catalog?: ToolCatalog;
  /**
   * Where API keys come from: a model whose provider has none is refused.
   * `undefined` (a scripted model, a library user's own agent): no check.
   */
  keySources?: KeySources;
}

/**
 * The only writer of a session's agent state: its model, thinking level,
 * active tools (with the system prompt that lists them) and context. Each
 * change is checked the same way whoever asks (the runtime, the extension
 * host, the MCP glue, start-up), recorded as one session entry, and — for
 * the thinking level — announced as one event. A change takes effect at the
 * next provider request.
 *
 * @example
 * const controls = new SessionControls({ agent, recorder: file, catalog, keySources });
 * const switched = controls.setModel(model);
 * if (!switched.ok) console.error(switched.error);
 */
export class SessionControls {
  private readonly agent: Agent;
  private readonly recorder: SessionRecorder | undefined;
  private readonly catalog: ToolCatalog;
  private readonly keySources: KeySources | undefined;
  private readonly listeners = new ListenerSet<SessionControlEvent>();

  constructor(options: SessionControlsOptions) {
    this.agent = options.agent;
    this.recorder = options.recorder;
    this.catalog =
      options.catalog ??
      new ToolCatalog({
        builtins: options.agent.state.tools,
        defaultNames: [],
        systemPromptFor: () => options.agent.state.systemPrompt,
      });
    this.keySources = options.keySources;
  }

  /** Subscribes to the announced changes; returns the unsubscribe function. */
  subscribe(listener: SessionControlListener): () => void {
    return this.listeners.add(listener);
  }

  /** The model of the next request. */
  get model(): Model {
    return this.agent.state.model;
  }

  /** The thinking level of the next request. */
  get thinkingLevel(): ThinkingLevel {
    return this.agent.state.thinkingLevel;
  }

  /** The active tools, in the order the prompt lists them. */
  get activeTools(): readonly AnyAgentTool[] {
    return this.agent.state.tools;
  }

  /** The active tools' names. */
  activeToolNames(): string[] {
    return this.agent.state.tools.map((tool) => tool.name);
  }

  /** The system prompt of the next request. */
  get systemPrompt(): string {
    return this.agent.state.systemPrompt;
  }

  /** The context: the transcript the model sees next. */
  get messages(): AgentMessage[] {
    return this.agent.state.messages;
  }

  /**
   * Switches the model; refused when its provider has no API key configured
   * (a local server needs none). Recorded as a `model_change` entry.
   */
  setModel(model: Model): ControlResult<Model> {
    if (this.keySources !== undefined && keyStatus(model, this.keySources) === "missing") {
      return {
        ok: false,
        error: `no API key is configured for provider "${model.provider}": add one with keel auth or its variable`,
      };
    }
    this.agent.state.model = model;
    this.recorder?.appendModelChange(model.provider, model.id);
    return { ok: true, value: model };
  }

  /** Sets the thinking level: recorded as a `thinking_level_change` entry, announced as `thinking_level_changed`. */
  setThinkingLevel(level: ThinkingLevel): void {
    this.agent.state.thinkingLevel = level;
    this.recorder?.append({ type: "thinking_level_change", thinkingLevel: level });
    void this.emit({ type: "thinking_level_changed", level });
  }

  /**
   * Makes exactly these tools active (unknown names are ignored, a repeated
   * name counts once) and the system prompt list them. Recorded as an
   * `active_tools_change` entry. Returns the names now active.
   */
  setActiveTools(names: readonly string[]): string[] {
    const tools = this.catalog.pick(names);
    this.applyTools(tools);
    const active = tools.map((tool) => tool.name);
    this.recorder?.appendActiveTools(active);
    return active;
  }

  /**
   * Changes the active tools with `--tools` semantics, from the current set
   * (see {@link ToolCatalog.choose}); an unknown name refuses the change.
   */
  chooseTools(cli: ToolCliOptions): ControlResult<string[]> {
    const choice = this.catalog.choose(this.activeToolNames(), cli);
    if (!choice.ok) return choice;
    return { ok: true, value: this.setActiveTools(choice.names) };
  }

  /**
   * Puts the MCP servers' current tools in place of the previous ones
   * (`mcpTools` as the command line filtered them). Not recorded: they
   * follow the servers, which connect again in a resumed session.
   */
  syncMcpTools(mcpTools: readonly AnyAgentTool[]): AnyAgentTool[] {
    const others = this.agent.state.tools.filter((tool) => !this.catalog.isMcp(tool) && !tool.name.startsWith("mcp__"));
    // An extension tool named like an MCP helper (tool_search…) wins: a set never holds a name twice.
    const taken = new Set(others.map((tool) => tool.name));
    const next = this.catalog.setMcpTools(mcpTools, taken);
    this.applyTools([...others, ...next]);
    return next;
  }

  /** Adds a message to the end of the context and records it. */
  appendToContext(message: Message): void {
    this.agent.state.messages = [...this.agent.state.messages, message];
    this.recorder?.appendMessage(message);
  }

  /**
   * Replaces the context without recording anything: the session file
   * already holds what it is built from (a compaction's rebuilt context, a
   * failed answer left out before a retry, or put back).
   */
  replaceContext(messages: readonly AgentMessage[]): void {
    this.agent.state.messages = [...messages];
  }

  /**
   * Sets the system prompt of the next requests without recording it: the
   * prompt of one run (extensions' `before_agent_start`), or the default one
   * put back after it.
   */
  setSystemPrompt(text: string): void {
    this.agent.state.systemPrompt = text;
  }

  /**
   * Records what a new or resumed session starts with: a `model_change`
   * entry when the model differs from the resumed one, an `active_tools`
   * entry when the tools do. Nothing is announced (nobody listens yet).
   */
  recordStart(resumed: { model?: { provider: string; modelId: string }; activeTools?: readonly string[] }): void {
    const model = this.agent.state.model;
    if (resumed.model?.provider !== model.provider || resumed.model?.modelId !== model.id) {
      this.recorder?.appendModelChange(model.provider, model.id);
    }
    const active = this.activeToolNames();
    if (!sameList(resumed.activeTools, active)) this.recorder?.appendActiveTools(active);
  }

  private applyTools(tools: AnyAgentTool[]): void {
    this.agent.state.tools = tools;
    this.agent.state.systemPrompt = this.catalog.systemPromptFor(tools);
  }

  private emit(event: SessionControlEvent): Promise<void> {
    return this.listeners.emit(event);
  }
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((name, i) => name === b[i]);
}
