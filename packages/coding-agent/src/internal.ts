/**
 * `@keel/coding-agent/internal`: the plumbing of the coding agent that Keel's
 * own packages and apps (the `keel` command, `@keel/fleet`) and tests build
 * on — CLI helpers, stores for auth, trust and approvals, permission
 * internals, resource discovery, compaction steps, MCP glue. Used only inside
 * the Keel repository: not covered by semver, any of it may change or go away
 * in any release. Library users and extensions import from
 * `@keel/coding-agent`.
 *
 * @packageDocumentation
 */
// biome-ignore-all assist/source/organizeImports: one section per folder, so the file reads as a table of contents

// --- agent-session: the session orchestrator (retries, usage, persistence) ---
export type { RetryDecision } from "./agent-session/retry-decision.js";
export { decideRetry } from "./agent-session/retry-decision.js";
export type { RetryEndEvent, RetryScheduledEvent } from "./agent-session/session-events.js";
export type { AgentSessionOptions, SessionPersistence } from "./agent-session/agent-session.js";

// --- agents: subagent definitions and the task tool ---
export type { AgentListEntry } from "./agents/agent-list-report.js";
export type { AgentIsolation, AgentSource, LoadedAgent } from "./agents/agent-definition.js";
export { agentListReport, formatAgentList } from "./agents/agent-list-report.js";
export { loadAgentDefinitions } from "./agents/load-agent-definitions.js";
export type { SubagentUsage } from "./agents/subagent-details.js";
export type { SubagentLifecycleEvent } from "./agents/subagent-runner.js";
export { SubagentRunner } from "./agents/subagent-runner.js";
export type { ListSessionAgentsOptions } from "./startup/list-session-agents.js";
export { listSessionAgents } from "./startup/list-session-agents.js";
export { agentFolders } from "./startup/session-subagents.js";

// --- cli: command-line parsing shared by keel and other distributions ---
export type { ExtensionFlagReading } from "./cli/extension-flags.js";
export { readExtensionFlags } from "./cli/extension-flags.js";
export type { HelpRow, HelpText } from "./cli/format-help.js";
export type { RunMode } from "./cli/interpret-args.js";
export { chooseRunMode } from "./cli/interpret-args.js";
export type { ParseOptions } from "./cli/parse-args.js";
export { closestMatch } from "./suggest.js";

// --- compaction: the pure parts (cut points, summaries, token estimates) ---
export type { CompactionPreparation, CompactionReason } from "./compaction/compaction-preparation.js";
export type { CutPoint } from "./compaction/cut-point.js";
export { entryTokens, findCutPoint, isValidCutPoint } from "./compaction/cut-point.js";
export type { FileOperations } from "./compaction/file-operations.js";
export { collectFileOperations } from "./compaction/file-operations.js";
export type { CompactionDetails, CompactionEntryOptions } from "./compaction/prepare-compaction.js";
export { compactionEntryDraft, prepareCompaction } from "./compaction/prepare-compaction.js";
export { serializeConversation, SUMMARY_TOOL_RESULT_CHARS } from "./compaction/serialize-conversation.js";
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

// --- demo: the scripted model `keel` runs when nothing is configured ---
export { createDemoModel, DEMO_PROMPT, DEMO_TOOLS } from "./demo/demo-model.js";

// --- diagnostics: problems reported to the user ---
export { hasErrors } from "./diagnostics.js";

// --- export-html: a session as one self-contained HTML file ---
export type { SessionHtmlInput } from "./export-html/render-session-html.js";
export { renderSessionHtml } from "./export-html/render-session-html.js";

// --- extensions: the API extensions are written against, and the runner hosts use ---
export type { BeforeAgentStartOutcome, BeforeCompactOutcome, InputOutcome } from "./extensions/extension-dispatch.js";
export type { ExtensionEventMap, NotificationEventName } from "./extensions/extension-events.js";
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

