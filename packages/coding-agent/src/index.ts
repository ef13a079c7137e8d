/**
 * `@keel/coding-agent`: the public API of the coding agent — start a session
 * (`createAgentSession`, `loadConfiguration`, `resolveRunModel`), run it in a
 * mode (`runPrintMode`, `runJsonMode`, `runRpcMode`, the session runtime),
 * write extensions (`ExtensionAPI` and its events), read and write sessions
 * (`SessionFile` and the entry types), settings and export. Covered by
 * semver; the API report in `api/index.api.md` lists every name.
 *
 * The plumbing behind it is `@keel/coding-agent/internal`, used only inside
 * the Keel repository. A new export goes there unless library users or
 * extension authors need it; one added here changes the public API: run
 * `pnpm api:report` and add a changeset.
 *
 * @packageDocumentation
 */
// biome-ignore-all assist/source/organizeImports: one section per folder, so the file reads as a table of contents

// --- agent-session: the session orchestrator (retries, usage, persistence) ---
export { AgentSession } from "./agent-session/agent-session.js";
export type { AgentSessionEvent, AgentSessionListener } from "./agent-session/session-events.js";
export type { SessionUsage } from "./agent-session/session-usage.js";

// --- agents: subagents and the task tool (docs/subagents.md) ---
export type { AgentDefinition } from "./agents/agent-definition.js";
export { runSubagent } from "./agents/run-subagent.js";
export type { SubagentDetails } from "./agents/subagent-details.js";
export type { SubagentEvent, SubagentOutcome, SubagentRequest } from "./agents/subagent-runner.js";

// --- cli: command-line parsing shared by keel and other distributions ---
export type { FlagKind, FlagSpec, FlagValue } from "./cli/flag-spec.js";
export { formatHelp } from "./cli/format-help.js";
export type { CliRequest } from "./cli/interpret-args.js";
export { interpretArgs } from "./cli/interpret-args.js";
export { keelFlags } from "./cli/keel-flags.js";
export type { ParsedArgs, ParseResult, UsageError } from "./cli/parse-args.js";
export { parseArgs } from "./cli/parse-args.js";

// --- diagnostics: problems reported to the user ---
export type { Diagnostic, DiagnosticSeverity } from "./diagnostics.js";
export { formatDiagnostic } from "./diagnostics.js";

// --- export-html: a session as one self-contained HTML file ---
export type {
  ExportSessionHtmlOptions,
  ExportSessionHtmlResult,
  ExportSessionSource,
} from "./export-html/export-session-html.js";
export { exportSessionHtml } from "./export-html/export-session-html.js";

// --- extensions: the API extensions are written against, and its events ---
export type {
  CompactOptions,
  ContextUsage,
  ExecOptions,
  ExecResult,
  ExtensionAPI,
  ExtensionCommand,
  ExtensionContext,
  ExtensionEventBus,
  ExtensionFactory,
  ExtensionFlag,
  ExtensionHandler,
  ExtensionMode,
  ExtensionToolDefinition,
  ExtensionUI,
  HandlerReturn,
  NotifyLevel,
  ReadonlySession,
  SendMessageOptions,
  SendUserMessageOptions,
  ToolInfo,
  ToolRenderResultOptions,
} from "./extensions/extension-api.js";
export type {
  BeforeAgentStartEvent,
  BeforeAgentStartResult,
  BeforeProviderRequestEvent,
  ContextEvent,
  ContextResult,
  CustomMessageInput,
  ExtensionCompaction,
  ExtensionEvent,
  ExtensionEventName,
  InputEvent,
  InputResult,
  InputSource,
  ModelSelectEvent,
  SessionBeforeCompactEvent,
  SessionBeforeCompactResult,
  SessionCompactEvent,
  SessionShutdownEvent,
  SessionShutdownReason,
  SessionStartEvent,
  SessionStartReason,
  ToolCallEvent,
  ToolCallResult,
  ToolResultEvent,
  ToolResultPatch,
} from "./extensions/extension-events.js";
export { isToolCallEventType } from "./extensions/extension-events.js";

