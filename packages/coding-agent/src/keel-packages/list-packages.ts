import type { Diagnostic } from "../diagnostics.js";
import { type PackageCommandContext, scopeDeclarations } from "./command-scopes.js";
import { lockedLabel } from "./install-outcome.js";
import { readLockFile } from "./lock-file.js";
import { RESOURCE_TYPES, type ResourceType, readPackageResources } from "./package-manifest.js";
import type { PackageScopeName } from "./package-scope.js";
import { installLocation } from "./package-scope.js";
import { packageIdentity } from "./package-source.js";

/** One declared package as `keel list` reports it. */
export interface ListedPackage {
  source: string;
  identity: string;
  kind: "npm" | "git" | "local";
  /** The locked version (npm) or short commit (git). */
  locked: string | undefined;
  installed: boolean;
  /** Where its files are (an install folder, or the local path). */
  path: string;
  /** The resource kinds it adds, with the paths. */
  resources: Partial<Record<ResourceType, string[]>>;
}

/** One scope in `keel list`. */
export interface ListedScope {
  scope: Exclude<PackageScopeName, "temporary">;
  settings: string;
  lockFile: string;
  /** Whether its packages load in a run here (a project's only when trusted). */
  active: boolean;
  packages: ListedPackage[];
}

/** Everything `keel list` shows; `--json` prints it as is. */
export interface PackageList {
  scopes: ListedScope[];
  diagnostics: Diagnostic[];
}

/** Reads what each scope declares and what is on disk for it; installs nothing. */
export async function listPackages(context: PackageCommandContext): Promise<PackageList> {
  const scopes: ListedScope[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const { scope, active, declared, diagnostics: found } of await scopeDeclarations(context)) {
    diagnostics.push(...found);
    const lock = await readLockFile(scope.lockFile);
    if (!lock.ok) diagnostics.push(...lock.diagnostics);
    const packages: ListedPackage[] = [];
    for (const { source } of declared) {
      const identity = packageIdentity(source);
      const entry = lock.ok ? lock.lock.packages[identity] : undefined;
      const root = installLocation(scope, source).root;
      const read = await readPackageResources(root);
      const resources: ListedPackage["resources"] = {};
      if (read.ok)
        for (const type of RESOURCE_TYPES) if (read.resources[type].length > 0) resources[type] = read.resources[type];
      packages.push({
        source: source.text,
        identity,
        kind: source.kind,
        locked: entry?.source === source.text ? lockedLabel(entry) : undefined,
        installed: read.ok,
        path: root,
        resources,
      });
    }
    if (scope.name !== "temporary")
      scopes.push({ scope: scope.name, settings: scope.settingsFile, lockFile: scope.lockFile, active, packages });
  }
  return { scopes, diagnostics };
}

/** `keel list` as text: each scope, its packages, what they add, and whether they load here. */
export function formatPackageList(list: PackageList): string[] {
  const lines: string[] = [];
  for (const scope of list.scopes) {
    const state = scope.active ? "" : " — not loaded here: the project is not trusted (keel trust)";
    lines.push(`${scope.scope === "user" ? "User" : "Project"} packages (${scope.settings})${state}:`);
    if (scope.packages.length === 0) lines.push("  none");
    for (const pkg of scope.packages) {
      const kinds = Object.keys(pkg.resources).join(", ") || "nothing Keel loads";
      const status = pkg.installed ? `adds ${kinds}` : "not installed (a run installs it; keel update does too)";
      lines.push(`  ${pkg.source}${pkg.locked ? `  ${pkg.locked}` : ""}  ${status}`);
      if (pkg.installed) lines.push(`    ${pkg.path}`);
    }
  }
  return lines;
}