// --- hooks: lifecycle hooks in Claude Code's format (docs/hooks.md) ---
export type { HookConfiguration, HookSource, HookSourceScope } from "./hooks/configured-hooks.js";
export { configureHooks } from "./hooks/configured-hooks.js";
export { hookLine } from "./hooks/hook-line.js";
export type { HookSources } from "./hooks/hook-sources.js";
export { collectHookSources } from "./hooks/hook-sources.js";
export type { HookListEntry, HookListReport } from "./hooks/hooks-list-report.js";
export { formatHookList, hookListReport } from "./hooks/hooks-list-report.js";
export type { SessionEndReason, SessionStartSource, SubagentStopOutcome } from "./hooks/session-hooks.js";
export { SessionHooks } from "./hooks/session-hooks.js";
export { TOOL_NAME_TABLE } from "./hooks/tool-name-map.js";

// --- home: where Keel keeps its files ---
export type { KeelHomePaths, ProjectPaths } from "./home/keel-home.js";
export { isOffline, keelHomePaths, PROJECT_CONFIG_DIR, projectPaths, userHomeDir } from "./home/keel-home.js";

// --- keel-packages: packages from npm, git or a folder (docs/packages.md) ---
export type { PackageCommandContext } from "./keel-packages/command-scopes.js";
export type { PackageCommandResult } from "./keel-packages/install-command.js";
export { installCommand, removeCommand } from "./keel-packages/install-command.js";
export type { ListedPackage, ListedScope, PackageList } from "./keel-packages/list-packages.js";
export { formatPackageList, listPackages } from "./keel-packages/list-packages.js";
export type { PackageSource } from "./keel-packages/package-source.js";
export { isRemotePackageSource, parsePackageSource } from "./keel-packages/package-source.js";
export { updateCommand } from "./keel-packages/update-packages.js";
// The terminal UI's named colours: what a package's theme file may set (docs/packages.md).
export { THEME_COLORS } from "./modes/interactive/render/theme.js";

// --- mcp: MCP servers of a session, and what `keel mcp` needs ---
export type { EditMcpFileResult } from "./mcp/edit-mcp-file.js";
export { editMcpFile } from "./mcp/edit-mcp-file.js";
export { formatMcpListLine, formatMcpStatus } from "./mcp/format-mcp-status.js";
export type { McpCommandContext } from "./mcp/mcp-commands.js";
export { loadMcpServers, loginMcp, logoutMcp, mcpFilePaths, probeMcpServers } from "./mcp/mcp-commands.js";
export type { McpListReport } from "./mcp/mcp-list-report.js";
export { mcpListReport, McpListReportSchema } from "./mcp/mcp-list-report.js";
export type { SessionMcp, SessionMcpOptions } from "./mcp/session-mcp.js";
export { FIRST_PROMPT_WAIT_MS, mcpConfigEvents } from "./mcp/session-mcp.js";

// --- models: model and key resolution ---
export type { AuthEntry, AuthFile, AuthFileResult } from "./models/auth-store.js";
export { AUTH_FILE_MODE, readAuthFile, removeApiKey, saveApiKey, savedApiKey } from "./models/auth-store.js";
export type { StartupModel, StartupModelOptions } from "./models/choose-startup-model.js";
export { chooseStartupModel } from "./models/choose-startup-model.js";
export type { CommandRunner, ConfigValueResult } from "./models/config-value.js";
export { resolveConfigValue } from "./models/config-value.js";
export { knownModels } from "./models/known-models.js";
export type { ProviderNameCheck, ProviderNameOptions } from "./models/known-provider.js";
export { checkProviderName } from "./models/known-provider.js";
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

// --- modes: print, JSON and RPC ---
export type { InterruptSignal, InterruptWatch, RunActivity } from "./modes/interrupt.js";
export {
  abortOnInterrupt,
  createRunActivity,
  INTERRUPT_EXIT_CODES,
  INTERRUPT_SIGNALS,
  interruptedLine,
  interruptOf,
} from "./modes/interrupt.js";
export type { JsonAssistantMessageEvent, JsonMessageUpdate } from "./modes/json/json-event.js";
export { toJsonEvent } from "./modes/json/json-event.js";
export type { JsonlWriter } from "./modes/jsonl-writer.js";
export { createJsonlWriter } from "./modes/jsonl-writer.js";
export type { PromptInput, PromptInputOptions } from "./modes/prompt-input.js";
export { buildPromptMessages, checkPromptFiles } from "./modes/prompt-input.js";
export type { RpcCommand, RpcCommandType } from "./modes/rpc/rpc-commands.js";
export { RPC_COMMAND_SCHEMAS, RPC_COMMAND_TYPES } from "./modes/rpc/rpc-commands.js";
export type { DialogOptions, ExtensionUiRequest, RpcExtensionUI } from "./modes/rpc/rpc-extension-ui.js";
export type { RpcResponse } from "./modes/rpc/rpc-frames.js";

