import type { AgentToolResult, AgentToolUpdateCallback, ToolExecutionMode } from "@keel/agent-core";
import type { ImageContent, Model, ProviderConfig, TextContent, ThinkingLevel } from "@keel/ai";
import type { AgentDefinition } from "../agents/agent-definition.js";
import type { SubagentOutcome, SubagentRequest } from "../agents/subagent-runner.js";
import type { SessionFile } from "../session/session-file.js";
import type { CustomMessageInput, ExtensionEventMap, ExtensionEventName } from "./extension-events.js";

/** The run mode an extension finds itself in. Only `tui` and `rpc` can ask the user anything. */
export type ExtensionMode = "tui" | "rpc" | "json" | "print";

/** How a notification looks. */
export type NotifyLevel = "info" | "warning" | "error";

/**
 * Talking to the user. In headless modes (`print`, `json`) nobody answers:
 * `confirm` resolves `false`, `select` and `input` resolve `undefined`, and
 * `notify` writes to stderr.
 */
export interface ExtensionUI {
  /** Lets the user pick one of `options`; `undefined` when dismissed or headless. */
  select(title: string, options: string[], dialog?: DialogOptions): Promise<string | undefined>;
  /** Asks yes or no; `false` when dismissed or headless. */
  confirm(title: string, message?: string, dialog?: DialogOptions): Promise<boolean>;
  /** Asks for a line of text; `undefined` when dismissed or headless. */
  input(title: string, placeholder?: string, dialog?: DialogOptions): Promise<string | undefined>;
  /** Shows a message without waiting. */
  notify(message: string, level?: NotifyLevel): void;
  /**
   * Multi-line text, optionally prefilled; `undefined` when dismissed. The
   * calls from here on exist only where a mode has them (RPC mode has all):
   * call them as `ctx.ui.editor?.(…)`.
   */
  editor?(title: string, prefill?: string, dialog?: DialogOptions): Promise<string | undefined>;
  /** Sets (or with `undefined` clears) a status entry. */
  setStatus?(key: string, text: string | undefined): void;
  /** Sets (or with `undefined` clears) a block of lines near the editor. */
  setWidget?(key: string, lines: string[] | undefined, options?: { placement?: "aboveEditor" | "belowEditor" }): void;
  /** Sets the window title. */
  setTitle?(title: string): void;
  /** Puts text into the user's input editor. */
  setEditorText?(text: string): void;
}

/** Options of a dialog: after `timeout` milliseconds, or once `signal` aborts, it resolves with the headless answer. */
export interface DialogOptions {
  timeout?: number;
  signal?: AbortSignal;
}

/** How full the context is, as far as Keel can tell. */
export interface ContextUsage {
  /** Estimated tokens of the next request. */
  tokens: number;
  /** The model's context window. */
  contextWindow: number;
  /** `tokens / contextWindow`, 0 to 1. */
  ratio: number;
}

/** Options of `ctx.compact()`. */
export interface CompactOptions {
  /** Extra instructions for the summary. */
  customInstructions?: string;
  onComplete?: () => void;
  onError?: (error: Error) => void;
}

/** The parts of a session an extension may read (`ctx.sessionManager`). */
export type ReadonlySession = Pick<
  SessionFile,
  "id" | "path" | "header" | "entries" | "leafId" | "getEntry" | "getBranch" | "getLabel" | "name"
>;

/**
 * What every handler receives as its second argument. Its values are live
 * (`model`, `signal`) and read from the running session.
 */
export interface ExtensionContext {
  ui: ExtensionUI;
  mode: ExtensionMode;
  /** Whether `ui` reaches a person (`tui`, `rpc`). */
  hasUI: boolean;
  /** The session's working directory. */
  cwd: string;
  /** Whether the project's own resources are loaded this run (see project trust). */
  isProjectTrusted(): boolean;
  /** The current model, if one is selected. */
  readonly model: Model | undefined;
  /** The abort signal of the running turn; `undefined` while idle. */
  readonly signal: AbortSignal | undefined;
  /** Read access to the session (entries, branch, labels), when there is one. */
  readonly sessionManager: ReadonlySession | undefined;
  /** Aborts the running turn. */
  abort(): void;
  /** Whether no run is in progress. */
  isIdle(): boolean;
  /** How full the context is, when a model is selected. */
  getContextUsage(): ContextUsage | undefined;
  /** Starts a compaction without waiting for it. */
  compact(options?: CompactOptions): void;
  /** The current system prompt. */
  getSystemPrompt(): string;
}

