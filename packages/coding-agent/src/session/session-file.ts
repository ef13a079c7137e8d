import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Message } from "@keel/ai";
import type { Diagnostic } from "../diagnostics.js";
import { AppendOnlyFile, type PendingFix } from "./append-only-file.js";
import { type ParseSessionOptions, parseSessionFile } from "./parse-session.js";
import { interruptedResult } from "./repair-tool-results.js";
import { buildSessionContext, type SessionContext } from "./session-context.js";
import { newEntryId, newSessionId, sessionFileName } from "./session-paths.js";
import { CURRENT_SESSION_VERSION, type SessionEntry, type SessionHeader } from "./session-schema.js";
import { validateSessionLine } from "./session-validator.js";

/** The entries a session starts with before any conversation (see {@link SessionFile.discardIfUnused}). */
const START_UP_KINDS = new Set<string>(["model_change", "thinking_level_change", "active_tools_change"]);

/** An entry as a caller writes it: the store adds `id`, `parentId` and `timestamp`. */
export type SessionEntryDraft = SessionEntry extends infer E
  ? E extends SessionEntry
    ? Omit<E, "id" | "parentId" | "timestamp">
    : never
  : never;

/** Options of {@link SessionFile.create}. */
export interface CreateSessionOptions {
  /** Folder of the file (created if missing). Omit for a session kept in memory only (`--no-session`). */
  dir?: string;
  /** The working directory the session belongs to. */
  cwd: string;
  /** Session id. Default: a new UUID. */
  id?: string;
  /** The file this session was forked from (recorded in the header). */
  parentSession?: string;
  /** A subagent's session: the parent session's id and the `task` call's id (recorded in the header). */
  subagentOf?: { parentSessionId: string; parentToolCallId: string };
  /** Clock, for deterministic tests. Default: `new Date()`. */
  now?: () => Date;
}

/** Options of {@link SessionFile.open}. */
export interface OpenSessionOptions extends ParseSessionOptions {
  /**
   * Append a made-up error result for each tool call at the end of the
   * current branch that has none (the process died while it ran), so the
   * file itself is valid for the next request. Default true.
   */
  repairInterrupted?: boolean;
  /** Clock, for deterministic tests. */
  now?: () => Date;
}

