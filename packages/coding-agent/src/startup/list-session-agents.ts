import { ToolCatalog } from "../agent-session/tool-catalog.js";
import type { LoadedAgent } from "../agents/agent-definition.js";
import { loadAgentDefinitions } from "../agents/load-agent-definitions.js";
import { loadConfiguration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import type { TextSink } from "../extensions/headless-ui.js";
import type { Env } from "../home/keel-home.js";
import { applyPackages } from "../keel-packages/apply-packages.js";
import { loadExtensionsStep } from "./load-extensions-step.js";
import { agentFolders } from "./session-subagents.js";

/** Inputs of {@link listSessionAgents}. */
export interface ListSessionAgentsOptions {
  cwd: string;
  env: Env;
  /** Where the extensions' own problems go while they load. Default `process.stderr`. */
  stderr?: TextSink;
}

/**
 * The subagents a session started here would offer, without starting one:
 * the built-in `general`, `$KEEL_HOME/agents`, a trusted project's agent
 * folders, and the agents the extensions (and packages' extensions)
 * register — each extension is loaded, as at start-up, but no session
 * starts, no MCP server connects and no model is chosen.
 */
export async function listSessionAgents(options: ListSessionAgentsOptions): Promise<{
  agents: LoadedAgent[];
  /** Problems of the settings, packages and extensions. */
  diagnostics: Diagnostic[];
  /** Agent definitions left out, one diagnostic each naming the file (or extension) and the field. */
  problems: Diagnostic[];
}> {
  const loaded = await loadConfiguration({ cwd: options.cwd, env: options.env });
  const config = await applyPackages(loaded, { env: options.env, cwd: options.cwd });
  const diagnostics: Diagnostic[] = [...config.diagnostics];
  // The extensions' tools join a catalog nobody uses: only their registerAgent calls matter here.
  const catalog = new ToolCatalog({ builtins: [], defaultNames: [], systemPromptFor: () => "" });
  const extensions = await loadExtensionsStep({
    options: { cwd: options.cwd, env: options.env, ...(options.stderr ? { stderr: options.stderr } : {}) },
    config,
    paths: config.home,
    project: config.trusted ? config.project?.paths : undefined,
    catalog,
  });
  diagnostics.push(...extensions.diagnostics);
  const runner = extensions.ok ? extensions.extensions?.runner : undefined;
  const agents = loadAgentDefinitions({
    ...agentFolders(config, options.cwd),
    ...(runner ? { extensionAgents: runner.getAgents() } : {}),
  });
  return { agents: agents.agents, diagnostics, problems: agents.diagnostics };
}
