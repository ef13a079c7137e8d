import { loadConfiguration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import { type Env, projectPaths, resolveKeelHome, userHomeDir } from "../home/keel-home.js";
import { readSettingsFile } from "../settings/settings-file.js";
import type { TrustOverride } from "../trust/decide-project-trust.js";
import { findProjectConfig } from "../trust/find-project-config.js";
import { type DeclaredPackage, parseDeclarations } from "./declared-packages.js";
import { type PackageScope, projectPackageScope, userPackageScope } from "./package-scope.js";

/** Where the package commands (`keel install`, `remove`, `list`, `update`) act. */
export interface PackageCommandContext {
  cwd: string;
  env: Env;
  /** `--approve` / `--no-approve` for the project's declarations. */
  trustOverride?: TrustOverride;
}

/** A scope with its declarations as the command sees them. */
export interface ScopeDeclarations {
  scope: PackageScope;
  /** Whether its packages load in a run here (a project's only when trusted). */
  active: boolean;
  declared: DeclaredPackage[];
  diagnostics: Diagnostic[];
}

/** `$KEEL_HOME`, the user's home folder, and the user's and the project's scopes. */
export async function commandScopes(
  context: PackageCommandContext,
): Promise<{ keelHome: string; homeDir: string; user: PackageScope; project: PackageScope }> {
  const keelHome = resolveKeelHome(context.env, context.cwd);
  const found = await findProjectConfig(context.cwd, keelHome);
  // -l with no .keel folder yet: the working folder becomes the project.
  const root = found?.root ?? context.cwd;
  return {
    keelHome,
    homeDir: userHomeDir(context.env),
    user: userPackageScope(keelHome),
    project: projectPackageScope(keelHome, root, projectPaths(root).settings),
  };
}

async function declarationsOf(scope: PackageScope, homeDir: string, active: boolean): Promise<ScopeDeclarations> {
  const read = await readSettingsFile(scope.settingsFile);
  if (read.status === "invalid") return { scope, active, declared: [], diagnostics: read.diagnostics };
  const list = read.status === "ok" ? read.settings.packages : undefined;
  return { scope, active, ...parseDeclarations(list, scope, homeDir) };
}

/**
 * The declarations of both scopes, each marked active or not: the user's
 * always; the project's when the project is trusted (by a saved decision,
 * `defaultProjectTrust` or `--approve`; "ask" counts as not trusted here).
 */
export async function scopeDeclarations(context: PackageCommandContext): Promise<ScopeDeclarations[]> {
  const scopes = await commandScopes(context);
  const config = await loadConfiguration({
    cwd: context.cwd,
    env: context.env,
    ...(context.trustOverride ? { trustOverride: context.trustOverride } : {}),
  });
  const user = await declarationsOf(scopes.user, scopes.homeDir, true);
  // No project config here: nothing of the project's loads, and nothing is declared to say so about.
  const project = await declarationsOf(scopes.project, scopes.homeDir, config.project === undefined || config.trusted);
  return [user, project];
}
