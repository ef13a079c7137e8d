import { resolve } from "node:path";
import { registerModels } from "@keel/ai";
import type { ToolCatalog } from "../agent-session/tool-catalog.js";
import type { Configuration } from "../configuration/load-configuration.js";
import type { Diagnostic } from "../diagnostics.js";
import type { ExtensionHost } from "../extensions/extension-host.js";
import type { KeelHomePaths, ProjectPaths } from "../home/keel-home.js";
import type { CliPackageResources } from "../keel-packages/apply-packages.js";
import { isRemotePackageSource } from "../keel-packages/package-source.js";
import { discoverExtensions } from "../resources/discover-extensions.js";
import type { CreateAgentSessionOptions, StartFailure } from "./create-agent-session-options.js";
import { loadSessionExtensions, type SessionExtensions } from "./session-extensions.js";

/** Inputs of {@link loadExtensionsStep}. */
export interface LoadExtensionsInput {
  options: CreateAgentSessionOptions;
  /** With `cliPackageResources` when packages were applied: the `-e npm:…` packages' extensions load as `-e` paths. */
  config: Configuration & { cliPackageResources?: Pick<CliPackageResources, "extensions"> };
  paths: KeelHomePaths;
  /** A trusted project's paths. */
  project: ProjectPaths | undefined;
  catalog: ToolCatalog;
  /** The extensions' `exec` (the sandbox's, when one is in force). */
  exec?: ExtensionHost["exec"];
}

/**
 * Start-up step "extensions": discovers and loads them (jiti only when
 * there are some); their tools join the catalog, the providers they
 * registered join the model registry (before the model is chosen), and the
 * command-line flags they registered are read. A bad flag is a usage error.
 */
export async function loadExtensionsStep(
  input: LoadExtensionsInput,
): Promise<{ ok: true; extensions: SessionExtensions | undefined; diagnostics: Diagnostic[] } | StartFailure> {
  const { options, config, paths, project } = input;
  const found = await discoverExtensions({
    userDir: paths.extensions,
    ...(project ? { projectDir: project.extensions } : {}),
    settingsPaths: config.settings.extensions,
    // `-e npm:…` / `-e git:…` are packages: their extensions are command-line paths too (so --no-extensions keeps them, as in pi).
    cliPaths: [
      ...(options.extensions ?? [])
        .filter((path) => !isRemotePackageSource(path))
        .map((path) => resolve(options.cwd, path)),
      ...(config.cliPackageResources?.extensions ?? []),
    ],
    noExtensions: options.noExtensions === true,
  });
  const diagnostics: Diagnostic[] = [...found.diagnostics];
  const extensions =
    found.extensions.length === 0
      ? undefined
      : await loadSessionExtensions({
          paths: found.extensions.map((entry) => entry.path),
          mode: options.mode ?? "print",
          cwd: options.cwd,
          trusted: config.trusted,
          ...(options.ui ? { ui: options.ui } : {}),
          stderr: options.stderr ?? process.stderr,
          catalog: input.catalog,
          ...(input.exec ? { exec: input.exec } : {}),
        });
  for (const provider of extensions?.runner.getProviders() ?? []) {
    try {
      registerModels({ providers: { [provider.name]: provider.config } });
    } catch (error) {
      diagnostics.push({
        severity: "error",
        source: provider.extensionPath,
        message: `provider "${provider.name}" was not registered: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  if (options.extensionFlags) {
    const read = options.extensionFlags(extensions?.runner.getFlags() ?? []);
    if (!read.ok) {
      return {
        ok: false,
        exitCode: 2,
        diagnostics: [...diagnostics, { severity: "error", source: "keel", ...read.error }],
      };
    }
    for (const [name, value] of Object.entries(read.values)) extensions?.runner.setFlagValue(name, value);
  }
  return { ok: true, extensions, diagnostics };
}
