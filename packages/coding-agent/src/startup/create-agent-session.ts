import { Agent, type AnyAgentTool, type StreamFn } from "@keel/agent-core";
import { type Model, stream } from "@keel/ai";
import { ProcessRegistry } from "@keel/tools";
import { AgentSession } from "../agent-session/agent-session.js";
import type { Diagnostic } from "../diagnostics.js";
import type { Env } from "../home/keel-home.js";
import { loadContextFiles } from "../resources/context-files.js";
import { discoverSkills } from "../resources/discover-skills.js";
import { discoverPromptTemplates, type PromptTemplate } from "../resources/prompt-templates.js";
import type { SessionFile } from "../session/session-file.js";
import type { SettingsFile } from "../settings/settings-schema.js";
import { buildSystemPrompt } from "../system-prompt/build-system-prompt.js";
import { loadSystemPromptSources } from "../system-prompt/prompt-sources.js";
import { createBuiltinTools } from "../tools/create-builtin-tools.js";
import { resolveToolSelection, type ToolCliOptions } from "../tools/resolve-tool-selection.js";
import { BUILTIN_TOOL_NAMES } from "../tools/tool-names.js";
import type { TrustOverride } from "../trust/decide-project-trust.js";
import { loadRunConfig, type RunConfig } from "./load-run-config.js";
import { openSessionStore, type SessionChoice } from "./open-session-store.js";
import { loadModelCatalog, type ModelChoice, selectModel } from "./select-model.js";

/** What a front end (the `keel` command, another distribution, a test) asks of a session. */
export interface CreateAgentSessionOptions {
  cwd: string;
  env: Env;
  /** Whether the front end can ask the user (trust prompts). Print and JSON modes cannot. */
  interactive: boolean;
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
      config: RunConfig;
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
 * const created = await createAgentSession({ cwd: process.cwd(), env: process.env, interactive: false });
 * if (!created.ok) process.exit(created.exitCode);
 * await created.session.prompt("Explain this repository");
 */
export async function createAgentSession(options: CreateAgentSessionOptions): Promise<CreateAgentSessionResult> {
  const now = options.now ?? (() => new Date());
  const config = await loadRunConfig({
    cwd: options.cwd,
    env: options.env,
    interactive: options.interactive,
    ...(options.trustOverride ? { trustOverride: options.trustOverride } : {}),
    ...(options.cliSettings ? { cliSettings: options.cliSettings } : {}),
  });
  const { settings, paths } = config;
  const diagnostics: Diagnostic[] = [...config.diagnostics];
  const fail = (exitCode: 1 | 2, more: readonly Diagnostic[]): CreateAgentSessionResult => ({
    ok: false,
    exitCode,
    diagnostics: [...diagnostics, ...more],
  });

  // A new session's file is created only once the run can start, so a
  // failed start leaves no empty session behind.
  const sessionDir = options.sessionDir ?? settings.sessionDir;
  const choice = options.session ?? { kind: "new" };
  const openStore = (): ReturnType<typeof openSessionStore> =>
    openSessionStore({
      choice,
      cwd: options.cwd,
      paths,
      ...(sessionDir ? { sessionDir } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  const resumedStore = choice.kind === "new" ? undefined : openStore();
  if (resumedStore && !resumedStore.ok) return fail(2, resumedStore.diagnostics);
  if (resumedStore) diagnostics.push(...resumedStore.diagnostics);
  const restored = resumedStore?.session.buildContext();

  const catalog = await loadModelCatalog(paths, options.env, options.model?.apiKey);
  const modelChoice: ModelChoice = { ...options.model };
  if (modelChoice.model === undefined && restored?.model !== undefined) {
    modelChoice.model = `${restored.model.provider}/${restored.model.modelId}`;
  }
  if (modelChoice.thinking === undefined && restored?.thinkingLevel !== undefined) {
    modelChoice.thinking = restored.thinkingLevel;
  }
  let selected = selectModel(catalog, modelChoice, settings, paths);
  let streamFn: StreamFn = options.streamFn ?? stream;
  if (!selected.ok && !selected.usage && options.fallbackModel && options.model?.model === undefined) {
    const fallback = options.fallbackModel;
    diagnostics.push(...catalog.diagnostics, { severity: "info", source: "keel", message: fallback.notice });
    selected = {
      ok: true,
      model: fallback.model,
      thinkingLevel: "off",
      getApiKey: async () => undefined,
      diagnostics: [],
    };
    streamFn = fallback.streamFn;
  }
  if (!selected.ok) return fail(selected.usage ? 2 : 1, selected.diagnostics);
  diagnostics.push(...selected.diagnostics);

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
    homeDir: config.homeDir,
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
      model: selected.model,
      thinkingLevel: selected.thinkingLevel,
      tools: active,
      systemPrompt: systemPromptFor(active),
      messages: restored?.messages ?? [],
    },
    streamFn,
    getApiKey: selected.getApiKey,
    toolExecution: settings.toolExecution,
    steeringMode: settings.steeringMode,
    followUpMode: settings.followUpMode,
    // The session decides retries (with events a UI can show), so the provider layer makes none.
    streamOptions: { maxRetries: 0 },
  });

  const store = resumedStore ?? openStore();
  if (!store.ok) return fail(2, store.diagnostics);
  const file = store.session;
  if (restored?.model?.provider !== selected.model.provider || restored.model?.modelId !== selected.model.id) {
    file.appendModelChange(selected.model.provider, selected.model.id);
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
    model: selected.model,
    config,
    promptTemplates: templates.templates,
    processes,
    diagnostics,
  };
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((name, i) => name === b[i]);
}