// --- permissions: allow / ask / deny rules, the shell analyser, approvals, audit ---
export type { Approval, ApprovalChange, ApprovalFileResult } from "./permissions/approval-store.js";
export { appliesIn, approvalsFile, readApprovals, revokeApproval, saveApproval } from "./permissions/approval-store.js";
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
export type { PermissionAudit } from "./session/permission-audit.js";
export { formatPermissionAudit, readPermissionAudit } from "./session/permission-audit.js";
export type { PermissionGateOptions, PermissionListener } from "./permissions/permission-gate.js";
export { PermissionGate } from "./permissions/permission-gate.js";
export type { PermissionPolicy, RuleEntry, RuleList, RuleOrigin } from "./permissions/permission-policy.js";
export type { Decider, PermissionDecisionEvent, PermissionDecisionRecord } from "./permissions/permission-record.js";
export type { ParsedRule, PermissionRule } from "./permissions/permission-rule.js";
export { parseRule } from "./permissions/permission-rule.js";
export type { PermissionMode, PermissionSettings } from "./settings/permission-settings.js";
export { PERMISSION_MODES, PermissionSettingsSchema } from "./settings/permission-settings.js";
export type { SettingsRuleView } from "./permissions/settings-rules.js";
export { PROJECT_ALLOW_IGNORED, settingsRules, settingsSourceOf } from "./permissions/settings-rules.js";
export { analyzeShellCommand } from "./permissions/shell-analysis.js";
export type { ShellAnalysis, ShellPart } from "./permissions/shell-part.js";

// --- resources: extensions, skills, prompt templates, context files ---
export type { ContextFile, LoadContextFilesOptions } from "./resources/context-files.js";
export { loadContextFiles } from "./resources/context-files.js";
export type { DiscoverExtensionsOptions, ExtensionEntry } from "./resources/discover-extensions.js";
export { discoverExtensions } from "./resources/discover-extensions.js";
export type { DiscoverSkillsOptions, Skill } from "./resources/discover-skills.js";
export { discoverSkills } from "./resources/discover-skills.js";
export type { DiscoverPromptTemplatesOptions, PromptTemplate } from "./resources/prompt-templates.js";
export { discoverPromptTemplates, expandPromptTemplate } from "./resources/prompt-templates.js";
export type { ResourceSource } from "./resources/resource-paths.js";
export type { SkillCommandExpansion } from "./resources/skill-command.js";
export { expandPromptInput, expandSkillCommand, SKILL_COMMAND_PREFIX } from "./resources/skill-command.js";

// --- runtime: the session a front end drives (RPC mode, the terminal UI) ---
export type {
  AgentSettledEvent,
  QueueUpdateEvent,
  SessionChangedEvent,
  SessionInfoChangedEvent,
  ThinkingLevelChangedEvent,
} from "./runtime/runtime-events.js";
export type {
  PromptAccepted,
  PromptDisposition,
  RunBashOptions,
  RuntimeCommand,
  RuntimeResult,
} from "./runtime/session-runtime.js";
export type { SessionTreeNode } from "./runtime/session-tree.js";
export type { UserBashResult } from "./runtime/user-bash.js";

// --- sandbox: the OS sandbox around commands and file tools (docs/sandbox.md) ---
export type { SandboxCheckOptions } from "./sandbox/sandbox-check-command.js";
export type { SandboxSettings } from "./settings/sandbox-settings-schema.js";
export { runSandboxCheck } from "./sandbox/sandbox-check-command.js";
export type { EffectiveSandboxSettings, SandboxPathBase } from "./sandbox/sandbox-settings.js";
export { isSandboxMode, resolveSandboxPath, resolveSandboxSettings } from "./sandbox/sandbox-settings.js";
export type { ResolveSessionSandboxInput, SessionSandbox } from "./sandbox/session-sandbox.js";
export { describeSandboxPolicy, resolveSessionSandbox } from "./sandbox/session-sandbox.js";

