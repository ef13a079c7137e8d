import { closeSync, copyFileSync, fsyncSync, openSync, renameSync, truncateSync, writeSync } from "node:fs";

/** How a file read from disk must be fixed up before the first line is appended. */
export interface PendingFix {
  /** It was migrated from this version: rewrite it whole at the current one. */
  rewrite?: { fromVersion: number };
  /** Its last line is torn: cut the file to this many bytes. */
  truncateTo?: number;
  /** Its last line lacks its newline: write one first. */
  newline?: boolean;
}

/** Writes `bytes` with as few `write` calls as the OS allows (one, for a regular file). */
function writeAll(fd: number, bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.byteLength) offset += writeSync(fd, bytes, offset, bytes.byteLength - offset);
}

function lineBytes(line: object): Buffer {
  return Buffer.from(`${JSON.stringify(line)}\n`, "utf8");
}

/**
 * A JSONL file that only grows: each line is one `write` to a descriptor
 * opened for appending, so a crash can tear only the line being written.
 * The descriptor is opened lazily, after the pending fix-up of a file read
 * from disk has been applied.
 */
export class AppendOnlyFile {
  private fd: number | undefined;
  private pending: PendingFix;

  /**
   * @param snapshot - every line the file should hold, for a rewrite after migration.
   */
  constructor(
    readonly path: string,
    pending: PendingFix,
    private readonly snapshot: () => readonly object[],
  ) {
    this.pending = pending;
  }

  /** Creates the file (failing if it exists) with its first line. */
  static create(path: string, firstLine: object, snapshot: () => readonly object[]): AppendOnlyFile {
    const file = new AppendOnlyFile(path, {}, snapshot);
    file.fd = openSync(path, "wx");
    file.append(firstLine);
    return file;
  }

  /** Appends one line. */
  append(line: object): void {
    writeAll(this.open(), lineBytes(line));
  }

  /** Closes the descriptor; a later append reopens it. */
  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }

  private open(): number {
    if (this.fd !== undefined) return this.fd;
    const { rewrite, truncateTo, newline } = this.pending;
    if (rewrite !== undefined) {
      // A migrated file is replaced whole at the current version (old copy kept), never mixed.
      copyFileSync(this.path, `${this.path}.v${rewrite.fromVersion}.bak`);
      const temp = `${this.path}.tmp-${process.pid}`;
      const tempFd = openSync(temp, "w");
      try {
        writeAll(tempFd, Buffer.concat(this.snapshot().map(lineBytes)));
        fsyncSync(tempFd);
      } finally {
        closeSync(tempFd);
      }
      renameSync(temp, this.path);
    } else if (truncateTo !== undefined) {
      truncateSync(this.path, truncateTo);
    }
    this.fd = openSync(this.path, "a");
    if (newline === true) writeSync(this.fd, "\n");
    this.pending = {};
    return this.fd;
  }
}
