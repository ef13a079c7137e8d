/** The kind of a file-system entry. */
export type FsEntryType = "file" | "directory" | "symlink" | "other";

/** Metadata of one entry. */
export interface FsStat {
  type: FsEntryType;
  /** Size in bytes (files). */
  size: number;
  /** Permission bits (`mode & 0o7777`). */
  mode: number;
  /** Last modification, epoch milliseconds. */
  mtimeMs: number;
}

/** One entry of a directory listing. `type` is the entry's own type (symlinks are not followed). */
export interface FsDirEntry {
  name: string;
  type: FsEntryType;
}

/** Options of {@link FsOps.readChunks}. */
export interface ReadChunksOptions {
  /** Byte offset to start at. Default 0. */
  start?: number;
  /** Preferred chunk size in bytes. Default 64 KiB. */
  chunkSize?: number;
}

/** Options of {@link FsOps.writeFile}. */
export interface WriteFileOptions {
  /** Permission bits for a new file. An existing file keeps its own mode. */
  mode?: number;
}

/**
 * The file-system operations the file tools (`read`, `write`, `edit`, `ls`,
 * and the built-in `grep`/`find`) perform. The local default is
 * {@link createLocalFsOps}; implement this interface to run the same tools
 * against a container, a remote machine or memory ({@link MemoryFs}).
 *
 * Contract for every method: paths are absolute; failures reject with an
 * `Error` whose `code` is the POSIX name (`ENOENT`, `ENOTDIR`, `EISDIR`,
 * `EACCES`, `EPERM`, `EEXIST`), so the tools can turn it into a clear message.
 */
export interface FsOps {
  /** Metadata, following symlinks. */
  stat(path: string): Promise<FsStat>;
  /** Metadata of the entry itself (a symlink reports `"symlink"`). */
  lstat(path: string): Promise<FsStat>;
  /** The canonical path: absolute, with every symlink resolved. Rejects with `ENOENT` when missing. */
  realpath(path: string): Promise<string>;
  /** The whole file. */
  readFile(path: string): Promise<Uint8Array>;
  /**
   * The file as a stream of chunks, so callers can stop early (breaking out
   * of the loop must release the file) and memory stays bounded.
   */
  readChunks(path: string, options?: ReadChunksOptions): AsyncIterable<Uint8Array>;
  /**
   * Replaces (or creates) the file. Must be atomic: a reader sees the old or
   * the new content, never a partial file, even after a crash. When `path`
   * is a symlink, the link's target is written and the link kept. The mode
   * of an existing file is preserved. Does not create parent directories.
   */
  writeFile(path: string, data: Uint8Array, options?: WriteFileOptions): Promise<void>;
  /** Creates the directory and any missing parents; succeeds if it exists. */
  mkdir(path: string): Promise<void>;
  /** Entries of a directory, in no particular order, excluding `.` and `..`. */
  readdir(path: string): Promise<FsDirEntry[]>;
}

/** An `Error` with the POSIX `code` that {@link FsOps} implementations reject with. */
export interface FsError extends Error {
  code: string;
}

/** Creates an {@link FsError}; for {@link FsOps} implementations that are not backed by `node:fs`. */
export function fsError(code: string, message: string): FsError {
  const error = new Error(`${code}: ${message}`) as FsError;
  error.code = code;
  return error;
}

/** The POSIX `code` of an error thrown by an {@link FsOps} method, if any. */
export function fsErrorCode(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}
