// Public surface of @keel/coding-agent, one section per folder.
// Add exports to your own section with small edits; do not reorder others'.

// --- agent-session (the orchestrator: retries, usage, persistence) ---
export type { AgentSessionOptions, SessionPersistence } from "./agent-session/agent-session.js";
export { AgentSession } from "./agent-session/agent-session.js";
export type { RetryDecision } from "./agent-session/retry-decision.js";
export { decideRetry } from "./agent-session/retry-decision.js";
export type {
  AgentSessionEvent,
  AgentSessionListener,
  RetryEndEvent,
  RetryScheduledEvent,
} from "./agent-session/session-events.js";
export type { SessionUsage } from "./agent-session/session-usage.js";
export type { ExtensionFlagReading } from "./cli/extension-flags.js";
export { readExtensionFlags } from "./cli/extension-flags.js";
// --- cli (argument parsing shared by keel and other distributions) ---
export type { FlagKind, FlagSpec, FlagValue } from "./cli/flag-spec.js";
export type { HelpText } from "./cli/format-help.js";
export { formatHelp } from "./cli/format-help.js";
// --- cli: interpreting keel's flags ---
export type { CliRequest, RunMode } from "./cli/interpret-args.js";
export { chooseRunMode, interpretArgs } from "./cli/interpret-args.js";
export { keelFlags } from "./cli/keel-flags.js";
export type { ParsedArgs, ParseOptions, ParseResult, UsageError } from "./cli/parse-args.js";
export { parseArgs } from "./cli/parse-args.js";
export { closestMatch } from "./cli/suggest.js";
// --- compaction (pure parts) ---
export type { CompactionPreparation, CompactionReason } from "./compaction/compaction-preparation.js";
export type { CutPoint } from "./compaction/cut-point.js";
export { entryTokens, findCutPoint, isValidCutPoint } from "./compaction/cut-point.js";
export type { FileOperations } from "./compaction/file-operations.js";
export { collectFileOperations } from "./compaction/file-operations.js";
export type { CompactionDetails, CompactionEntryOptions } from "./compaction/prepare-compaction.js";
export { compactionEntryDraft, prepareCompaction } from "./compaction/prepare-compaction.js";
export { SUMMARY_TOOL_RESULT_CHARS, serializeConversation } from "./compaction/serialize-conversation.js";
export type { SummaryRequest, SummaryRequestInput } from "./compaction/summary-prompt.js";
export {
  buildSummaryRequest,
  SUMMARY_FORMAT,
  SUMMARY_SYSTEM_PROMPT,
  summaryRequestFor,
} from "./compaction/summary-prompt.js";
export {
  CHARS_PER_TOKEN,
  estimateContextTokens,
  estimateMessagesTokens,
  estimateMessageTokens,
  IMAGE_TOKENS,
  shouldCompact,
} from "./compaction/token-estimate.js";
// --- extensions ---
// --- demo (the scripted model `keel` runs when nothing is configured) ---
export { createDemoModel, DEMO_PROMPT, DEMO_TOOLS } from "./demo/demo-model.js";
// --- diagnostics ---
export type { Diagnostic, DiagnosticSeverity } from "./diagnostics.js";
export { formatDiagnostic, hasErrors } from "./diagnostics.js";
// --- export-html (a session as one self-contained HTML file) ---
export type {
  ExportSessionHtmlOptions,
  ExportSessionHtmlResult,
  ExportSessionSource,
} from "./export-html/export-session-html.js";
export { exportSessionHtml } from "./export-html/export-session-html.js";
export type { SessionHtmlInput } from "./export-html/render-session-html.js";
export { renderSessionHtml } from "./export-html/render-session-html.js";
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
export type { BeforeAgentStartOutcome, BeforeCompactOutcome, InputOutcome } from "./extensions/extension-dispatch.js";
export type {
  BeforeAgentStartEvent,
  BeforeAgentStartResult,
  BeforeProviderRequestEvent,
  ContextEvent,
  ContextResult,
  CustomMessageInput,
  ExtensionCompaction,
  ExtensionEvent,
  ExtensionEventMap,
  ExtensionEventName,
  InputEvent,
  InputResult,
  InputSource,
  ModelSelectEvent,
  NotificationEventName,
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
export type { ExtensionHost, RegistrationKind } from "./extensions/extension-host.js";
export type {
  RegisteredCommand,
  RegisteredFlag,
  RegisteredProvider,
  RegisteredTool,
} from "./extensions/extension-registrations.js";
export type { ExtensionRunnerOptions } from "./extensions/extension-runner.js";
export { ExtensionRunner } from "./extensions/extension-runner.js";
export type { TextSink } from "./extensions/headless-ui.js";
export { createHeadlessUI } from "./extensions/headless-ui.js";
export type { ImportExtensionOptions, ImportExtensionResult } from "./extensions/import-extension.js";
export { importExtension } from "./extensions/import-extension.js";
export { provideKeelAliases, resolveKeelAliases } from "./extensions/keel-aliases.js";
export { localExec } from "./extensions/local-exec.js";
// --- home ---
export type { Env, KeelHomePaths, ProjectPaths } from "./home/keel-home.js";
export {
  isOffline,
  keelHomePaths,
  PROJECT_CONFIG_DIR,
  projectPaths,
  resolveKeelHome,
  userHomeDir,
} from "./home/keel-home.js";
// --- mcp (MCP servers of a session, and what `keel mcp` needs) ---
export type { EditMcpFileResult } from "./mcp/edit-mcp-file.js";
export { editMcpFile } from "./mcp/edit-mcp-file.js";
export { formatMcpListLine, formatMcpStatus } from "./mcp/format-mcp-status.js";
export type { McpListReport } from "./mcp/mcp-list-report.js";
export { McpListReportSchema, mcpListReport } from "./mcp/mcp-list-report.js";
export type { McpCommandContext } from "./mcp/mcp-commands.js";
export { loadMcpServers, loginMcp, logoutMcp, mcpFilePaths, probeMcpServers } from "./mcp/mcp-commands.js";
export type { SessionMcp, SessionMcpOptions } from "./mcp/session-mcp.js";
export { FIRST_PROMPT_WAIT_MS, mcpConfigEvents } from "./mcp/session-mcp.js";
// --- models and keys ---
export type { AuthEntry, AuthFile, AuthFileResult } from "./models/auth-store.js";
export { AUTH_FILE_MODE, readAuthFile, removeApiKey, saveApiKey, savedApiKey } from "./models/auth-store.js";
export type { StartupModel, StartupModelOptions } from "./models/choose-startup-model.js";
export { chooseStartupModel } from "./models/choose-startup-model.js";
export type { CommandRunner, ConfigValueResult } from "./models/config-value.js";
export { resolveConfigValue } from "./models/config-value.js";
export { knownModels } from "./models/known-models.js";
export type { ModelRow } from "./models/list-models.js";
export { formatModelTable, listModelRows } from "./models/list-models.js";
export type { LoadedModelsJson } from "./models/load-models-json.js";
export { loadModelsJson } from "./models/load-models-json.js";
export type { NoUsableModelOptions } from "./models/no-usable-model.js";
export { noUsableModelDiagnostic } from "./models/no-usable-model.js";
export type { ApiKeyResult, ApiKeySource, KeySources, KeyStatus } from "./models/resolve-api-key.js";
export { keyStatus, resolveProviderApiKey } from "./models/resolve-api-key.js";
export type { ResolvedModel, ResolveModelOptions } from "./models/resolve-model.js";
export { resolveModel, splitThinkingSuffix } from "./models/resolve-model.js";
export type { RunModel, RunModelOptions } from "./models/resolve-run-model.js";
export { resolveRunModel } from "./models/resolve-run-model.js";
// --- modes (output building blocks of print and JSON mode) ---
export type { JsonAssistantMessageEvent, JsonMessageUpdate } from "./modes/json/json-event.js";
export { toJsonEvent } from "./modes/json/json-event.js";
// --- run modes (print, JSON) and their input ---
export type { JsonModeOptions } from "./modes/json/run-json-mode.js";
export { runJsonMode } from "./modes/json/run-json-mode.js";
export type { JsonlWriter } from "./modes/jsonl-writer.js";
export { createJsonlWriter } from "./modes/jsonl-writer.js";
export type { JsonAnswer } from "./modes/print/json-answer.js";
export { createJsonAnswerReader } from "./modes/print/json-answer.js";
export type { PrintOutcome } from "./modes/print/print-outcome.js";
export { printOutcome } from "./modes/print/print-outcome.js";
export type { PrintModeOptions } from "./modes/print/run-print-mode.js";
export { runPrintMode } from "./modes/print/run-print-mode.js";
export type { PromptInput, PromptInputOptions } from "./modes/prompt-input.js";
export { buildPromptMessages, checkPromptFiles } from "./modes/prompt-input.js";
export type { RpcCommand, RpcCommandType } from "./modes/rpc/rpc-commands.js";
export { RPC_COMMAND_SCHEMAS, RPC_COMMAND_TYPES } from "./modes/rpc/rpc-commands.js";
export type { DialogOptions, ExtensionUiRequest, RpcExtensionUI } from "./modes/rpc/rpc-extension-ui.js";
export type { RpcResponse } from "./modes/rpc/rpc-frames.js";
export type { RpcModeOptions } from "./modes/rpc/run-rpc-mode.js";
export { runRpcMode } from "./modes/rpc/run-rpc-mode.js";
// --- permissions (allow / ask / deny rules, the shell analyser, approvals, audit) ---
export type { Approval, ApprovalChange, ApprovalFileResult } from "./permissions/approval-store.js";
export {
  appliesIn,
  approvalsFile,
  readApprovals,
  revokeApproval,
  saveApproval,
} from "./permissions/approval-store.js";
export type {
  BuildPolicyOptions,
  BuildPolicyResult,
  PermissionCliOptions,
} from "./permissions/build-permission-policy.js";
export { buildPermissionPolicy } from "./permissions/build-permission-policy.js";
export type { CheckItem } from "./permissions/check-items.js";
export { READ_ONLY_TOOLS } from "./permissions/check-items.js";
export type { DecidedBy, ItemDecision, PermissionDecision, Verdict } from "./permissions/decide-permission.js";
export { decidePermission } from "./permissions/decide-permission.js";
export type { PermissionAudit } from "./permissions/permission-audit.js";
export { formatPermissionAudit, readPermissionAudit } from "./permissions/permission-audit.js";
export type { PermissionGateOptions, PermissionListener } from "./permissions/permission-gate.js";
export { PermissionGate } from "./permissions/permission-gate.js";
export type { PermissionPolicy, RuleEntry, RuleList, RuleOrigin } from "./permissions/permission-policy.js";
export type { PermissionAnswer, PermissionPrompt, PermissionPrompter } from "./permissions/permission-prompter.js";
export type { Decider, PermissionDecisionEvent, PermissionDecisionRecord } from "./permissions/permission-record.js";
export type { ParsedRule, PermissionRule } from "./permissions/permission-rule.js";
export { parseRule } from "./permissions/permission-rule.js";
export type { PermissionMode, PermissionSettings } from "./permissions/permission-settings.js";
export { PERMISSION_MODES, PermissionSettingsSchema } from "./permissions/permission-settings.js";
export type { SettingsRuleView } from "./permissions/settings-rules.js";
export { PROJECT_ALLOW_IGNORED, settingsRules, settingsSourceOf } from "./permissions/settings-rules.js";
export type { ShellAnalysis, ShellPart } from "./permissions/shell-analysis.js";
export { analyzeShellCommand } from "./permissions/shell-analysis.js";
// --- resources ---
export type { ContextFile, LoadContextFilesOptions } from "./resources/context-files.js";
export { loadContextFiles } from "./resources/context-files.js";
export type { DiscoverExtensionsOptions, ExtensionEntry } from "./resources/discover-extensions.js";
export { discoverExtensions } from "./resources/discover-extensions.js";
export type { DiscoverSkillsOptions, Skill } from "./resources/discover-skills.js";
export { discoverSkills } from "./resources/discover-skills.js";
export type { DiscoverPromptTemplatesOptions, PromptTemplate } from "./resources/prompt-templates.js";
export {
  discoverPromptTemplates,
  expandPromptTemplate,
} from "./resources/prompt-templates.js";
export type { ResourceSource } from "./resources/resource-paths.js";
export type { SkillCommandExpansion } from "./resources/skill-command.js";
export { expandPromptInput, expandSkillCommand, SKILL_COMMAND_PREFIX } from "./resources/skill-command.js";
export type { CreateSessionRuntimeResult } from "./runtime/create-session-runtime.js";
export { createSessionRuntime } from "./runtime/create-session-runtime.js";
// --- runtime (the session a front end drives: RPC mode, the terminal UI) ---
export type {
  AgentSettledEvent,
  QueueUpdateEvent,
  RuntimeEvent,
  RuntimeListener,
  SessionChangedEvent,
  SessionInfoChangedEvent,
  ThinkingLevelChangedEvent,
} from "./runtime/runtime-events.js";
export type {
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
} from "./runtime/session-runtime.js";
export type { SessionStats } from "./runtime/session-stats.js";
export type { SessionTreeNode } from "./runtime/session-tree.js";
export type { UserBashResult } from "./runtime/user-bash.js";
// --- session (store) ---
export type { ParsedSession, ParseSessionOptions, ParseSessionResult } from "./session/parse-session.js";
export { parseSessionFile } from "./session/parse-session.js";
export type { InterruptedToolResultDetails, ToolResultRepair } from "./session/repair-tool-results.js";
export { INTERRUPTED_TOOL_RESULT_TEXT, repairToolResults } from "./session/repair-tool-results.js";
export type { SessionContext } from "./session/session-context.js";
export { buildSessionContext, entryToMessage } from "./session/session-context.js";
export type {
  CreateSessionOptions,
  OpenSessionOptions,
  OpenSessionResult,
  SessionEntryDraft,
} from "./session/session-file.js";
export { SessionFile } from "./session/session-file.js";
export type { ForkSessionOptions, SessionRefResult, SessionSummary } from "./session/session-list.js";
export { forkSession, listSessions, mostRecentSession, resolveSessionRef } from "./session/session-list.js";
export type { SessionMigration, SessionMigrationResult } from "./session/session-migrate.js";
export { migrateSessionLines, SESSION_MIGRATIONS } from "./session/session-migrate.js";
export { cwdSlug, defaultSessionDir, sessionFileName } from "./session/session-paths.js";
export type {
  ActiveToolsChangeEntry,
  BranchSummaryEntry,
  CompactionEntry,
  CustomEntry,
  CustomMessageEntry,
  LabelEntry,
  MessageEntry,
  ModelChangeEntry,
  PermissionDecisionEntry,
  SessionEntry,
  SessionEntryType,
  SessionHeader,
  SessionInfoEntry,
  SessionLine,
  ThinkingLevelChangeEntry,
} from "./session/session-schema.js";
export { CURRENT_SESSION_VERSION, SessionLineSchema } from "./session/session-schema.js";
export type { LineIssue } from "./session/session-validator.js";
export { validateSessionLine } from "./session/session-validator.js";
// --- settings ---
export { defaultSettings } from "./settings/default-settings.js";
export type { JsonDocument, JsonSyntaxError, TextPosition } from "./settings/json-document.js";
export { parseJsonDocument } from "./settings/json-document.js";
export type { Configuration, LoadConfigurationOptions } from "./settings/load-configuration.js";
export { loadConfiguration } from "./settings/load-configuration.js";
export type {
  ResolvedSettings,
  ResolveSettingsOptions,
  SettingsLayer,
  SettingsScope,
} from "./settings/resolve-settings.js";
export { resolveSettings } from "./settings/resolve-settings.js";
export type { SettingsFileResult } from "./settings/settings-file.js";
export { parseSettingsText, readSettingsFile } from "./settings/settings-file.js";
export { renderSettingsJsonSchema, SETTINGS_JSON_SCHEMA_FILE } from "./settings/settings-json-schema.js";
export type {
  CompactionSettings,
  ProjectTrustDefault,
  RetrySettings,
  Settings,
  SettingsFile,
} from "./settings/settings-schema.js";
export { SettingsSchema } from "./settings/settings-schema.js";
export type { UpdateSettingsResult } from "./settings/update-settings-file.js";
export { setSettingsValue, updateSettingsFile } from "./settings/update-settings-file.js";
export type { SettingsIssue } from "./settings/validate-settings.js";
export { validateSettings } from "./settings/validate-settings.js";
// --- startup (createAgentSession: everything a front end needs to start a run) ---
export type {
  CreateAgentSessionOptions,
  CreateAgentSessionResult,
  ModelChoice,
  ToolCatalog,
} from "./startup/create-agent-session.js";
export { createAgentSession } from "./startup/create-agent-session.js";
export type { SessionChoice, SessionStoreOptions, SessionStoreResult } from "./startup/open-session-store.js";
export { openSessionStore } from "./startup/open-session-store.js";
// --- system prompt ---
export type { PromptTool, SystemPromptInput } from "./system-prompt/build-system-prompt.js";
export { buildSystemPrompt } from "./system-prompt/build-system-prompt.js";
export type { SystemPromptSourceOptions, SystemPromptSources } from "./system-prompt/prompt-sources.js";
export { loadSystemPromptSources, readTextOrFile } from "./system-prompt/prompt-sources.js";
// --- tools (selection) ---
export type { BuiltinToolsOptions } from "./tools/create-builtin-tools.js";
export { createBuiltinTools } from "./tools/create-builtin-tools.js";
export type {
  ToolCliOptions,
  ToolSelection,
  ToolSelectionInput,
  ToolSettingsLayer,
} from "./tools/resolve-tool-selection.js";
export { resolveToolSelection } from "./tools/resolve-tool-selection.js";
export { applyToolList } from "./tools/tool-list.js";
export type { BuiltinToolName } from "./tools/tool-names.js";
export { BUILTIN_TOOL_NAMES, DEFAULT_TOOL_NAMES, isBuiltinToolName } from "./tools/tool-names.js";
// --- trust ---
export type {
  DecideTrustOptions,
  TrustDecision,
  TrustOverride,
  TrustReason,
} from "./trust/decide-project-trust.js";
export { decideProjectTrust, skippedProjectReport } from "./trust/decide-project-trust.js";
export type { ProjectConfig } from "./trust/find-project-config.js";
export { defaultTrustTarget, findProjectConfig } from "./trust/find-project-config.js";
export { TrustFileSchema } from "./trust/trust-file-schema.js";
export type { TrustEntry, TrustFile, TrustFileResult } from "./trust/trust-store.js";
export {
  canonicalFolder,
  findTrustDecision,
  forgetTrustDecision,
  listTrustDecisions,
  readTrustFile,
  saveTrustDecision,
} from "./trust/trust-store.js";
