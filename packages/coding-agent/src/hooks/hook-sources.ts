import type { Configuration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import { readSettingsFile } from "../settings/settings-file.js";
import { claudeProjectPaths, readClaudeHooks } from "./claude-project-files.js";
import type { HookSource } from "./configured-hooks.js";

/** The hook sources of a run, and those an untrusted project would add if it were trusted. */
export interface HookSources {
  /** Every source that applies, in order: user settings, the trusted project's `.keel/settings.json`, its `.claude/` files, the command line. */
  active: HookSource[];
  /** What the project found from the cwd would add if it were trusted (empty when it is, or there is none). */
  ifTrusted: HookSource[];
  diagnostics: Diagnostic[];
}

/** Whether a trusted project's `.claude/` folder is read (`compat.claude`, default true). */
export function claudeCompatEnabled(config: Pick<Configuration, "settings">): boolean {
  return config.settings.compat?.claude !== false;
}

async function projectSources(
  root: string,
  keelSettings: string | undefined,
  claude: boolean,
): Promise<{ sources: HookSource[]; diagnostics: Diagnostic[] }> {
  const sources: HookSource[] = [];
  const diagnostics: Diagnostic[] = [];
  if (keelSettings !== undefined) {
    const file = await readSettingsFile(keelSettings);
    if (file.status === "ok" && file.settings.hooks !== undefined) {
      sources.push({ scope: "project", source: keelSettings, hooks: file.settings.hooks });
    }
  }
  if (claude) {
    const paths = claudeProjectPaths(root);
    for (const [path, scope] of [
      [paths.settings, "claude-project"],
      [paths.localSettings, "claude-local"],
    ] as const) {
      const read = await readClaudeHooks(path, scope);
      diagnostics.push(...read.diagnostics);
      if (read.source !== undefined) sources.push(read.source);
    }
  }
  return { sources, diagnostics };
}

/**
 * Collects where hooks are configured: the settings layers that applied
 * (the user's file, a trusted project's `.keel/settings.json`, the command
 * line) and, for a trusted project with `compat.claude` on, the hooks of
 * `.claude/settings.json` and `.claude/settings.local.json`. An untrusted
 * project's hooks never apply; they are read only to be listed.
 */
export async function collectHookSources(config: Configuration): Promise<HookSources> {
  const active: HookSource[] = [];
  const diagnostics: Diagnostic[] = [];
  const claude = claudeCompatEnabled(config);
  for (const layer of config.layers) {
    if (layer.settings.hooks === undefined || layer.scope === "cli") continue;
    active.push({ scope: layer.scope, source: layer.source, hooks: layer.settings.hooks });
  }
  if (config.trustedProject !== undefined && claude) {
    const found = await projectSources(config.trustedProject.root, undefined, true);
    active.push(...found.sources);
    diagnostics.push(...found.diagnostics);
  }
  for (const layer of config.layers) {
    if (layer.settings.hooks !== undefined && layer.scope === "cli") {
      active.push({ scope: "cli", source: layer.source, hooks: layer.settings.hooks });
    }
  }
  let ifTrusted: HookSource[] = [];
  if (config.project !== undefined && !config.trusted) {
    ifTrusted = (await projectSources(config.project.root, config.project.paths.settings, claude)).sources;
  }
  return { active, ifTrusted, diagnostics };
}
