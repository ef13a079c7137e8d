import type { Configuration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import { type Env, isOffline, userHomeDir } from "../home/keel-home.js";
import { type DeclaredPackage, declaredPackages } from "./declared-packages.js";
import type { LoadedPackage } from "./load-packages.js";
import { temporaryPackageScope } from "./package-scope.js";
import { isRemotePackageSource, parsePackageSource } from "./package-source.js";

/** Inputs of {@link applyPackages} besides the configuration. */
export interface ApplyPackagesOptions {
  env: Env;
  cwd: string;
  /** `-e/--extension` values: the `npm:`/`git:`/`https://` ones are packages tried for this run. */
  extensions?: readonly string[];
}

/** The resources of the `-e npm:…` packages: command-line paths, as pi treats them. */
export interface CliPackageResources {
  extensions: string[];
  skills: string[];
  prompts: string[];
}

/** A configuration with its packages' resources added, and the packages that loaded. */
export interface PackagedConfiguration extends Configuration {
  packages: LoadedPackage[];
  /** Theme files (JSON) the packages carry, for the terminal UI. */
  packageThemes: string[];
  /**
   * What the `-e` packages carry: loaded like `-e`, `--skill` and
   * `--prompt-template` paths, so `--no-extensions`, `--no-skills` and
   * `--no-prompt-templates` leave them in (as in pi).
   */
  cliPackageResources: CliPackageResources;
}

/** The `-e` words that are package sources, parsed into the temporary scope. */
function cliPackages(
  options: ApplyPackagesOptions,
  keelHome: string,
): { declared: DeclaredPackage[]; diagnostics: Diagnostic[] } {
  const declared: DeclaredPackage[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const word of options.extensions ?? []) {
    if (!isRemotePackageSource(word)) continue;
    const parsed = parsePackageSource(word, options.cwd, userHomeDir(options.env));
    if (parsed.ok) declared.push({ scope: temporaryPackageScope(keelHome), source: parsed.source });
    else
      diagnostics.push({
        severity: "error",
        source: "--extension",
        message: parsed.error.message,
        ...(parsed.error.hint ? { hint: parsed.error.hint } : {}),
      });
  }
  return { declared, diagnostics };
}

/**
 * Start-up step "packages": installs what the user's settings, a trusted
 * project's settings (an untrusted project's are never read) and `-e
 * npm:…` name and is not on disk yet — nothing with `--offline` — and
 * adds each package's extensions, skills and prompt templates to the
 * settings' resource lists (an `-e` package's to `cliPackageResources`),
 * so the usual finders load them. A package
 * that cannot be installed or read is a diagnostic naming it; the run
 * goes on without it. With no packages declared, nothing is read.
 *
 * @example
 * const config = await applyPackages(await loadConfiguration({ env, cwd }), { env, cwd });
 */
export async function applyPackages(
  config: Configuration,
  options: ApplyPackagesOptions,
): Promise<PackagedConfiguration> {
  const declared = declaredPackages(
    config.layers,
    config.home.home,
    config.trustedProject?.root,
    userHomeDir(options.env),
  );
  const temporary = cliPackages(options, config.home.home);
  const all = [...declared.declared, ...temporary.declared];
  const diagnostics = [...config.diagnostics, ...declared.diagnostics, ...temporary.diagnostics];
  const cliResources: CliPackageResources = { extensions: [], skills: [], prompts: [] };
  if (all.length === 0)
    return { ...config, diagnostics, packages: [], packageThemes: [], cliPackageResources: cliResources };
  // The install machinery (npm, git, the lock file) loads only when packages are declared.
  const { loadPackages } = await import("./load-packages.js");
  const result = await loadPackages({
    declared: all,
    mode: "ensure",
    offline: isOffline(options.env),
    env: options.env,
  });
  const settings = { ...config.settings };
  const add = (list: readonly string[], more: readonly string[]) => [...new Set([...list, ...more])];
  const themes: string[] = [];
  for (const loaded of result.loaded) {
    themes.push(...loaded.resources.themes);
    if (loaded.declared.scope.name === "temporary") {
      cliResources.extensions = add(cliResources.extensions, loaded.resources.extensions);
      cliResources.skills = add(cliResources.skills, loaded.resources.skills);
      cliResources.prompts = add(cliResources.prompts, loaded.resources.prompts);
      continue;
    }
    settings.extensions = add(settings.extensions, loaded.resources.extensions);
    settings.skills = add(settings.skills, loaded.resources.skills);
    settings.prompts = add(settings.prompts, loaded.resources.prompts);
  }
  return {
    ...config,
    settings,
    diagnostics: [...diagnostics, ...result.diagnostics],
    packages: result.loaded,
    packageThemes: themes,
    cliPackageResources: cliResources,
  };
}
