import { posix } from "node:path";
import type { FsDirEntry, FsOps, FsStat, ReadChunksOptions, WriteFileOptions } from "./fs-ops.js";
import { fsError } from "./fs-ops.js";

type MemoryNode =
  | { type: "file"; data: Uint8Array; mode: number; mtimeMs: number }
  | { type: "directory"; mode: number; mtimeMs: number }
  | { type: "symlink"; target: string; mode: number; mtimeMs: number };

const MAX_SYMLINK_HOPS = 40;

/**
 * An in-memory {@link FsOps}: a POSIX-like tree with files, directories and
 * symlinks, and permission bits that are enforced for the owner (read needs
 * `0o400`, write `0o200`), which is how tests simulate "permission denied"
 * even when they run as root. Also a worked example of a custom operations
 * implementation.
 *
 * @example
 * const fs = new MemoryFs({ "/work/a.txt": "hello\n" });
 * const read = createReadTool("/work", { fs });
 */
export class MemoryFs implements FsOps {
  private readonly nodes = new Map<string, MemoryNode>();
  private clock = 0;

  /** @param files initial files: absolute path → content (parents are created). */
  constructor(files: Record<string, string | Uint8Array> = {}) {
    this.nodes.set("/", { type: "directory", mode: 0o755, mtimeMs: 0 });
    for (const [path, content] of Object.entries(files)) this.setFile(path, content);
  }

  /** Creates or replaces a file (and its parent directories) synchronously. */
  setFile(path: string, content: string | Uint8Array, mode = 0o644): void {
    const abs = posix.resolve(path);
    this.mkdirSync(posix.dirname(abs));
    const data = typeof content === "string" ? new TextEncoder().encode(content) : content;
    this.nodes.set(this.resolveSync(abs, false), { type: "file", data, mode, mtimeMs: this.tick() });
  }

  /** Creates a symlink at `path` pointing to `target` (absolute or relative to the link's folder). */
  symlink(target: string, path: string): void {
    const abs = posix.resolve(path);
    this.mkdirSync(posix.dirname(abs));
    this.nodes.set(abs, { type: "symlink", target, mode: 0o777, mtimeMs: this.tick() });
  }

  /** Changes permission bits, e.g. `chmod(path, 0o000)` to deny access. */
  chmod(path: string, mode: number): void {
    const node = this.nodes.get(this.resolveSync(posix.resolve(path), true));
    if (!node) throw fsError("ENOENT", `no such file or directory, chmod '${path}'`);
    node.mode = mode;
  }

  /** The content of a file as UTF-8 text, or `undefined` when there is no such file. */
  getText(path: string): string | undefined {
    const node = this.nodes.get(this.tryResolve(posix.resolve(path)) ?? "");
    return node?.type === "file" ? new TextDecoder().decode(node.data) : undefined;
  }

  async stat(path: string): Promise<FsStat> {
    return this.statOf(this.resolveSync(path, true));
  }

  async lstat(path: string): Promise<FsStat> {
    return this.statOf(this.resolveSync(path, false));
  }

  async realpath(path: string): Promise<string> {
    const real = this.resolveSync(path, true);
    if (!this.nodes.has(real)) throw fsError("ENOENT", `no such file or directory, realpath '${path}'`);
    return real;
  }

  async readFile(path: string): Promise<Uint8Array> {
    return this.readableFile(path).data.slice();
  }

  async *readChunks(path: string, options?: ReadChunksOptions): AsyncIterable<Uint8Array> {
    const data = this.readableFile(path).data;
    const size = Math.max(1, options?.chunkSize ?? 64 * 1024);
    for (let offset = options?.start ?? 0; offset < data.length; offset += size) {
      yield data.slice(offset, offset + size);
    }
  }