/** Arguments of a tool's `renderResult`. */
export interface ToolRenderResultOptions {
  /** The user asked to see everything. */
  expanded: boolean;
  /** The result is a progress update, not the final one. */
  isPartial: boolean;
}

/**
 * A tool an extension registers: every `AgentTool` field, plus a context
 * argument to `execute` and optional renderers for UIs (ignored headless).
 */
export interface ExtensionToolDefinition<TParams = Record<string, unknown>, TDetails = unknown> {
  name: string;
  label: string;
  description: string;
  /** JSON Schema (TypeBox) of the arguments; calls are validated against it. */
  parameters: object;
  /**
   * Runs the tool. Fail by resolving with `isError: true` or by throwing;
   * report progress through `onUpdate`; honour `signal`.
   */
  execute(
    toolCallId: string,
    params: TParams,
    signal: AbortSignal | undefined,
    onUpdate: AgentToolUpdateCallback<TDetails> | undefined,
    ctx: ExtensionContext,
  ): Promise<AgentToolResult<TDetails>>;
  executionMode?: ToolExecutionMode;
  prepareArguments?(raw: Record<string, unknown>): Record<string, unknown>;
  /** One line for the system prompt's tool list. */
  promptSnippet?: string;
  /** Bullets for the system prompt while the tool is active; name the tool in each. */
  promptGuidelines?: string[];
  /** `false` registers the tool inactive (enable it with `setActiveTools`). Default true. */
  defaultActive?: boolean;
  /** Draws the call in a UI. `theme` and `context` come from the UI. */
  renderCall?(args: TParams, theme: unknown, context: unknown): unknown;
  /** Draws the result in a UI. */
  renderResult?(
    result: AgentToolResult<TDetails>,
    options: ToolRenderResultOptions,
    theme: unknown,
    context: unknown,
  ): unknown;
}

/** A tool as `getAllTools()` describes it. */
export interface ToolInfo {
  name: string;
  description: string;
  parameters: object;
  promptGuidelines?: string[];
  /** `builtin`, or the path of the extension that registered it. */
  source: string;
}

/** A slash command an extension registers. */
export interface ExtensionCommand {
  description?: string;
  /** Runs `/name args`. `args` is the text after the name, trimmed. */
  handler(args: string, ctx: ExtensionContext): void | Promise<void>;
}

/** A command-line flag an extension registers (`--name`). */
export interface ExtensionFlag {
  description?: string;
  type: "boolean" | "string";
  default?: boolean | string;
}

/** Options of `exec`. */
export interface ExecOptions {
  signal?: AbortSignal;
  /** Milliseconds before the command is killed. */
  timeout?: number;
  /** Working directory. Default: the session's. */
  cwd?: string;
}

/** The outcome of `exec`. */
export interface ExecResult {
  stdout: string;
  stderr: string;
  /** Exit code; 128 + the signal number when a signal ended it. */
  code: number;
  /** Keel ended the command (timeout or abort). */
  killed: boolean;
}

/** Options of `sendMessage`. */
export interface SendMessageOptions {
  /** While a run is in progress: `steer` (default) before the next request, `followUp` when it would stop, `nextTurn` with the next prompt. */
  deliverAs?: "steer" | "followUp" | "nextTurn";
  /** When idle, start a run with this message. */
  triggerTurn?: boolean;
}

/** Options of `sendUserMessage`. */
export interface SendUserMessageOptions {
  /** Required while a run is in progress. */
  deliverAs?: "steer" | "followUp";
}

