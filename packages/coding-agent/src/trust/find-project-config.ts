import { realpath, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type ProjectPaths, projectPaths } from "../home/keel-home.js";

/** A project whose `.keel/` holds something that needs trust before it loads. */
export interface ProjectConfig {
  /** The project folder (holding `.keel/`), as found from the cwd (not resolved through symlinks). */
  root: string;
  paths: ProjectPaths;
  /** The trust-gated files and folders that exist, as absolute paths, in a fixed order. */
  resources: string[];
}

/** Which entries of `.keel/` make a project need trust. A bare `.keel/` does not. */
function protectedEntries(paths: ProjectPaths): string[] {
  return [
    paths.settings,
    paths.extensions,
    paths.skills,
    paths.prompts,
    paths.systemPrompt,
    paths.appendSystemPrompt,
    // MCP servers start processes: `.keel/mcp.json` needs trust like an extension.
    join(paths.dir, "mcp.json"),
    // Subagent definitions: system prompts and tool lists the task tool runs.
    join(paths.dir, "agents"),
  ];
}

/**
 * The parts of a `.claude/` folder that Keel reads in a trusted project
 * (hooks, skills, commands, agents): they need trust like `.keel/`'s.
 */
function claudeEntries(root: string): string[] {
  const dir = join(root, ".claude");
  return [
    join(dir, "settings.json"),
    join(dir, "settings.local.json"),
    join(dir, "skills"),
    join(dir, "commands"),
    join(dir, "agents"),
  ];
}

/** Options of {@link findProjectConfig}. */
export interface FindProjectOptions {
  /**
   * Count a `.claude/` folder's hooks, skills, commands and agents as
   * project config too (`compat.claude`, on by default), except in
   * `userHome` (`~/.claude` is Claude Code's user folder, not a project).
   */
  claude?: { userHome: string };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function canonical(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    return path;
  }
}

/**
 * Looks for the nearest folder, from `cwd` up to the file-system root, whose
 * `.keel/` has any of `settings.json`, `extensions/`, `skills/`, `prompts/`,
 * `SYSTEM.md`, `APPEND_SYSTEM.md`, `mcp.json`, `agents/` — or, with `options.claude`,
 * whose `.claude/` has hooks settings, skills, commands or agents. The user's own `$KEEL_HOME` is never
 * taken for a project (with the default `~/.keel`, running in `~` would
 * otherwise find it).
 *
 * @example
 * const project = await findProjectConfig(process.cwd(), keelHome);
 * if (project) console.error(`project config in ${project.paths.dir}`);
 */
export async function findProjectConfig(
  cwd: string,
  keelHome: string,
  options: FindProjectOptions = {},
): Promise<ProjectConfig | undefined> {
  const home = await canonical(keelHome);
  const userHome = options.claude ? await canonical(options.claude.userHome) : undefined;
  let dir = cwd;
  for (;;) {
    const paths = projectPaths(dir);
    const resources: string[] = [];
    if ((await canonical(paths.dir)) !== home) {
      for (const entry of protectedEntries(paths)) if (await exists(entry)) resources.push(entry);
    }
    if (userHome !== undefined && (await canonical(dir)) !== userHome) {
      for (const entry of claudeEntries(dir)) if (await exists(entry)) resources.push(entry);
    }
    if (resources.length > 0) return { root: dir, paths, resources };
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The folder `keel trust` / `keel untrust` act on when no path is given:
 * the project found from `cwd` (so running it in a subfolder trusts the
 * whole project), else `cwd` itself.
 */
export async function defaultTrustTarget(cwd: string, keelHome: string): Promise<string> {
  return (await findProjectConfig(cwd, keelHome))?.root ?? cwd;
}
