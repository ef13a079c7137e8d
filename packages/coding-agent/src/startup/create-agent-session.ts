import { resolve } from "node:path";
import { Agent, type AnyAgentTool, type StreamFn } from "@keel/agent-core";
import { type Model, registerModels, stream, type ThinkingLevel } from "@keel/ai";
import { ProcessRegistry } from "@keel/tools";
import { AgentSession } from "../agent-session/agent-session.js";
import type { UsageError } from "../cli/parse-args.js";
import type { Diagnostic } from "../diagnostics.js";
import type { ExtensionMode, ExtensionUI } from "../extensions/extension-api.js";
import type { SessionShutdownReason } from "../extensions/extension-events.js";
import type { RegisteredFlag } from "../extensions/extension-registrations.js";
import type { ExtensionRunner } from "../extensions/extension-runner.js";
import type { TextSink } from "../extensions/headless-ui.js";
import type { Env } from "../home/keel-home.js";
import { userHomeDir } from "../home/keel-home.js";
import { type SessionMcp, type SessionMcpOptions, startSessionMcp } from "../mcp/session-mcp.js";
import { type KeySources, resolveProviderApiKey } from "../models/resolve-api-key.js";
import { resolveRunModel } from "../models/resolve-run-model.js";
import type { PermissionCliOptions } from "../permissions/build-permission-policy.js";
import type { PermissionGate } from "../permissions/permission-gate.js";
import type { PermissionPrompter } from "../permissions/permission-prompter.js";
import { chainBeforeToolCall, createSessionPermissions } from "../permissions/session-permissions.js";
import { discoverExtensions } from "../resources/discover-extensions.js";
import type { Skill } from "../resources/discover-skills.js";
import type { PromptTemplate } from "../resources/prompt-templates.js";
import type { SessionFile } from "../session/session-file.js";
import { type Configuration, loadConfiguration } from "../settings/load-configuration.js";
import type { SettingsFile } from "../settings/settings-schema.js";
import { createBuiltinTools } from "../tools/create-builtin-tools.js";
import { resolveToolSelection, type ToolCliOptions, type ToolSettingsLayer } from "../tools/resolve-tool-selection.js";
import { BUILTIN_TOOL_NAMES, DEFAULT_TOOL_NAMES } from "../tools/tool-names.js";
import type { TrustOverride } from "../trust/decide-project-trust.js";
import type { ProjectConfig } from "../trust/find-project-config.js";
import { loadPromptResources, type PromptResourceOptions } from "./load-prompt-resources.js";
import { openSessionStore, type SessionChoice } from "./open-session-store.js";
import { createSessionCompactor } from "./session-compactor.js";
import { loadSessionExtensions, startSessionExtensions } from "./session-extensions.js";

/** What the command line says about the model. */
export interface ModelChoice {
  model?: string;
  provider?: string;
  apiKey?: string;
  thinking?: ThinkingLevel;
}

