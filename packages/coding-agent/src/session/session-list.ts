import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { SessionFile } from "./session-file.js";
import { sessionIdFromFileName } from "./session-paths.js";
import type { SessionEntry, SessionHeader } from "./session-schema.js";

/** One session as a picker shows it. */
export interface SessionSummary {
  path: string;
  id: string;
  cwd: string;
  /** When the session was created (the header's time). */
  createdAt: Date;
  /** When it was last written to (the file's modification time). */
  modifiedAt: Date;
  /** The display name (`--name`), if set. */
  name?: string;
  /** The start of the first user message, on one line (at most 120 characters). */
  firstMessage?: string;
  /** Lines after the header. */
  entryCount: number;
  /** A subagent's session: the session whose `task` call ran it. */
  parentSessionId?: string;
}

const PREVIEW_CHARS = 120;

/**
 * The sessions in a folder, most recently written first. Each file is read
 * once as bytes: only the header, the first user message and the last name
 * entry are decoded and parsed, so a folder of large sessions lists
 * quickly. Files that are not sessions are skipped.
 */
export function listSessions(dir: string): SessionSummary[] {
  const summaries: SessionSummary[] = [];
  for (const file of sessionFilesByRecency(dir)) {
    const summary = summarize(file.path, file.modifiedAt);
    if (summary !== undefined) summaries.push(summary);
  }
  return summaries;
}

/**
 * The most recently written session of a folder (`--continue`), if any.
 * Only the newest files are read (the first that is a session wins), not
 * the whole folder. A subagent's session is passed over: `--continue`
 * continues the main conversation (`--session <id>` opens a subagent's).
 */
export function mostRecentSession(dir: string): SessionSummary | undefined {
  for (const file of sessionFilesByRecency(dir)) {
    const summary = summarize(file.path, file.modifiedAt);
    if (summary !== undefined && summary.parentSessionId === undefined) return summary;
  }
  return undefined;
}

/** The `.jsonl` files of a folder with their modification times, newest first (ties: by name, descending). */
function sessionFilesByRecency(dir: string): { path: string; modifiedAt: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(".jsonl"));
  } catch {
    return [];
  }
  const files = names.flatMap((name) => {
    const path = join(dir, name);
    try {
      return [{ path, modifiedAt: statSync(path).mtime }];
    } catch {
      return [];
    }
  });
  return files.sort(
    (a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || (a.path < b.path ? 1 : a.path > b.path ? -1 : 0),
  );
}

const NEWLINE = 0x0a;
const USER_PROBE = Buffer.from('"role":"user"');
const NAME_PROBE = Buffer.from('"session_info"');

function summarize(path: string, modifiedAt: Date): SessionSummary | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return undefined;
  }
  const headerEnd = lineEnd(bytes, 0);
  const header = parse(bytes, 0) as SessionHeader | undefined;
  if (header?.type !== "session" || typeof header.id !== "string") return undefined;
  const summary: SessionSummary = {
    path,
    id: header.id,
    cwd: String(header.cwd),
    createdAt: new Date(header.timestamp),
    modifiedAt,
    entryCount: countEntries(bytes, headerEnd + 1),
    ...(typeof header.parentSessionId === "string" ? { parentSessionId: header.parentSessionId } : {}),
  };
  // Byte probes first; only the lines they hit are decoded and parsed.
  for (
    let at = bytes.lastIndexOf(NAME_PROBE);
    at > headerEnd;
    at = bytes.lastIndexOf(NAME_PROBE, lineStart(bytes, at) - 1)
  ) {
    const entry = parse(bytes, lineStart(bytes, at)) as SessionEntry | undefined;
    if (entry?.type === "session_info") {
      if (entry.name !== undefined) summary.name = entry.name;
      break;
    }
  }
  for (let at = bytes.indexOf(USER_PROBE, headerEnd); at !== -1; at = bytes.indexOf(USER_PROBE, lineEnd(bytes, at))) {
    const entry = parse(bytes, lineStart(bytes, at)) as SessionEntry | undefined;
    if (entry?.type === "message" && entry.message.role === "user") {
      summary.firstMessage = preview(entry.message.content);
      break;
    }
  }
  return summary;
}

