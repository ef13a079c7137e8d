import { type JsonFileSpec, readJsonFile, writeJsonFile } from "../config-files/json-file-store.js";
import type { Diagnostic } from "../diagnostics.js";
import { precompiledValidator } from "../validation/precompiled-validator.js";
import type { PackageLockEntry, PackagesLock } from "./lock-file-schema.js";

export type { PackageLockEntry, PackagesLock } from "./lock-file-schema.js";

/** The name of the lock file, beside each `settings.json` that declares packages. */
export const LOCK_FILE_NAME = "packages-lock.json";

/** The lock file as a JSON file store, validated by the validator precompiled from PackagesLockSchema. */
function lockSpec(path: string): JsonFileSpec {
  return {
    path,
    validate: precompiledValidator("validatePackagesLock"),
    hint: "Fix or delete the lock file; keel install records it again.",
    rootMessage: "must be { lockfileVersion: 1, packages: { … } }",
  };
}

/** What {@link readLockFile} found: the entries (empty when absent), or why the file cannot be used. */
export type LockFileRead = { ok: true; lock: PackagesLock } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Reads a lock file. A missing file is an empty lock; a file that is not
 * valid JSON or does not fit the schema is refused (and never rewritten).
 */
export async function readLockFile(path: string): Promise<LockFileRead> {
  const read = await readJsonFile<PackagesLock>(lockSpec(path));
  switch (read.status) {
    case "missing":
      return { ok: true, lock: { lockfileVersion: 1, packages: {} } };
    case "ok":
      return { ok: true, lock: read.value };
    case "bad":
      return { ok: false, diagnostics: read.diagnostics };
    default: {
      const never: never = read;
      throw new Error(`unknown read ${JSON.stringify(never)}`);
    }
  }
}

/** Writes a lock file atomically, entries sorted by identity so diffs stay small. */
export async function writeLockFile(path: string, lock: PackagesLock): Promise<void> {
  const packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b)));
  await writeJsonFile(lockSpec(path), { lockfileVersion: 1, packages });
}

/**
 * Changes one lock file: read, `update`, write. Concurrent runs of one
 * project may both record a package; the last write wins, and both
 * recorded the same bytes for an unchanged declaration.
 */
export async function updateLockFile(
  path: string,
  update: (packages: Record<string, PackageLockEntry>) => void,
): Promise<{ ok: true } | { ok: false; diagnostics: Diagnostic[] }> {
  const read = await readLockFile(path);
  if (!read.ok) return read;
  const packages = { ...read.lock.packages };
  update(packages);
  await writeLockFile(path, { lockfileVersion: 1, packages });
  return { ok: true };
}
