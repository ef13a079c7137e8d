import type { AgentMessage, QueueMode } from "@keel/agent-core";
import type { ImageContent, Model, ThinkingLevel } from "@keel/ai";
import type { McpServerStatus } from "@keel/mcp";
import type { LoadedAgent } from "../agents/agent-definition.js";
import type { NavigateOutcome } from "../checkpoints/navigate-tree.js";
import type { RewindOptions, RewindOutcome, RewindScope } from "../checkpoints/rewind-session.js";
import type { Diagnostic } from "../diagnostics.js";
import type { RegisteredTool } from "../extensions/extension-registrations.js";
import type { SandboxStatus } from "../sandbox/sandbox-control.js";
import type { SessionEntry } from "../session/session-schema.js";
import type { PermissionMode } from "../settings/permission-settings.js";
import type { CreateAgentSessionOptions } from "../startup/create-agent-session.js";
import type { ToolCliOptions } from "../tools/resolve-tool-selection.js";
import type { ProjectConfig } from "../trust/find-project-config.js";
import type { RuntimeListener } from "./runtime-events.js";
import type { ApprovalView, PermissionsView } from "./runtime-permissions.js";
import type { RuntimeResult } from "./runtime-result.js";
import type { SessionStats } from "./session-stats.js";
import type { SessionTreeNode } from "./session-tree.js";
import type { UserBashResult } from "./user-bash.js";

export type { RuntimeResult };

/** What happened to a submitted prompt. */
export type PromptDisposition = "started" | "queued" | "handled";

/** Options of {@link SessionRuntime.prompt}. */
export interface PromptOptions {
  images?: ImageContent[];
  /** Required while a run is active: queue the prompt as steering or as a follow-up. */
  streamingBehavior?: "steer" | "followUp";
}

/** A prompt the runtime accepted. */
export interface PromptAccepted {
  /** `started` a run, `queued` it during one, or `handled` by an extension command or input handler. */
  disposition: PromptDisposition;
  /** Resolves when the runtime settled (`agent_settled`); at once for `handled`. Never rejects. */
  settled: Promise<void>;
}

/** The runtime's state (RPC `get_state`). */
export interface RuntimeState {
  model: Model;
  thinkingLevel: ThinkingLevel;
  /** A run (or its retries, compaction, queued messages) is in progress. */
  isStreaming: boolean;
  isCompacting: boolean;
  steeringMode: QueueMode;
  followUpMode: QueueMode;
  /** Absent for a session kept in memory. */
  sessionFile?: string;
  sessionId: string;
  sessionName?: string;
  autoCompactionEnabled: boolean;
  autoRetryEnabled: boolean;
  /** Messages in the transcript the model sees. */
  messageCount: number;
  /** Queued steering and follow-up messages. */
  pendingMessageCount: number;
}

/** A command a prompt can run with `/name` (RPC `get_commands`). */
export interface RuntimeCommand {
  name: string;
  description?: string;
  /** `extension`: registered by an extension; `prompt`: a prompt template file; `skill`: a skill (`skill:name`). */
  source: "extension" | "prompt" | "skill";
  /** The extension, template or `SKILL.md` file. */
  path: string;
}

/** What a compaction did (RPC `compact`). */
export interface CompactResult {
  summary: string;
  firstKeptEntryId: string;
  tokensBefore: number;
  /** Estimated tokens of the rebuilt context right after compaction. */
  estimatedTokensAfter: number;
}

/** Options of {@link SessionRuntime.runBash}. */
export interface RunBashOptions {
  /** Receives the output as it arrives. */
  onOutput?: (text: string) => void;
  /** Keep the output in the session file but out of the model's context. */
  excludeFromContext?: boolean;
}

/** This folder's project configuration and the trust decision about it (`/trust`, the footer). */
export interface ProjectView {
  /** The project's `.keel/` configuration; absent when the folder has none. */
  config?: ProjectConfig;
  /** Whether this session uses the project's configuration. */
  trusted: boolean;
  /** The file trust decisions are saved in (`$KEEL_HOME/trust.json`). */
  trustFile: string;
}

/** Options of {@link createSessionRuntime}: those of `createAgentSession`, plus where later diagnostics go. */
export interface SessionRuntimeOptions extends CreateAgentSessionOptions {
  /** Warnings and notes from sessions created later (new, switched, forked). Default: dropped. */
  onDiagnostics?: (diagnostics: readonly Diagnostic[]) => void;
}