function lineStart(bytes: Buffer, at: number): number {
  return at <= 0 ? 0 : bytes.lastIndexOf(NEWLINE, at - 1) + 1;
}

function lineEnd(bytes: Buffer, from: number): number {
  const end = bytes.indexOf(NEWLINE, from);
  return end === -1 ? bytes.length : end;
}

/** Non-blank lines from `from` on, counted without decoding them. */
function countEntries(bytes: Buffer, from: number): number {
  let count = 0;
  for (let start = from; start < bytes.length; ) {
    const end = lineEnd(bytes, start);
    for (let i = start; i < end; i++) {
      const byte = bytes[i];
      if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d) {
        count++;
        break;
      }
    }
    start = end + 1;
  }
  return count;
}

/** The JSON value of the line starting at `start`, or `undefined` when it is blank or not JSON. */
function parse(bytes: Buffer, start: number): unknown {
  const line = bytes.toString("utf8", start, lineEnd(bytes, start));
  if (line.trim() === "") return undefined;
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function preview(content: string | readonly { type: string; text?: string }[]): string {
  const text = typeof content === "string" ? content : content.map((block) => block.text ?? "").join(" ");
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
}

/** The outcome of {@link resolveSessionRef}. */
export type SessionRefResult = { ok: true; path: string } | { ok: false; diagnostic: Diagnostic };

/**
 * Finds the file `--session <path|id>` or `--fork <path|id>` means: an
 * existing path (absolute, or relative to `cwd`), else a session id or a
 * unique prefix of one, looked up in `dirs` in order.
 *
 * @param flag - the option name, for the diagnostic (e.g. `--session`).
 */
export function resolveSessionRef(
  ref: string,
  options: { dirs: readonly string[]; cwd: string; flag?: string },
): SessionRefResult {
  const flag = options.flag ?? "--session";
  const trimmed = ref.trim();
  if (trimmed === "") {
    return { ok: false, diagnostic: { severity: "error", source: flag, message: "needs a session file path or id" } };
  }
  const asPath = isAbsolute(trimmed) ? trimmed : resolve(options.cwd, trimmed);
  if ((trimmed.includes("/") || trimmed.includes("\\") || trimmed.endsWith(".jsonl")) && existsSync(asPath)) {
    return { ok: true, path: asPath };
  }
  const matches: string[] = [];
  for (const dir of options.dirs) {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const id = sessionIdFromFileName(name);
      if (id?.startsWith(trimmed)) matches.push(join(dir, name));
    }
    if (matches.length > 0) break;
  }
  if (matches.length === 1) return { ok: true, path: matches[0] as string };
  if (matches.length === 0) {
    return {
      ok: false,
      diagnostic: {
        severity: "error",
        source: flag,
        message: `no session file or session id matches "${trimmed}"`,
        hint: "Pass a path to a .jsonl session file, or an id from --resume (a unique prefix is enough).",
      },
    };
  }
  return {
    ok: false,
    diagnostic: {
      severity: "error",
      source: flag,
      message: `"${trimmed}" matches ${matches.length} sessions: ${matches.map((m) => sessionIdFromFileName(m)).join(", ")}`,
      hint: "Give more characters of the id.",
    },
  };
}

/** Options of {@link forkSession}. */
export interface ForkSessionOptions {
  /** Folder of the new file. */
  dir: string;
  /** Working directory of the new session. */
  cwd: string;
  /** Last entry to copy. Default: the source's current leaf. */
  leafId?: string | null;
  /** Clock, for deterministic tests. */
  now?: () => Date;
}

/**
 * Starts a new session file whose entries are copies of the source's
 * branch (root to `leafId`), same ids, with the source recorded as
 * `parentSession`. Tool calls the copied branch left without a result get
 * their error results in the fork. The source file is not changed (open it
 * with `repairInterrupted: false` so opening does not write to it either).
 */
export function forkSession(source: SessionFile, options: ForkSessionOptions): SessionFile {
  const fork = SessionFile.create({
    dir: options.dir,
    cwd: options.cwd,
    ...(source.path === undefined ? {} : { parentSession: source.path }),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  for (const entry of source.getBranch(options.leafId === undefined ? source.leafId : options.leafId)) {
    fork.appendCopy(entry);
  }
  fork.recordInterruptedToolCalls();
  return fork;
}
