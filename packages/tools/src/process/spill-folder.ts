import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { isProcessAlive } from "./kill-tree.js";

/** Name prefix of the spill folders Keel manages: `keel-spill-<pid>-<random>`. */
export const SPILL_FOLDER_PREFIX = "keel-spill-";

/** Age after which a managed spill folder left by a process that is gone is removed: one day. */
export const STALE_SPILL_FOLDER_MS = 24 * 60 * 60 * 1000;

/** Options of {@link SpillFolder}. */
export interface SpillFolderOptions {
  /** Folder the managed spill folder is created in. Default: the OS temp folder. */
  parent?: string;
  /**
   * Use exactly this folder instead (unmanaged): it is created if missing
   * and never removed by Keel. `parent` is then ignored.
   */
  dir?: string;
  /**
   * Decides the folder when it is first needed (the first spill, or the first
   * read of `path`) instead of now: the folder to use as `dir` is, or
   * `undefined` for a managed folder in `parent`. For an owner whose folder
   * is not known yet when the tools are made (a session whose file is created
   * later). `dir` wins when both are given.
   */
  locate?: () => string | undefined;
  /**
   * Cap on the total size of the spill files (`keel-*.log`) in the folder, in
   * bytes. After a spill file is finished, the oldest files (by modification
   * time) are removed until the rest fit; the file just finished and files
   * still being written are kept. Default: no cap.
   */
  maxBytes?: number;
}

const liveFolders = new Set<SpillFolder>();
const sweptParents = new Set<string>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => SpillFolder.disposeAll());
}

