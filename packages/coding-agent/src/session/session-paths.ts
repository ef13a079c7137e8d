import { randomUUID } from "node:crypto";
import { basename, join } from "node:path";

/**
 * The folder name of a working directory under `$KEEL_HOME/sessions/`: the
 * path without its leading separator, with `/`, `\` and `:` turned into `-`,
 * between `--` marks (`/home/me/app` → `--home-me-app--`). Readable, and the
 * same cwd always gives the same folder.
 */
export function cwdSlug(cwd: string): string {
  const trimmed = cwd.replace(/^[/\\]+/, "").replace(/[/\\]+$/, "");
  return `--${trimmed.replace(/[/\\:]/g, "-")}--`;
}

/** The session folder of a working directory: `<keelHome>/sessions/<cwd-slug>`. */
export function defaultSessionDir(keelHome: string, cwd: string): string {
  return join(keelHome, "sessions", cwdSlug(cwd));
}

/**
 * The file name of a session: `<timestamp>_<id>.jsonl`, where the timestamp
 * is the ISO time of creation with `:` and `.` replaced by `-`, so names
 * sort by creation time and are valid on every file system.
 */
export function sessionFileName(createdAt: Date, id: string): string {
  return `${createdAt.toISOString().replace(/[:.]/g, "-")}_${id}.jsonl`;
}

/** The session id a file name carries (the part between `_` and `.jsonl`), or `undefined`. */
export function sessionIdFromFileName(path: string): string | undefined {
  const match = /^[^_]+_(.+)\.jsonl$/.exec(basename(path));
  return match?.[1];
}

/** A new session id (a UUID). */
export function newSessionId(): string {
  return randomUUID();
}

/** A new entry id: 8 hex characters, unique among `taken`. */
export function newEntryId(taken: { has(id: string): boolean }): string {
  for (;;) {
    // randomUUID draws from a pooled buffer: far cheaper per call than randomBytes(4).
    const id = randomUUID().slice(0, 8);
    if (!taken.has(id)) return id;
  }
}
