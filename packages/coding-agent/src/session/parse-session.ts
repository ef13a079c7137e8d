import type { Diagnostic } from "../diagnostics.js";
import { migrateSessionLines, type SessionMigration } from "./session-migrate.js";
import type { SessionEntry, SessionHeader } from "./session-schema.js";
import { validateSessionLine } from "./session-validator.js";

/** A session file read into memory: the header, the valid entries in file order, and what was wrong. */
export interface ParsedSession {
  header: SessionHeader;
  /** Valid entries, in file order (ids unique). */
  entries: SessionEntry[];
  /** Problems found (torn last line, invalid lines, duplicate ids); none of them stopped the load. */
  diagnostics: Diagnostic[];
  /** The version the file had on disk when it was migrated on load; `undefined` when it is current. */
  migratedFrom?: number;
  /**
   * Byte length of the complete part of the file. Smaller than the file when
   * its last line is torn: the writer cuts the torn bytes off before it
   * appends, so the next entry starts on a line of its own.
   */
  completeBytes: number;
  /** The file's last line is complete JSON but lacks its newline: the writer adds one before appending. */
  missingFinalNewline: boolean;
}

/** The outcome of {@link parseSessionFile}. */
export type ParseSessionResult = { ok: true; session: ParsedSession } | { ok: false; diagnostics: Diagnostic[] };

/** Options of {@link parseSessionFile}. */
export interface ParseSessionOptions {
  /** Migrations to apply (tests inject their own). Default: Keel's own. */
  migrations?: readonly SessionMigration[];
  /** Version to migrate to. Default: the current one. */
  targetVersion?: number;
}

const NEWLINE = 0x0a;

/**
 * Parses the bytes of a session file. The header must be valid; a bad entry
 * line is reported and skipped; a last line without its newline that is not
 * complete JSON is a torn write (the process died while writing it): it is
 * reported and ignored, and everything before it is kept.
 *
 * @param source - the file path, for diagnostics.
 */
export function parseSessionFile(
  bytes: Uint8Array,
  source: string,
  options: ParseSessionOptions = {},
): ParseSessionResult {
  const diagnostics: Diagnostic[] = [];
  const lastNewline = bytes.lastIndexOf(NEWLINE);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  const rawLines = text.split("\n");
  // After the final "\n" split leaves "" (a complete file) or the unterminated tail.
  const tail = rawLines.pop() ?? "";
  let completeBytes = lastNewline + 1;
  let missingFinalNewline = false;
  const parsed: { value: unknown; line: number }[] = [];

  rawLines.forEach((raw, index) => {
    if (raw.trim() === "") return;
    try {
      parsed.push({ value: JSON.parse(raw), line: index + 1 });
    } catch (error) {
      diagnostics.push({
        severity: "warning",
        source,
        line: index + 1,
        message: `line is not valid JSON (${(error as Error).message}); it was skipped`,
        hint: "Entries that depend on it may be missing from the conversation.",
      });
    }
  });
  if (tail.trim() !== "") {
    const line = rawLines.length + 1;
    try {
      parsed.push({ value: JSON.parse(tail), line });
      completeBytes = bytes.byteLength;
      missingFinalNewline = true;
    } catch {
      diagnostics.push({
        severity: "warning",
        source,
        line,
        message: "the last line is incomplete (the process ended while writing it); it was ignored",
        hint: "Everything before it was kept. The incomplete bytes are removed when the session is next written to.",
      });
    }
  }

  const first = parsed[0];
  if (first === undefined || (first.value as { type?: unknown } | null)?.type !== "session") {
    diagnostics.push({
      severity: "error",
      source,
      line: first?.line ?? 1,
      message: "not a Keel session file: the first line is not a session header",
      hint: 'A session file starts with {"type":"session","version":…,"id":…,"timestamp":…,"cwd":…}.',
    });
    return { ok: false, diagnostics };
  }

  const migrated = migrateSessionLines(
    parsed.map((p) => p.value),
    source,
    options.migrations,
    options.targetVersion,
  );
  if (!migrated.ok) return { ok: false, diagnostics: [...diagnostics, migrated.diagnostic] };
  const wasMigrated = migrated.fromVersion !== (migrated.lines[0] as SessionHeader).version;
  // Line numbers refer to the file on disk; after a migration that changed the line count they are approximate.
  const lineOf = (i: number): number => parsed[i]?.line ?? i + 1;

  const headerIssues = validateSessionLine(migrated.lines[0]);
  if (headerIssues.length > 0) {
    for (const issue of headerIssues) {
      diagnostics.push({
        severity: "error",
        source,
        line: 1,
        path: issue.path,
        message: `session header ${issue.message}`,
      });
    }
    return { ok: false, diagnostics };
  }
  const header = migrated.lines[0] as SessionHeader;
  const entries: SessionEntry[] = [];
  const seen = new Set<string>();
  for (let i = 1; i < migrated.lines.length; i++) {
    const value = migrated.lines[i];
    const issues = validateSessionLine(value);
    if (issues.length === 0 && (value as { type: string }).type === "session") {
      issues.push({ path: "/type", message: "a second session header inside the file" });
    }
    if (issues.length > 0) {
      for (const issue of issues) {
        diagnostics.push({
          severity: "warning",
          source,
          line: lineOf(i),
          path: issue.path,
          message: `${issue.message}; the entry was skipped`,
        });
      }
      continue;
    }
    const entry = value as SessionEntry;
    if (seen.has(entry.id)) {
      diagnostics.push({
        severity: "warning",
        source,
        line: lineOf(i),
        path: "/id",
        message: `duplicate entry id "${entry.id}"; the later entry was skipped`,
      });
      continue;
    }
    seen.add(entry.id);
    entries.push(entry);
  }
  const session: ParsedSession = { header, entries, diagnostics, completeBytes, missingFinalNewline };
  if (wasMigrated) session.migratedFrom = migrated.fromVersion;
  return { ok: true, session };
}
