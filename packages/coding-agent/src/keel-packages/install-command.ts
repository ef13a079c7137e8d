import { rm } from "node:fs/promises";
import type { Diagnostic } from "../diagnostics.js";
import { isOffline } from "../home/keel-home.js";
import { commandScopes, type PackageCommandContext } from "./command-scopes.js";
import { declarationText, declarePackage, undeclarePackage } from "./edit-declarations.js";
import { lockedLabel } from "./install-outcome.js";
import { installPackage } from "./install-package.js";
import { readLockFile, updateLockFile } from "./lock-file.js";
import { type PackageResources, RESOURCE_TYPES, readPackageResources } from "./package-manifest.js";
import { installLocation } from "./package-scope.js";
import { packageIdentity, parsePackageSource } from "./package-source.js";

/** What a package command did (lines for stdout), or why it failed (diagnostics, exit 1 or 2). */
export type PackageCommandResult =
  | { ok: true; lines: string[] }
  | { ok: false; exitCode: 1 | 2; diagnostics: Diagnostic[] };

/** "extensions, skills" — the kinds of resources a package adds. */
export function describeResources(resources: PackageResources): string {
  const kinds = RESOURCE_TYPES.filter((type) => resources[type].length > 0);
  return kinds.length === 0 ? "nothing Keel loads (no extensions, skills, prompts or themes)" : kinds.join(", ");
}

function usage(message: string, hint?: string): PackageCommandResult {
  return {
    ok: false,
    exitCode: 2,
    diagnostics: [{ severity: "error", source: "keel", message, ...(hint ? { hint } : {}) }],
  };
}

/**
 * `keel install <source> [-l]`: installs the package (npm or git with the
 * ordinary client; a local folder is checked, not copied), checks that it
 * carries something Keel can load, then declares it in the user's
 * settings (or, with `local`, the project's `.keel/settings.json`) and
 * records the exact version or commit in the lock file beside them.
 * Nothing is declared when the install fails.
 */
export async function installCommand(
  text: string,
  local: boolean,
  context: PackageCommandContext,
): Promise<PackageCommandResult> {
  const scopes = await commandScopes(context);
  const parsed = parsePackageSource(text, context.cwd, scopes.homeDir);
  if (!parsed.ok) return usage(parsed.error.message, parsed.error.hint);
  const source = parsed.source;
  const scope = local ? scopes.project : scopes.user;
  const lock = await readLockFile(scope.lockFile);
  if (!lock.ok) return { ok: false, exitCode: 1, diagnostics: lock.diagnostics };
  const identity = packageIdentity(source);
  const outcome = await installPackage(source, scope, {
    locked: lock.lock.packages[identity],
    mode: "ensure",
    offline: isOffline(context.env),
    env: context.env,
  });
  const fail = (reason: string, hint?: string): PackageCommandResult => ({
    ok: false,
    exitCode: 1,
    diagnostics: [
      {
        severity: "error",
        source: `package ${source.text}`,
        message: `not installed: ${reason}`,
        ...(hint ? { hint } : {}),
      },
    ],
  });
  if (!outcome.ok) return fail(outcome.reason, outcome.hint);
  const read = await readPackageResources(outcome.root);
  if (!read.ok) return fail(read.reason, read.hint);
  const declared = await declarePackage(scope, source, scopes.homeDir);
  if (!declared.ok) return { ok: false, exitCode: 1, diagnostics: declared.diagnostics };
  if (outcome.lock !== undefined) {
    const entry = outcome.lock;
    const written = await updateLockFile(scope.lockFile, (packages) => {
      packages[identity] = entry;
    });
    if (!written.ok) return { ok: false, exitCode: 1, diagnostics: written.diagnostics };
  }
  const version = lockedLabel(outcome.lock);
  const lines = [
    `Installed ${declarationText(source, scope)}${version ? ` (${version})` : ""} for ${local ? "this project" : "the user"}; it adds ${describeResources(read.resources)}.`,
    `  declared in ${scope.settingsFile}${declared.replaced && declared.replaced !== source.text ? ` (replacing ${declared.replaced})` : ""}`,
    ...read.resources.problems.map((problem) => `  warning: ${problem}`),
  ];
  return { ok: true, lines };
}

/**
 * `keel remove <source> [-l]` (also `uninstall`): takes the package out of
 * the scope's settings and lock file and deletes its installed copy (a
 * local folder is never deleted).
 */
export async function removeCommand(
  text: string,
  local: boolean,
  context: PackageCommandContext,
): Promise<PackageCommandResult> {
  const scopes = await commandScopes(context);
  const parsed = parsePackageSource(text, context.cwd, scopes.homeDir);
  if (!parsed.ok) return usage(parsed.error.message, parsed.error.hint);
  const source = parsed.source;
  const scope = local ? scopes.project : scopes.user;
  const removed = await undeclarePackage(scope, source, scopes.homeDir);
  if (!removed.ok) return { ok: false, exitCode: 1, diagnostics: removed.diagnostics };
  if (!removed.removed) {
    return {
      ok: false,
      exitCode: 1,
      diagnostics: [
        {
          severity: "error",
          source: scope.settingsFile,
          message: `${source.text} is not declared here`,
          hint: local
            ? "keel list shows what each scope declares; without -l, keel remove edits the user's settings."
            : "keel list shows what each scope declares; add -l for the project's settings.",
        },
      ],
    };
  }
  const identity = packageIdentity(source);
  const written = await updateLockFile(scope.lockFile, (packages) => {
    delete packages[identity];
  });
  if (source.kind !== "local") await rm(installLocation(scope, source).dir, { recursive: true, force: true });
  return {
    ok: true,
    lines: [
      `Removed ${source.text} from ${scope.settingsFile}.`,
      ...(written.ok ? [] : written.diagnostics.map((d) => `  warning: lock file not updated: ${d.message}`)),
    ],
  };
}
