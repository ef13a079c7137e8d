import { Agent, type AnyAgentTool, type StreamFn } from "@keel/agent-core";
import { type Model, stream, type ThinkingLevel } from "@keel/ai";
import { ProcessRegistry } from "@keel/tools";
import { AgentSession } from "../agent-session/agent-session.js";
import type { Diagnostic } from "../diagnostics.js";
import type { Env } from "../home/keel-home.js";
import { userHomeDir } from "../home/keel-home.js";
import { resolveRunModel } from "../models/resolve-run-model.js";
import { loadContextFiles } from "../resources/context-files.js";
import { discoverSkills } from "../resources/discover-skills.js";
import { discoverPromptTemplates, type PromptTemplate } from "../resources/prompt-templates.js";
import type { SessionFile } from "../session/session-file.js";
import { type Configuration, loadConfiguration } from "../settings/load-configuration.js";
import type { SettingsFile } from "../settings/settings-schema.js";
import { buildSystemPrompt } from "../system-prompt/build-system-prompt.js";
import { loadSystemPromptSources } from "../system-prompt/prompt-sources.js";
import { createBuiltinTools } from "../tools/create-builtin-tools.js";
import { resolveToolSelection, type ToolCliOptions } from "../tools/resolve-tool-selection.js";
import { BUILTIN_TOOL_NAMES } from "../tools/tool-names.js";
import type { TrustOverride } from "../trust/decide-project-trust.js";
import type { ProjectConfig } from "../trust/find-project-config.js";
import { openSessionStore, type SessionChoice } from "./open-session-store.js";

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
  resources?: {
    skills?: readonly string[];
    noSkills?: boolean;
    promptTemplates?: readonly string[];
    noPromptTemplates?: boolean;
    noContextFiles?: boolean;
  };
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
      /** Background processes of shell commands; `killAll()` when the run ends. */
      processes: ProcessRegistry;
      diagnostics: Diagnostic[];
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

  const modelChoice = options.model ?? {};
  const cliModel =
    modelChoice.model ?? (restored?.model ? `${restored.model.provider}/${restored.model.modelId}` : undefined);
  const cliThinking = modelChoice.thinking ?? restored?.thinkingLevel;
  const run = await resolveRunModel({
    home: paths,
    env: options.env,
    ...(cliModel ? { cliModel } : {}),
    ...(modelChoice.provider ? { cliProvider: modelChoice.provider } : {}),
    ...(modelChoice.apiKey ? { cliApiKey: modelChoice.apiKey } : {}),
    ...(cliThinking ? { cliThinking } : {}),
    ...(settings.defaultModel ? { defaultModel: settings.defaultModel } : {}),
    ...(settings.defaultProvider ? { defaultProvider: settings.defaultProvider } : {}),
    defaultThinkingLevel: settings.defaultThinkingLevel,
  });
  let model: Model;
  let thinkingLevel: ThinkingLevel;
  let apiKey: string | undefined;
  let streamFn: StreamFn = options.streamFn ?? stream;
  if (run.ok) {
    ({ model, thinkingLevel, apiKey } = run);
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

  const layers = config.layers.flatMap((layer) =>
    layer.scope !== "cli" && layer.settings.defaultTools !== undefined
      ? [{ source: layer.source, defaultTools: layer.settings.defaultTools }]
      : [],
  );
  const selection = resolveToolSelection({
    available: [...BUILTIN_TOOL_NAMES],
    layers,
    ...(restored?.activeTools ? { resumed: restored.activeTools } : {}),
    ...(options.tools ? { cli: options.tools } : {}),
  });
  if (!selection.ok) return fail(2, selection.diagnostics);
  diagnostics.push(...selection.diagnostics);

  const processes = new ProcessRegistry();
  const allTools = createBuiltinTools(BUILTIN_TOOL_NAMES, options.cwd, {
    processes,
    homeDir,
    ...(settings.shellPath ? { shellPath: settings.shellPath } : {}),
    ...(settings.shellCommandPrefix ? { shellCommandPrefix: settings.shellCommandPrefix } : {}),
  });
  const byName = new Map(allTools.map((tool) => [tool.name, tool]));
  const active = selection.active.flatMap((name) => {
    const tool = byName.get(name);
    return tool ? [tool] : [];
  });

  const project = config.trusted ? config.project?.paths : undefined;
  const resources = options.resources ?? {};
  const [context, skills, templates, sources] = await Promise.all([
    loadContextFiles({ keelHome: paths.home, cwd: options.cwd, noContextFiles: resources.noContextFiles === true }),
    discoverSkills({
      userDir: paths.skills,
      ...(project ? { projectDir: project.skills } : {}),
      settingsPaths: settings.skills,
      ...(resources.skills ? { cliPaths: resources.skills } : {}),
      noSkills: resources.noSkills === true,
    }),
    discoverPromptTemplates({
      userDir: paths.prompts,
      ...(project ? { projectDir: project.prompts } : {}),
      settingsPaths: settings.prompts,
      ...(resources.promptTemplates ? { cliPaths: resources.promptTemplates } : {}),
      noPromptTemplates: resources.noPromptTemplates === true,
    }),
    loadSystemPromptSources({
      cwd: options.cwd,
      ...(project ? { project } : {}),
      ...(options.systemPrompt !== undefined ? { systemPrompt: options.systemPrompt } : {}),
      ...(options.appendSystemPrompt ? { appendSystemPrompt: options.appendSystemPrompt } : {}),
    }),
  ]);
  diagnostics.push(...context.diagnostics, ...skills.diagnostics, ...templates.diagnostics, ...sources.diagnostics);
  const systemPromptFor = (tools: readonly AnyAgentTool[]): string =>
    buildSystemPrompt({
      tools,
      cwd: options.cwd,
      date: now(),
      contextFiles: context.files,
      skills: skills.skills,
      ...(sources.customPrompt !== undefined ? { customPrompt: sources.customPrompt } : {}),
      appendPrompts: sources.appendPrompts,
    });

  const agent = new Agent({
    initialState: {
      model,
      thinkingLevel,
      tools: active,
      systemPrompt: systemPromptFor(active),
      messages: restored?.messages ?? [],
    },
    streamFn,
    // The run's key; a switch to another provider resolves that provider's key from the environment.
    getApiKey: (provider) => (provider === model.provider ? apiKey : undefined),
    toolExecution: settings.toolExecution,
    steeringMode: settings.steeringMode,
    followUpMode: settings.followUpMode,
    // The session decides retries (with events a UI can show), so the provider layer makes none.
    streamOptions: { maxRetries: 0 },
  });

  const store = resumedStore ?? openStore();
  if (!store.ok) return fail(2, store.diagnostics);
  const file = store.session;
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
  });
  return {
    ok: true,
    session,
    store: file,
    model,
    config,
    promptTemplates: templates.templates,
    processes,
    diagnostics,
  };
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((name, i) => name === b[i]);
}
