import { join } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { PROJECT_CONFIG_DIR } from "../home/keel-home.js";
import type { Settings } from "../settings/settings-schema.js";
import type { AgentDefinition } from "../agents/agent-definition.js";
import { loadAgentDefinitions } from "../agents/load-agent-definitions.js";
import { SubagentRunner } from "../agents/subagent-runner.js";
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

/** Start-up step "subagents": the session's {@link SubagentRunner}, from the settings and the session's depth. */
export function createSessionSubagents(input: {
  options: CreateAgentSessionOptions;
  config: SubagentConfiguration;
  createSession(options: CreateAgentSessionOptions): Promise<CreateAgentSessionResult>;
}): SubagentRunner {
  const settings = input.config.settings.subagents ?? {};
  const runner = new SubagentRunner({
    createSession: input.createSession,
    parentOptions: input.options,
    trusted: input.config.trusted,
    depth: input.options.subagentDepth ?? 0,
    maxDepth: settings.maxDepth ?? DEFAULT_MAX_DEPTH,
    maxParallel: settings.maxParallel ?? DEFAULT_MAX_PARALLEL,
  });
  if (input.options.onSubagentEvent) runner.onEvent(input.options.onSubagentEvent);
  return runner;
}

/**
 * The folders agent definitions are read from: `$KEEL_HOME/agents`, and
 * for a trusted project its `.keel/agents` and (unless `compat.claude` is
 * `false`) `.claude/agents`.
 */
export function agentFolders(
  config: Pick<SubagentConfiguration, "settings" | "trusted" | "trustedProject" | "home">,
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
 * agents join): `$KEEL_HOME/agents`, a trusted project's `.claude/agents`
 * (unless `compat.claude` is `false`) and `.keel/agents`, then the
 * extensions' and the library's. Returns the problems found.
 */
export function loadSessionAgents(input: {
  runner: SubagentRunner;
  config: SubagentConfiguration;
  cwd: string;
  extensionAgents?: readonly { agent: AgentDefinition; extensionPath: string }[];
  libraryAgents?: readonly AgentDefinition[];
}): Diagnostic[] {
  const loaded = loadAgentDefinitions({
    ...agentFolders(input.config, input.cwd),
    ...(input.extensionAgents ? { extensionAgents: input.extensionAgents } : {}),
    ...(input.libraryAgents ? { libraryAgents: input.libraryAgents } : {}),
  });
  input.runner.setAgents(loaded.agents);
  return loaded.diagnostics;
}