// --- home: where Keel keeps its files (`$KEEL_HOME`) ---
export type { Env } from "./home/keel-home.js";
export { resolveKeelHome } from "./home/keel-home.js";

// --- models: model and key resolution ---
export type { RunModel, RunModelOptions } from "./models/resolve-run-model.js";
export { resolveRunModel } from "./models/resolve-run-model.js";

// --- modes: print, JSON and RPC ---
export type { JsonModeOptions } from "./modes/json/run-json-mode.js";
export { runJsonMode } from "./modes/json/run-json-mode.js";
export type { JsonAnswer } from "./modes/print/json-answer.js";
export { createJsonAnswerReader } from "./modes/print/json-answer.js";
export type { PrintOutcome } from "./modes/print/print-outcome.js";
export { printOutcome } from "./modes/print/print-outcome.js";
export type { PrintModeOptions } from "./modes/print/run-print-mode.js";
export { runPrintMode } from "./modes/print/run-print-mode.js";
export type { RpcModeOptions } from "./modes/rpc/run-rpc-mode.js";
export { runRpcMode } from "./modes/rpc/run-rpc-mode.js";

// --- permissions and the sandbox: what a front end answers and controls ---
export type { PermissionAnswer, PermissionPrompt, PermissionPrompter } from "./permissions/permission-prompter.js";
export type { PermissionSandbox } from "./permissions/permission-sandbox.js";
export type { SandboxControl, SandboxListener, SandboxStatus } from "./sandbox/sandbox-control.js";
export type { SandboxRequest } from "./sandbox/session-sandbox.js";
export type { SandboxModeSetting } from "./settings/sandbox-settings-schema.js";

// --- runtime: the session a front end drives (RPC mode, the terminal UI) ---
export type { CreateSessionRuntimeResult } from "./runtime/create-session-runtime.js";
export { createSessionRuntime } from "./runtime/create-session-runtime.js";
export type { RuntimeEvent, RuntimeListener } from "./runtime/runtime-events.js";
export type {
  CompactResult,
  PromptOptions,
  RuntimeState,
  SessionRuntime,
  SessionRuntimeOptions,
} from "./runtime/session-runtime.js";
export type { SessionStats } from "./runtime/session-stats.js";
// Rewind and tree navigation: scopes, outcomes, the checkpoint and branch summary entries (docs/checkpoints.md).
export type * as Rewind from "./runtime/rewind-types.js";

// --- session: the append-only JSONL session store ---
export type { SessionContext } from "./session/session-context.js";
export type { CreateSessionOptions, OpenSessionOptions, OpenSessionResult } from "./session/session-file.js";
export { SessionFile } from "./session/session-file.js";
export type { SessionSummary } from "./session/session-list.js";
export { listSessions, mostRecentSession } from "./session/session-list.js";
export { defaultSessionDir } from "./session/session-paths.js";
export type {
  ActiveToolsChangeEntry,
  CompactionEntry,
  CustomEntry,
  CustomMessageEntry,
  LabelEntry,
  MessageEntry,
  ModelChangeEntry,
  PermissionDecisionEntry,
  SessionEntry,
  SessionHeader,
  SessionInfoEntry,
  SessionLine,
  ThinkingLevelChangeEntry,
} from "./session/session-schema.js";

// --- settings: layered settings ---
export type { Configuration, LoadConfigurationOptions } from "./configuration/load-configuration.js";
export { loadConfiguration } from "./configuration/load-configuration.js";
export type { ResolvedSettings } from "./settings/resolve-settings.js";
export type { Settings } from "./settings/settings-schema.js";

// --- startup: createAgentSession, everything a front end needs to start a run ---
export type {
  CreateAgentSessionOptions,
  CreateAgentSessionResult,
  ToolCatalog,
} from "./startup/create-agent-session.js";
export { createAgentSession } from "./startup/create-agent-session.js";
