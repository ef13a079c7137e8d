import { homedir } from "node:os";
import { join } from "node:path";
import type { AnyAgentTool } from "@keel/agent-core";
import {
  createBashTool,
  createEditTool,
  createFindTool,
  createGrepTool,
  createLsTool,
  createPowerShellTool,
  createReadTool,
  createWriteTool,
  type ToolSetOptions,
} from "@keel/tools";
import type { BuiltinToolName } from "./tool-names.js";

/** Options of {@link createBuiltinTools}: `@keel/tools`' shared options plus the settings that shape the shell. */
export interface BuiltinToolsOptions extends ToolSetOptions {
  /** The `shellPath` setting (a leading `~` is the home folder). */
  shellPath?: string;
  /** The `shellCommandPrefix` setting. */
  shellCommandPrefix?: string;
}

/**
 * Builds the named built-in tools with `@keel/tools`' factories, in the
 * order given. `shellPath` and `shellCommandPrefix` (from settings) go to
 * `bash`; `shellCommandPrefix` also to `powershell`. `spill` (or `spillDir`)
 * is where every tool writes full-output files, and what `read` may open.
 *
 * @example
 * const tools = createBuiltinTools(["read", "bash"], cwd, { shellPath: settings.shellPath });
 */
export function createBuiltinTools(
  names: readonly BuiltinToolName[],
  cwd: string,
  options: BuiltinToolsOptions = {},
): AnyAgentTool[] {
  const files = {
    ...(options.fs ? { fs: options.fs } : {}),
    ...(options.allowedRoots ? { allowedRoots: options.allowedRoots } : {}),
    ...(options.homeDir ? { homeDir: options.homeDir } : {}),
  };
  // One spill folder for every tool (`spill` wins over `spillDir`, as in @keel/tools).
  const spill = options.spill ? { spill: options.spill } : options.spillDir ? { spillDir: options.spillDir } : {};
  const search = {
    ...files,
    ...spill,
    ...(options.exec ? { exec: options.exec } : {}),
    ...(options.searchEngine ? { engine: options.searchEngine } : {}),
  };
  const shell = {
    ...spill,
    ...(options.exec ? { exec: options.exec } : {}),
    ...(options.processes ? { processes: options.processes } : {}),
    ...(options.shellCommandPrefix ? { commandPrefix: options.shellCommandPrefix } : {}),
  };
  return names.map((name): AnyAgentTool => {
    switch (name) {
      case "read":
        return createReadTool(cwd, { ...files, ...spill, ...options.read });
      case "bash": {
        const shellPath = expandHome(options.shellPath, options.homeDir ?? homedir());
        return createBashTool(cwd, { ...options.bash, ...shell, ...(shellPath ? { shellPath } : {}) });
      }
      case "edit":
        return createEditTool(cwd, files);
      case "write":
        return createWriteTool(cwd, files);
      case "grep":
        return createGrepTool(cwd, search);
      case "find":
        return createFindTool(cwd, search);
      case "ls":
        return createLsTool(cwd, { ...files, ...spill });
      case "powershell":
        return createPowerShellTool(cwd, shell);
      default: {
        const never: never = name;
        throw new Error(`unknown built-in tool ${String(never)}`);
      }
    }
  });
}

/** Expands a leading `~` (a bare program name such as `zsh` stays as it is, for PATH lookup). */
function expandHome(path: string | undefined, home: string): string | undefined {
  if (path === undefined) return undefined;
  if (path === "~") return home;
  return path.startsWith("~/") ? join(home, path.slice(2)) : path;
}