/** What a front end (the `keel` command, another distribution, a test) asks of a session. */
export interface CreateAgentSessionOptions {
  cwd: string;
  env: Env;
  /**
   * Asks the user whether to trust a project that has no saved decision (a
   * terminal UI's prompt). Without it, as in print and JSON modes, such a
   * project is untrusted.
   */
  askTrust?: (project: ProjectConfig) => Promise<boolean>;
  trustOverride?: TrustOverride;
  model?: ModelChoice;
  tools?: ToolCliOptions;
  resources?: Omit<PromptResourceOptions, "systemPrompt" | "appendSystemPrompt">;
  /** `-e/--extension` paths (relative to `cwd`); they load even with `noExtensions`. */
  extensions?: readonly string[];
  /** `--no-extensions`: skip discovered and configured extensions. */
  noExtensions?: boolean;
  /**
   * Reads the command-line flags the extensions registered (`registerFlag`)
   * once they are loaded, before `session_start` (the CLI reads its command
   * line again, see `readExtensionFlags`). A usage error ends the start with
   * exit 2 before any session file is written. Default: every extension flag
   * keeps its default.
   */
  extensionFlags?: (
    flags: readonly RegisteredFlag[],
  ) => { ok: true; values: Readonly<Record<string, boolean | string>> } | { ok: false; error: UsageError };
  /** The run mode extensions see. Default `print`. */
  mode?: ExtensionMode;
  /** The UI extensions talk to. Default: the headless one (nobody answers; `notify` goes to `stderr`). */
  ui?: ExtensionUI;
  /** Where extension problems and headless notifications go. Default `process.stderr`. */
  stderr?: TextSink;
  /** `--system-prompt <text|file>`. */
  systemPrompt?: string;
  /** Each `--append-system-prompt <text|file>`. */
  appendSystemPrompt?: readonly string[];
  /** Default: a new session on disk. */
  session?: SessionChoice;
  /** `--session-dir`. */
  sessionDir?: string;
  /** `-n/--name`. */
  name?: string;
  /** Settings given on the command line, applied over the files. */
  cliSettings?: SettingsFile;
  /** MCP servers (`$KEEL_HOME/mcp.json`, a trusted project's `.keel/mcp.json`); `{ enabled: false }` is `--no-mcp`. */
  mcp?: SessionMcpOptions;
  /** Replaces the provider call (tests, proxies). Default: `stream` of `@keel/ai`. */
  streamFn?: StreamFn;
  /** Clock for the system prompt's date and session timestamps. */
  now?: () => Date;
  /**
   * A model to use when no model or key is configured at all and none was
   * asked for (the `keel` command's scripted demo). `notice` is reported as
   * an info diagnostic so the user knows no real model answers.
   */
  fallbackModel?: { model: Model; streamFn: StreamFn; notice: string };
  /** `--allow`, `--ask`, `--deny`, `--permission-mode`, `--dangerously-bypass`. */
  permissions?: PermissionCliOptions;
  /** Answers permission "ask" decisions (a terminal UI). Without one, "ask" refuses the call (print, JSON). */
  permissionPrompter?: PermissionPrompter;
}

/** A ready session, or why there is none (`exitCode` 2 for bad usage, 1 otherwise). */
export type CreateAgentSessionResult =
  | {
      ok: true;
      session: AgentSession;
      store: SessionFile;
      model: Model;
      config: Configuration;
      promptTemplates: PromptTemplate[];
      /** The loaded skills, for `/skill:name` input. */
      skills: Skill[];
      /** Background processes of shell commands (also ended by `dispose`). */
      processes: ProcessRegistry;
      /** The permission gate: its policy and mode, decisions to subscribe to (docs/permissions.md). */
      permissions: PermissionGate;
      /** The session's MCP servers, when `mcp.json` configures any (stopped by `dispose`). */
      mcp?: SessionMcp;
      diagnostics: Diagnostic[];
      /** What re-deciding the active tools needs (`setTools` of a session runtime: `--tools` semantics). */
      toolCatalog: ToolCatalog;
      /** The loaded extensions (their commands, flags and handlers), when there are any. */
      extensions: ExtensionRunner | undefined;
      /** Where API keys come from (auth.json, environment, models.json); `undefined` for the fallback model. */
      keySources: KeySources | undefined;
      /**
       * Ends the session: extensions get `session_shutdown` (with `reason`,
       * default `quit`), shell children are killed, the file is closed.
       */
      dispose(reason?: SessionShutdownReason): Promise<void>;
    }
  | { ok: false; exitCode: 1 | 2; diagnostics: Diagnostic[] };

/**
 * Builds a coding-agent session from the user's files and the front end's
 * options: layered settings (the project's only when trusted), the model
 * and its key, the active tools, context files, skills and prompt
 * templates, the system prompt, and the session file (new, continued,
 * opened, forked or in memory). Every problem is a diagnostic; a resumed
 * session's model and tools come back unless the options override them.
 *
 * @example
 * const created = await createAgentSession({ cwd: process.cwd(), env: process.env });
 * if (!created.ok) process.exit(created.exitCode);
 * await created.session.prompt("Explain this repository");
 */
