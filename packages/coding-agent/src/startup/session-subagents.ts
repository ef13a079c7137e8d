import { dirname, join, resolve } from "node:path";
import type { AgentDefinition } from "../agents/agent-definition.js";
import { loadAgentDefinitions } from "../agents/load-agent-definitions.js";
import { type ChildSpec, SubagentRunner, TASK_TOOL_NAME } from "../agents/subagent-runner.js";
import type { Diagnostic } from "../diagnostics.js";
import type { ExtensionRunner } from "../extensions/extension-runner.js";
import { PROJECT_CONFIG_DIR } from "../home/keel-home.js";
import { isRemotePackageSource } from "../keel-packages/package-source.js";
import type { SandboxControl } from "../sandbox/sandbox-control.js";
import type { SandboxModeSetting } from "../settings/sandbox-settings-schema.js";
import type { Settings } from "../settings/settings-schema.js";
import type { CreateAgentSessionOptions, CreateAgentSessionResult } from "./create-agent-session-options.js";

/** What the subagent steps read of the session's configuration. */
export interface SubagentConfiguration {
  settings: Settings;
  /** Whether the project is trusted (its folders load; children get the same decision). */
  trusted: boolean;
  /** The trusted project's folders, when there is one. */
  trustedProject?: { root: string } | undefined;
  home: { home: string };
}

/** `subagents.maxParallel` when no settings file sets it. */
export const DEFAULT_MAX_PARALLEL = 4;
/** `subagents.maxDepth` when no settings file sets it. */
export const DEFAULT_MAX_DEPTH = 1;

/**
 * Start-up step "subagents": the session's {@link SubagentRunner}, from the
 * settings and the session's depth. Each child is a `createAgentSession`
 * built from this session's own options (see {@link childSessionOptions}).
 */
export function createSessionSubagents(input: {
  options: CreateAgentSessionOptions;
  config: SubagentConfiguration;
  createSession(options: CreateAgentSessionOptions): Promise<CreateAgentSessionResult>;
}): SubagentRunner {
  const settings = input.config.settings.subagents ?? {};
  const runner = new SubagentRunner({
    cwd: input.options.cwd,
    depth: input.options.subagentDepth ?? 0,
    maxDepth: settings.maxDepth ?? DEFAULT_MAX_DEPTH,
    maxParallel: settings.maxParallel ?? DEFAULT_MAX_PARALLEL,
    async startChild(spec) {
      const created = await input.createSession(childSessionOptions(input.options, input.config.trusted, spec));
      if (created.ok) {
        // The parent's answers "for this session" hold in the child (and the child's in the parent).
        const parentGate = spec.parent?.permissions;
        if (parentGate) created.permissions.shareSessionApprovals(parentGate);
        return { ok: true, child: created };
      }
      const why = created.diagnostics
        .filter((d) => d.severity === "error")
        .map((d) => `${d.source}: ${d.message}`)
        .join("; ");
      return { ok: false, error: why || "unknown problem" };
    },
  });
  if (input.options.onSubagentEvent) runner.onEvent(input.options.onSubagentEvent);
  return runner;
}

/**
 * A child's options: the parent's own (so its permissions, prompter,
 * trust decision, settings and extensions are the parent's: never wider),
 * in the parent's permission and sandbox modes of the moment, with the
 * agent's system prompt, tools (default: the parent's active ones; `task`
 * only while it may nest), model and thinking level (default: the parent's
 * current ones), a new session file beside the parent's whose header links
 * back, and the parent's MCP tools (its servers, never servers of its own).
 */
