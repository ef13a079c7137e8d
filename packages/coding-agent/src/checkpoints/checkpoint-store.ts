import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, lstatSync, realpathSync, renameSync, rmSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { runGit, splitNul } from "./git-runner.js";
import type { CheckpointProject } from "./project-root.js";
import { initShadowStore, writeExcludesFile } from "./shadow-init.js";

/** Options of {@link CheckpointStore.open}. */
export interface CheckpointStoreOptions {
  /** `$KEEL_HOME`: the store is `$KEEL_HOME/checkpoints/<project id>/` unless `storesDir` says otherwise. */
  keelHome: string;
  /** The folder of the stores, one `<project id>/` each (a fleet job's folder). Default `$KEEL_HOME/checkpoints`. */
  storesDir?: string;
  project: CheckpointProject;
  /** `checkpoints.exclude`: gitignore patterns left out on top of the project's own ignore rules. */
  exclude?: readonly string[];
  /** `checkpoints.maxFileBytes`: larger files are left out (and named). */
  maxFileBytes: number;
  /** The user's own ignore files (`.git/info/exclude`, the global one), read and copied, never changed. */
  userExcludeFiles?: readonly string[];
}

/** One recorded state of the project's files. */
export interface Snapshot {
  /** The commit id in the shadow store (what a `checkpoint` session entry names). */
  id: string;
  /** The tree of files it holds. */
  tree: string;
  /**
   * Left out: files larger than `checkpoints.maxFileBytes`, and nested git
   * repositories (their folder, ending in `/`). Relative paths.
   */
  skipped: string[];
}

/** How a file differs between two snapshots. */
export interface FileChange {
  /** `A` added, `D` deleted, `M` content changed, `T` type changed (file, symlink), `X` mode changed. */
  status: "A" | "D" | "M" | "T" | "X";
  path: string;
}

/** Metadata stored with a snapshot (in its commit message). */
export interface SnapshotLabel {
  /** The session that recorded it (`refs/keel/s/<session>/…`), or `none`. */
  session: string;
  trigger: string;
  /** The session's file (absolute), when it has one: a prune keeps the checkpoints of a session whose file still exists, wherever it is. */
  sessionFile?: string;
}

const INDEX = "keel-index";
/** Above this many changed paths one whole-tree `git add` is faster than naming each path. */
const MANY_PATHS = 500;

/**
 * The shadow git store of one project: git's object database under
 * `$KEEL_HOME/checkpoints/<project id>/`, driven with its own `GIT_DIR`
 * and index and the project as the work tree, so the user's `.git` (index,
 * refs, stash, hooks) is never read for writing or changed. Every snapshot
 * is a commit kept alive by a ref of its own; a snapshot is built in a
 * private copy of the store's index and only then made current, so a
 * process killed half-way leaves the store as it was (plus garbage that
 * `git gc` removes).
 */
export class CheckpointStore {
  private constructor(
    /** The shadow store's folder (its `GIT_DIR`). */
    readonly dir: string,
    readonly project: CheckpointProject,
    private readonly excludesFile: string,
    private readonly maxFileBytes: number,
  ) {}

  /** Opens the project's store, creating it on first use. */
  static async open(options: CheckpointStoreOptions): Promise<CheckpointStore> {
    const storesDir = options.storesDir ?? join(options.keelHome, "checkpoints");
    const dir = join(storesDir, options.project.id);
    await initShadowStore(dir, options.project.root);
    // Keel's own folders inside the project (a KEEL_HOME or a fleet job's folder there) are never part of it:
    // sessions and stores change all the time.
    const own = [options.keelHome, storesDir].flatMap((folder) => insidePattern(options.project.root, folder));
    const excludesFile = writeExcludesFile(dir, options.userExcludeFiles ?? [], [...(options.exclude ?? []), ...own]);
    return new CheckpointStore(dir, options.project, excludesFile, options.maxFileBytes);
  }

  private env(index: string): Record<string, string> {
    return { GIT_DIR: this.dir, GIT_WORK_TREE: this.project.root, GIT_INDEX_FILE: index };
  }

  /** Runs git on this store with `index` as the index. */
  private git(args: readonly string[], index: string, input?: string) {
    const config = ["-c", `core.excludesFile=${this.excludesFile}`];
    return runGit([...config, ...args], {
      cwd: this.project.root,
      env: this.env(index),
      ...(input === undefined ? {} : { input }),
    });
  }

  /** A private copy of the store's index (or a path for a new one). */
  private privateIndex(): string {
    const path = join(this.dir, `${INDEX}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`);
    const current = join(this.dir, INDEX);
    if (existsSync(current)) copyFileSync(current, path);
    return path;
  }

  /**
   * Records the project's files now: new, changed, deleted and renamed
   * files, executable bits, symlinks and binary files, minus what the
   * project's ignore rules, `checkpoints.exclude` and `maxFileBytes` leave
   * out. Rejects when git fails (the store is unchanged then).
   */
  async snapshot(label: SnapshotLabel): Promise<Snapshot> {
    const index = this.privateIndex();
    try {
      const result = await this.snapshotInto(index, label);
      renameSync(index, join(this.dir, INDEX));
      return result;
    } finally {
      rmSync(index, { force: true });
    }
  }

