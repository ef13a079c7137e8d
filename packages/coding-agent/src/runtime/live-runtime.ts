import { dirname } from "node:path";
import type { AgentMessage, QueueMode } from "@keel/agent-core";
import type { ImageContent, Model, ThinkingLevel, UserMessage } from "@keel/ai";
import type { McpServerStatus } from "@keel/mcp";
import type { AgentSession } from "../agent-session/agent-session.js";
import { formatDiagnostic } from "../diagnostics.js";
import { userHomeDir } from "../home/keel-home.js";
import { knownModels } from "../models/known-models.js";
import { keyStatus } from "../models/resolve-api-key.js";
import type { PermissionMode } from "../permissions/permission-settings.js";
import { expandPromptInput } from "../resources/skill-command.js";
import type { SessionFile } from "../session/session-file.js";
import { forkSession } from "../session/session-list.js";
import type { SessionEntry } from "../session/session-schema.js";
import { type CreateAgentSessionResult, createAgentSession } from "../startup/create-agent-session.js";
import type { SessionChoice } from "../startup/open-session-store.js";
import type { ToolCliOptions } from "../tools/resolve-tool-selection.js";
import { sessionOutputSpill } from "../tools/session-output-folder.js";
import { exportRuntimeHtml } from "./export-runtime-html.js";
import { messageText } from "./message-text.js";
import { runtimeCommands } from "./runtime-commands.js";
import type { RuntimeEvent, RuntimeListener } from "./runtime-events.js";
import {
  type ApprovalView,
  type PermissionsView,
  permissionsView,
  revokeSessionApproval,
  setSessionPermissionMode,
} from "./runtime-permissions.js";
import type {
  CompactResult,
  PromptAccepted,
  PromptDisposition,
  PromptOptions,
  RunBashOptions,
  RuntimeCommand,
  RuntimeResult,
  RuntimeState,
  SessionRuntime,
  SessionRuntimeOptions,
} from "./session-runtime.js";
import { computeSessionStats, type SessionStats } from "./session-stats.js";
import { buildSessionTree, entriesSince, type SessionTreeNode } from "./session-tree.js";
import { runUserBash, type UserBashResult, userBashMessage } from "./user-bash.js";

/** A started session. */
type Created = Extract<CreateAgentSessionResult, { ok: true }>;

const THINKING_LEVELS: readonly ThinkingLevel[] = ["off", "minimal", "low", "medium", "high", "xhigh"];

const ok = <T>(value: T): RuntimeResult<T> => ({ ok: true, value });
const fail = <T>(error: string): RuntimeResult<T> => ({ ok: false, error });

function userMessage(text: string, images: readonly ImageContent[] | undefined): UserMessage {
  return {
    role: "user",
    content: images && images.length > 0 ? [{ type: "text", text }, ...images] : text,
    timestamp: Date.now(),
  };
}

/**
 * The {@link SessionRuntime} behind `createSessionRuntime`: it owns the
 * current `createAgentSession` result and replaces it on new, switch and fork.
 */
export class LiveRuntime implements SessionRuntime {
  private current: Created;
  private readonly listeners = new Set<RuntimeListener>();
  private unsubscribeSession: () => void = () => undefined;
  private run: Promise<void> | undefined;
  private abortRequested = false;
  private bash: { controller: AbortController; done: Promise<unknown> } | undefined;
  private pendingContext: UserMessage[] = [];
  private lastQueue = "";
  private modelOverride: string | undefined;
  private switching = false;

  constructor(
    private readonly options: SessionRuntimeOptions,
    created: Created,
  ) {
    this.current = created;
    this.bind(created);
  }

  get session(): AgentSession {
    return this.current.session;
  }

  get store(): SessionFile {
    return this.current.store;
  }

  get created(): Created {
    return this.current;
  }

  private get agent(): AgentSession["agent"] {
    return this.current.session.agent;
  }

  private get busy(): boolean {
    return this.run !== undefined || this.agent.state.isStreaming;
  }

  subscribe(listener: RuntimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private bind(created: Created): void {
    this.current = created;
    this.lastQueue = "";
    this.unsubscribeSession = created.session.subscribe(async (event) => {
      await this.emit(event);
      await this.checkQueue();
    });
  }

  private async emit(event: RuntimeEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (error) {
        process.stderr.write(
          `keel: a listener of ${event.type} failed: ${error instanceof Error ? error.message : String(error)}\n`,
        );
      }
    }
  }