/** The pid a managed folder name carries, or `undefined` when the name is not one. */
function ownerPid(name: string): number | undefined {
  const match = /^keel-spill-(\d+)-[0-9a-f]+$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * Removes the managed spill folders in `parent` that are older than a day
 * and whose process is gone (left by a crash, a kill or a signal, when the
 * exit hook could not run). Errors are ignored: another process may be
 * sweeping too.
 */
export function sweepStaleSpillFolders(parent: string, now: number = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = ownerPid(name);
    if (pid === undefined || pid === process.pid || isProcessAlive(pid)) continue;
    const path = join(parent, name);
    try {
      const stat = statSync(path);
      if (stat.isDirectory() && now - stat.mtimeMs > STALE_SPILL_FOLDER_MS)
        rmSync(path, { recursive: true, force: true });
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

/**
 * Where full-output (spill) files go, and when they are removed.
 *
 * A managed folder (`new SpillFolder()`) is `<parent>/keel-spill-<pid>-<random>`
 * (mode 0700), created on the first spill. It is removed by {@link SpillFolder.dispose}
 * or when the Node process exits; when one is first created, managed folders
 * in the same parent that are older than a day and whose process is gone are
 * removed too. An unmanaged folder ({@link SpillFolder.at}, the `spillDir`
 * option) is used as it is and never removed: its owner cleans it up.
 *
 * The file tools of one set (`read`, `grep`, `find`, `ls`) may always read
 * their spill folder, even with `allowedRoots`, so a full-output path shown
 * to the model can be opened.
 *
 * @example
 * const spill = new SpillFolder();
 * const tools = codingTools(cwd, { spill, allowedRoots: ["."] });
 * // … at session end:
 * spill.dispose();
 */
export class SpillFolder {
  /** Cap on the total size of its spill files (see {@link SpillFolderOptions.maxBytes}). */
  readonly maxBytes: number | undefined;
  private location: { path: string; managed: boolean } | undefined;
  private readonly options: SpillFolderOptions;
  private readonly writing = new Set<string>();
  private created = false;

  constructor(options: SpillFolderOptions = {}) {
    if (options.maxBytes !== undefined && !(Number.isFinite(options.maxBytes) && options.maxBytes >= 0)) {
      throw new Error(`SpillFolder maxBytes must be a number of bytes, 0 or more; got ${String(options.maxBytes)}`);
    }
    this.options = options;
    this.maxBytes = options.maxBytes;
    if (options.locate === undefined || options.dir !== undefined) this.location = this.decide(options.dir);
  }

  /** Absolute path of the folder (it exists once something was spilled). */
  get path(): string {
    this.location ??= this.decide(this.options.locate?.());
    return this.location.path;
  }

  /** Whether Keel removes it (at `dispose()` or process exit). */
  get managed(): boolean {
    this.location ??= this.decide(this.options.locate?.());
    return this.location.managed;
  }

  private decide(dir: string | undefined): { path: string; managed: boolean } {
    if (dir !== undefined) return { path: resolve(dir), managed: false };
    const parent = resolve(this.options.parent ?? tmpdir());
    return {
      path: join(parent, `${SPILL_FOLDER_PREFIX}${process.pid}-${randomBytes(6).toString("hex")}`),
      managed: true,
    };
  }

  /** A folder used as it is and never removed by Keel (created if missing): `new SpillFolder({ dir, maxBytes })`. */
  static at(dir: string, maxBytes?: number): SpillFolder {
    return new SpillFolder({ dir, ...(maxBytes !== undefined ? { maxBytes } : {}) });
  }

  /** Creates the folder if needed and returns its path. */
  ensure(): string {
    if (this.created) return this.path;
    if (this.managed) {
      const parent = dirname(this.path);
      if (!sweptParents.has(parent)) {
        sweptParents.add(parent);
        sweepStaleSpillFolders(parent);
      }
      mkdirSync(this.path, { recursive: true, mode: 0o700 });
      liveFolders.add(this);
      installExitHook();
    } else {
      mkdirSync(this.path, { recursive: true });
    }
    this.created = true;
    return this.path;
  }

  /** Marks a spill file as being written: {@link SpillFolder.finished} does not remove it meanwhile. */
  started(file: string): void {
    this.writing.add(file);
  }

  /**
   * Marks a spill file as finished and applies the size cap: while the spill
   * files in the folder take more than `maxBytes`, the oldest is removed
   * (never `file` itself, nor a file still being written). Errors are
   * ignored: another process may be pruning the same folder.
   */
  finished(file: string): void {
    this.writing.delete(file);
    if (this.maxBytes === undefined) return;
    let names: string[];
    try {
      names = readdirSync(this.path);
    } catch {
      return;
    }
    const files: { path: string; size: number; mtimeMs: number }[] = [];
    let total = 0;
    for (const name of names) {
      if (!name.startsWith("keel-") || !name.endsWith(".log")) continue;
      const path = join(this.path, name);
      try {
        const stat = statSync(path);
        if (!stat.isFile()) continue;
        total += stat.size;
        if (path !== file && !this.writing.has(path)) files.push({ path, size: stat.size, mtimeMs: stat.mtimeMs });
      } catch {
        // Removed meanwhile.
      }
    }
    files.sort((a, b) => a.mtimeMs - b.mtimeMs || (a.path < b.path ? -1 : 1));
    for (const old of files) {
      if (total <= this.maxBytes) break;
      rmSync(old.path, { force: true });
      total -= old.size;
    }
  }

  /**
   * Removes every managed spill folder this process created (what the exit
   * hook does). Node runs no exit hook when the process ends on a signal:
   * call this from your signal handler, beside `processes.killAll()`.
   */
  static disposeAll(): void {
    for (const folder of [...liveFolders]) folder.dispose();
  }

  /**
   * Removes a managed folder and every file in it now (later spills create it
   * again). Does nothing for an unmanaged one.
   */
  dispose(): void {
    if (this.location === undefined || !this.location.managed) return;
    liveFolders.delete(this);
    this.created = false;
    rmSync(this.path, { recursive: true, force: true });
  }
}

let processFolder: SpillFolder | undefined;

/** The managed spill folder of this process, used by tools given neither `spill` nor `spillDir`. */
export function defaultSpillFolder(): SpillFolder {
  processFolder ??= new SpillFolder();
  return processFolder;
}

/** Spill options of the tools that write or read full-output files. */
export interface SpillOptions {
  /**
   * Folder for full-output files, used as it is (created if missing) and
   * never removed by Keel. Ignored when `spill` is given.
   */
  spillDir?: string;
  /**
   * A spill folder shared by several tools (the tool sets make one per set).
   * Default: `spillDir` if given, else the process's managed folder.
   */
  spill?: SpillFolder;
}

/** The spill folder that `options` select. */
export function spillFolderOf(options: SpillOptions): SpillFolder {
  if (options.spill) return options.spill;
  return options.spillDir ? SpillFolder.at(options.spillDir) : defaultSpillFolder();
}
