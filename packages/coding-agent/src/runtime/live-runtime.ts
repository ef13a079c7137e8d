import type { AgentMessage, QueueMode } from "@keel/agent-core";
import type { ImageContent, Model, ThinkingLevel } from "@keel/ai";
import type { McpServerStatus } from "@keel/mcp";
import type { AgentSession } from "../agent-session/agent-session.js";
import type { LoadedAgent } from "../agents/agent-definition.js";
import type { NavigateOutcome } from "../checkpoints/navigate-tree.js";
import type { RewindOptions, RewindOutcome, RewindScope } from "../checkpoints/rewind-session.js";
import type { RegisteredTool } from "../extensions/extension-registrations.js";
import { ListenerSet } from "../listener-set.js";
import type { SandboxStatus } from "../sandbox/sandbox-control.js";
import type { SessionFile } from "../session/session-file.js";
import type { SessionEntry } from "../session/session-schema.js";
import type { PermissionMode } from "../settings/permission-settings.js";
import type { ToolCliOptions } from "../tools/resolve-tool-selection.js";
import { exportRuntimeHtml } from "./export-runtime-html.js";
import { type Created, RunCoordinator } from "./run-coordinator.js";
import { runtimeCommands } from "./runtime-commands.js";
import { availableModels, nextModel, nextThinkingLevel, setSessionModel, thinkingLevels } from "./runtime-controls.js";
import type { RuntimeEvent, RuntimeListener } from "./runtime-events.js";
import {
  type ApprovalView,
  type PermissionsView,
  permissionsView,
  revokeSessionApproval,
  setSessionPermissionMode,
} from "./runtime-permissions.js";
import { navigateRuntimeTree, rewindRuntimeSession } from "./runtime-rewind.js";
import { sandboxStatus, setSandboxMode } from "./runtime-sandbox.js";
import { forkMessages, lastAssistantText, runtimeState } from "./runtime-state.js";
import { projectView, sessionEntries, sessionTreeView, themesView } from "./runtime-views.js";
import { type ReplaceReason, SessionReplacement } from "./session-replacement.js";
import type {
  CompactResult,
  ProjectView,
  PromptAccepted,
  PromptOptions,
  RunBashOptions,
  RuntimeCommand,
  RuntimeResult,
  RuntimeState,
  SessionRuntime,
  SessionRuntimeOptions,
} from "./session-runtime.js";
import { computeSessionStats, type SessionStats } from "./session-stats.js";
import type { SessionTreeNode } from "./session-tree.js";
import type { UserBashResult } from "./user-bash.js";
import { UserShell } from "./user-shell.js";

const ok = <T>(value: T): RuntimeResult<T> => ({ ok: true, value });
const fail = <T>(error: string): RuntimeResult<T> => ({ ok: false, error });

/**
 * The {@link SessionRuntime} behind `createSessionRuntime`: it owns the
 * current `createAgentSession` result and composes the run coordination
 * ({@link RunCoordinator}), the session replacement on new, switch and fork
 * ({@link SessionReplacement}), the session's controls (model, thinking
 * level, tools: `SessionControls`, reached through `runtime-controls.ts`)
 * and the user's own shell commands ({@link UserShell}).
 */
export class LiveRuntime implements SessionRuntime {
  private current: Created;
  private readonly listeners = new ListenerSet<RuntimeEvent>();
  private unsubscribeSession: () => void = () => undefined;
  private readonly shell: UserShell;
  private extensionToolList: readonly RegisteredTool[] | undefined;
  private readonly runs: RunCoordinator;
  private readonly replacement: SessionReplacement;

  constructor(
    private readonly options: SessionRuntimeOptions,
    created: Created,
  ) {
    this.current = created;
    this.shell = new UserShell({
      current: () => this.current,
      cwd: options.cwd,
      env: options.env,
      addToContext: (message) => this.runs.addToContext(message),
    });
    this.runs = new RunCoordinator({
      current: () => this.current,
      emit: (event) => this.emit(event),
      replacing: () => this.replacement.replacing,
    });
    this.replacement = new SessionReplacement(options, {
      current: () => this.current,
      quiesce: async () => {
        await this.abort();
        this.abortBash();
        await this.shell.settled();
      },
      install: (next, reason) => this.install(next, reason),
    });
    this.bind(created);
  }

  /**
   * The live session, for this package's tests only: front ends use the
   * {@link SessionRuntime} methods (the session is replaced by new, switch and fork).
   * @internal
   */
  get session(): AgentSession {
    return this.current.session;
  }

  /**
   * The whole current `createAgentSession` result, for this package's tests only.
   * @internal
   */
  get created(): Created {
    return this.current;
  }

  /**
   * The live session file, for this package's tests only.
   * @internal
   */
  get store(): SessionFile {
    return this.current.store;
  }

  private get agent(): AgentSession["agent"] {
    return this.current.session.agent;
  }

  subscribe(listener: RuntimeListener): () => void {
    return this.listeners.add(listener);
  }

  private bind(created: Created): void {
    this.current = created;
    this.extensionToolList = undefined;
    this.runs.reset();
    this.unsubscribeSession = created.session.subscribe(async (event) => {
      await this.emit(event);
      await this.runs.checkQueue();
    });
  }