  private queueTexts(): { steering: string[]; followUp: string[] } {
    return {
      steering: this.agent.queuedSteeringMessages.map(messageText),
      followUp: this.agent.queuedFollowUpMessages.map(messageText),
    };
  }

  /** Emits `queue_update` when either queue differs from the last one reported. */
  private async checkQueue(): Promise<void> {
    const queue = this.queueTexts();
    const key = JSON.stringify(queue);
    if (key === this.lastQueue) return;
    const first = this.lastQueue === "";
    this.lastQueue = key;
    if (first && queue.steering.length === 0 && queue.followUp.length === 0) return;
    await this.emit({ type: "queue_update", ...queue });
  }

  private extensionCommand(text: string): { name: string; args: string } | undefined {
    const match = /^\/([^\s/]+)(?:\s+([\s\S]*))?$/.exec(text.trim());
    const name = match?.[1];
    if (name === undefined) return undefined;
    const known = this.current.extensions?.getCommands().some((command) => command.invocation === name) ?? false;
    return known ? { name, args: match?.[2] ?? "" } : undefined;
  }

  private expand(text: string): RuntimeResult<string> {
    const expanded = expandPromptInput(text, this.current.promptTemplates, this.current.skills);
    return expanded.ok ? ok(expanded.text) : fail(expanded.message);
  }

  async prompt(text: string, options: PromptOptions = {}): Promise<RuntimeResult<PromptAccepted>> {
    if (this.switching) return fail("the session is being replaced (new, switch or fork): send the prompt again after");
    const command = this.extensionCommand(text);
    if (command !== undefined) {
      await this.current.extensions?.runCommand(command.name, command.args);
      return ok({ disposition: "handled", settled: Promise.resolve() });
    }
    const expanded = this.expand(text);
    if (!expanded.ok) return expanded;
    const message = userMessage(expanded.value, options.images);
    if (this.busy) {
      if (options.streamingBehavior === undefined) {
        return fail(
          'a run is active: send the prompt with "streamingBehavior": "steer" or "followUp", or wait for agent_settled',
        );
      }
      if (options.streamingBehavior === "steer") this.agent.steer(message);
      else this.agent.followUp(message);
      await this.checkQueue();
      return ok({ disposition: "queued", settled: this.run ?? Promise.resolve() });
    }
    return this.start(message);
  }

  private async start(message: UserMessage): Promise<RuntimeResult<PromptAccepted>> {
    const { session } = this.current;
    const agent = session.agent;
    this.abortRequested = false;
    this.flushPendingContext();
    let decide!: (outcome: PromptDisposition | Error) => void;
    const decided = new Promise<PromptDisposition | Error>((resolve) => {
      decide = resolve;
    });
    const off = session.subscribe((event) => {
      if (event.type === "agent_start") decide("started");
    });
    const whole = (async () => {
      let ran = false;
      try {
        ran = await session.prompt(message);
        decide(ran ? "started" : "handled");
        // A message queued as the run ended would otherwise wait for the next prompt.
        while (ran && !this.abortRequested && agent.hasQueuedMessages()) {
          try {
            await session.continue();
          } catch {
            break;
          }
        }
      } catch (error) {
        decide(error instanceof Error ? error : new Error(String(error)));
      } finally {
        off();
        this.run = undefined;
        this.flushPendingContext();
        if (ran) {
          const aborted = this.abortRequested || session.lastAssistantMessage()?.stopReason === "aborted";
          await this.emit({ type: "agent_settled", aborted });
        }
      }
    })();
    this.run = whole;
    const outcome = await decided;
    if (outcome instanceof Error) return fail(`the prompt could not start: ${outcome.message}`);
    return ok({ disposition: outcome, settled: whole });
  }