export function childSessionOptions(
  base: CreateAgentSessionOptions,
  trusted: boolean,
  spec: ChildSpec,
): CreateAgentSessionOptions {
  const { agent, parent } = spec;
  const state = parent?.session.agent.state;
  const parentModel = state?.model;
  const usesFallback = base.fallbackModel !== undefined && parentModel === base.fallbackModel.model;
  const modelRef =
    agent.model ?? (parentModel && !usesFallback ? `${parentModel.provider}/${parentModel.id}` : undefined);
  const thinking = agent.thinking ?? state?.thinkingLevel;
  const parentTools = state?.tools.map((tool) => tool.name) ?? [];
  const tools = (agent.tools ?? parentTools).filter((name) => name !== TASK_TOOL_NAME || spec.mayNest);
  // Each session's runner reports its own children (and re-emits theirs): the callback stays with the top one.
  const { askTrust: _askTrust, name: _name, onSubagentEvent: _events, ...inherited } = base;
  // The parent's mode now, not at its start: a switch to a narrower mode (e.g. from bypass) binds children too.
  const mode = parent?.permissionMode?.();
  const permissions =
    mode === undefined
      ? base.permissions
      : { ...base.permissions, mode, ...(mode === "bypass" ? {} : { dangerouslyBypass: false }) };
  // Likewise the sandbox: a parent switched to read-only (or off) starts its children so.
  const sandboxMode = parent?.sandboxMode?.();
  const sandbox =
    base.sandbox !== undefined && sandboxMode !== undefined ? { ...base.sandbox, mode: sandboxMode } : base.sandbox;
  // `-e` paths are relative to the parent's folder; a worktree child works in another one.
  const extensions = base.extensions?.map((path) => (isRemotePackageSource(path) ? path : resolve(base.cwd, path)));
  const store = parent?.store;
  const session: CreateAgentSessionOptions["session"] =
    store?.path === undefined
      ? { kind: "memory" }
      : { kind: "new", subagentOf: { parentSessionId: store.id, parentToolCallId: spec.toolCallId } };
  return {
    ...inherited,
    cwd: spec.cwd ?? base.cwd,
    trustOverride: trusted ? "approve" : "no-approve",
    ...(permissions ? { permissions } : {}),
    ...(sandbox ? { sandbox } : {}),
    ...(extensions ? { extensions } : {}),
    model: {
      ...(base.model?.apiKey ? { apiKey: base.model.apiKey } : {}),
      ...(modelRef ? { model: modelRef } : {}),
      ...(thinking ? { thinking } : {}),
    },
    tools: tools.length > 0 ? { tools } : { noTools: true },
    // The parent's servers, through their tools: a child starts no MCP server of its own.
    mcp: { enabled: false },
    inheritedTools: parent?.mcpTools?.() ?? [],
    systemPrompt: agent.systemPrompt,
    appendSystemPrompt: [],
    session,
    ...(store?.path ? { sessionDir: dirname(store.path) } : {}),
    name: `${agent.name}: ${spec.description}`,
    subagentDepth: spec.depth,
  };
}

/**
 * The folders agent definitions are read from: `$KEEL_HOME/agents`, and
 * for a trusted project its `.keel/agents` and (unless `compat.claude` is
 * `false`) `.claude/agents`.
 */
export function agentFolders(
  config: SubagentConfiguration,
  cwd: string,
): { userDir: string; projectDir?: string; claudeDir?: string } {
  const root = config.trusted ? (config.trustedProject?.root ?? cwd) : undefined;
  const compat = (config.settings as { compat?: { claude?: boolean } }).compat;
  return {
    userDir: join(config.home.home, "agents"),
    ...(root !== undefined ? { projectDir: join(root, PROJECT_CONFIG_DIR, "agents") } : {}),
    ...(root !== undefined && compat?.claude !== false ? { claudeDir: join(root, ".claude", "agents") } : {}),
  };
}

/**
 * Loads the agent definitions into the runner (after extensions, whose
 * agents join): the {@link agentFolders}, then the extensions' and the
 * library's; lets the extensions run subagents and hear of them. Returns
 * the problems found.
 */
export function loadSessionAgents(input: {
  runner: SubagentRunner;
  config: SubagentConfiguration;
  cwd: string;
  /** The loaded extensions: their agents join, they may run subagents and get `subagent_start` / `subagent_end`. */
  extensions?: Pick<ExtensionRunner, "getAgents" | "useSubagents" | "emit">;
  libraryAgents?: readonly AgentDefinition[];
}): Diagnostic[] {
  const { extensions, runner } = input;
  if (extensions) {
    // biome-ignore lint/correctness/useHookAtTopLevel: an extension runner's method, not a React hook.
    extensions.useSubagents(runner);
    runner.onLifecycle((event) => extensions.emit(event));
  }
  const loaded = loadAgentDefinitions({
    ...agentFolders(input.config, input.cwd),
    ...(extensions ? { extensionAgents: extensions.getAgents() } : {}),
    ...(input.libraryAgents ? { libraryAgents: input.libraryAgents } : {}),
  });
  runner.setAgents(loaded.agents);
  return loaded.diagnostics;
}

/** The mode a session's sandbox is in now, as a `--sandbox` mode (`off` once switched off). */
export function sandboxModeOf(sandbox: Pick<SandboxControl, "status">): SandboxModeSetting {
  const status = sandbox.status();
  return status.state === "off" ? "off" : status.mode;
}
