import { loadConfiguration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import { userHomeDir } from "../home/keel-home.js";
import { loadSessionHooks } from "../hooks/load-session-hooks.js";
import { applyPackages } from "../keel-packages/apply-packages.js";
import { createSessionPermissions } from "../permissions/session-permissions.js";
import { SandboxControl } from "../sandbox/sandbox-control.js";
import { sandboxedExtensionExec } from "../sandbox/sandboxed-extension-exec.js";
import { resolveSessionSandbox } from "../sandbox/session-sandbox.js";
import { SessionOutputFolder } from "../tools/session-output-folder.js";
import { assembleSession } from "./assemble-session.js";
import { buildToolCatalog, chooseStartTools } from "./build-tool-catalog.js";
import type { CreateAgentSessionOptions, CreateAgentSessionResult } from "./create-agent-session-options.js";
import { loadExtensionsStep } from "./load-extensions-step.js";
import { loadPromptResources } from "./load-prompt-resources.js";
import { openSessionStore } from "./open-session-store.js";
import { resolveSessionModel } from "./resolve-session-model.js";
import { createSessionSubagents, loadSessionAgents, sandboxModeOf } from "./session-subagents.js";

export type { ToolCatalog } from "../agent-session/tool-catalog.js";
export type {
  CreateAgentSessionOptions,
  CreateAgentSessionResult,
  ModelChoice,
} from "./create-agent-session-options.js";

/**
 * Builds a coding-agent session from the user's files and the front end's
 * options: layered settings (the project's only when trusted), the model
 * and its key, the active tools, context files, skills and prompt
 * templates, the system prompt, and the session file (new, continued,
 * opened, forked or in memory). Every problem is a diagnostic; a resumed
 * session's model and tools come back unless the options override them.
 * Usage errors (a bad tool name, session or flag) are reported before a
 * missing key, and a new session's file is created only once the run can
 * start, so a failed start leaves no empty session behind.
 *
 * @example
 * const created = await createAgentSession({ cwd: process.cwd(), env: process.env });
 * if (!created.ok) process.exit(created.exitCode);
 * await created.session.prompt("Explain this repository");
 */
export async function createAgentSession(options: CreateAgentSessionOptions): Promise<CreateAgentSessionResult> {
  const loadedConfig = await loadConfiguration({
    cwd: options.cwd,
    env: options.env,
    ...(options.trustOverride ? { trustOverride: options.trustOverride } : {}),
    ...(options.askTrust ? { askTrust: options.askTrust } : {}),
    ...(options.cliSettings ? { cli: options.cliSettings } : {}),
  });
  // Packages (settings `packages`, `-e npm:…`): installed when missing, their resources added to the settings' lists.
  const config = await applyPackages(loadedConfig, {
    env: options.env,
    cwd: options.cwd,
    ...(options.extensions ? { extensions: options.extensions } : {}),
  });
  const { settings, home: paths } = config;
  const homeDir = userHomeDir(options.env);
  const diagnostics: Diagnostic[] = [...config.diagnostics];
  const fail = (exitCode: 1 | 2, more: readonly Diagnostic[]): CreateAgentSessionResult => ({
    ok: false,
    exitCode,
    diagnostics: [...diagnostics, ...more],
  });
  // A settings file whose restrictions cannot be read stops the run before anything loads or runs.
  if (config.blocking.length > 0) return fail(2, []);

  // Store: a resumed session opens now (its model and tools matter below); a new one only at the end.
  const sessionDir = options.sessionDir ?? settings.sessionDir;
  const choice = options.session ?? { kind: "new" };
  const openStore = () =>
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
  const resumed = resumedStore ? { store: resumedStore, context: resumedStore.session.buildContext() } : undefined;

  // Resources: context files, skills, prompt templates, the system prompt.
  const project = config.trusted ? config.project?.paths : undefined;
  // Lifecycle hooks: the user's, and a trusted project's (with its .claude/ ones unless compat.claude is off).
  const loadedHooks = await loadSessionHooks({
    config,
    cwd: options.cwd,
    env: options.env,
    subagent: choice.kind === "new" && choice.subagentOf !== undefined,
  });
  const hooks = loadedHooks.hooks;
  diagnostics.push(...loadedHooks.diagnostics);
  const prompt = await loadPromptResources({
    cwd: options.cwd,
    paths,
    project,
    settings,
    now: options.now ?? (() => new Date()),
    options: {
      ...options.resources,
      // An `-e npm:…` package's skills and prompt templates are command-line paths (--no-skills keeps them, as in pi).
      skills: [...(options.resources?.skills ?? []), ...config.cliPackageResources.skills],
      promptTemplates: [...(options.resources?.promptTemplates ?? []), ...config.cliPackageResources.prompts],
      ...(options.systemPrompt !== undefined ? { systemPrompt: options.systemPrompt } : {}),
      ...(options.appendSystemPrompt ? { appendSystemPrompt: options.appendSystemPrompt } : {}),
    },
  });
  diagnostics.push(...prompt.diagnostics);

  // Sandbox: the policy the tools run under, when the front end asks for one (the keel command does).
  let sandbox: SandboxControl | undefined;
  let markAnnounced: (() => void) | undefined;
  if (options.sandbox !== undefined) {
    const resolved = await resolveSessionSandbox({
      request: options.sandbox,
      layers: config.layers,
      cwd: options.cwd,
      homeDir,
      keelHome: paths.home,
      ...(options.env.TMPDIR ? { tmpDir: options.env.TMPDIR } : {}),
      ...(options.env.KEEL_SANDBOX !== undefined ? { envMode: options.env.KEEL_SANDBOX } : {}),
    });
    if (!resolved.ok) return fail(resolved.exitCode, resolved.diagnostics);
    diagnostics.push(...resolved.diagnostics);
    sandbox = new SandboxControl(resolved.sandbox);
    markAnnounced = resolved.markAnnounced;
  }

  // Catalog: built-in tools, then the extensions' (extensions load only when there are some).
  // Full output of the tools is kept beside the session's file (located once the store is open).
  const output = new SessionOutputFolder(settings.sessionOutputMaxBytes);
  const subagents = createSessionSubagents({ options, config, createSession: createAgentSession });
  const {
    catalog,
    processes,
    diagnostics: reaped,
  } = buildToolCatalog({
    cwd: options.cwd,
    homeDir,
    keelHome: paths.home,
    settings,
    spill: output.spill,
    layers: config.layers,
    systemPromptFor: prompt.systemPromptFor,
    subagents,
    ...(sandbox ? { sandbox: { control: sandbox, projectRoot: sandbox.projectRoot } } : {}),
  });
  diagnostics.push(...reaped);
  // A subagent uses its parent's MCP servers through their tools.
  if (options.inheritedTools?.length) catalog.setMcpTools(options.inheritedTools);
  const loaded = await loadExtensionsStep({
    options,
    config,
    paths,
    project,
    catalog,
    ...(sandbox?.enforced ? { exec: sandboxedExtensionExec(sandbox, options.cwd) } : {}),
  });
  if (!loaded.ok) return fail(loaded.exitCode, loaded.diagnostics);
  diagnostics.push(...loaded.diagnostics);
  diagnostics.push(
    ...loadSessionAgents({
      runner: subagents,
      config,
      cwd: options.cwd,
      ...(loaded.extensions ? { extensions: loaded.extensions.runner } : {}),
      ...(options.agents ? { libraryAgents: options.agents } : {}),
    }),
  );
  const selection = chooseStartTools(catalog, resumed?.context.activeTools, options.tools);
  if (!selection.ok) return fail(2, selection.diagnostics);

  const permissions = await createSessionPermissions({
    home: paths,
    layers: config.layers,
    root: config.trustedProject?.root ?? options.cwd,
    cwd: options.cwd,
    homeDir,
    ...(options.permissions ? { cli: options.permissions } : {}),
    ...(options.permissionPrompter
      ? { prompter: hooks ? hooks.wrapPrompter(options.permissionPrompter) : options.permissionPrompter }
      : {}),
    ...(sandbox?.permissionView() ? { sandbox: sandbox.permissionView() } : {}),
  });
  if (!permissions.ok) return fail(2, permissions.diagnostics);
  const gate = permissions.gate;
  sandbox?.subscribe((view) => gate.setSandbox(view));
  diagnostics.push(...permissions.diagnostics, ...selection.diagnostics);

  // Model and key come last: a usage error is reported before a missing key.
  const run = await resolveSessionModel({ options, home: paths, settings, resumed: resumed?.context });
  if (!run.ok) return fail(run.exitCode, run.diagnostics);
  diagnostics.push(...run.diagnostics);

  // Store and controls: the agent, the session file, the MCP servers, the session.
  const assembled = await assembleSession({
    options,
    config,
    paths,
    project,
    prompt,
    catalog,
    processes,
    activeTools: selection.active,
    permissions: permissions.gate,
    hooks,
    extensions: loaded.extensions,
    run,
    resumed,
    openStore,
  });
  if (!assembled.ok) return fail(assembled.exitCode, assembled.diagnostics);
  // The first-run sandbox line counts as shown once a run starts (not when bad input stops this one).
  if (markAnnounced !== undefined) {
    const mark = markAnnounced;
    const stop = assembled.session.subscribe((event) => {
      if (event.type !== "agent_start") return;
      stop();
      mark();
    });
  }
  // biome-ignore lint/correctness/useHookAtTopLevel: a method named use…, not a React hook
  output.useSessionFile(assembled.store.path);
  subagents.attach({
    session: assembled.session,
    store: assembled.store,
    permissionMode: () => assembled.permissions.mode,
    permissions: assembled.permissions,
    ...(sandbox ? { sandboxMode: () => sandboxModeOf(sandbox) } : {}),
    mcpTools: () => assembled.toolCatalog.all().filter((tool) => assembled.toolCatalog.isMcp(tool)),
  });
  return {
    ...assembled,
    subagents,
    ...(sandbox ? { sandbox } : {}),
    diagnostics: [...diagnostics, ...assembled.diagnostics],
  };
}
