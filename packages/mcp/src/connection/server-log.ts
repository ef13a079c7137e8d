import { appendFileSync, mkdirSync, renameSync, statSync } from "node:fs";
import { dirname } from "node:path";

/** Where server log notifications and stdio servers' stderr go. */
export interface ServerLog {
  write(server: string, level: string, text: string, logger?: string): void;
}

/** Size past which the log moves to `<file>.1` (one older file kept). */
export const LOG_ROTATE_BYTES = 5 * 1024 * 1024;

/**
 * A log file of lines `<time> [<server>] <level> <logger>: <message>`,
 * moved to `<file>.1` once it grows past {@link LOG_ROTATE_BYTES}. Write
 * failures are ignored: logging never breaks a session.
 */
export function createFileServerLog(path: string, rotateBytes = LOG_ROTATE_BYTES): ServerLog {
  let size: number | undefined;
  return {
    write(server, level, text, logger) {
      try {
        if (size === undefined) {
          mkdirSync(dirname(path), { recursive: true });
          try {
            size = statSync(path).size;
          } catch {
            size = 0;
          }
        }
        if (size > rotateBytes) {
          renameSync(path, `${path}.1`);
          size = 0;
        }
        const line = `${new Date().toISOString()} [${server}] ${level}${logger ? ` ${logger}` : ""}: ${text.trimEnd()}\n`;
        appendFileSync(path, line, { mode: 0o600 });
        size += Buffer.byteLength(line);
      } catch {
        // a log that cannot be written is not a reason to fail
      }
    },
  };
}

/** A log that drops everything. */
export const NO_SERVER_LOG: ServerLog = { write() {} };
