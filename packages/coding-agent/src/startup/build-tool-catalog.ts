import { join } from "node:path";
import type { AnyAgentTool } from "@keel/agent-core";
import { ProcessRegistry, type SpillFolder } from "@keel/tools";
import { ProcessLedger, reapOrphanedProcessGroups } from "@keel/tools/internal";
import { ToolCatalog } from "../agent-session/tool-catalog.js";
import type { SubagentRunner } from "../agents/subagent-runner.js";
import { createTaskTool } from "../agents/task-tool.js";
import { createSessionCodemodeTool } from "../codemode/session-codemode.js";
import type { Diagnostic } from "../diagnostics.js";
import type { SandboxControl } from "../sandbox/sandbox-control.js";
import { createSandboxedBuiltinTools } from "../sandbox/sandbox-tools.js";
import type { SettingsLayer } from "../settings/resolve-settings.js";
import type { Settings } from "../settings/settings-schema.js";
import { createBuiltinTools } from "../tools/create-builtin-tools.js";
import { resolveToolSelection, type ToolCliOptions, type ToolSelection } from "../tools/resolve-tool-selection.js";
import { BUILTIN_TOOL_NAMES, DEFAULT_TOOL_NAMES } from "../tools/tool-names.js";

/** Inputs of {@link buildToolCatalog}. */
export interface BuildToolCatalogInput {
  cwd: string;
  homeDir: string;
  settings: Settings;
  /** The configuration's settings layers (their `defaultTools`, the command line's left out). */
  layers: readonly SettingsLayer[];
  systemPromptFor(tools: readonly AnyAgentTool[]): string;
  /** Where the built-in tools write full-output files (the session's output folder). */
  spill?: SpillFolder;
  /**
   * `$KEEL_HOME`: the shell tools' process groups are recorded in its
   * `processes/` folder while they run, and groups left there by Keel
   * processes that died (SIGKILL) are stopped first. Without it nothing is
   * recorded.
   */
  keelHome?: string;
  /** Runs subagents: with one, the catalog has the `task` tool (not active by default). */
  subagents?: SubagentRunner;
  /** The OS sandbox the tools run under, when one started (docs/sandbox.md). */
  sandbox?: { control: SandboxControl; projectRoot: string };
}

/**
 * Start-up step "catalog": the built-in tools (their shell children in a
 * fresh process registry) in a {@link ToolCatalog} that extension and MCP
 * tools join later, with the settings files' `defaultTools`. With a
 * `keelHome`, process groups that earlier, killed Keel runs left running
 * are stopped first (each named in a diagnostic).
 */
export function buildToolCatalog(input: BuildToolCatalogInput): {
  catalog: ToolCatalog;
  processes: ProcessRegistry;
  diagnostics: Diagnostic[];
} {
  const { settings } = input;
  const ledgerDir = input.keelHome === undefined ? undefined : join(input.keelHome, "processes");
  const diagnostics = ledgerDir === undefined ? [] : reapDiagnostics(ledgerDir);
  const processes = new ProcessRegistry(ledgerDir === undefined ? {} : { ledger: new ProcessLedger(ledgerDir) });
  const toolOptions = {
    processes,
    homeDir: input.homeDir,
    ...(input.spill ? { spill: input.spill } : {}),
    ...(settings.shellPath ? { shellPath: settings.shellPath } : {}),
    ...(settings.shellCommandPrefix ? { shellCommandPrefix: settings.shellCommandPrefix } : {}),
  };
  const builtins = input.sandbox?.control.enforced
    ? createSandboxedBuiltinTools({
        names: BUILTIN_TOOL_NAMES,
        cwd: input.cwd,
        homeDir: input.homeDir,
        processes,
        control: input.sandbox.control,
        projectRoot: input.sandbox.projectRoot,
        options: toolOptions,
      })
    : createBuiltinTools(BUILTIN_TOOL_NAMES, input.cwd, toolOptions);
  // Off until selected (`--tools +codemode`); its scripts call the session's tools (docs/codemode.md).
  builtins.push(createSessionCodemodeTool(input.spill, settings.codemode));
  if (input.subagents) builtins.push(createTaskTool(input.subagents) as unknown as AnyAgentTool);
  const layers = input.layers.flatMap((layer) =>
    layer.scope !== "cli" && layer.settings.defaultTools !== undefined
      ? [{ source: layer.source, defaultTools: layer.settings.defaultTools }]
      : [],
  );
  const catalog = new ToolCatalog({
    builtins,
    defaultNames: DEFAULT_TOOL_NAMES,
    layers,
    systemPromptFor: input.systemPromptFor,
  });
  return { catalog, processes, diagnostics };
}

/** Stops what dead Keel runs left running, one diagnostic per process group. */
function reapDiagnostics(ledgerDir: string): Diagnostic[] {
  return reapOrphanedProcessGroups(ledgerDir).map((group) => ({
    severity: "warning",
    source: ledgerDir,
    message: `stopped process group ${group.pgid} (${group.command}), left running by keel process ${group.ownerPid}, which ended without stopping it`,
  }));
}

/**
 * The tools a session starts with: the catalog's defaults, the settings
 * files' `defaultTools`, a resumed session's saved set, then the command line.
 */
export function chooseStartTools(
  catalog: ToolCatalog,
  resumed: readonly string[] | undefined,
  cli: ToolCliOptions | undefined,
): ToolSelection {
  return resolveToolSelection({
    available: catalog.names(),
    defaults: catalog.defaults,
    layers: catalog.layers,
    ...(resumed ? { resumed } : {}),
    ...(cli ? { cli } : {}),
  });
}
