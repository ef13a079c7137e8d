import type { ExecOps } from "../operations/exec-ops.js";
import type { FsOps } from "../operations/fs-ops.js";
import { localExecOps } from "../operations/local-exec.js";
import { localFsOps } from "../operations/local-fs.js";
import type { PathPolicy } from "../paths.js";
import type { SpillOptions } from "../process/spill-folder.js";
import { describeFsError } from "./fs-errors.js";

/** Which implementation a search tool uses: the external program when present (`auto`), or one of them always. */
export type SearchEngine = "auto" | "external" | "builtin";

/** Options shared by the search tools (`find`, `grep`): each has a built-in engine and an external program. */
export interface SearchToolOptions extends PathPolicy, SpillOptions {
  /** File operations for the built-in engine. Default: the local disk. */
  fs?: FsOps;
  /** Process operations for the external program. Default: the local machine. */
  exec?: ExecOps;
  /** `auto` (default): the external program when on PATH, else built-in. `external`: that program only. `builtin`: never it. */
  engine?: SearchEngine;
  /** Lines shown. Default 2000. */
  maxLines?: number;
  /** Bytes shown. Default 50 KB. */
  maxBytes?: number;
}

/**
 * The operations a search tool runs on, with their defaults, and whether the
 * external program may be used: only when it sees the same files as `fs`
 * (the default file system, or custom `exec` operations given alongside).
 */
export function searchOperations(options: SearchToolOptions): { fs: FsOps; exec: ExecOps; sameMachine: boolean } {
  return {
    fs: options.fs ?? localFsOps,
    exec: options.exec ?? localExecOps,
    sameMachine: options.fs === undefined || options.exec !== undefined,
  };
}

/**
 * Finds the first of `names` on the machine `exec` runs on. The external
 * program is only used when it sees the same files as `fs`: with the
 * default file system, or when custom `exec` operations were given too.
 */
export async function findSearchProgram(
  engine: SearchEngine,
  names: string[],
  exec: ExecOps,
  sameMachine: boolean,
): Promise<string | undefined> {
  if (engine === "builtin" || (engine === "auto" && !sameMachine)) return undefined;
  for (const name of names) {
    const found = await exec.findExecutable(name);
    if (found) return found;
  }
  if (engine === "external") {
    throw new Error(`${names.join(" / ")} is not installed on this machine; use the built-in engine instead.`);
  }
  return undefined;
}

/** Stats the search root; throws a clear error when it does not exist. */
export async function statSearchRoot(fs: FsOps, path: string, shown: string): Promise<"file" | "directory"> {
  try {
    const stat = await fs.stat(path);
    if (stat.type === "other") throw Object.assign(new Error("not a regular file"), { code: "EINVAL" });
    return stat.type === "directory" ? "directory" : "file";
  } catch (error) {
    throw describeFsError(error, shown, "search");
  }
}
