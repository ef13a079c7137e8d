import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sessionIdFromFileName } from "../session/session-paths.js";
import { runGit } from "./git-runner.js";

/** One project's checkpoint store, as `keel checkpoints list` shows it. */
export interface CheckpointStoreSummary {
  /** The store's folder name under `$KEEL_HOME/checkpoints/`. */
  id: string;
  /** The project folder it records (from the store's configuration). */
  project: string;
  /** Whether that folder still exists. */
  projectExists: boolean;
  /** How many checkpoints (snapshot refs) it keeps. */
  count: number;
  /** Bytes on disk of the whole store. */
  bytes: number;
  /** When the newest checkpoint was taken (ms since the epoch), if any. */
  newest?: number;
}

/** A snapshot ref of a store: its session and time. */
interface SnapshotRef {
  ref: string;
  session: string;
  time: number;
  /** The session file the checkpoint's label names, if any. */
  sessionFile: string | undefined;
}

function storesDir(keelHome: string): string {
  return join(keelHome, "checkpoints");
}

function storeDirs(keelHome: string): string[] {
  const dir = storesDir(keelHome);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(join(dir, name, "HEAD")))
    .sort();
}

/** Bytes of every file under `path` (links not followed). */
function diskBytes(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of readdirSync(path)) total += diskBytes(join(path, name));
  return total;
}

function projectOf(store: string): string {
  try {
    const match = /\n\s*workTree = (.*)\n/.exec(readFileSync(join(store, "config"), "utf8"));
    return match?.[1]?.replace(/\\(.)/g, "$1") ?? "?";
  } catch {
    return "?";
  }
}

async function snapshotRefs(store: string): Promise<SnapshotRef[]> {
  const out = await runGit(
    ["for-each-ref", "--format=%(refname)%00%(committerdate:unix)%00%(contents:body)%00", "refs/keel/s/"],
    { cwd: store, env: { GIT_DIR: store } },
  );
  return out.stdout
    .toString("utf8")
    .split("\0\n")
    .filter((record) => record.trim() !== "")
    .map((record) => {
      const [ref = "", time = "0", body = ""] = record.split("\0");
      return { ref, session: ref.split("/")[3] ?? "none", time: Number(time) * 1000, sessionFile: labelFile(body) };
    });
}

