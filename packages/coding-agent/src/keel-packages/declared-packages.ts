import { dirname } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { declarationSource, type PackageDeclaration } from "../settings/packages-settings-schema.js";
import type { SettingsLayer } from "../settings/resolve-settings.js";
import { type PackageScope, projectPackageScope, userPackageScope } from "./package-scope.js";
import { type PackageSource, packageIdentity, parsePackageSource } from "./package-source.js";

/** A package declared in one scope's settings. */
export interface DeclaredPackage {
  scope: PackageScope;
  source: PackageSource;
}

/**
 * The packages a scope's `packages` list declares, parsed (relative
 * paths from the settings file's folder). A bad entry is a diagnostic at
 * its key path; the others stand.
 */
export function parseDeclarations(
  list: readonly PackageDeclaration[] | undefined,
  scope: PackageScope,
  homeDir: string,
): { declared: DeclaredPackage[]; diagnostics: Diagnostic[] } {
  const declared: DeclaredPackage[] = [];
  const diagnostics: Diagnostic[] = [];
  (list ?? []).forEach((entry, index) => {
    const parsed = parsePackageSource(declarationSource(entry), dirname(scope.settingsFile), homeDir);
    if (parsed.ok) declared.push({ scope, source: parsed.source });
    else
      diagnostics.push({
        severity: "error",
        source: scope.settingsFile,
        path: `/packages/${index}`,
        message: parsed.error.message,
        ...(parsed.error.hint ? { hint: parsed.error.hint } : {}),
      });
  });
  return { declared, diagnostics };
}

/**
 * Every package the applied settings layers declare — the user's, and a
 * project's only when it is trusted (an untrusted project's layer is not
 * among them). One package declared in both scopes loads once, from the
 * project's declaration.
 */
export function declaredPackages(
  layers: readonly SettingsLayer[],
  keelHome: string,
  projectRoot: string | undefined,
  homeDir: string,
): { declared: DeclaredPackage[]; diagnostics: Diagnostic[] } {
  const byIdentity = new Map<string, DeclaredPackage>();
  const diagnostics: Diagnostic[] = [];
  for (const layer of layers) {
    if (layer.scope === "cli") continue;
    const scope =
      layer.scope === "user"
        ? userPackageScope(keelHome)
        : projectPackageScope(keelHome, projectRoot ?? dirname(dirname(layer.source)), layer.source);
    const parsed = parseDeclarations(layer.settings.packages, scope, homeDir);
    diagnostics.push(...parsed.diagnostics);
    for (const declared of parsed.declared) byIdentity.set(packageIdentity(declared.source), declared);
  }
  return { declared: [...byIdentity.values()], diagnostics };
}
