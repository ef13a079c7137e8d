import { SpillFolder } from "@keel/tools";

/** Default cap on a session's kept full-output files: 50 MB (the `sessionOutputMaxBytes` setting). */
export const DEFAULT_SESSION_OUTPUT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The folder that keeps a session's full-output (spill) files: beside the
 * session file, named like it without `.jsonl`, in `output/`
 * (`…/2026-01-02T03-04-05-678Z_<id>.jsonl` → `…/2026-01-02T03-04-05-678Z_<id>/output/`).
 * It lives as long as the session: a resumed session, a fork and an export
 * can still open the paths the model was shown.
 *
 * @example
 * sessionOutputDir("/s/2026-01-02T03-04-05-678Z_ab.jsonl"); // "/s/2026-01-02T03-04-05-678Z_ab/output"
 */
export function sessionOutputDir(sessionFile: string): string {
  const stem = sessionFile.endsWith(".jsonl") ? sessionFile.slice(0, -".jsonl".length) : `${sessionFile}.d`;
  return `${stem}/output`;
}

/**
 * A session's spill folder, made before the session's file is known (a new
 * session's file is created only once the run can start) and located by
 * {@link SessionOutputFolder.useSessionFile}: the session's
 * {@link sessionOutputDir}, capped at `maxBytes` (oldest files removed
 * first), or a temp folder removed at exit for a session kept in memory
 * (`--no-session`).
 */
export class SessionOutputFolder {
  /** The spill folder to give the tools (`createBuiltinTools({ spill })`). */
  readonly spill: SpillFolder;
  private sessionFile: string | undefined;

  constructor(maxBytes: number = DEFAULT_SESSION_OUTPUT_MAX_BYTES) {
    this.spill = new SpillFolder({
      locate: () => (this.sessionFile === undefined ? undefined : sessionOutputDir(this.sessionFile)),
      maxBytes,
    });
  }

  /** Names the session's file (`undefined`: kept in memory only). Call once the store is open, before any tool runs. */
  useSessionFile(path: string | undefined): void {
    this.sessionFile = path;
  }
}

/**
 * The spill folder of a session whose file is known (`undefined` for one kept
 * in memory: the tools' default temp folder then). Used for commands the
 * user runs (`!command`), whose output joins the session like the tools'.
 */
export function sessionOutputSpill(sessionFile: string | undefined, maxBytes?: number): SpillFolder | undefined {
  if (sessionFile === undefined) return undefined;
  return SpillFolder.at(sessionOutputDir(sessionFile), maxBytes ?? DEFAULT_SESSION_OUTPUT_MAX_BYTES);
}
