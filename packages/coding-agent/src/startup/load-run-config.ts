import type { Diagnostic } from "../diagnostics.js";
import { type Env, type KeelHomePaths, keelHomePaths, resolveKeelHome, userHomeDir } from "../home/keel-home.js";
import { type ResolvedSettings, resolveSettings } from "../settings/resolve-settings.js";
import type { SettingsFile } from "../settings/settings-schema.js";
import {
  decideProjectTrust,
  skippedProjectReport,
  type TrustDecision,
  type TrustOverride,
} from "../trust/decide-project-trust.js";
import { findProjectConfig, type ProjectConfig } from "../trust/find-project-config.js";
import { readTrustFile } from "../trust/trust-store.js";

/** Inputs of {@link loadRunConfig}. */
export interface RunConfigOptions {
  cwd: string;
  env: Env;
  /** Whether a front end can ask the user about trust (headless modes cannot). */
  interactive: boolean;
  /** `--approve` / `--no-approve`. */
  trustOverride?: TrustOverride;
  /** Settings given on the command line (applied last). */
  cliSettings?: SettingsFile;
}

/** The user's paths, the project (if any), the trust decision, and the layered settings. */
export interface RunConfig {
  paths: KeelHomePaths;
  homeDir: string;
  project: ProjectConfig | undefined;
  trust: TrustDecision;
  /** Whether the project's `.keel/` config loads. */
  trusted: boolean;
  settings: ResolvedSettings["settings"];
  layers: ResolvedSettings["layers"];
  diagnostics: Diagnostic[];
}

/**
 * Reads what every run needs first: `$KEEL_HOME`, the user's settings (for
 * `defaultProjectTrust`, which only the user file may set), the project's
 * trust decision, then the full settings — the project layer only when
 * trusted. Problems are diagnostics; nothing here throws for bad files.
 */
export async function loadRunConfig(options: RunConfigOptions): Promise<RunConfig> {
  const paths = keelHomePaths(resolveKeelHome(options.env, options.cwd));
  const homeDir = userHomeDir(options.env);
  const diagnostics: Diagnostic[] = [];

  const user = await resolveSettings({ userFile: paths.settings, cwd: options.cwd, homeDir });
  const project = await findProjectConfig(options.cwd, paths.home);
  const saved = project === undefined ? { entries: {}, diagnostics: [] } : await readTrustFile(paths.trust);
  diagnostics.push(...saved.diagnostics);
  const trust = await decideProjectTrust({
    project,
    ...(options.trustOverride ? { override: options.trustOverride } : {}),
    saved: saved.entries,
    defaultProjectTrust: user.settings.defaultProjectTrust,
    interactive: options.interactive,
  });
  const trusted = trust.kind === "decided" && trust.trusted;
  const skipped = skippedProjectReport(project, trust);
  if (skipped) diagnostics.push(skipped);

  const full = await resolveSettings({
    userFile: paths.settings,
    ...(trusted && project ? { projectFile: project.paths.settings } : {}),
    ...(options.cliSettings ? { cli: options.cliSettings } : {}),
    cwd: options.cwd,
    homeDir,
  });
  diagnostics.push(...full.diagnostics);
  return { paths, homeDir, project, trust, trusted, settings: full.settings, layers: full.layers, diagnostics };
}
