import { accessSync, constants, statSync } from "node:fs";
import { delimiter, isAbsolute, join } from "node:path";
import { defaultProcessRegistry, type ProcessRegistry } from "../process/process-registry.js";
import { spawnProcess } from "../process/spawn.js";
import type { ExecOps } from "./exec-ops.js";

/** Options of {@link createLocalExecOps}. */
export interface LocalExecOptions {
  /** Where background children are tracked. Default {@link defaultProcessRegistry}. */
  processes?: ProcessRegistry;
  /** Milliseconds between SIGTERM and SIGKILL when a tree is killed. Default 1000. */
  killGraceMs?: number;
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    if (process.platform !== "win32") accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds an executable on `PATH` (trying `PATHEXT` extensions on Windows).
 * Returns its absolute path, or `undefined`.
 */
export function findExecutableSync(name: string, pathEnv: string = process.env.PATH ?? ""): string | undefined {
  if (isAbsolute(name)) return isExecutableFile(name) ? name : undefined;
  const extensions =
    process.platform === "win32" ? ["", ...(process.env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";")] : [""];
  for (const dir of pathEnv.split(delimiter)) {
    if (!dir) continue;
    for (const extension of extensions) {
      const candidate = join(dir, name + extension);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * {@link ExecOps} on the local machine: each process in its own process
 * group, the whole tree killed on abort or timeout, background children
 * tracked in `options.processes`.
 */
export function createLocalExecOps(options: LocalExecOptions = {}): ExecOps {
  const registry = options.processes ?? defaultProcessRegistry;
  return {
    run: (request) =>
      spawnProcess(request, {
        registry,
        ...(options.killGraceMs !== undefined ? { killGraceMs: options.killGraceMs } : {}),
      }),
    findExecutable: async (name) => findExecutableSync(name),
  };
}

/** The shared local {@link ExecOps} instance used when a tool is given none. */
export const localExecOps: ExecOps = createLocalExecOps();
