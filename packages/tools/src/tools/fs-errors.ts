import { fsErrorCode } from "../operations/fs-ops.js";

/**
 * Turns a file-system error into a message that says what went wrong and
 * what to do next (the model reads it as the tool result).
 */
export function describeFsError(error: unknown, path: string, action: string): Error {
  switch (fsErrorCode(error)) {
    case "ENOENT":
      return new Error(
        `Cannot ${action} ${path}: no such file or directory. Check the path; use ls or find to locate it.`,
      );
    case "ENOTDIR":
      return new Error(`Cannot ${action} ${path}: a part of the path is a file, not a directory. Check the path.`);
    case "EISDIR":
      return new Error(`Cannot ${action} ${path}: it is a directory. Use ls to list it, or give a file path.`);
    case "EACCES":
    case "EPERM":
      return new Error(
        `Cannot ${action} ${path}: permission denied. Choose another path or ask the user to change its permissions.`,
      );
    case "EROFS":
      return new Error(`Cannot ${action} ${path}: the file system is read-only.`);
    case "ENOSPC":
      return new Error(`Cannot ${action} ${path}: no space left on the device.`);
    case "EINVAL":
      return new Error(`Cannot ${action} ${path}: it is not a regular file (a device, socket or pipe).`);
    case "ELOOP":
      return new Error(`Cannot ${action} ${path}: too many levels of symbolic links.`);
    default:
      return new Error(`Cannot ${action} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