/**
 * A coding-agent session behind a front end (RPC mode, the terminal UI,
 * another distribution): it owns the current `createAgentSession` result
 * and replaces it on {@link newSession}, {@link switchSession} and
 * {@link fork}; listeners stay subscribed across those switches. Every
 * method a user can get wrong answers with a {@link RuntimeResult} instead
 * of throwing. Front ends see the session only through these methods.
 */
export interface SessionRuntime {
  /** Subscribes to runtime events (session events plus `queue_update`, `agent_settled`, …); returns the unsubscribe. */
  subscribe(listener: RuntimeListener): () => void;

  /**
   * Submits a prompt: an extension command (`/name args`) runs at once,
   * even during a run; a prompt template (`/template args`) is expanded;
   * during a run the prompt needs `streamingBehavior` and is queued;
   * otherwise it starts a run. Resolves once accepted, not when the run ends.
   */
  prompt(text: string, options?: PromptOptions): Promise<RuntimeResult<PromptAccepted>>;
  /** Queues a steering message (delivered after the current turn's tool calls). Templates are expanded. */
  steer(text: string, images?: ImageContent[]): Promise<RuntimeResult<{ disposition: "queued" }>>;
  /** Queues a follow-up (delivered when the agent would stop). Templates are expanded. */
  followUp(text: string, images?: ImageContent[]): Promise<RuntimeResult<{ disposition: "queued" }>>;
  /** Aborts the run in flight (request, tools, retry wait, compaction) and resolves once idle. */
  abort(): Promise<void>;
  /** Empties both queues and returns what they held. */
  clearQueue(): { steering: string[]; followUp: string[] };
  /** Resolves when no run is in progress. */
  waitForIdle(): Promise<void>;

  /** Starts a fresh session (the current run is aborted first). */
  newSession(options?: { parentSession?: string }): Promise<RuntimeResult<{ cancelled: false }>>;
  /** Opens another session by file path or id (a unique id prefix is enough). */
  switchSession(ref: string): Promise<RuntimeResult<{ cancelled: false }>>;
  /**
   * Forks the session before a user message of the current branch into a
   * new session file, and switches to it. Returns that message's text (to
   * edit and send again).
   */
  fork(entryId: string): Promise<RuntimeResult<{ text: string; cancelled: false }>>;
  /**
   * Copies a session's current branch into a new session file and switches
   * to it (`--fork` semantics): another session by path or id, or, without
   * `ref`, the current one (RPC `clone`).
   */
  forkSession(ref?: string): Promise<RuntimeResult<{ cancelled: false }>>;

  /** Switches the model (recorded in the session); the provider's key must be configured. */
  setModel(provider: string, modelId: string): RuntimeResult<Model>;
  /** Models whose key is configured (or needs none), and the current one. */
  availableModels(): Model[];
  /** Switches to the next of {@link availableModels}; `undefined` when there is no other. */
  cycleModel(): { model: Model; thinkingLevel: ThinkingLevel } | undefined;
  /** The thinking levels the current model takes (`["off"]` for a model without reasoning). */
  thinkingLevels(): ThinkingLevel[];
  /** Switches to the next of {@link thinkingLevels}; `undefined` when there is no other. */
  cycleThinkingLevel(): ThinkingLevel | undefined;
  /** Sets the thinking level (recorded in the session). */
  setThinkingLevel(level: ThinkingLevel): void;
  /** How many steering messages a turn boundary takes. */
  setSteeringMode(mode: QueueMode): void;
  /** How many follow-ups each stop takes. */
  setFollowUpMode(mode: QueueMode): void;
  /** Compacts now; refused during a run. */
  compact(customInstructions?: string): Promise<RuntimeResult<CompactResult>>;
  /** Turns automatic compaction on or off. */
  setAutoCompaction(enabled: boolean): void;
  /** Turns automatic retry on or off. */
  setAutoRetry(enabled: boolean): void;
  /** Cancels a retry wait in progress. */
  abortRetry(): void;
  /**
   * Runs a user shell command; its output enters the context as a user
   * message (after the current run, if one is active). One at a time.
   */
  runBash(command: string, options?: RunBashOptions): Promise<RuntimeResult<UserBashResult>>;
  /** Aborts the running shell command; `false` when none runs. */
  abortBash(): boolean;
  /**
   * Changes the active tools with `--tools` semantics, starting from the
   * current set: plain names replace it, `+name`/`-name` change it,
   * `noTools` empties it, `excludeTools` removes last.
   */
  setTools(options: ToolCliOptions): RuntimeResult<{ active: string[] }>;
  /** The active tools' names, in the order the system prompt lists them. */
  activeTools(): string[];
  /** The tools the session's extensions registered (with their renderers); empty without extensions. */
  extensionTools(): readonly RegisteredTool[];
  /** The subagents the session's `task` tool offers (files, extensions, library, the built-in `general`), by name. */
  agents(): readonly LoadedAgent[];
  /** This folder's project configuration and whether the session trusts it. */
  project(): ProjectView;
  /**
   * The terminal UI's theme: `settings.theme`, the theme files the session's
   * packages carry, and the user's settings file (where `/theme` saves a choice).
   */
  themes(): { selected: string | undefined; files: readonly string[]; settingsFile: string };