  private async snapshotInto(index: string, label: SnapshotLabel): Promise<Snapshot> {
    const fresh = !existsSync(index);
    const listed = await this.git(["ls-files", "-z", "--others", "--modified", "--exclude-standard"], index);
    const changed = splitNul(listed.stdout);
    const skipped: string[] = [];
    const add: string[] = [];
    for (const path of changed) {
      // A nested git repository is listed as its folder ("sub/"): left out, like a file too large.
      if (path.endsWith("/") || this.tooLarge(path)) skipped.push(path);
      else add.push(path);
    }
    if (fresh || add.length > MANY_PATHS) {
      const spec = [":(top)", ...skipped.map((path) => `:(top,exclude,literal)${path}`)];
      await this.git(["add", "-A", "--pathspec-from-file=-", "--pathspec-file-nul"], index, nulList(spec));
    } else if (add.length > 0) {
      const spec = add.map((path) => `:(top,literal)${path}`);
      const named = await this.git(["add", "-A", "--pathspec-from-file=-", "--pathspec-file-nul"], index, nulList(spec))
        .then(() => true)
        .catch(() => false);
      // A path that vanished since it was listed: add the whole tree instead.
      if (!named) {
        const whole = [":(top)", ...skipped.map((path) => `:(top,exclude,literal)${path}`)];
        await this.git(["add", "-A", "--pathspec-from-file=-", "--pathspec-file-nul"], index, nulList(whole));
      }
    }
    if (skipped.length > 0) await this.unstage(index, skipped);
    if (changed.some((path) => path === ".gitignore" || path.endsWith("/.gitignore"))) {
      // Files the new ignore rules leave out leave the snapshots too.
      const ignored = splitNul((await this.git(["ls-files", "-z", "-c", "-i", "--exclude-standard"], index)).stdout);
      if (ignored.length > 0) await this.unstage(index, ignored);
    }
    const tree = (await this.git(["write-tree"], index)).stdout.toString("utf8").trim();
    const message = `keel checkpoint\n\n${JSON.stringify({ ...label, skipped })}\n`;
    const commit = (await this.git(["commit-tree", tree, "-F", "-"], index, message)).stdout.toString("utf8").trim();
    await this.git(["update-ref", refName(label.session, commit), commit], index);
    return { id: commit, tree, skipped };
  }

  private tooLarge(path: string): boolean {
    try {
      const stat = lstatSync(join(this.project.root, path));
      return stat.isFile() && stat.size > this.maxFileBytes;
    } catch {
      return false;
    }
  }

  private async unstage(index: string, paths: readonly string[]): Promise<void> {
    const spec = paths.map((path) => `:(top,literal)${path}`);
    await this.git(
      ["rm", "--cached", "-q", "-r", "--ignore-unmatch", "--pathspec-from-file=-", "--pathspec-file-nul"],
      index,
      nulList(spec),
    );
  }

  /** Whether a snapshot id names a snapshot of this store. */
  async has(id: string): Promise<boolean> {
    if (!/^[0-9a-f]{40,64}$/.test(id)) return false;
    const out = await runGit(["cat-file", "-t", id], {
      cwd: this.project.root,
      env: this.env(join(this.dir, INDEX)),
      allowFailure: true,
    });
    return out.code === 0 && out.stdout.toString("utf8").trim() === "commit";
  }

  /** The files that differ from snapshot `from` to snapshot `to`. */
  async changes(from: string, to: string): Promise<FileChange[]> {
    const out = await this.git(["diff-tree", "-r", "-z", "--no-renames", "--raw", from, to], join(this.dir, INDEX));
    const records = splitNul(out.stdout);
    const changes: FileChange[] = [];
    for (let i = 0; i + 1 < records.length; i += 2) {
      const meta = (records[i] as string).split(" ");
      const path = records[i + 1] as string;
      const [oldMode, newMode, , , kind] = [meta[0]?.slice(1), meta[1], meta[2], meta[3], meta[4]];
      let status = (kind ?? "M").charAt(0) as FileChange["status"];
      if (status === "M" && oldMode !== newMode && meta[2] === meta[3]) status = "X";
      changes.push({ status, path });
    }
    return changes;
  }

  /**
   * A unified diff (binary files included, as `git apply` takes them) of
   * the files from snapshot `from` to snapshot `to`.
   */
  async diff(from: string, to: string): Promise<string> {
    const args = ["diff", "--binary", "--no-color", "--no-ext-diff", "--full-index", from, to];
    return (await this.git(args, join(this.dir, INDEX))).stdout.toString("utf8");
  }

  /**
   * Makes the project's files exactly those of snapshot `target`: files
   * changed since are restored, files created since removed (and folders
   * left empty with them), deleted files brought back, modes and symlinks
   * as they were. Ignored, excluded and too-large files are left alone.
   * Call it right after a {@link snapshot} of the current files: git
   * removes only what that snapshot holds.
   */
  async restore(target: string): Promise<void> {
    const index = this.privateIndex();
    try {
      await this.git(["read-tree", "--reset", "-u", target], index);
      renameSync(index, join(this.dir, INDEX));
    } finally {
      rmSync(index, { force: true });
    }
  }
}

/** The ref that keeps a snapshot: `refs/keel/s/<session>/<commit>`. */
export function refName(session: string, commit: string): string {
  const safe = session.replace(/[^A-Za-z0-9_-]/g, "_") || "none";
  return `refs/keel/s/${safe}/${commit}`;
}

/** A gitignore pattern for `folder` when it lies inside `root` (after resolving links), else none. */
function insidePattern(root: string, folder: string): string[] {
  let real: string;
  try {
    real = realpathSync(folder);
  } catch {
    return [];
  }
  const inside = relative(root, real);
  return inside !== "" && !inside.startsWith("..") && !isAbsolute(inside) ? [`/${inside.split(sep).join("/")}/`] : [];
}

function nulList(items: readonly string[]): string {
  return items.map((item) => `${item}\0`).join("");
}