export async function createAgentSession(options: CreateAgentSessionOptions): Promise<CreateAgentSessionResult> {
  const now = options.now ?? (() => new Date());
  const config = await loadConfiguration({
    cwd: options.cwd,
    env: options.env,
    ...(options.trustOverride ? { trustOverride: options.trustOverride } : {}),
    ...(options.askTrust ? { askTrust: options.askTrust } : {}),
    ...(options.cliSettings ? { cli: options.cliSettings } : {}),
  });
  const { settings, home: paths } = config;
  const homeDir = userHomeDir(options.env);
  const diagnostics: Diagnostic[] = [...config.diagnostics];
  const fail = (exitCode: 1 | 2, more: readonly Diagnostic[]): CreateAgentSessionResult => ({
    ok: false,
    exitCode,
    diagnostics: [...diagnostics, ...more],
  });

  // A new session's file is created only once the run can start, so a
  // failed start leaves no empty session behind.
  const sessionDir = options.sessionDir ?? settings.sessionDir;
  const sessionChoice = options.session ?? { kind: "new" };
  const openStore = (): ReturnType<typeof openSessionStore> =>
    openSessionStore({
      choice: sessionChoice,
      cwd: options.cwd,
      paths,
      ...(sessionDir ? { sessionDir } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  const resumedStore = sessionChoice.kind === "new" ? undefined : openStore();
  if (resumedStore && !resumedStore.ok) return fail(2, resumedStore.diagnostics);
  if (resumedStore) diagnostics.push(...resumedStore.diagnostics);
  const restored = resumedStore?.session.buildContext();

  const project = config.trusted ? config.project?.paths : undefined;
  const prompt = await loadPromptResources({
    cwd: options.cwd,
    paths,
    project,
    settings,
    now,
    options: {
      ...options.resources,
      ...(options.systemPrompt !== undefined ? { systemPrompt: options.systemPrompt } : {}),
      ...(options.appendSystemPrompt ? { appendSystemPrompt: options.appendSystemPrompt } : {}),
    },
  });
  diagnostics.push(...prompt.diagnostics);

  const processes = new ProcessRegistry();
  const builtins = createBuiltinTools(BUILTIN_TOOL_NAMES, options.cwd, {
    processes,
    homeDir,
    ...(settings.shellPath ? { shellPath: settings.shellPath } : {}),
    ...(settings.shellCommandPrefix ? { shellCommandPrefix: settings.shellCommandPrefix } : {}),
  });
  let allTools: AnyAgentTool[] = builtins;

  // Extensions load only when there are some (and jiti only then).
  const found = await discoverExtensions({
    userDir: paths.extensions,
    ...(project ? { projectDir: project.extensions } : {}),
    settingsPaths: settings.extensions,
    cliPaths: (options.extensions ?? []).map((path) => resolve(options.cwd, path)),
    noExtensions: options.noExtensions === true,
  });
  diagnostics.push(...found.diagnostics);
  const extensions =
    found.extensions.length === 0
      ? undefined
      : await loadSessionExtensions({
          paths: found.extensions.map((entry) => entry.path),
          mode: options.mode ?? "print",
          cwd: options.cwd,
          trusted: config.trusted,
          ...(options.ui ? { ui: options.ui } : {}),
          stderr: options.stderr ?? process.stderr,
          allTools: () => allTools,
          systemPromptFor: prompt.systemPromptFor,
        });
  // Providers the extensions registered join the model registry before the model is chosen.
  for (const provider of extensions?.runner.getProviders() ?? []) {
    try {
      registerModels({ providers: { [provider.name]: provider.config } });
    } catch (error) {
      diagnostics.push({
        severity: "error",
        source: provider.extensionPath,
        message: `provider "${provider.name}" was not registered: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  if (options.extensionFlags) {
    const read = options.extensionFlags(extensions?.runner.getFlags() ?? []);
    if (!read.ok) return fail(2, [{ severity: "error", source: "keel", ...read.error }]);
    for (const [name, value] of Object.entries(read.values)) extensions?.runner.setFlagValue(name, value);
  }
  const extensionTools = extensions?.tools ?? [];
  if (extensionTools.length > 0) {
    // An extension tool named like a built-in replaces it.
    const replaced = new Set(extensionTools.map((entry) => entry.tool.name));
    allTools = [...builtins.filter((tool) => !replaced.has(tool.name)), ...extensionTools.map((entry) => entry.tool)];
  }

  const layers = config.layers.flatMap((layer) =>
    layer.scope !== "cli" && layer.settings.defaultTools !== undefined
      ? [{ source: layer.source, defaultTools: layer.settings.defaultTools }]
      : [],
  );
  const toolDefaults = [
    ...DEFAULT_TOOL_NAMES,
    ...extensionTools.filter((entry) => entry.defaultActive).map((entry) => entry.tool.name),
  ];
  const selection = resolveToolSelection({
    available: allTools.map((tool) => tool.name),
    defaults: toolDefaults,
    layers,
    ...(restored?.activeTools ? { resumed: restored.activeTools } : {}),
    ...(options.tools ? { cli: options.tools } : {}),
  });
  if (!selection.ok) return fail(2, selection.diagnostics);
  const permissions = await createSessionPermissions({
    home: paths,
    layers: config.layers,
    root: config.trustedProject?.root ?? options.cwd,
    cwd: options.cwd,
    homeDir,
    ...(options.permissions ? { cli: options.permissions } : {}),
    ...(options.permissionPrompter ? { prompter: options.permissionPrompter } : {}),
  });
  if (!permissions.ok) return fail(2, permissions.diagnostics);
  diagnostics.push(...permissions.diagnostics);
  diagnostics.push(...selection.diagnostics);
  const byName = new Map(allTools.map((tool) => [tool.name, tool]));
  const active = selection.active.flatMap((name) => {
    const tool = byName.get(name);
    return tool ? [tool] : [];
  });

  // The model comes last: a usage error (a bad tool name, session or flag) is reported before a missing key.
  const modelChoice = options.model ?? {};
  const cliModel =
    modelChoice.model ?? (restored?.model ? `${restored.model.provider}/${restored.model.modelId}` : undefined);
  const cliThinking = modelChoice.thinking ?? restored?.thinkingLevel;
  const resolveModel = (wanted: string | undefined) =>
    resolveRunModel({
      home: paths,
      env: options.env,
      ...(wanted ? { cliModel: wanted } : {}),
      ...(modelChoice.provider ? { cliProvider: modelChoice.provider } : {}),
      ...(modelChoice.apiKey ? { cliApiKey: modelChoice.apiKey } : {}),
      ...(cliThinking ? { cliThinking } : {}),
      ...(settings.defaultModel ? { defaultModel: settings.defaultModel } : {}),
      ...(settings.defaultProvider ? { defaultProvider: settings.defaultProvider } : {}),
      defaultThinkingLevel: settings.defaultThinkingLevel,
    });
  let run = await resolveModel(cliModel);
  if (!run.ok && run.reason === "usage" && modelChoice.model === undefined && cliModel !== undefined) {
    // The resumed session's model is gone (models.json changed, a provider removed): start with the usual choice.
    run.unregister();
    run = await resolveModel(undefined);
    diagnostics.push({
      severity: "warning",
      source: "keel",
      message: `the session's model "${cliModel}" is not available any more${run.ok ? `; using ${run.model.provider}/${run.model.id}` : ""}`,
      hint: "Pick another with --model provider/id.",
    });
  }
  let model: Model;
  let thinkingLevel: ThinkingLevel;
  let apiKey: string | undefined;
  let keySources: KeySources | undefined;
  let streamFn: StreamFn = options.streamFn ?? stream;
  if (run.ok) {
    ({ model, thinkingLevel, apiKey, keySources } = run);
    diagnostics.push(...run.diagnostics);
  } else if (run.reason === "no-key" && options.fallbackModel && modelChoice.model === undefined) {
    const fallback = options.fallbackModel;
    diagnostics.push({ severity: "info", source: "keel", message: fallback.notice });
    model = fallback.model;
    thinkingLevel = "off";
    streamFn = fallback.streamFn;
  } else {
    return fail(run.reason === "usage" ? 2 : 1, run.diagnostics);
  }

  // The run's key; after a switch to another provider (an extension's setModel), that provider's
  // key is resolved once from the same sources (auth.json, environment, models.json).
  const keys = new Map<string, Promise<string | undefined>>();
  const getApiKey = (provider: string): string | undefined | Promise<string | undefined> => {
    if (provider === model.provider) return apiKey;
    if (keySources === undefined) return undefined;
    let key = keys.get(provider);
    if (key === undefined) {
      key = resolveProviderApiKey(provider, keySources).then((found) => (found.ok ? found.key : undefined));
      keys.set(provider, key);
    }
    return key;
  };
  const agent = new Agent({
    initialState: {
      model,
      thinkingLevel,
      tools: active,
      systemPrompt: prompt.systemPromptFor(active),
      messages: restored?.messages ?? [],
    },
    streamFn,
    getApiKey,
    toolExecution: settings.toolExecution,
    steeringMode: settings.steeringMode,
    followUpMode: settings.followUpMode,
    ...(extensions ? extensions.runner.agentHooks() : {}),
    // Permissions decide on the arguments the tool will get, after extensions had their say.
    beforeToolCall: chainBeforeToolCall(extensions?.runner.toolHooks().beforeToolCall, permissions.gate),
    // The session decides retries (with events a UI can show), so the provider layer makes none.
    streamOptions: { maxRetries: 0, ...(extensions ? extensions.runner.streamHooks() : {}) },
  });

  const store = resumedStore ?? openStore();
  if (!store.ok) return fail(2, store.diagnostics);
  const file = store.session;
  permissions.gate.recordTo((record) => void file.append({ type: "permission_decision", ...record }), file.header.id);
  // MCP servers connect in the background; @keel/mcp loads only when mcp.json configures one.
  const started = await startSessionMcp({
    home: paths,
    project,
    cwd: options.cwd,
    env: options.env,
    tools: options.tools,
    stderr: options.stderr ?? process.stderr,
    options: options.mcp,
  });
  diagnostics.push(...started.diagnostics);
  const mcp = started.mcp;
  // MCP tools join the catalog (extensions' getAllTools/setActiveTools, the runtime) as servers connect.
  const catalogBase = allTools;
  const promptHooks = mcp
    ? mcp.attach(agent, prompt.systemPromptFor, extensions?.promptHooks, (mcpTools) => {
        allTools = [...catalogBase, ...mcpTools];
      })
    : extensions?.promptHooks;
  if (restored?.model?.provider !== model.provider || restored.model?.modelId !== model.id) {
    file.appendModelChange(model.provider, model.id);
  }
  if (!sameList(restored?.activeTools, selection.active)) file.appendActiveTools(selection.active);
  if (options.name !== undefined) file.appendSessionInfo(options.name);

  const session = new AgentSession({
    agent,
    retry: settings.retry,
    persistence: {
      appendMessage: (message) => void file.appendMessage(message as Parameters<SessionFile["appendMessage"]>[0]),
    },
    ...(promptHooks ? { promptHooks } : {}),
    compactor: createSessionCompactor({
      agent,
      file,
      settings: settings.compaction,
      streamFn,
      getApiKey,
      ...(extensions ? { extensions: extensions.runner } : {}),
    }),
  });
  permissions.gate.subscribe((event) => session.publish(event));
  if (extensions) await startSessionExtensions(extensions, { session, agent, file }, store.resumed);
  return {
    ok: true,
    session,
    store: file,
    model,
    config,
    promptTemplates: prompt.promptTemplates,
    skills: prompt.skills,
    processes,
    permissions: permissions.gate,
    ...(mcp ? { mcp } : {}),
    diagnostics,
    toolCatalog: {
      all: () => allTools,
      defaults: toolDefaults,
      layers,
      systemPromptFor: prompt.systemPromptFor,
    },
    extensions: extensions?.runner,
    keySources,
    async dispose(reason: SessionShutdownReason = "quit") {
      await extensions?.runner.emit({ type: "session_shutdown", reason });
      await Promise.all([processes.killAll(), mcp?.close()]);
      file.close();
    },
  };
}

/** Every tool a session can activate, and the inputs `resolveToolSelection` needs to choose among them again. */
export interface ToolCatalog {
  /** Built-in and extension tools (an extension tool named like a built-in replaces it). */
  all(): readonly AnyAgentTool[];
  /** The starting set before settings: the default built-ins plus extension tools registered active. */
  defaults: readonly string[];
  /** The settings files' `defaultTools`, user first. */
  layers: readonly ToolSettingsLayer[];
  /** The system prompt for an active tool set (the prompt lists the tools). */
  systemPromptFor(tools: readonly AnyAgentTool[]): string;
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((name, i) => name === b[i]);
}
