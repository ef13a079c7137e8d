import { type Static, Type } from "typebox";
import { type JsonFileSpec, readJsonFile, writeJsonFile } from "../config-files/json-file-store.js";
import type { Diagnostic } from "../diagnostics.js";
import { compileSchema } from "../validation/compile-schema.js";

/** The name of the lock file, beside each `settings.json` that declares packages. */
export const LOCK_FILE_NAME = "packages-lock.json";

/** What was installed for an npm source: the exact version and the tarball's checksum. */
const NpmLockEntry = Type.Object(
  {
    kind: Type.Literal("npm"),
    source: Type.String({ description: "The declaration this entry was made for." }),
    name: Type.String(),
    version: Type.String({ description: "The exact version installed." }),
    resolved: Type.Optional(Type.String({ description: "The tarball npm fetched." })),
    integrity: Type.Optional(Type.String({ description: "The tarball's Subresource Integrity checksum." })),
  },
  { additionalProperties: false },
);

/** What was installed for a git source: the commit checked out. */
const GitLockEntry = Type.Object(
  {
    kind: Type.Literal("git"),
    source: Type.String(),
    url: Type.String(),
    ref: Type.Optional(Type.String({ description: "The ref as declared, when there is one." })),
    refKind: Type.Enum(["tag", "branch", "commit", "default"], {
      description: "tag and commit refs are pinned; a branch or the default branch moves with keel update.",
    }),
    commit: Type.String({ description: "The full commit hash checked out." }),
  },
  { additionalProperties: false },
);

/** One locked package. */
export const PackageLockEntrySchema = Type.Union([NpmLockEntry, GitLockEntry]);

/** `packages-lock.json`: the exact version or commit of each npm and git package a settings file declares. */
export const PackagesLockSchema = Type.Object(
  {
    lockfileVersion: Type.Literal(1),
    packages: Type.Record(Type.String(), PackageLockEntrySchema, {
      description: "Keyed by package identity (npm:<name>, git:<host>/<path>).",
    }),
  },
  { additionalProperties: false },
);

/** One locked package. */
export type PackageLockEntry = Static<typeof PackageLockEntrySchema>;

/** The lock file's contents. */
export type PackagesLock = Static<typeof PackagesLockSchema>;

let validator: ReturnType<typeof compileSchema> | undefined;

function lockSpec(path: string): JsonFileSpec {
  validator ??= compileSchema(PackagesLockSchema);
  return {
    path,
    validate: validator,
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