  async writeFile(path: string, data: Uint8Array, options?: WriteFileOptions): Promise<void> {
    const real = this.resolveSync(path, true);
    const existing = this.nodes.get(real);
    if (existing?.type === "directory") throw fsError("EISDIR", `illegal operation on a directory, open '${path}'`);
    const parent = this.nodes.get(posix.dirname(real));
    if (!parent) throw fsError("ENOENT", `no such file or directory, open '${path}'`);
    if (parent.type !== "directory") throw fsError("ENOTDIR", `not a directory, open '${path}'`);
    const guard = existing ?? parent;
    if ((guard.mode & 0o200) === 0) throw fsError("EACCES", `permission denied, open '${path}'`);
    this.nodes.set(real, {
      type: "file",
      data: data.slice(),
      mode: existing?.mode ?? options?.mode ?? 0o644,
      mtimeMs: this.tick(),
    });
  }

  async mkdir(path: string): Promise<void> {
    this.mkdirSync(posix.resolve(path));
  }

  async readdir(path: string): Promise<FsDirEntry[]> {
    const real = this.resolveSync(path, true);
    const node = this.nodes.get(real);
    if (!node) throw fsError("ENOENT", `no such file or directory, scandir '${path}'`);
    if (node.type !== "directory") throw fsError("ENOTDIR", `not a directory, scandir '${path}'`);
    if ((node.mode & 0o400) === 0) throw fsError("EACCES", `permission denied, scandir '${path}'`);
    const prefix = real === "/" ? "/" : `${real}/`;
    const entries: FsDirEntry[] = [];
    for (const [key, child] of this.nodes) {
      if (key === real || !key.startsWith(prefix) || key.slice(prefix.length).includes("/")) continue;
      entries.push({ name: key.slice(prefix.length), type: child.type });
    }
    return entries;
  }

  private tick(): number {
    this.clock += 1;
    return this.clock;
  }

  private statOf(real: string): FsStat {
    const node = this.nodes.get(real);
    if (!node) throw fsError("ENOENT", `no such file or directory, stat '${real}'`);
    return {
      type: node.type,
      size: node.type === "file" ? node.data.length : 0,
      mode: node.mode,
      mtimeMs: node.mtimeMs,
    };
  }

  private readableFile(path: string): Extract<MemoryNode, { type: "file" }> {
    const node = this.nodes.get(this.resolveSync(path, true));
    if (!node) throw fsError("ENOENT", `no such file or directory, open '${path}'`);
    if (node.type === "directory") throw fsError("EISDIR", `illegal operation on a directory, read '${path}'`);
    if (node.type !== "file") throw fsError("EINVAL", `not a regular file, open '${path}'`);
    if ((node.mode & 0o400) === 0) throw fsError("EACCES", `permission denied, open '${path}'`);
    return node;
  }

  private mkdirSync(abs: string): void {
    if (abs === "/") return;
    this.mkdirSync(posix.dirname(abs));
    const real = this.resolveSync(abs, true);
    const node = this.nodes.get(real);
    if (node?.type === "directory") return;
    if (node) throw fsError("EEXIST", `file already exists, mkdir '${abs}'`);
    this.nodes.set(real, { type: "directory", mode: 0o755, mtimeMs: this.tick() });
  }

  private tryResolve(path: string): string | undefined {
    try {
      return this.resolveSync(path, true);
    } catch {
      return undefined;
    }
  }

  /**
   * Canonical path of `path`, resolving symlinks in every parent component
   * (and in the last one when `followLast`). A missing last component is
   * allowed: the result is then where it would be.
   */
  private resolveSync(path: string, followLast: boolean): string {
    const parts = posix.resolve(path).split("/").filter(Boolean);
    let current = "/";
    let hops = 0;
    while (parts.length > 0) {
      const part = parts.shift() as string;
      const next = posix.join(current, part);
      const node = this.nodes.get(next);
      const isLast = parts.length === 0;
      if (node?.type === "symlink" && (!isLast || followLast)) {
        hops += 1;
        if (hops > MAX_SYMLINK_HOPS) throw fsError("ELOOP", `too many symbolic links, '${path}'`);
        const target = posix.resolve(current, node.target);
        parts.unshift(...target.split("/").filter(Boolean));
        current = "/";
        continue;
      }
      if (!isLast && node && node.type !== "directory") throw fsError("ENOTDIR", `not a directory, '${path}'`);
      if (!isLast && !node) throw fsError("ENOENT", `no such file or directory, '${path}'`);
      current = next;
    }
    return current;
  }
}