  private async install(created: Created, reason: ReplaceReason): Promise<void> {
    const old = this.current;
    this.unsubscribeSession();
    this.runs.reset();
    await old.dispose(reason);
    this.bind(created);
    const file = created.store;
    await this.emit({
      type: "session_changed",
      reason,
      sessionId: file.id,
      ...(file.path === undefined ? {} : { sessionFile: file.path }),
    });
  }

  private emit(event: RuntimeEvent): Promise<void> {
    return this.listeners.emit(event);
  }

  prompt(text: string, options: PromptOptions = {}): Promise<RuntimeResult<PromptAccepted>> {
    return this.runs.prompt(text, options);
  }

  steer(text: string, images?: ImageContent[]) {
    return this.runs.queue("steer", text, images);
  }

  followUp(text: string, images?: ImageContent[]) {
    return this.runs.queue("followUp", text, images);
  }

  abort(): Promise<void> {
    return this.runs.abort();
  }

  clearQueue(): { steering: string[]; followUp: string[] } {
    return this.runs.clearQueue();
  }

  waitForIdle(): Promise<void> {
    return this.runs.waitForIdle();
  }

  newSession(options: { parentSession?: string } = {}) {
    return this.replacement.newSession(options);
  }

  switchSession(ref: string) {
    return this.replacement.switchSession(ref);
  }

  fork(entryId: string): Promise<RuntimeResult<{ text: string; cancelled: false }>> {
    return this.replacement.fork(entryId);
  }

  forkSession(ref?: string): Promise<RuntimeResult<{ cancelled: false }>> {
    return this.replacement.forkSession(ref);
  }

  setModel(provider: string, modelId: string): RuntimeResult<Model> {
    const switched = setSessionModel(this.current, provider, modelId);
    if (switched.ok) this.replacement.rememberModel(`${switched.value.provider}/${switched.value.id}`);
    return switched;
  }

  availableModels(): Model[] {
    return availableModels(this.current);
  }

  cycleModel(): { model: Model; thinkingLevel: ThinkingLevel } | undefined {
    const next = nextModel(this.current);
    if (next === undefined) return undefined;
    const switched = this.setModel(next.provider, next.id);
    if (!switched.ok) return undefined;
    return { model: switched.value, thinkingLevel: this.agent.state.thinkingLevel };
  }

  thinkingLevels(): ThinkingLevel[] {
    return thinkingLevels(this.current);
  }

  cycleThinkingLevel(): ThinkingLevel | undefined {
    const next = nextThinkingLevel(this.current);
    if (next !== undefined) this.setThinkingLevel(next);
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
    if (this.runs.busy) return fail("a run is active: abort it or wait for agent_settled before compacting");
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

  runBash(command: string, options: RunBashOptions = {}): Promise<RuntimeResult<UserBashResult>> {
    return this.shell.run(command, options);
  }

  abortBash(): boolean {
    return this.shell.abort();
  }

  setTools(cli: ToolCliOptions): RuntimeResult<{ active: string[] }> {
    const chosen = this.current.controls.chooseTools(cli);
    return chosen.ok ? ok({ active: chosen.value }) : chosen;
  }

  activeTools(): string[] {
    return this.current.controls.activeToolNames();
  }

  extensionTools(): readonly RegisteredTool[] {
    this.extensionToolList ??= this.current.extensions?.getTools() ?? [];
    return this.extensionToolList;
  }

  agents(): readonly LoadedAgent[] {
    return this.current.subagents.agents;
  }

  themes(): { selected: string | undefined; files: readonly string[]; settingsFile: string } {
    return themesView(this.current.config);
  }

  project(): ProjectView {
    return projectView(this.current.config);
  }

  state(): RuntimeState {
    return runtimeState(this.current, this.runs.busy);
  }

  messages(): AgentMessage[] {
    return this.agent.state.messages;
  }

  stats(): SessionStats {
    return computeSessionStats(this.current.store, this.agent.state.messages, this.agent.state.model);
  }

  entries(since?: string): RuntimeResult<{ entries: SessionEntry[]; leafId: string | null }> {
    return sessionEntries(this.current.store, since);
  }

  branch(leafId?: string | null): SessionEntry[] {
    const store = this.current.store;
    return leafId === undefined ? store.getBranch() : store.getBranch(leafId);
  }

  tree(): { tree: SessionTreeNode[]; leafId: string | null } {
    return sessionTreeView(this.current.store);
  }

  async rewind(
    entryId: string,
    scope: RewindScope = "both",
    options: RewindOptions = {},
  ): Promise<RuntimeResult<RewindOutcome>> {
    if (this.runs.busy) return fail("a run is active: abort it or wait for agent_settled before rewinding");
    return rewindRuntimeSession(this.current, entryId, scope, options);
  }

  async navigateTree(entryId: string, options: { summarize?: boolean } = {}): Promise<RuntimeResult<NavigateOutcome>> {
    if (this.runs.busy) return fail("a run is active: abort it or wait for agent_settled before moving in the tree");
    return navigateRuntimeTree(this.current, entryId, options);
  }

  forkMessages(): { entryId: string; text: string }[] {
    return forkMessages(this.current.store);
  }

  lastAssistantText(): string | undefined {
    return lastAssistantText(this.agent.state.messages);
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

  sandbox(): SandboxStatus {
    return sandboxStatus(this.current.sandbox);
  }

  setSandboxMode(mode: string): RuntimeResult<SandboxStatus> {
    return setSandboxMode(this.current.sandbox, mode);
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
    await this.shell.settled();
    this.unsubscribeSession();
    await this.current.dispose("quit");
  }
}
