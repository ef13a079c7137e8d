import type { Diagnostic } from "../diagnostics.js";
import { CURRENT_SESSION_VERSION } from "./session-schema.js";

/**
 * One step of the format's history: turns the parsed lines of a version
 * `from` file (header first) into the lines of version `from + 1`. Pure: it
 * returns new lines and never touches the file.
 */
export interface SessionMigration {
  from: number;
  migrate(lines: readonly unknown[]): unknown[];
}

/**
 * The migrations this Keel knows, oldest first. Version 1 is the first
 * format, so there are none yet; a change that needs one appends a step
 * `{ from: 1, migrate }` here and bumps `CURRENT_SESSION_VERSION`.
 */
export const SESSION_MIGRATIONS: readonly SessionMigration[] = [];

/** The outcome of {@link migrateSessionLines}. */
export type SessionMigrationResult =
  | { ok: true; lines: unknown[]; fromVersion: number }
  | { ok: false; diagnostic: Diagnostic };

/**
 * Brings the parsed lines of a session file (header first) to
 * `targetVersion` by running every step from the header's version on. A file
 * already at the target comes back unchanged; a newer file, or one whose
 * version no step starts from, is refused with a diagnostic that says what to do.
 *
 * @param source - the file, for the diagnostic.
 */
export function migrateSessionLines(
  lines: readonly unknown[],
  source: string,
  migrations: readonly SessionMigration[] = SESSION_MIGRATIONS,
  targetVersion: number = CURRENT_SESSION_VERSION,
): SessionMigrationResult {
  const header = lines[0] as { version?: unknown } | undefined;
  const fromVersion = header?.version;
  if (typeof fromVersion !== "number" || !Number.isInteger(fromVersion) || fromVersion < 0) {
    return {
      ok: false,
      diagnostic: {
        severity: "error",
        source,
        line: 1,
        path: "/version",
        message: "the session header has no valid version",
        hint: "This is not a Keel session file, or its first line was edited by hand.",
      },
    };
  }
  if (fromVersion > targetVersion) {
    return {
      ok: false,
      diagnostic: {
        severity: "error",
        source,
        line: 1,
        path: "/version",
        message: `session format version ${fromVersion} is newer than this Keel reads (up to ${targetVersion})`,
        hint: "Upgrade Keel to open this session; the file was left untouched.",
      },
    };
  }
  let current = [...lines];
  for (let version = fromVersion; version < targetVersion; version++) {
    const step = migrations.find((migration) => migration.from === version);
    if (step === undefined) {
      return {
        ok: false,
        diagnostic: {
          severity: "error",
          source,
          line: 1,
          path: "/version",
          message: `no migration from session format version ${version}`,
          hint: "The file was left untouched; it may come from an unreleased Keel.",
        },
      };
    }
    current = step.migrate(current);
    // The runner, not each step, owns the version number.
    current[0] = { ...(current[0] as object), version: version + 1 };
  }
  return { ok: true, lines: current, fromVersion };
}
