import type { AfterToolCallHook, AgentMessage, BeforeToolCallHook } from "@keel/agent-core";
import type { ImageContent, Model } from "@keel/ai";
import type { AgentDefinition } from "../agents/agent-definition.js";
import type { SubagentRunner } from "../agents/subagent-runner.js";
import type { CompactionPreparation, CompactionReason } from "../compaction/compaction-preparation.js";
import { type Diagnostic, formatDiagnostic } from "../diagnostics.js";
import { createExtensionApi, type ExtensionRecord } from "./create-extension-api.js";
import { createEventBus } from "./event-bus.js";
import type {
  ExtensionAPI,
  ExtensionContext,
  ExtensionEventBus,
  ExtensionFactory,
  ExtensionHandler,
} from "./extension-api.js";
import { extensionCommandTable } from "./extension-command-table.js";
import {
  type BeforeAgentStartOutcome,
  type BeforeCompactOutcome,
  type DispatchSource,
  dispatchBeforeAgentStart,
  dispatchBeforeProviderRequest,
  dispatchContext,
  dispatchInput,
  dispatchNotification,
  dispatchSessionBeforeCompact,
  dispatchSessionBeforeRewind,
  dispatchToolCall,
  dispatchToolResult,
  type InputOutcome,
  type Subscription,
} from "./extension-dispatch.js";
import type {
  ExtensionEventMap,
  ExtensionEventName,
  InputSource,
  NotificationEventName,
  SessionBeforeRewindEvent,
  ToolCallEvent,
  ToolCallResult,
  ToolResultEvent,
  ToolResultPatch,
} from "./extension-events.js";
import type { ExtensionHost, RegistrationKind } from "./extension-host.js";
import {
  createExtensionContext,
  type RegisteredCommand,
  type RegisteredFlag,
  type RegisteredProvider,
  type RegisteredTool,
} from "./extension-registrations.js";
import { extensionToolHooks } from "./extension-tool-hooks.js";
import type { TextSink } from "./headless-ui.js";
import { describe, type ImportExtensionOptions, importExtension } from "./import-extension.js";

/** Options of {@link ExtensionRunner}. */
export interface ExtensionRunnerOptions extends ImportExtensionOptions {
  host: ExtensionHost;
  /** Where problems are printed and where headless `notify` writes. Default: `process.stderr`. */
  stderr?: TextSink;
}

/**
 * Loads extensions, keeps what they register, and dispatches events to
 * their handlers in load order. A broken extension (one that does not
 * load, whose factory throws, or whose handler throws) becomes a
 * diagnostic naming its file and what failed, printed to `stderr`; the
 * agent goes on without it.
 *
 * @example
 * const runner = new ExtensionRunner({ host });
 * await runner.load(["/home/me/.keel/extensions/gate.ts"]);
 * const hooks = runner.toolHooks(); // beforeToolCall / afterToolCall for the agent loop
 */
export class ExtensionRunner {
  /** Every problem reported so far. */
  readonly diagnostics: Diagnostic[] = [];
  /** The bus shared by all extensions of this runner. */
  readonly events: ExtensionEventBus;
  private readonly host: ExtensionHost;
  private readonly stderr: TextSink;
  private readonly aliases: Record<string, string> | undefined;
  private readonly loaded: ExtensionRecord[] = [];
  private readonly tools = new Map<string, RegisteredTool>();
  private readonly flags = new Map<string, RegisteredFlag>();
  private readonly flagValues = new Map<string, boolean | string>();
  private readonly providers = new Map<string, RegisteredProvider>();
  private readonly agents: { agent: AgentDefinition; extensionPath: string }[] = [];
  private subagents: Pick<SubagentRunner, "run"> | undefined;
  private loading = 0;
  private readonly source: DispatchSource;

  constructor(options: ExtensionRunnerOptions) {
    this.host = options.host;
    this.stderr = options.stderr ?? process.stderr;
    this.aliases = options.aliases;
    this.events = createEventBus((channel, error) =>
      this.report({
        severity: "error",
        source: "extension event bus",
        message: `a "${channel}" subscriber failed: ${describe(error)}`,
      }),
    );
    this.source = {
      subscriptions: <K extends ExtensionEventName>(event: K): Subscription<K>[] =>
        this.loaded.flatMap((ext) =>
          (ext.handlers.get(event) ?? []).map((handler) => ({
            extensionPath: ext.path,
            handler: handler as unknown as ExtensionHandler<K>,
          })),
        ),
      contextFor: (path) => this.contextFor(path),
      reportHandlerError: (path, event, error) =>
        this.report({
          severity: "error",
          source: path,
          message: `"${event}" handler failed: ${describe(error)}`,
          hint: "The agent goes on; this extension may not work as intended.",
        }),
    };
  }