  private async queue(kind: "steer" | "followUp", text: string, images: ImageContent[] | undefined) {
    if (this.extensionCommand(text) !== undefined) {
      return fail<{ disposition: "queued" }>("extension commands cannot be queued: send them with prompt");
    }
    const expanded = this.expand(text);
    if (!expanded.ok) return expanded;
    const message = userMessage(expanded.value, images);
    if (kind === "steer") this.agent.steer(message);
    else this.agent.followUp(message);
    await this.checkQueue();
    return ok({ disposition: "queued" as const });
  }

  steer(text: string, images?: ImageContent[]) {
    return this.queue("steer", text, images);
  }

  followUp(text: string, images?: ImageContent[]) {
    return this.queue("followUp", text, images);
  }

  async abort(): Promise<void> {
    this.abortRequested = true;
    this.current.session.abort();
    await this.run;
    await this.agent.waitForIdle();
  }

  clearQueue(): { steering: string[]; followUp: string[] } {
    const queue = this.queueTexts();
    this.agent.clearAllQueues();
    void this.checkQueue();
    return queue;
  }

  async waitForIdle(): Promise<void> {
    await this.run;
    await this.agent.waitForIdle();
  }

  /** Adds a message to the context now, or after the run when one is active. */
  private addToContext(message: UserMessage): void {
    if (this.busy) {
      this.pendingContext.push(message);
      return;
    }
    this.current.controls.appendToContext(message);
  }

  private flushPendingContext(): void {
    const pending = this.pendingContext;
    if (pending.length === 0 || this.agent.state.isStreaming) return;
    this.pendingContext = [];
    for (const message of pending) this.current.controls.appendToContext(message);
  }

  private async replace(
    choice: SessionChoice,
    reason: "new" | "resume" | "fork",
  ): Promise<RuntimeResult<{ cancelled: false }>> {
    if (this.switching) return fail("another new/switch/fork is in progress");
    this.switching = true;
    try {
      await this.abort();
      this.abortBash();
      await this.bash?.done;
      const { name: _name, onDiagnostics: _onDiagnostics, ...base } = this.options;
      const model =
        reason === "new" && this.modelOverride !== undefined
          ? { ...base.model, model: this.modelOverride }
          : base.model;
      const created = await createAgentSession({ ...base, session: choice, ...(model ? { model } : {}) });
      if (!created.ok) {
        const errors = created.diagnostics.filter((d) => d.severity === "error");
        return fail((errors.length > 0 ? errors : created.diagnostics).map(formatDiagnostic).join("\n"));
      }
      if (created.diagnostics.length > 0) this.options.onDiagnostics?.(created.diagnostics);
      const old = this.current;
      this.unsubscribeSession();
      this.pendingContext = [];
      if (reason !== "new") this.modelOverride = undefined;
      await old.dispose(reason);
      this.bind(created);
      const file = created.store;
      await this.emit({
        type: "session_changed",
        reason,
        sessionId: file.id,
        ...(file.path === undefined ? {} : { sessionFile: file.path }),
      });
      return ok({ cancelled: false as const });
    } finally {
      this.switching = false;
    }
  }

  newSession(options: { parentSession?: string } = {}) {
    return this.replace(
      { kind: "new", ...(options.parentSession === undefined ? {} : { parentSession: options.parentSession }) },
      "new",
    );
  }

  switchSession(ref: string) {
    return this.replace({ kind: "open", ref }, "resume");
  }

  async fork(entryId: string): Promise<RuntimeResult<{ text: string; cancelled: false }>> {
    const store = this.current.store;
    const entry = store.getEntry(entryId);
    if (entry === undefined) return fail(`no session entry has id "${entryId}"; get_entries lists them`);
    if (entry.type !== "message" || entry.message.role !== "user") {
      return fail(`entry "${entryId}" is not a user message: fork starts again before one of your prompts`);
    }
    if (!store.getBranch().some((onBranch) => onBranch.id === entryId)) {
      return fail(`entry "${entryId}" is not on the current branch`);
    }
    if (store.path === undefined) {
      return fail("a session kept in memory (--no-session) cannot be forked: a fork is a new session file");
    }
    const copy = forkSession(store, { dir: dirname(store.path), cwd: this.options.cwd, leafId: entry.parentId });
    copy.close();
    const path = copy.path as string;
    const switched = await this.replace({ kind: "open", ref: path }, "fork");
    if (!switched.ok) return switched;
    return ok({ text: messageText(entry.message), cancelled: false as const });
  }

