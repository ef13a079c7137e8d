import { Agent, type AgentMessage } from "@keel/agent-core";
import type { ProcessRegistry } from "@keel/tools";
import { AgentSession } from "../agent-session/agent-session.js";
import { SessionControls } from "../agent-session/session-controls.js";
import type { ToolCatalog } from "../agent-session/tool-catalog.js";
import { attachSessionCheckpoints } from "../checkpoints/attach-checkpoints.js";
import { createBranchSummarizer } from "../checkpoints/branch-summary.js";
import { attachCodemode } from "../codemode/session-codemode.js";
import type { CompactionReason } from "../compaction/compaction-preparation.js";
import type { Configuration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import type { SessionShutdownReason } from "../extensions/extension-events.js";
import type { KeelHomePaths, ProjectPaths } from "../home/keel-home.js";
import type { SessionHooks } from "../hooks/session-hooks.js";
import { hookedToolCalls, sessionEndReason, startSessionHooks } from "../hooks/wire-session-hooks.js";
import { startSessionMcp } from "../mcp/session-mcp.js";
import type { PermissionGate } from "../permissions/permission-gate.js";
import { chainBeforeToolCall } from "../permissions/session-permissions.js";
import type { SessionContext } from "../session/session-context.js";
import type {
  CreateAgentSessionOptions,
  CreateAgentSessionResult,
  StartFailure,
} from "./create-agent-session-options.js";
import type { PromptResources } from "./load-prompt-resources.js";
import type { SessionStoreResult } from "./open-session-store.js";
import type { SessionModel } from "./resolve-session-model.js";
import { createSessionCompactor } from "./session-compactor.js";
import { type SessionExtensions, startSessionExtensions } from "./session-extensions.js";

/** What the earlier start-up steps produced. */
export interface AssembleSessionInput {
  options: CreateAgentSessionOptions;
  config: Configuration;
  paths: KeelHomePaths;
  project: ProjectPaths | undefined;
  prompt: PromptResources;
  catalog: ToolCatalog;
  processes: ProcessRegistry;
  /** The active tool names the session starts with. */
  activeTools: readonly string[];
  permissions: PermissionGate;
  extensions: SessionExtensions | undefined;
  /** Lifecycle hooks, when any is configured. */
  hooks?: SessionHooks | undefined;
  run: SessionModel;
  /** A resumed session's store and context; `undefined` for a new session. */
  resumed: { store: Extract<SessionStoreResult, { ok: true }>; context: SessionContext } | undefined;
  /** Opens the new session's store (only now: a failed start leaves no empty session file). */
  openStore: () => SessionStoreResult;
}

/**
 * Start-up steps "store" and "controls": the agent with the chosen model,
 * tools and context; the session file (a new one created only now); the
 * {@link SessionControls} that record the start and own every later change;
 * the MCP servers (connecting in the background); the {@link AgentSession}
 * with compaction; then the extensions' `session_start`.
 */
export async function assembleSession(
  input: AssembleSessionInput,
): Promise<Omit<Extract<CreateAgentSessionResult, { ok: true }>, "subagents"> | StartFailure> {
  const { options, config, catalog, run, extensions, permissions, prompt } = input;
  const { settings } = config;
  const restored = input.resumed?.context;
  const active = catalog.pick(input.activeTools);
  const agent = new Agent({
    initialState: {
      model: run.model,
      thinkingLevel: run.thinkingLevel,
      tools: active,
      systemPrompt: catalog.systemPromptFor(active),
      messages: restored?.messages ?? ([] as AgentMessage[]),
    },
    streamFn: run.streamFn,
    getApiKey: run.getApiKey,
    toolExecution: settings.toolExecution,
    steeringMode: settings.steeringMode,
    followUpMode: settings.followUpMode,
    ...(extensions ? extensions.runner.agentHooks() : {}),
    // Permissions decide on the arguments the tool will get, after extensions had their say.
    beforeToolCall: chainBeforeToolCall(extensions?.runner.toolHooks().beforeToolCall, permissions),
    // Lifecycle hooks run where the extension handlers do (PreToolUse before the gate).
    ...(input.hooks ? hookedToolCalls(input.hooks, extensions?.runner.toolHooks(), permissions) : {}),
    // The session decides retries (with events a UI can show), so the provider layer makes none.
    streamOptions: { maxRetries: 0, ...(extensions ? extensions.runner.streamHooks() : {}) },
  });

  const store = input.resumed?.store ?? input.openStore();
  if (!store.ok) return { ok: false, exitCode: 2, diagnostics: store.diagnostics };
  const file = store.session;
  permissions.recordTo((record) => void file.append({ type: "permission_decision", ...record }), file.header.id);
  const controls = new SessionControls({
    agent,
    recorder: file,
    catalog,
    ...(run.keySources ? { keySources: run.keySources } : {}),
  });
  controls.recordStart({
    ...(restored?.model ? { model: restored.model } : {}),
    ...(restored?.activeTools ? { activeTools: restored.activeTools } : {}),
  });
  if (options.name !== undefined) file.appendSessionInfo(options.name);

  // MCP servers connect in the background; @keel/mcp loads only when mcp.json configures one.
  const started = await startSessionMcp({
    home: input.paths,
    project: input.project,
    cwd: options.cwd,
    env: options.env,
    tools: options.tools,
    stderr: options.stderr ?? process.stderr,
    options: options.mcp,
  });
  const mcp = started.mcp;
  attachCodemode(catalog, agent, mcp, options.tools);
  // MCP tools join the catalog and the active set through the controls as servers connect.
  const frontHooks = mcp ? mcp.attach(controls, extensions?.promptHooks) : extensions?.promptHooks;
  const promptHooks = input.hooks ? input.hooks.promptHooks(frontHooks) : frontHooks;

  const session = new AgentSession({
    agent,
    controls,
    retry: settings.retry,
    persistence: {
      appendMessage: (message) => void file.appendMessage(message as Parameters<typeof file.appendMessage>[0]),
    },
    ...(promptHooks ? { promptHooks } : {}),
    compactor: createSessionCompactor({
      agent,
      controls,
      file,
      settings: settings.compaction,
      streamFn: run.streamFn,
      getApiKey: run.getApiKey,
      ...(extensions ? { extensions: extensions.runner } : {}),
      ...(input.hooks ? { beforeCompact: preCompactGuard(input.hooks) } : {}),
    }),
  });
  permissions.subscribe((event) => session.publish(event));
  const checkpoints = attachSessionCheckpoints({
    session,
    file,
    cwd: options.cwd,
    keelHome: input.paths.home,
    storesDir: options.checkpointsDir,
    settings: settings.checkpoints,
    warn: (message) => (options.stderr ?? process.stderr).write(`keel: ${message}\n`),
    summarizeBranch: createBranchSummarizer({ agent, streamFn: run.streamFn, getApiKey: run.getApiKey }),
  });
  if (extensions) await startSessionExtensions(extensions, { session, agent, file }, store.resumed);
  if (input.hooks) {
    await startSessionHooks(input.hooks, {
      session,
      id: file.header.id,
      file: file.path,
      source: options.sessionStartSource ?? (store.resumed ? "resume" : "startup"),
      model: run.model.id,
      ...(options.deferSessionStart ? { deferStart: options.deferSessionStart } : {}),
    });
  }
  const processes = input.processes;
  const diagnostics: Diagnostic[] = started.diagnostics;
  return {
    ok: true,
    session,
    store: file,
    model: run.model,
    config,
    promptTemplates: prompt.promptTemplates,
    skills: prompt.skills,
    processes,
    permissions,
    ...(mcp ? { mcp } : {}),
    diagnostics,
    toolCatalog: catalog,
    checkpoints,
    controls,
    extensions: extensions?.runner,
    keySources: run.keySources,
    async dispose(reason: SessionShutdownReason = "quit") {
      await checkpoints.flush();
      await extensions?.runner.emit({ type: "session_shutdown", reason });
      await input.hooks?.sessionEnd(sessionEndReason(reason));
      await Promise.all([processes.killAll(), mcp?.close()]);
      file.close();
      run.unregister();
    },
  };
}

/** PreCompact hooks as the compactor's first question: the reason they stopped it, if they did. */
function preCompactGuard(hooks: SessionHooks) {
  return async (reason: CompactionReason, customInstructions?: string): Promise<string | undefined> =>
    (await hooks.preCompact(reason, customInstructions)).blocked;
}