  /** Paths of the extensions loaded, in load order. */
  get extensionPaths(): string[] {
    return this.loaded.map((ext) => ext.path);
  }

  /** Loads extension files (or folders with an `index.ts|js`) in order; broken ones are reported and skipped. */
  async load(paths: readonly string[]): Promise<void> {
    for (const path of paths) {
      const imported = await importExtension(path, this.aliases === undefined ? {} : { aliases: this.aliases });
      if (!imported.ok) {
        this.report(imported.diagnostic);
        continue;
      }
      await this.loadFactory(imported.factory, imported.path);
    }
  }

  /**
   * Runs one extension factory (awaiting an async one). When it throws,
   * everything it registered is dropped and the failure is reported.
   * Returns whether it loaded.
   *
   * @param path - the name the extension is reported under (its file).
   */
  async loadFactory(factory: ExtensionFactory | ((pi: ExtensionAPI) => unknown), path: string): Promise<boolean> {
    const ext: ExtensionRecord = { path, handlers: new Map(), commands: [] };
    const staged = {
      tools: [] as RegisteredTool[],
      flags: [] as RegisteredFlag[],
      providers: [] as RegisteredProvider[],
    };
    const stagedAgents: AgentDefinition[] = [];
    this.loading++;
    try {
      await factory(
        createExtensionApi(ext, this.host, this.events, {
          loading: () => !this.loaded.includes(ext),
          staged,
          contextFor: (p) => this.contextFor(p),
          addTool: (tool) => this.addTool(tool),
          addFlag: (flag) => this.addFlag(flag),
          addProvider: (provider) => this.providers.set(provider.name, provider),
          addAgent: (agent) => stagedAgents.push(agent),
          runSubagent: (request) =>
            this.subagents?.run(request) ??
            Promise.resolve({ ok: false, error: "this session runs no subagents (no createAgentSession session)" }),
          changed: (kind) => this.changed(kind),
          flagValue: (name) => {
            const flag = this.flags.get(name) ?? staged.flags.find((f) => f.name === name);
            if (flag === undefined || flag.extensionPath !== ext.path) return undefined;
            return this.flagValues.get(name) ?? flag.flag.default;
          },
        }),
      );
    } catch (error) {
      this.report({
        severity: "error",
        source: path,
        message: `extension factory failed: ${describe(error)}`,
        hint: "The run goes on without this extension; fix it and start again.",
      });
      return false;
    } finally {
      this.loading--;
    }
    this.loaded.push(ext);
    for (const tool of staged.tools) this.addTool(tool);
    for (const flag of staged.flags) this.addFlag(flag);
    for (const provider of staged.providers) this.providers.set(provider.name, provider);
    for (const agent of stagedAgents) this.agents.push({ agent, extensionPath: path });
    return true;
  }

  /** Agents extensions registered (`registerAgent`), with the registering extension's path, in order. */
  getAgents(): { agent: AgentDefinition; extensionPath: string }[] {
    return [...this.agents];
  }

  /** Lets extensions run the session's subagents (`runSubagent`). */
  useSubagents(subagents: Pick<SubagentRunner, "run">): void {
    this.subagents = subagents;
  }

  /** Tools registered by extensions, in registration order (a later registration of a name replaces the earlier). */
  getTools(): RegisteredTool[] {
    return [...this.tools.values()];
  }

  /** Commands registered by extensions, with the name to invoke each by. */
  getCommands(): RegisteredCommand[] {
    return extensionCommandTable(this.loaded).map((row) => row.registered);
  }

  /**
   * Runs `/invocation args`. Returns `false` when no extension command has
   * that name; a handler that throws is reported and counts as run.
   */
  async runCommand(invocation: string, args: string): Promise<boolean> {
    const row = extensionCommandTable(this.loaded).find((r) => r.registered.invocation === invocation);
    if (row === undefined) return false;
    try {
      await row.command.handler(args.trim(), this.contextFor(row.registered.extensionPath));
    } catch (error) {
      this.report({
        severity: "error",
        source: row.registered.extensionPath,
        message: `command "/${invocation}" failed: ${describe(error)}`,
      });
    }
    return true;
  }

  /** Flags registered by extensions. */
  getFlags(): RegisteredFlag[] {
    return [...this.flags.values()];
  }

  /** Sets a flag's value from the command line. */
  setFlagValue(name: string, value: boolean | string): void {
    this.flagValues.set(name, value);
  }

  /** Providers registered by extensions. */
  getProviders(): RegisteredProvider[] {
    return [...this.providers.values()];
  }

  /** Whether any extension handles `event` (to skip work nobody watches). */
  hasHandlers(event: ExtensionEventName): boolean {
    return this.loaded.some((ext) => (ext.handlers.get(event)?.length ?? 0) > 0);
  }