/** The `sessionFile` of a checkpoint commit's label (its message body, one JSON line). */
function labelFile(body: string): string | undefined {
  try {
    const label: unknown = JSON.parse(body.trim());
    if (typeof label !== "object" || label === null) return undefined;
    const file = (label as { sessionFile?: unknown }).sessionFile;
    return typeof file === "string" ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Every project's checkpoint store under `$KEEL_HOME/checkpoints/`: count, size on disk, newest. */
export async function listCheckpointStores(keelHome: string): Promise<CheckpointStoreSummary[]> {
  const summaries: CheckpointStoreSummary[] = [];
  for (const id of storeDirs(keelHome)) {
    const store = join(storesDir(keelHome), id);
    const refs = await snapshotRefs(store);
    const project = projectOf(store);
    const newest = refs.reduce((max, ref) => Math.max(max, ref.time), 0);
    summaries.push({
      id,
      project,
      projectExists: existsSync(project),
      count: refs.length,
      bytes: diskBytes(store),
      ...(newest > 0 ? { newest } : {}),
    });
  }
  return summaries;
}

/** Options of {@link pruneCheckpoints}. */
export interface PruneOptions {
  /** Drop checkpoints taken more than this many milliseconds ago. */
  olderThanMs?: number;
  /**
   * The ids of the sessions that still exist: checkpoints of other sessions
   * (deleted, or kept in memory and ended) go once they are an hour old.
   * Omit to keep them.
   */
  sessionIds?: ReadonlySet<string>;
  /** Clock, for tests. */
  now?: number;
}

/** What a prune removed. */
export interface PruneResult {
  /** Checkpoints dropped, over all stores. */
  removed: number;
  /** Checkpoints kept. */
  kept: number;
  /** Stores deleted whole (nothing left in them, or their project folder is gone). */
  storesRemoved: string[];
  /** Bytes on disk before and after. */
  bytesBefore: number;
  bytesAfter: number;
}

/** Checkpoints of a session not found are dropped only after this long (a session in memory may still be running). */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * Drops old checkpoints (`--older-than`) and those of sessions that no
 * longer exist, then lets git remove what nothing refers to any more
 * (objects younger than 15 minutes stay: a checkpoint being written now
 * may need them). A store left empty, or whose project folder is gone, is
 * deleted whole.
 */
export async function pruneCheckpoints(keelHome: string, options: PruneOptions = {}): Promise<PruneResult> {
  const now = options.now ?? Date.now();
  const result: PruneResult = { removed: 0, kept: 0, storesRemoved: [], bytesBefore: 0, bytesAfter: 0 };
  for (const id of storeDirs(keelHome)) {
    const store = join(storesDir(keelHome), id);
    result.bytesBefore += diskBytes(store);
    const refs = await snapshotRefs(store);
    const drop = refs.filter((ref) => {
      if (options.olderThanMs !== undefined && now - ref.time > options.olderThanMs) return true;
      // A session found by id, or whose recorded file still exists (kept under a --session-dir, say), is not gone.
      const orphan =
        options.sessionIds !== undefined &&
        !options.sessionIds.has(ref.session) &&
        !(ref.sessionFile !== undefined && existsSync(ref.sessionFile));
      return orphan && now - ref.time > ORPHAN_GRACE_MS;
    });
    const gone = !existsSync(projectOf(store));
    // A store with no checkpoint yet may be taking its first one: left alone until it is an hour old.
    const empty =
      refs.length === 0 ? now - lstatSync(join(store, "HEAD")).mtimeMs > ORPHAN_GRACE_MS : drop.length === refs.length;
    if (gone || empty) {
      result.removed += refs.length;
      result.storesRemoved.push(id);
      rmSync(store, { recursive: true, force: true });
      continue;
    }
    if (drop.length > 0) {
      const input = drop.map((ref) => `delete ${ref.ref}\n`).join("");
      await runGit(["update-ref", "--stdin"], { cwd: store, env: { GIT_DIR: store }, input });
      await runGit(["gc", "-q", "--prune=15.minutes.ago"], { cwd: store, env: { GIT_DIR: store } });
    }
    removeStaleTemporaries(store, now);
    result.removed += drop.length;
    result.kept += refs.length - drop.length;
    result.bytesAfter += diskBytes(store);
  }
  return result;
}

/** Private index copies left by killed processes (older than an hour). */
function removeStaleTemporaries(store: string, now: number): void {
  for (const name of readdirSync(store)) {
    if (!name.includes(".tmp-")) continue;
    const path = join(store, name);
    if (now - lstatSync(path).mtimeMs > ORPHAN_GRACE_MS) rmSync(path, { force: true });
  }
}

/** The ids of the session files under `dirs` (each searched one folder deep, as `$KEEL_HOME/sessions/<cwd>/`). */
export function existingSessionIds(dirs: readonly string[]): Set<string> {
  const ids = new Set<string>();
  const visit = (dir: string, depth: number): void => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (name.endsWith(".jsonl")) {
        const id = sessionIdFromFileName(name);
        if (id !== undefined) ids.add(id.replace(/[^A-Za-z0-9_-]/g, "_"));
      } else if (depth > 0 && lstatSync(path).isDirectory()) visit(path, depth - 1);
    }
  };
  for (const dir of dirs) visit(dir, 1);
  return ids;
}

/** Parses `30d`, `12h`, `90m`, `2w` into milliseconds; `undefined` for anything else. */
export function parseAge(text: string): number | undefined {
  const match = /^(\d+)([mhdw])$/.exec(text.trim());
  if (match === null) return undefined;
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[match[2] as "m" | "h" | "d" | "w"];
  return Number(match[1]) * unit;
}