/** What a handler may return: the event's result, or nothing to change nothing. */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing is the common case and must type-check.
export type HandlerReturn<R> = R | undefined | void | Promise<R | undefined | void>;

/** A handler for event `K`. Return nothing to change nothing. */
export type ExtensionHandler<K extends ExtensionEventName> = (
  event: ExtensionEventMap[K]["event"],
  ctx: ExtensionContext,
) => HandlerReturn<ExtensionEventMap[K]["result"]>;

/** A bus extensions use to talk to each other. Handlers run in subscription order; errors are reported, not thrown. */
export interface ExtensionEventBus {
  on(channel: string, handler: (data: unknown) => void | Promise<void>): () => void;
  emit(channel: string, data?: unknown): void;
}

/**
 * What an extension's default export receives. Registration methods work
 * during load and later; the methods that act on the session need a
 * running session (calling them from the factory itself is an error that
 * says so).
 *
 * @example
 * import type { ExtensionAPI } from "@keel/coding-agent";
 * export default function (pi: ExtensionAPI) {
 *   pi.on("tool_call", (event) =>
 *     event.toolName === "bash" && String(event.input.command).includes("rm -rf")
 *       ? { block: true, reason: "rm -rf is not allowed here" }
 *       : undefined);
 * }
 */
export interface ExtensionAPI {
  /** Subscribes to an event; returns a function that removes this subscription. */
  on<K extends ExtensionEventName>(event: K, handler: NoInfer<ExtensionHandler<K>>): () => void;
  /** Registers (or replaces, by name) a tool the model can call. */
  // biome-ignore lint/suspicious/noExplicitAny: tool definitions of any parameter type are accepted.
  registerTool<TParams = any, TDetails = unknown>(tool: ExtensionToolDefinition<TParams, TDetails>): void;
  /** Registers `/name`. */
  registerCommand(name: string, command: ExtensionCommand): void;
  /** Registers `--name`. */
  registerFlag(name: string, flag: ExtensionFlag): void;
  /** The value of a flag this extension registered (its default until the command line is read). */
  getFlag(name: string): boolean | string | undefined;
  /** Registers a custom provider and its models (the `models.json` provider shape). */
  registerProvider(name: string, config: ProviderConfig): void;
  /** Adds a message to the conversation. */
  sendMessage(message: CustomMessageInput, options?: SendMessageOptions): void;
  /** Sends a user message, as if typed. */
  sendUserMessage(content: string | (TextContent | ImageContent)[], options?: SendUserMessageOptions): void;
  /** Stores extension data in the session (never sent to the model). */
  appendEntry(customType: string, data?: unknown): void;
  /** Names of the active tools. */
  getActiveTools(): string[];
  /** Every tool, active or not. */
  getAllTools(): ToolInfo[];
  /** Replaces the active tool set; takes effect at the next provider request. Unknown names are ignored. */
  setActiveTools(names: string[]): void;
  /** Switches the model; `false` when no key is configured for it. */
  setModel(model: Model): Promise<boolean>;
  getThinkingLevel(): ThinkingLevel;
  setThinkingLevel(level: ThinkingLevel): void;
  /** Runs a command without a shell. */
  exec(command: string, args: string[], options?: ExecOptions): Promise<ExecResult>;
  /** The bus between extensions. */
  events: ExtensionEventBus;
  /**
   * Registers a subagent the `task` tool offers (docs/subagents.md); it
   * replaces an agent file of the same name. Call it while the extension
   * loads: the session reads the agents once extensions are loaded.
   */
  registerAgent(agent: AgentDefinition): void;
  /**
   * Runs a subagent of this session to its end, as the `task` tool does
   * (e.g. from an extension tool or command), and resolves with its final
   * text or why it failed. Not available while the extension loads.
   */
  runSubagent(request: SubagentRequest): Promise<SubagentOutcome>;
}

/** The default export of an extension module. May be async; Keel waits for it. */
export type ExtensionFactory = (pi: ExtensionAPI) => void | Promise<void>;
