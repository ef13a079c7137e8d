import { dirname, isAbsolute, relative } from "node:path";
import { readJsonObjectFile } from "../config-files/read-json-object-file.js";
import type { Diagnostic } from "../diagnostics.js";
import { declarationSource } from "../settings/packages-settings-schema.js";
import { updateSettingsFile } from "../settings/update-settings-file.js";
import type { PackageScope } from "./package-scope.js";
import { type PackageSource, packageIdentity, parsePackageSource } from "./package-source.js";

/**
 * The text to write in a scope's `packages` list for a source: as typed
 * for npm and git; a local path absolute in the user's settings and
 * relative to the `.keel` folder in a project's (so it works in every
 * checkout of the project).
 */
export function declarationText(source: PackageSource, scope: PackageScope): string {
  if (source.kind !== "local") return source.text;
  if (scope.name !== "project") return source.path;
  const path = relative(dirname(scope.settingsFile), source.path) || ".";
  return isAbsolute(path) || path.startsWith(".") ? path : `./${path}`;
}

function entries(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The identity of a declaration in a settings file, or `undefined` when it does not parse. */
function identityOf(entry: unknown, scope: PackageScope, homeDir: string): string | undefined {
  if (typeof entry !== "string" && (typeof entry !== "object" || entry === null)) return undefined;
  const text = typeof entry === "string" ? entry : (entry as { source?: unknown }).source;
  if (typeof text !== "string") return undefined;
  const parsed = parsePackageSource(declarationSource(text), dirname(scope.settingsFile), homeDir);
  return parsed.ok ? packageIdentity(parsed.source) : undefined;
}

/**
 * Adds a source to a scope's `packages`, replacing a declaration of the
 * same package (another version or ref) in place; the rest of the file
 * is kept as it was.
 */
export async function declarePackage(
  scope: PackageScope,
  source: PackageSource,
  homeDir: string,
): Promise<{ ok: true; replaced: string | undefined } | { ok: false; diagnostics: Diagnostic[] }> {
  const identity = packageIdentity(source);
  const text = declarationText(source, scope);
  let replaced: string | undefined;
  const result = await updateSettingsFile(scope.settingsFile, (current) => {
    const list = entries(current.packages);
    const index = list.findIndex((entry) => identityOf(entry, scope, homeDir) === identity);
    if (index === -1) list.push(text);
    else {
      const old = list[index];
      replaced = typeof old === "string" ? old : String((old as { source?: unknown }).source);
      list[index] = typeof old === "object" && old !== null ? { ...old, source: text } : text;
    }
    return { ...current, packages: list };
  });
  return result.ok ? { ok: true, replaced } : result;
}

/** Removes every declaration of a package from a scope's `packages`; says whether there was one. */
export async function undeclarePackage(
  scope: PackageScope,
  source: PackageSource,
  homeDir: string,
): Promise<{ ok: true; removed: boolean } | { ok: false; diagnostics: Diagnostic[] }> {
  const identity = packageIdentity(source);
  const read = await readJsonObjectFile(scope.settingsFile);
  if (!read.ok) return read;
  if (!entries(read.value.packages).some((entry) => identityOf(entry, scope, homeDir) === identity)) {
    return { ok: true, removed: false };
  }
  let removed = false;
  const result = await updateSettingsFile(scope.settingsFile, (current) => {
    const list = entries(current.packages);
    const kept = list.filter((entry) => identityOf(entry, scope, homeDir) !== identity);
    removed = kept.length !== list.length;
    if (!removed) return current;
    const next: Record<string, unknown> = { ...current, packages: kept };
    if (kept.length === 0) delete next.packages;
    return next;
  });
  return result.ok ? { ok: true, removed } : result;
}
