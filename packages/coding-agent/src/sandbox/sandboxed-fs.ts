import { stat } from "node:fs/promises";
import { decideFileAccess, type SandboxPolicy } from "@keel/sandbox";
import type { FsOps, WriteFileOptions } from "@keel/tools";
import { fsError, localFsOps } from "@keel/tools";
import { resolveRealPath } from "@keel/tools/internal";

/** Where the canonical paths of {@link sandboxedFsOps} resolve from. */
export interface SandboxedFsOptions {
  cwd: string;
  homeDir: string;
  /** The operations to guard. Default: the local file system. */
  fs?: FsOps;
}

/**
 * File operations that apply the sandbox's policy (the one `policyOf`
 * gives at each call; none: no checks) themselves, so the
 * in-process tools (`read`, `write`, `edit`, `ls`, the built-in `grep` and
 * `find`) meet the same boundary as shell commands: each path is made
 * canonical (symlinks, `..`, `/proc/self/root`) and checked with
 * `decideFileAccess` before the real operation runs; a write of a file with
 * several hard links is refused. A refusal rejects with `EACCES` whose
 * message starts with `Permission denied:` and mentions the sandbox.
 *
 * @example
 * const fs = sandboxedFsOps(() => control.policy(), { cwd, homeDir });
 * createBuiltinTools(["read", "write"], cwd, { fs });
 */
export function sandboxedFsOps(policyOf: () => SandboxPolicy | undefined, options: SandboxedFsOptions): FsOps {
  const inner = options.fs ?? localFsOps;
  const check = async (path: string, access: "read" | "write"): Promise<void> => {
    const policy = policyOf();
    if (policy === undefined) return;
    const real = await resolveRealPath(path, { cwd: options.cwd, homeDir: options.homeDir, style: "tool" });
    if (real.kind === "unknown") throw fsError("EACCES", `Permission denied: ${path} (${real.reason}) in the sandbox`);
    if (real.kind === "stream") return;
    let linkCount: number | undefined;
    if (access === "write") linkCount = await hardLinks(real.path);
    const decision = decideFileAccess(policy, real.path, access, linkCount === undefined ? {} : { linkCount });
    if (!decision.allowed) throw fsError("EACCES", decision.reason);
  };
  const guarded =
    <A extends unknown[], R>(access: "read" | "write", run: (path: string, ...rest: A) => Promise<R>) =>
    async (path: string, ...rest: A): Promise<R> => {
      await check(path, access);
      return run(path, ...rest);
    };
  return {
    stat: guarded("read", (path) => inner.stat(path)),
    lstat: guarded("read", (path) => inner.lstat(path)),
    realpath: (path) => inner.realpath(path),
    readFile: guarded("read", (path) => inner.readFile(path)),
    async *readChunks(path, chunkOptions) {
      await check(path, "read");
      yield* inner.readChunks(path, chunkOptions);
    },
    writeFile: guarded("write", (path, data: Uint8Array, writeOptions?: WriteFileOptions) =>
      inner.writeFile(path, data, writeOptions),
    ),
    mkdir: guarded("write", (path) => inner.mkdir(path)),
    readdir: guarded("read", (path) => inner.readdir(path)),
  };
}

/** The hard-link count of an existing regular file (on this machine: the sandbox is local); `undefined` when missing. */
async function hardLinks(path: string): Promise<number | undefined> {
  try {
    const found = await stat(path);
    return found.isFile() ? found.nlink : undefined;
  } catch {
    return undefined;
  }
}