  /** The permission mode, the settings rules (with their source) and the saved approvals (`/permissions`). */
  permissions(): Promise<PermissionsView>;
  /**
   * Removes the saved approvals of a rule that apply here from
   * `$KEEL_HOME/permissions.json` and from this session's policy.
   */
  revokeApproval(rule: string): Promise<RuntimeResult<{ removed: ApprovalView[] }>>;
  /**
   * Switches the permission mode for this session (a new or switched
   * session starts with the configured mode again). Bypass is refused as
   * root unless the run had `--dangerously-bypass`.
   */
  setPermissionMode(mode: PermissionMode | string): RuntimeResult<PermissionMode>;

  /** Every MCP server's name, state, tool count and error (empty when `mcp.json` configures none). */
  mcpStatus(): McpServerStatus[];

  /** The OS sandbox: its state, mode, writable roots and network (`get_sandbox`, `/sandbox`). */
  sandbox(): SandboxStatus;
  /** Switches the sandbox mode for this session (`set_sandbox`, `/sandbox <mode>`). */
  setSandboxMode(mode: string): RuntimeResult<SandboxStatus>;

  /** The runtime's state. */
  state(): RuntimeState;
  /** The transcript the model sees. */
  messages(): AgentMessage[];
  /** Tokens, cost and message counts of the whole session file, and the context estimate. */
  stats(): SessionStats;
  /** Entries in append order, after the entry `since` when given (an unknown `since` is an error). */
  entries(since?: string): RuntimeResult<{ entries: SessionEntry[]; leafId: string | null }>;
  /** The entries from the root to `leafId` (default: the current leaf), root first. */
  branch(leafId?: string | null): SessionEntry[];
  /** The entry tree. */
  tree(): { tree: SessionTreeNode[]; leafId: string | null };
  /**
   * Rewinds to before a user message (or to a checkpoint entry): `code`
   * puts the project's files back as they were before that turn,
   * `conversation` moves the session's leaf there in place, `both` (the
   * default) does both. Files changed outside Keel since stop it unless
   * `force`. The outcome names the checkpoint that undoes it
   * (docs/checkpoints.md). Refused during a run.
   */
  rewind(entryId: string, scope?: RewindScope, options?: RewindOptions): Promise<RuntimeResult<RewindOutcome>>;
  /**
   * Moves the conversation to any entry in place (pi's `/tree`): to a user
   * message, the leaf becomes the entry before it and its text comes back;
   * with `summarize`, the branch left is summarized by the model first.
   * Refused during a run.
   */
  navigateTree(entryId: string, options?: { summarize?: boolean }): Promise<RuntimeResult<NavigateOutcome>>;
  /** The user messages of the current branch, oldest first: where {@link fork} can start again. */
  forkMessages(): { entryId: string; text: string }[];
  /** The text of the last assistant message that has text, if any. */
  lastAssistantText(): string | undefined;
  /** Sets (or with `undefined` clears) the session's display name. */
  setSessionName(name: string | undefined): void;
  /** Extension commands and prompt templates. */
  commands(): RuntimeCommand[];
  /** Writes the session as an HTML file; returns its path. */
  exportHtml(outputPath?: string): Promise<RuntimeResult<{ path: string }>>;

  /** Aborts what runs, ends the session (extensions' `session_shutdown`, shell children killed, file closed). */
  dispose(): Promise<void>;
}
