import type { ExecOps } from "./operations/exec-ops.js";
import type { FsOps } from "./operations/fs-ops.js";
import type { PathPolicy } from "./paths.js";
import type { ProcessRegistry } from "./process/process-registry.js";
import { SpillFolder, type SpillOptions } from "./process/spill-folder.js";
import type {
  BashTool,
  EditTool,
  FindTool,
  GrepTool,
  LsTool,
  PowerShellTool,
  ReadTool,
  WriteTool,
} from "./tool-types.js";
import { type BashToolOptions, createBashTool } from "./tools/bash.js";
import { createEditTool } from "./tools/edit.js";
import { createFindTool } from "./tools/find.js";
import { createGrepTool } from "./tools/grep.js";
import { createLsTool } from "./tools/ls.js";
import { createPowerShellTool, findPowerShell, type PowerShellToolOptions } from "./tools/powershell.js";
import { createReadTool, type ReadToolOptions } from "./tools/read.js";
import type { SearchEngine } from "./tools/search-engine.js";
import { createWriteTool } from "./tools/write.js";

/** Options shared by the tool sets; each is passed to the tools that use it. */
export interface ToolSetOptions extends PathPolicy, SpillOptions {
  /** File operations (read, write, edit, ls, built-in grep/find). Default: the local disk. */
  fs?: FsOps;
  /** Process operations (bash, powershell, ripgrep, fd). Default: the local machine. */
  exec?: ExecOps;
  /** Tracks background children of shell commands; call `killAll()` at session end. */
  processes?: ProcessRegistry;
  /** Options for `read` only. */
  read?: Omit<ReadToolOptions, "fs" | keyof PathPolicy | keyof SpillOptions>;
  /** Options for `bash` only (shell, prefix, environment, timeouts…). */
  bash?: Omit<BashToolOptions, "exec" | "processes" | keyof SpillOptions>;
  /**
   * Options for `powershell` (in {@link allTools} only), or `false` to leave
   * it out. It is included when PowerShell is found on this machine, or when
   * `executable` is set.
   */
  powershell?: Omit<PowerShellToolOptions, "exec" | "processes" | keyof SpillOptions> | false;
  /** Engine of `grep` and `find`. Default `auto`. */
  searchEngine?: SearchEngine;
}

/** The coding set: `read`, `bash`, `edit`, `write`, each with its own argument and details types. */
export type CodingTools = [ReadTool, BashTool, EditTool, WriteTool];

/** The read-only set: `read`, `grep`, `find`, `ls`. */
export type ReadOnlyTools = [ReadTool, GrepTool, FindTool, LsTool];

/** Every built-in tool once: `read`, `bash`, `edit`, `write`, `grep`, `find`, `ls`, then `powershell` when included. */
export type AllTools = [ReadTool, BashTool, EditTool, WriteTool, GrepTool, FindTool, LsTool, ...PowerShellTool[]];

/** What every tool of one set shares: the file policy and one spill folder. */
interface SetContext {
  files: PathPolicy & { fs?: FsOps };
  spill: { spill: SpillFolder };
}

/**
 * One spill folder per set (the one given, `spillDir`, or a new managed
 * folder), so every tool of the set writes there and its file tools may read
 * it.
 */
function setContext(options: ToolSetOptions): SetContext {
  const spill = options.spill ?? (options.spillDir ? SpillFolder.at(options.spillDir) : new SpillFolder());
  return {
    files: {
      ...(options.fs ? { fs: options.fs } : {}),
      ...(options.allowedRoots ? { allowedRoots: options.allowedRoots } : {}),
      ...(options.homeDir ? { homeDir: options.homeDir } : {}),
    },
    spill: { spill },
  };
}

function processOptions(options: ToolSetOptions) {
  return {
    ...(options.exec ? { exec: options.exec } : {}),
    ...(options.processes ? { processes: options.processes } : {}),
  };
}

function search(options: ToolSetOptions, set: SetContext) {
  return {
    ...set.files,
    ...set.spill,
    ...(options.exec ? { exec: options.exec } : {}),
    ...(options.searchEngine ? { engine: options.searchEngine } : {}),
  };
}

function buildTools(cwd: string, options: ToolSetOptions, set: SetContext) {
  return {
    read: (): ReadTool => createReadTool(cwd, { ...set.files, ...set.spill, ...options.read }),
    bash: (): BashTool => createBashTool(cwd, { ...options.bash, ...processOptions(options), ...set.spill }),
    edit: (): EditTool => createEditTool(cwd, set.files),
    write: (): WriteTool => createWriteTool(cwd, set.files),
    grep: (): GrepTool => createGrepTool(cwd, search(options, set)),
    find: (): FindTool => createFindTool(cwd, search(options, set)),
    ls: (): LsTool => createLsTool(cwd, { ...set.files, ...set.spill }),
  };
}

/**
 * The default coding tools: `read`, `bash`, `edit`, `write`. They share one
 * spill folder (see {@link SpillFolder}), which `read` may open even with
 * `allowedRoots`.
 *
 * @example
 * const processes = new ProcessRegistry();
 * const tools = codingTools(process.cwd(), { processes, bash: { maxTimeoutSeconds: 600 } });
 * // … after the session: await processes.killAll();
 */
export function codingTools(cwd: string, options: ToolSetOptions = {}): CodingTools {
  const make = buildTools(cwd, options, setContext(options));
  return [make.read(), make.bash(), make.edit(), make.write()];
}

/** Tools that never change anything: `read`, `grep`, `find`, `ls`. */
export function readOnlyTools(cwd: string, options: ToolSetOptions = {}): ReadOnlyTools {
  const make = buildTools(cwd, options, setContext(options));
  return [make.read(), make.grep(), make.find(), make.ls()];
}

/**
 * Every built-in tool once (no duplicate names, unlike
 * `[...codingTools(cwd), ...readOnlyTools(cwd)]`): `read`, `bash`, `edit`,
 * `write`, `grep`, `find`, `ls`, and `powershell` when PowerShell is found
 * on this machine or `options.powershell.executable` is set
 * (`powershell: false` leaves it out). One spill folder for all of them.
 *
 * @example
 * const tools = allTools(process.cwd(), { allowedRoots: ["."] });
 */
export function allTools(cwd: string, options: ToolSetOptions = {}): AllTools {
  const set = setContext(options);
  const make = buildTools(cwd, options, set);
  const tools: AllTools = [make.read(), make.bash(), make.edit(), make.write(), make.grep(), make.find(), make.ls()];
  const powershell = options.powershell;
  if (powershell === false) return tools;
  const available =
    powershell?.executable !== undefined || (options.exec === undefined && findPowerShell() !== undefined);
  if (available) tools.push(createPowerShellTool(cwd, { ...powershell, ...processOptions(options), ...set.spill }));
  return tools;
}
