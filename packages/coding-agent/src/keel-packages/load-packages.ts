import { isDeepStrictEqual } from "node:util";
import type { Diagnostic } from "../diagnostics.js";
import type { Env } from "../home/keel-home.js";
import type { DeclaredPackage } from "./declared-packages.js";
import type { InstallMode } from "./install-outcome.js";
import { installPackage } from "./install-package.js";
import { type PackageLockEntry, readLockFile, updateLockFile } from "./lock-file.js";
import { type PackageResources, readPackageResources } from "./package-manifest.js";
import { packageIdentity } from "./package-source.js";
import { missingPiApis } from "./pi-compat.js";

/** A package that is on disk and whose resources were read. */
export interface LoadedPackage {
  declared: DeclaredPackage;
  /** The package's folder (or the local file). */
  root: string;
  resources: PackageResources;
  /** What the lock file holds for it after this call. */
  lock: PackageLockEntry | undefined;
  /** The lock entry before this call (for `keel update`'s report). */
  previous: PackageLockEntry | undefined;
}

/** A package that could not be installed or read: named with the reason. */
export interface FailedPackage {
  declared: DeclaredPackage;
  reason: string;
  hint?: string;
}

/** The outcome of {@link loadPackages}. */
export interface LoadPackagesResult {
  loaded: LoadedPackage[];
  failed: FailedPackage[];
  /** A diagnostic for each failure and each refused manifest entry. */
  diagnostics: Diagnostic[];
}

/** Inputs of {@link loadPackages}. */
export interface LoadPackagesOptions {
  declared: readonly DeclaredPackage[];
  /** `ensure` at start-up and for `keel install`; `refresh` for `keel update`. */
  mode: InstallMode;
  offline: boolean;
  env: Env;
  /** Stops the run on nothing: the caller decides whether failures matter (only `keel install` exits non-zero). */
  onProgress?: (message: string) => void;
}

/** A diagnostic for a package that is not loaded: the run goes on without it. */
export function failedPackageDiagnostic(failed: FailedPackage): Diagnostic {
  return {
    severity: "error",
    source: `package ${failed.declared.source.text}`,
    message: `not loaded: ${failed.reason}`,
    hint: failed.hint ? `${failed.hint} The run goes on without it.` : "The run goes on without it.",
  };
}

/**
 * Makes every declared package available and reads what it carries: a
 * copy that matches the lock file is used as it is; a missing one is
 * installed at the locked version or commit (a teammate gets the same
 * bytes), or — with no lock entry yet — at what the declaration resolves
 * to, which is then recorded. Each scope's lock file is written once, only
 * when an entry changed. A package that fails is in `failed` with the
 * reason; the others load.
 */
export async function loadPackages(options: LoadPackagesOptions): Promise<LoadPackagesResult> {
  const loaded: LoadedPackage[] = [];
  const failed: FailedPackage[] = [];
  const diagnostics: Diagnostic[] = [];
  const locks = new Map<string, Record<string, PackageLockEntry>>();
  const changes = new Map<string, Record<string, PackageLockEntry>>();
  for (const declared of options.declared) {
    const { scope, source } = declared;
    let lock = locks.get(scope.lockFile);
    if (lock === undefined) {
      const read = await readLockFile(scope.lockFile);
      if (!read.ok) diagnostics.push(...read.diagnostics);
      lock = read.ok ? read.lock.packages : {};
      locks.set(scope.lockFile, lock);
    }
    const identity = packageIdentity(source);
    const previous = lock[identity];
    if (source.kind !== "local")
      options.onProgress?.(`${options.mode === "refresh" ? "Updating" : "Checking"} ${source.text}`);
    const outcome = await installPackage(source, scope, {
      locked: previous,
      mode: options.mode,
      offline: options.offline,
      env: options.env,
    });
    if (!outcome.ok) {
      failed.push({ declared, reason: outcome.reason, ...(outcome.hint ? { hint: outcome.hint } : {}) });
      continue;
    }
    if (outcome.lock !== undefined && !isDeepStrictEqual(outcome.lock, previous)) {
      const pending = changes.get(scope.lockFile) ?? {};
      pending[identity] = outcome.lock;
      changes.set(scope.lockFile, pending);
    }
    const read = await readPackageResources(outcome.root);
    if (!read.ok) {
      failed.push({ declared, reason: read.reason, ...(read.hint ? { hint: read.hint } : {}) });
      continue;
    }
    for (const problem of read.resources.problems) {
      diagnostics.push({ severity: "warning", source: `package ${source.text}`, message: problem });
    }
    if (read.resources.shape === "pi") {
      const missing = await missingPiApis(read.resources.extensions);
      if (missing.length > 0) {
        failed.push({
          declared,
          reason: `made for pi, and uses what Keel does not offer: ${missing.join("; ")}`,
          hint: "Ask the package's author for a Keel version, or port those calls.",
        });
        continue;
      }
    }
    loaded.push({ declared, root: outcome.root, resources: read.resources, lock: outcome.lock ?? previous, previous });
  }
  for (const [file, entries] of changes) {
    const written = await updateLockFile(file, (packages) => Object.assign(packages, entries));
    if (!written.ok) diagnostics.push(...written.diagnostics);
  }
  diagnostics.push(...failed.map(failedPackageDiagnostic));
  return { loaded, failed, diagnostics };
}
