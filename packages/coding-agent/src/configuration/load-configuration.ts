import type { Diagnostic } from "../diagnostics.js";
import {
  type Env,
  type KeelHomePaths,
  keelHomePaths,
  type ProjectPaths,
  resolveKeelHome,
  userHomeDir,
} from "../home/keel-home.js";
import { type ResolvedSettings, resolveSettings } from "../settings/resolve-settings.js";
import { readSettingsFile } from "../settings/settings-file.js";
import type { SettingsFile } from "../settings/settings-schema.js";
import {
  decideProjectTrust,
  skippedProjectReport,
  type TrustDecision,
  type TrustOverride,
} from "../trust/decide-project-trust.js";
import { findProjectConfig, type ProjectConfig } from "../trust/find-project-config.js";
import { readTrustFile } from "../trust/trust-store.js";

/** Inputs of {@link loadConfiguration}. */
export interface LoadConfigurationOptions {
  env: Env;
  cwd: string;
  /** `--approve` / `--no-approve`. */
  trustOverride?: TrustOverride;
  /**
   * Asks the user whether to trust a project (a UI's prompt) when the
   * decision is "ask". Without it — print and JSON modes — "ask" means untrusted.
   */
  askTrust?: (project: ProjectConfig) => Promise<boolean>;
  /** Settings from the command line, the top layer. */
  cli?: SettingsFile;
}

/** Everything a run needs to know before it builds tools and resources. */
export interface Configuration extends ResolvedSettings {
  home: KeelHomePaths;
  /** The project config found from the cwd, trusted or not. */
  project: ProjectConfig | undefined;
  /** Whether the project's `.keel/` resources may load. */
  trusted: boolean;
  trust: Extract<TrustDecision, { kind: "decided" }>;
  /** The project's paths when trusted — pass these to the resource finders. */
  trustedProject: ProjectPaths | undefined;
}

/**
 * The start-up sequence in one call: resolve `$KEEL_HOME`, read the user's
 * `defaultProjectTrust`, find the project, decide trust (flags, saved
 * decision, default, or `askTrust`), then layer the settings — with the
 * project layer only when trusted. Every problem (bad settings or
 * `trust.json`, skipped project resources) is in `diagnostics`.
 *
 * @example
 * const config = await loadConfiguration({ env: process.env, cwd: process.cwd(), trustOverride: args.approve ? "approve" : undefined });
 * for (const d of config.diagnostics) console.error(formatDiagnostic(d));
 */
export async function loadConfiguration(options: LoadConfigurationOptions): Promise<Configuration> {
  const home = keelHomePaths(resolveKeelHome(options.env, options.cwd));
  const user = await readSettingsFile(home.settings);
  const defaultProjectTrust = user.status === "ok" ? (user.settings.defaultProjectTrust ?? "ask") : "ask";
  // A trusted project's .claude/ is read too (compat.claude, default on): it needs trust like .keel/.
  const claude = user.status !== "ok" || user.settings.compat?.claude !== false;
  const project = await findProjectConfig(options.cwd, home.home, {
    ...(claude ? { claude: { userHome: userHomeDir(options.env) } } : {}),
  });
  const diagnostics: Diagnostic[] = [];
  let trust: Extract<TrustDecision, { kind: "decided" }> = {
    kind: "decided",
    trusted: true,
    reason: "no-project-config",
  };
  if (project !== undefined) {
    const saved = await readTrustFile(home.trust);
    diagnostics.push(...saved.diagnostics);
    const decision = await decideProjectTrust({
      project,
      cwd: options.cwd,
      saved: saved.entries,
      defaultProjectTrust,
      interactive: options.askTrust !== undefined,
      ...(options.trustOverride ? { override: options.trustOverride } : {}),
    });
    trust =
      decision.kind === "decided"
        ? decision
        : {
            kind: "decided",
            trusted: options.askTrust ? await options.askTrust(project) : false,
            reason: "asked",
          };
    const skipped = skippedProjectReport(project, trust);
    if (skipped) diagnostics.push(skipped);
  }
  const trustedProject = project !== undefined && trust.trusted ? project.paths : undefined;
  const resolved = await resolveSettings({
    userFile: home.settings,
    ...(trustedProject ? { projectFile: trustedProject.settings } : {}),
    ...(options.cli ? { cli: options.cli } : {}),
    cwd: options.cwd,
    homeDir: userHomeDir(options.env),
  });
  return {
    ...resolved,
    diagnostics: [...resolved.diagnostics, ...diagnostics],
    home,
    project,
    trusted: trust.trusted,
    trust,
    trustedProject,
  };
}