  forkSession(ref?: string): Promise<RuntimeResult<{ cancelled: false }>> {
    const source = ref ?? this.current.store.path;
    if (source === undefined) {
      return Promise.resolve(
        fail("a session kept in memory (--no-session) cannot be cloned: a copy is a new session file"),
      );
    }
    return this.replace({ kind: "fork", ref: source }, "fork");
  }

  setModel(provider: string, modelId: string): RuntimeResult<Model> {
    const model = knownModels().find((m) => m.provider === provider && m.id === modelId);
    if (model === undefined) {
      return fail(`no model "${provider}/${modelId}" is known; get_available_models lists the usable ones`);
    }
    const switched = this.current.controls.setModel(model);
    if (!switched.ok) return switched;
    this.modelOverride = `${model.provider}/${model.id}`;
    return ok(model);
  }

  availableModels(): Model[] {
    const sources = this.current.keySources;
    const current = this.agent.state.model;
    const usable = knownModels().filter((m) => sources === undefined || keyStatus(m, sources) !== "missing");
    return usable.some((m) => m.provider === current.provider && m.id === current.id) ? usable : [current, ...usable];
  }

  cycleModel(): { model: Model; thinkingLevel: ThinkingLevel } | undefined {
    const models = this.availableModels();
    if (models.length < 2) return undefined;
    const current = this.agent.state.model;
    const at = models.findIndex((m) => m.provider === current.provider && m.id === current.id);
    const next = models[(at + 1) % models.length] as Model;
    const switched = this.setModel(next.provider, next.id);
    if (!switched.ok) return undefined;
    return { model: switched.value, thinkingLevel: this.agent.state.thinkingLevel };
  }

  thinkingLevels(): ThinkingLevel[] {
    return this.agent.state.model.reasoning ? [...THINKING_LEVELS] : ["off"];
  }

  cycleThinkingLevel(): ThinkingLevel | undefined {
    const levels = this.thinkingLevels();
    if (levels.length < 2) return undefined;
    const next = levels[(levels.indexOf(this.agent.state.thinkingLevel) + 1) % levels.length] as ThinkingLevel;
    this.setThinkingLevel(next);
    return next;
  }

  setThinkingLevel(level: ThinkingLevel): void {
    this.current.controls.setThinkingLevel(level);
  }

  setSteeringMode(mode: QueueMode): void {
    this.agent.steeringMode = mode;
  }

  setFollowUpMode(mode: QueueMode): void {
    this.agent.followUpMode = mode;
  }

  async compact(customInstructions?: string): Promise<RuntimeResult<CompactResult>> {
    if (this.busy) return fail("a run is active: abort it or wait for agent_settled before compacting");
    const outcome = await this.current.session.compact(customInstructions);
    if (!outcome.ok) return fail(outcome.errorMessage);
    return ok({
      summary: outcome.summary,
      firstKeptEntryId: outcome.firstKeptEntryId,
      tokensBefore: outcome.tokensBefore,
      estimatedTokensAfter: outcome.tokensAfter,
    });
  }

  setAutoCompaction(enabled: boolean): void {
    this.current.session.setAutoCompaction(enabled);
  }

  setAutoRetry(enabled: boolean): void {
    this.current.session.setAutoRetry(enabled);
  }

  abortRetry(): void {
    this.current.session.abortRetry();
  }

  async runBash(command: string, options: RunBashOptions = {}): Promise<RuntimeResult<UserBashResult>> {
    if (this.bash !== undefined) return fail("a shell command is already running: abort_bash stops it");
    if (command.trim() === "") return fail("the shell command is empty");
    const { settings } = this.current.config;
    const controller = new AbortController();
    const spill = sessionOutputSpill(this.current.store.path, settings.sessionOutputMaxBytes);
    const running = runUserBash({
      command,
      cwd: this.options.cwd,
      processes: this.current.processes,
      ...(spill ? { spill } : {}),
      homeDir: userHomeDir(this.options.env),
      ...(settings.shellPath ? { shellPath: settings.shellPath } : {}),
      ...(settings.shellCommandPrefix ? { shellCommandPrefix: settings.shellCommandPrefix } : {}),
      signal: controller.signal,
      ...(options.onOutput ? { onOutput: options.onOutput } : {}),
    });
    this.bash = { controller, done: running.catch(() => undefined) };
    try {
      const result = await running;
      if (options.excludeFromContext) this.current.store.appendCustom("user_bash", { command, ...result });
      else this.addToContext(userBashMessage(command, result, Date.now()));
      return ok(result);
    } finally {
      this.bash = undefined;
    }
  }

