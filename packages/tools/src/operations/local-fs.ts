import { randomBytes } from "node:crypto";
import type { Stats } from "node:fs";
import { lstat, mkdir, open, readdir, readFile, realpath, rename, stat, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { FsDirEntry, FsEntryType, FsOps, FsStat, ReadChunksOptions, WriteFileOptions } from "./fs-ops.js";

function typeOf(stats: Stats): FsEntryType {
  if (stats.isFile()) return "file";
  if (stats.isDirectory()) return "directory";
  if (stats.isSymbolicLink()) return "symlink";
  return "other";
}

function toFsStat(stats: Stats): FsStat {
  return { type: typeOf(stats), size: stats.size, mode: stats.mode & 0o7777, mtimeMs: stats.mtimeMs };
}

async function* readChunks(path: string, options?: ReadChunksOptions): AsyncIterable<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const chunkSize = Math.max(1, options?.chunkSize ?? 64 * 1024);
    // Sizing reads from fstat avoids a 64 KiB allocation per small file and the extra read that finds EOF;
    // files that report no size (procfs, devices) are read until a read returns nothing.
    const { size } = await handle.stat();
    let position = options?.start ?? 0;
    for (;;) {
      const want = size > 0 ? Math.min(chunkSize, size - position) : chunkSize;
      if (want <= 0) return;
      // A fresh buffer per chunk: consumers may keep a reference to it.
      const buffer = Buffer.allocUnsafe(want);
      const { bytesRead } = await handle.read(buffer, 0, want, position);
      if (bytesRead === 0) return;
      position += bytesRead;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

async function resolveTarget(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    return path;
  }
}

/**
 * Writes through a temporary file in the same directory, flushed to disk and
 * renamed over the target, so a crash leaves the old file or the new one.
 */
async function writeFileAtomic(path: string, data: Uint8Array, options?: WriteFileOptions): Promise<void> {
  const target = await resolveTarget(path);
  let existingMode: number | undefined;
  try {
    const existing = await stat(target);
    if (existing.isDirectory()) {
      const error = new Error(`EISDIR: illegal operation on a directory, open '${target}'`) as Error & { code: string };
      error.code = "EISDIR";
      throw error;
    }
    existingMode = existing.mode & 0o7777;
  } catch (error) {
    if ((error as { code?: string }).code !== "ENOENT") throw error;
  }
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await open(temp, "wx", existingMode ?? options?.mode ?? 0o666);
  try {
    try {
      await handle.writeFile(data);
      // The open mode is filtered by the umask; an existing file's mode is restored exactly.
      if (existingMode !== undefined) await handle.chmod(existingMode);
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** {@link FsOps} on the local disk through `node:fs`. Writes are atomic (temp file + rename). */
export function createLocalFsOps(): FsOps {
  return {
    stat: async (path) => toFsStat(await stat(path)),
    lstat: async (path) => toFsStat(await lstat(path)),
    realpath: (path) => realpath(path),
    readFile: async (path) => readFile(path),
    readChunks,
    writeFile: writeFileAtomic,
    mkdir: async (path) => {
      await mkdir(path, { recursive: true });
    },
    readdir: async (path): Promise<FsDirEntry[]> => {
      const entries = await readdir(path, { withFileTypes: true });
      return entries.map((entry) => ({
        name: entry.name,
        type: entry.isFile()
          ? "file"
          : entry.isDirectory()
            ? "directory"
            : entry.isSymbolicLink()
              ? "symlink"
              : "other",
      }));
    },
  };
}

/** The shared local {@link FsOps} instance used when a tool is given none. */
export const localFsOps: FsOps = createLocalFsOps();
