import { type Static, Type } from "typebox";

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