  abortBash(): boolean {
    if (this.bash === undefined) return false;
    this.bash.controller.abort();
    return true;
  }

  setTools(cli: ToolCliOptions): RuntimeResult<{ active: string[] }> {
    const chosen = this.current.controls.chooseTools(cli);
    return chosen.ok ? ok({ active: chosen.value }) : chosen;
  }

  state(): RuntimeState {
    const { session, store } = this.current;
    const agent = session.agent;
    const name = store.name;
    return {
      model: agent.state.model,
      thinkingLevel: agent.state.thinkingLevel,
      isStreaming: this.busy,
      isCompacting: session.isCompacting,
      steeringMode: agent.steeringMode,
      followUpMode: agent.followUpMode,
      ...(store.path === undefined ? {} : { sessionFile: store.path }),
      sessionId: store.id,
      ...(name === undefined ? {} : { sessionName: name }),
      autoCompactionEnabled: session.autoCompactionEnabled,
      autoRetryEnabled: session.autoRetryEnabled,
      messageCount: agent.state.messages.length,
      pendingMessageCount: agent.queuedSteeringMessages.length + agent.queuedFollowUpMessages.length,
    };
  }

  messages(): AgentMessage[] {
    return this.agent.state.messages;
  }

  stats(): SessionStats {
    return computeSessionStats(this.current.store, this.agent.state.messages, this.agent.state.model);
  }

  entries(since?: string): RuntimeResult<{ entries: SessionEntry[]; leafId: string | null }> {
    const store = this.current.store;
    const entries = entriesSince(store, since);
    if (entries === undefined) return fail(`no session entry has id "${since}"; omit since for every entry`);
    return ok({ entries, leafId: store.leafId });
  }

  tree(): { tree: SessionTreeNode[]; leafId: string | null } {
    const store = this.current.store;
    return { tree: buildSessionTree(store), leafId: store.leafId };
  }

  forkMessages(): { entryId: string; text: string }[] {
    return this.current.store
      .getBranch()
      .flatMap((entry) =>
        entry.type === "message" && entry.message.role === "user"
          ? [{ entryId: entry.id, text: messageText(entry.message) }]
          : [],
      );
  }

  lastAssistantText(): string | undefined {
    const messages = this.agent.state.messages;
    for (let i = messages.length - 1; i >= 0; i--) {
      const message = messages[i] as AgentMessage;
      if ((message as { role?: unknown }).role !== "assistant") continue;
      const text = messageText(message);
      if (text.trim() !== "") return text;
    }
    return undefined;
  }

  setSessionName(name: string | undefined): void {
    this.current.store.appendSessionInfo(name);
    void this.emit(name === undefined ? { type: "session_info_changed" } : { type: "session_info_changed", name });
  }

  commands(): RuntimeCommand[] {
    return runtimeCommands(this.current);
  }

  mcpStatus(): McpServerStatus[] {
    return this.current.mcp?.status() ?? [];
  }

  permissions(): Promise<PermissionsView> {
    return permissionsView(this.current.config, this.current.permissions);
  }

  revokeApproval(rule: string): Promise<RuntimeResult<{ removed: ApprovalView[] }>> {
    return revokeSessionApproval(this.current.config, this.current.permissions, rule);
  }

  setPermissionMode(mode: PermissionMode | string): RuntimeResult<PermissionMode> {
    return setSessionPermissionMode(this.current.permissions, mode, this.options.permissions, process.getuid?.() === 0);
  }

  exportHtml(outputPath?: string): Promise<RuntimeResult<{ path: string }>> {
    return exportRuntimeHtml(this.current.store, this.options.cwd, outputPath);
  }

  async dispose(): Promise<void> {
    await this.abort();
    this.abortBash();
    await this.bash?.done;
    this.unsubscribeSession();
    await this.current.dispose("quit");
  }
}