/** The outcome of {@link SessionFile.open}. */
export type OpenSessionResult =
  | { ok: true; session: SessionFile; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * One session: an append-only JSONL file (a header line, then one entry per
 * line) and its entry tree in memory. Every append is one `write` of one
 * whole line to a file opened for appending, so a crash loses at most the
 * line being written, and appending costs the same at entry 10 and 10,000.
 *
 * The leaf is where the next entry attaches: the last entry appended, or an
 * earlier one after {@link branch}. Entries are never changed or removed.
 *
 * @example
 * const session = SessionFile.create({ dir, cwd: process.cwd() });
 * session.appendMessage({ role: "user", content: "hi", timestamp: Date.now() });
 * const { messages } = session.buildContext();
 */
export class SessionFile {
  /** The header line. */
  readonly header: SessionHeader;
  /** The file, or `undefined` for a session kept in memory. */
  readonly path: string | undefined;
  private readonly entryList: SessionEntry[];
  private readonly byId = new Map<string, SessionEntry>();
  private leaf: string | null;
  private file: AppendOnlyFile | undefined;
  /** This process created the file (a new session, not one opened from disk). */
  private readonly createdHere: boolean;
  private readonly now: () => Date;

  private constructor(
    header: SessionHeader,
    path: string | undefined,
    entries: SessionEntry[],
    /** `"new"`: create the file with its header; otherwise how to fix up the existing file before appending. */
    pending: PendingFix | "new",
    now: () => Date,
  ) {
    this.header = header;
    this.path = path;
    this.entryList = entries;
    for (const entry of entries) this.byId.set(entry.id, entry);
    this.leaf = entries.at(-1)?.id ?? null;
    const snapshot = () => [this.header, ...this.entryList];
    if (path === undefined) this.file = undefined;
    else if (pending === "new") this.file = AppendOnlyFile.create(path, header, snapshot);
    else this.file = new AppendOnlyFile(path, pending, snapshot);
    this.createdHere = path !== undefined && pending === "new";
    this.now = now;
  }

  /** Starts a new session; with `dir`, writes its header to `<dir>/<timestamp>_<id>.jsonl`. */
  static create(options: CreateSessionOptions): SessionFile {
    const now = options.now ?? (() => new Date());
    const createdAt = now();
    const header: SessionHeader = {
      type: "session",
      version: CURRENT_SESSION_VERSION,
      id: options.id ?? newSessionId(),
      timestamp: createdAt.toISOString(),
      cwd: options.cwd,
      ...(options.parentSession === undefined ? {} : { parentSession: options.parentSession }),
      ...(options.subagentOf === undefined ? {} : options.subagentOf),
    };
    if (options.dir === undefined) return new SessionFile(header, undefined, [], {}, now);
    mkdirSync(options.dir, { recursive: true });
    const path = join(options.dir, sessionFileName(createdAt, header.id));
    return new SessionFile(header, path, [], "new", now);
  }

  /**
   * Opens a session file: validates every line, migrates an older format,
   * keeps everything before a torn last line. Problems come back as
   * diagnostics; only an unreadable file or header fails.
   */
  static open(path: string, options: OpenSessionOptions = {}): OpenSessionResult {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      const missing = (error as { code?: string }).code === "ENOENT";
      const diagnostic: Diagnostic = {
        severity: "error",
        source: path,
        message: missing ? "no such session file" : `cannot read the session file (${(error as Error).message})`,
      };
      if (missing) diagnostic.hint = "List the sessions of this folder with --resume.";
      return { ok: false, diagnostics: [diagnostic] };
    }
    const parsed = parseSessionFile(bytes, path, options);
    if (!parsed.ok) return parsed;
    const { session: p } = parsed;
    const pending: PendingFix = {};
    if (p.migratedFrom !== undefined) pending.rewrite = { fromVersion: p.migratedFrom };
    else if (p.completeBytes < bytes.byteLength) pending.truncateTo = p.completeBytes;
    else if (p.missingFinalNewline) pending.newline = true;
    const session = new SessionFile(p.header, path, p.entries, pending, options.now ?? (() => new Date()));
    const diagnostics = [...p.diagnostics];
    if (options.repairInterrupted !== false) {
      const repaired = session.recordInterruptedToolCalls();
      if (repaired > 0) {
        diagnostics.push({
          severity: "warning",
          source: path,
          message: `${repaired} tool call${repaired === 1 ? " was" : "s were"} still running when the session ended; ${repaired === 1 ? "it was" : "they were"} recorded as failed`,
          hint: "Check what those tools did before asking for them again.",
        });
      }
    }
    return { ok: true, session, diagnostics };
  }

  /** The session id. */
  get id(): string {
    return this.header.id;
  }

  /** Every entry, in the order it was written (all branches). */
  get entries(): readonly SessionEntry[] {
    return this.entryList;
  }

  /** Where the next entry attaches (`null` before the first entry). */
  get leafId(): string | null {
    return this.leaf;
  }

  /** The entry with this id, if any. */
  getEntry(id: string): SessionEntry | undefined {
    return this.byId.get(id);
  }

  /**
   * The branch ending at `leafId` (default: the current leaf), root first.
   * Costs the branch's length, not the file's.
   */
  getBranch(leafId: string | null = this.leaf): SessionEntry[] {
    const path: SessionEntry[] = [];
    const visited = new Set<string>();
    let id = leafId;
    while (id !== null && !visited.has(id)) {
      visited.add(id);
      const entry = this.byId.get(id);
      if (entry === undefined) break;
      path.push(entry);
      id = entry.parentId;
    }
    return path.reverse();
  }

  /** The request context of the current branch (see {@link buildSessionContext}). */
  buildContext(leafId: string | null = this.leaf): SessionContext {
    return buildSessionContext(this.getBranch(leafId));
  }

  /** The session's display name (the latest `session_info` entry), if any. */
  get name(): string | undefined {
    for (let i = this.entryList.length - 1; i >= 0; i--) {
      const entry = this.entryList[i] as SessionEntry;
      if (entry.type === "session_info") return entry.name;
    }
    return undefined;
  }

  /** The label of an entry (the latest `label` entry naming it), if any. */
  getLabel(entryId: string): string | undefined {
    for (let i = this.entryList.length - 1; i >= 0; i--) {
      const entry = this.entryList[i] as SessionEntry;
      if (entry.type === "label" && entry.targetId === entryId) return entry.label;
    }
    return undefined;
  }

  /**
   * Moves the leaf to an earlier entry: the next append starts a new branch
   * there. `null` makes the next entry a new root.
   *
   * @throws Error when no entry has that id (a bug in the caller).
   */
  branch(entryId: string | null): void {
    if (entryId !== null && !this.byId.has(entryId)) throw new Error(`No session entry has id "${entryId}".`);
    this.leaf = entryId;
  }

  /**
   * Appends an entry under the current leaf and makes it the leaf.
   *
   * @throws Error when the draft does not match the session line schema (a bug in the caller).
   */
  append<D extends SessionEntryDraft>(draft: D): Extract<SessionEntry, { type: D["type"] }> {
    const entry = {
      ...draft,
      id: newEntryId(this.byId),
      parentId: this.leaf,
      timestamp: this.now().toISOString(),
    } as unknown as SessionEntry;
    const issues = validateSessionLine(entry);
    if (issues.length > 0) {
      const list = issues.map((issue) => `${issue.path || "/"} ${issue.message}`).join("; ");
      throw new Error(`Refusing to write an invalid "${draft.type}" session entry: ${list}.`);
    }
    this.commit(entry);
    return entry as Extract<SessionEntry, { type: D["type"] }>;
  }

  /** Appends a conversation message. */
  appendMessage(message: Message) {
    return this.append({ type: "message", message });
  }

  /** Records a model switch. */
  appendModelChange(provider: string, modelId: string) {
    return this.append({ type: "model_change", provider, modelId });
  }

  /** Records the full active tool set. */
  appendActiveTools(tools: readonly string[]) {
    return this.append({ type: "active_tools_change", tools: [...tools] });
  }

  /** Records extension data (never sent to the model). */
  appendCustom(customType: string, data?: unknown) {
    return this.append({ type: "custom", customType, ...(data === undefined ? {} : { data }) });
  }

  /** Sets (or with `undefined` clears) the session's display name. */
  appendSessionInfo(name: string | undefined) {
    return this.append({ type: "session_info", ...(name === undefined ? {} : { name }) });
  }

  /** Sets (or with `undefined` clears) the label of an entry. */
  appendLabel(targetId: string, label: string | undefined) {
    return this.append({ type: "label", targetId, ...(label === undefined ? {} : { label }) });
  }

  /**
   * Writes a copy of an existing entry (same id, parent and time); used when
   * forking. The caller keeps the tree consistent.
   */
  appendCopy(entry: SessionEntry): void {
    if (this.byId.has(entry.id)) throw new Error(`Session entry "${entry.id}" is already in this session.`);
    this.commit(entry);
  }

  /** Closes the file. Later appends reopen it. */
  close(): void {
    this.file?.close();
  }

  /**
   * Deletes the file when this process created it and nothing of a
   * conversation is in it yet (only start-up entries: the model, the
   * thinking level, the active tools), and keeps the session in memory from
   * then on. For a run that stops on bad input before its first prompt: it
   * leaves no empty session behind for `--continue` to pick. Returns whether
   * the file was deleted; a session with anything else in it is kept.
   */
  discardIfUnused(): boolean {
    if (!this.createdHere || this.path === undefined || this.file === undefined) return false;
    if (this.entryList.some((entry) => !START_UP_KINDS.has(entry.type))) return false;
    this.file.close();
    this.file = undefined;
    rmSync(this.path, { force: true });
    return true;
  }

  private commit(entry: SessionEntry): void {
    this.file?.append(entry);
    this.entryList.push(entry);
    this.byId.set(entry.id, entry);
    this.leaf = entry.id;
  }

  /**
   * Appends an error result for each tool call left without one at the end
   * of the current branch (the process died while it ran), so the file
   * itself is valid for the next request. Returns how many were added.
   * `open` does this unless told not to.
   */
  recordInterruptedToolCalls(): number {
    const path = this.getBranch();
    const answered = new Set<string>();
    for (let i = path.length - 1; i >= 0; i--) {
      const entry = path[i] as SessionEntry;
      if (entry.type !== "message") continue;
      const message = entry.message;
      if (message.role === "toolResult") {
        answered.add(message.toolCallId);
        continue;
      }
      if (message.role === "user") return 0;
      let count = 0;
      for (const block of message.content) {
        if (block.type !== "toolCall" || answered.has(block.id)) continue;
        this.appendMessage(interruptedResult(block.id, block.name, this.now().getTime()));
        count++;
      }
      return count;
    }
    return 0;
  }
}
