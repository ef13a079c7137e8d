import type { AnyAgentTool } from "@keel/agent-core";
import type { ExecOps } from "./operations/exec-ops.js";
import type { FsOps } from "./operations/fs-ops.js";
import type { PathPolicy } from "./paths.js";
import type { ProcessRegistry } from "./process/process-registry.js";
import { type BashToolOptions, createBashTool } from "./tools/bash.js";
import { createEditTool } from "./tools/edit.js";
import { createFindTool } from "./tools/find.js";
import { createGrepTool } from "./tools/grep.js";
import { createLsTool } from "./tools/ls.js";
import { createReadTool, type ReadToolOptions } from "./tools/read.js";
import type { SearchEngine } from "./tools/search-engine.js";
import { createWriteTool } from "./tools/write.js";

/** Options shared by the tool sets; each is passed to the tools that use it. */
export interface ToolSetOptions extends PathPolicy {
  /** File operations (read, write, edit, ls, built-in grep/find). Default: the local disk. */
  fs?: FsOps;
  /** Process operations (bash, ripgrep, fd). Default: the local machine. */
  exec?: ExecOps;
  /** Tracks background children of bash commands; call `killAll()` at session end. */
  processes?: ProcessRegistry;
  /** Folder for full-output files. Default: the OS temp folder. */
  spillDir?: string;
  /** Options for `read` only. */
  read?: Omit<ReadToolOptions, "fs" | keyof PathPolicy>;
  /** Options for `bash` only (shell, prefix, environment…). */
  bash?: Omit<BashToolOptions, "exec" | "processes" | "spillDir">;
  /** Engine of `grep` and `find`. Default `auto`. */
  searchEngine?: SearchEngine;
}

function fileOptions(options: ToolSetOptions) {
  return {
    ...(options.fs ? { fs: options.fs } : {}),
    ...(options.allowedRoots ? { allowedRoots: options.allowedRoots } : {}),
    ...(options.homeDir ? { homeDir: options.homeDir } : {}),
  };
}

function shared(options: ToolSetOptions) {
  return {
    ...fileOptions(options),
    ...(options.exec ? { exec: options.exec } : {}),
    ...(options.spillDir ? { spillDir: options.spillDir } : {}),
    ...(options.searchEngine ? { engine: options.searchEngine } : {}),
  };
}

/**
 * The default coding tools: `read`, `bash`, `edit`, `write`.
 *
 * @example
 * const processes = new ProcessRegistry();
 * const tools = codingTools(process.cwd(), { processes });
 * // … after the session: await processes.killAll();
 */
export function codingTools(cwd: string, options: ToolSetOptions = {}): AnyAgentTool[] {
  return [
    createReadTool(cwd, { ...fileOptions(options), ...options.read }),
    createBashTool(cwd, {
      ...options.bash,
      ...(options.exec ? { exec: options.exec } : {}),
      ...(options.processes ? { processes: options.processes } : {}),
      ...(options.spillDir ? { spillDir: options.spillDir } : {}),
    }),
    createEditTool(cwd, fileOptions(options)),
    createWriteTool(cwd, fileOptions(options)),
  ];
}

/** Tools that never change anything: `read`, `grep`, `find`, `ls`. */
export function readOnlyTools(cwd: string, options: ToolSetOptions = {}): AnyAgentTool[] {
  return [
    createReadTool(cwd, { ...fileOptions(options), ...options.read }),
    createGrepTool(cwd, shared(options)),
    createFindTool(cwd, shared(options)),
    createLsTool(cwd, { ...fileOptions(options), ...(options.spillDir ? { spillDir: options.spillDir } : {}) }),
  ];
}