  /** Dispatches a notification event (lifecycle, agent and session events). */
  emit<K extends NotificationEventName>(payload: ExtensionEventMap[K]["event"] & { type: K }): Promise<void> {
    return dispatchNotification(this.source, payload.type as K, payload);
  }

  /** `tool_call`: see {@link dispatchToolCall}. */
  emitToolCall(event: ToolCallEvent): Promise<ToolCallResult | undefined> {
    return dispatchToolCall(this.source, event);
  }

  /** `tool_result`: see {@link dispatchToolResult}. */
  emitToolResult(event: ToolResultEvent): Promise<ToolResultPatch> {
    return dispatchToolResult(this.source, event);
  }

  /** `context`: the messages to send in the next request. */
  emitContext(messages: AgentMessage[]): Promise<AgentMessage[]> {
    return dispatchContext(this.source, messages);
  }

  /** `before_provider_request`: the payload to send. */
  emitBeforeProviderRequest(payload: unknown, model: Model): Promise<unknown> {
    return dispatchBeforeProviderRequest(this.source, payload, model);
  }

  /** `before_agent_start`: the system prompt for the run and messages to add. */
  emitBeforeAgentStart(
    prompt: string,
    images: ImageContent[] | undefined,
    systemPrompt: string,
  ): Promise<BeforeAgentStartOutcome> {
    return dispatchBeforeAgentStart(this.source, prompt, images, systemPrompt);
  }

  /** `input`: the input to go on with, or that an extension handled it. */
  emitInput(text: string, images: ImageContent[] | undefined, source: InputSource): Promise<InputOutcome> {
    return dispatchInput(this.source, text, images, source);
  }

  /** `session_before_compact`: whether to cancel, use an extension's summary, or go on. */
  emitSessionBeforeCompact(
    preparation: CompactionPreparation,
    reason: CompactionReason,
    signal: AbortSignal,
    customInstructions?: string,
  ): Promise<BeforeCompactOutcome> {
    return dispatchSessionBeforeCompact(this.source, preparation, reason, signal, customInstructions);
  }

  /** `session_before_rewind`: `true` when a handler cancelled the rewind. */
  emitSessionBeforeRewind(event: SessionBeforeRewindEvent): Promise<boolean> {
    return dispatchSessionBeforeRewind(this.source, event);
  }

  /** `beforeToolCall` / `afterToolCall` hooks for `@keel/agent-core` that run `tool_call` and `tool_result`. */
  toolHooks(): { beforeToolCall: BeforeToolCallHook; afterToolCall: AfterToolCallHook } {
    return extensionToolHooks(this);
  }

  /**
   * The loop hooks that run extension events: `tool_call`, `tool_result`,
   * and `context` (as `transformContext`). Spread into the agent loop config.
   */
  agentHooks(): {
    beforeToolCall: BeforeToolCallHook;
    afterToolCall: AfterToolCallHook;
    transformContext: (messages: AgentMessage[]) => Promise<AgentMessage[]>;
  } {
    return { ...this.toolHooks(), transformContext: (messages) => this.emitContext(messages) };
  }

  /** The provider-request hook that runs `before_provider_request`; put it in the loop's `streamOptions`. */
  streamHooks(): { onPayload: (payload: unknown, model: Model) => Promise<unknown> } {
    return { onPayload: (payload, model) => this.emitBeforeProviderRequest(payload, model) };
  }

  private report(diagnostic: Diagnostic): void {
    this.diagnostics.push(diagnostic);
    this.stderr.write(`${formatDiagnostic(diagnostic)}\n`);
  }

  private changed(kind: RegistrationKind): void {
    if (this.loading === 0) this.host.onRegistrationChanged?.(kind);
  }

  private addTool(tool: RegisteredTool): void {
    const previous = this.tools.get(tool.tool.name);
    if (previous !== undefined && previous.extensionPath !== tool.extensionPath) {
      this.report({
        severity: "warning",
        source: tool.extensionPath,
        message: `tool "${tool.tool.name}" replaces the one registered by ${previous.extensionPath}`,
      });
    }
    this.tools.delete(tool.tool.name);
    this.tools.set(tool.tool.name, tool);
  }

  private addFlag(flag: RegisteredFlag): void {
    const previous = this.flags.get(flag.name);
    if (previous !== undefined) {
      this.report({
        severity: "warning",
        source: flag.extensionPath,
        message: `flag "--${flag.name}" is already registered by ${previous.extensionPath}; this one is ignored`,
      });
      return;
    }
    this.flags.set(flag.name, flag);
  }

  private contextFor(path: string): ExtensionContext {
    const ext = this.loaded.find((e) => e.path === path);
    if (ext?.context !== undefined) return ext.context;
    const context = createExtensionContext(this.host, this.stderr);
    if (ext !== undefined) ext.context = context;
    return context;
  }
}