// --- session: the append-only JSONL session store ---
export type { ParsedSession, ParseSessionOptions, ParseSessionResult } from "./session/parse-session.js";
export { parseSessionFile } from "./session/parse-session.js";
export type { InterruptedToolResultDetails, ToolResultRepair } from "./session/repair-tool-results.js";
export { INTERRUPTED_TOOL_RESULT_TEXT, repairToolResults } from "./session/repair-tool-results.js";
export { buildSessionContext, entryToMessage } from "./session/session-context.js";
export type { SessionEntryDraft } from "./session/session-file.js";
export type { ForkSessionOptions, SessionRefResult } from "./session/session-list.js";
export { forkSession, resolveSessionRef } from "./session/session-list.js";
export type { SessionMigration, SessionMigrationResult } from "./session/session-migrate.js";
export { migrateSessionLines, SESSION_MIGRATIONS } from "./session/session-migrate.js";
export { cwdSlug, sessionFileName } from "./session/session-paths.js";
export type { SessionEntryType } from "./session/session-schema.js";
export { CURRENT_SESSION_VERSION, SessionLineSchema } from "./session/session-schema.js";
export type { LineIssue } from "./session/session-validator.js";
export { validateSessionLine } from "./session/session-validator.js";

// --- settings: layered settings ---
export { defaultSettings } from "./settings/default-settings.js";
export type { JsonDocument, JsonSyntaxError, TextPosition } from "./config-files/json-document.js";
export { parseJsonDocument } from "./config-files/json-document.js";
export type { SettingsFileResult } from "./settings/settings-file.js";
export { parseSettingsText, readSettingsFile } from "./settings/settings-file.js";
export { renderSettingsJsonSchema, SETTINGS_JSON_SCHEMA_FILE } from "./settings/settings-json-schema.js";
export type { ResolveSettingsOptions, SettingsLayer, SettingsScope } from "./settings/resolve-settings.js";
export { resolveSettings } from "./settings/resolve-settings.js";
export type {
  CompactionSettings,
  ProjectTrustDefault,
  RetrySettings,
  SettingsFile,
} from "./settings/settings-schema.js";
export { SettingsSchema } from "./settings/settings-schema.js";
export type { UpdateSettingsResult } from "./settings/update-settings-file.js";
export { setSettingsValue, updateSettingsFile } from "./settings/update-settings-file.js";
export type { SettingsIssue } from "./settings/validate-settings.js";
export { validateSettings } from "./settings/validate-settings.js";

// --- startup: createAgentSession, everything a front end needs to start a run ---
export type { ModelChoice } from "./startup/create-agent-session.js";
export type { SessionChoice, SessionStoreOptions, SessionStoreResult } from "./startup/open-session-store.js";
export { openSessionStore } from "./startup/open-session-store.js";

// --- system-prompt: the system prompt and where its parts come from ---
export type { PromptTool, SystemPromptInput } from "./system-prompt/build-system-prompt.js";
export { buildSystemPrompt } from "./system-prompt/build-system-prompt.js";
export type { SystemPromptSourceOptions, SystemPromptSources } from "./system-prompt/prompt-sources.js";
export { loadSystemPromptSources, readTextOrFile } from "./system-prompt/prompt-sources.js";

// --- tools: tool selection ---
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

// --- trust: project trust decisions ---
export type { DecideTrustOptions, TrustDecision, TrustOverride, TrustReason } from "./trust/decide-project-trust.js";
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
export { resolveRewindTarget } from "./checkpoints/rewind-target.js";
export { type RewindRequest, runRewindRequest } from "./runtime/rewind-command.js";
export type { CheckpointStoreSummary, PruneOptions, PruneResult } from "./checkpoints/checkpoint-maintenance.js";
export {
  existingSessionIds,
  listCheckpointStores,
  parseAge,
  pruneCheckpoints,
} from "./checkpoints/checkpoint-maintenance.js";
export { type CheckpointDiff, diffSinceFirstCheckpoint } from "./checkpoints/checkpoint-diff.js";
