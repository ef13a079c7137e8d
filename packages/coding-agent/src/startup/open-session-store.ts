import { resolve } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import type { KeelHomePaths } from "../home/keel-home.js";
import { SessionFile } from "../session/session-file.js";
import { forkSession, mostRecentSession, resolveSessionRef } from "../session/session-list.js";
import { defaultSessionDir } from "../session/session-paths.js";

/** Which session a run uses: a new one, the latest of this folder, a given one, a fork, or none on disk. */
export type SessionChoice =
  | {
      kind: "new";
      /** The session this one continues from (recorded in the header). */
      parentSession?: string;
      /** A subagent's session: the parent session's id and the `task` call's id (recorded in the header). */
      subagentOf?: { parentSessionId: string; parentToolCallId: string };
    }
  | { kind: "continue" }
  | { kind: "open"; ref: string }
  | { kind: "fork"; ref: string }
  | { kind: "memory" };

/** Inputs of {@link openSessionStore}. */
export interface SessionStoreOptions {
  choice: SessionChoice;
  cwd: string;
  paths: KeelHomePaths;
  /** `--session-dir`, else the `sessionDir` setting; default `$KEEL_HOME/sessions/<cwd-slug>/`. */
  sessionDir?: string;
  /** Clock, for deterministic tests. */
  now?: () => Date;
}

/** The session file of the run, or why it could not be opened (a usage error: exit 2). */
export type SessionStoreResult =
  | { ok: true; session: SessionFile; resumed: boolean; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * Opens the run's session: `--continue` takes the most recent session of
 * the folder (a new one when there is none), `--session` opens a file or
 * id, `--fork` copies one into a new file, `--no-session` keeps it in
 * memory. Opening repairs a crashed run's unfinished tool calls and reports
 * a torn last line.
 */
export function openSessionStore(options: SessionStoreOptions): SessionStoreResult {
  const dir = options.sessionDir
    ? resolve(options.cwd, options.sessionDir)
    : defaultSessionDir(options.paths.home, options.cwd);
  const now = options.now ? { now: options.now } : {};
  const parent =
    options.choice.kind === "new"
      ? {
          ...(options.choice.parentSession !== undefined ? { parentSession: options.choice.parentSession } : {}),
          ...(options.choice.subagentOf !== undefined ? { subagentOf: options.choice.subagentOf } : {}),
        }
      : {};
  const fresh = (): SessionStoreResult => ({
    ok: true,
    session: SessionFile.create({ dir, cwd: options.cwd, ...now, ...parent }),
    resumed: false,
    diagnostics: [],
  });
  const open = (path: string): SessionStoreResult => {
    const opened = SessionFile.open(path, now);
    return opened.ok
      ? { ok: true, session: opened.session, resumed: true, diagnostics: opened.diagnostics }
      : { ok: false, diagnostics: opened.diagnostics };
  };
  const choice = options.choice;
  switch (choice.kind) {
    case "new":
      return fresh();
    case "memory":
      return { ok: true, session: SessionFile.create({ cwd: options.cwd, ...now }), resumed: false, diagnostics: [] };
    case "continue": {
      const latest = mostRecentSession(dir);
      return latest === undefined ? fresh() : open(latest.path);
    }
    case "open": {
      const found = resolveSessionRef(choice.ref, { dirs: [dir], cwd: options.cwd, flag: "--session" });
      return found.ok ? open(found.path) : { ok: false, diagnostics: [found.diagnostic] };
    }
    case "fork": {
      const found = resolveSessionRef(choice.ref, { dirs: [dir], cwd: options.cwd, flag: "--fork" });
      if (!found.ok) return { ok: false, diagnostics: [found.diagnostic] };
      const source = SessionFile.open(found.path, { ...now, repairInterrupted: false });
      if (!source.ok) return { ok: false, diagnostics: source.diagnostics };
      const fork = forkSession(source.session, { dir, cwd: options.cwd, ...now });
      source.session.close();
      return { ok: true, session: fork, resumed: true, diagnostics: source.diagnostics };
    }
    default: {
      const unreachable: never = choice;
      throw new Error(`unknown session choice ${JSON.stringify(unreachable)}`);
    }
  }
}
