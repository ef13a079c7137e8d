import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";

/** Environment variables as a plain record (pass `process.env` at the edge). */
export type Env = Readonly<Record<string, string | undefined>>;

/** Where the user's Keel files live, all under `$KEEL_HOME`. */
export interface KeelHomePaths {
  /** `$KEEL_HOME` itself (default `~/.keel`). */
  home: string;
  settings: string;
  models: string;
  auth: string;
  trust: string;
  extensions: string;
  skills: string;
  prompts: string;
  sessions: string;
  /** The global context file `$KEEL_HOME/AGENTS.md`. */
  agents: string;
}

/** Where a project's own config lives, under `<project>/.keel/`. */
export interface ProjectPaths {
  /** The project folder (the parent of `.keel`). */
  root: string;
  /** `<root>/.keel`. */
  dir: string;
  settings: string;
  extensions: string;
  skills: string;
  prompts: string;
  systemPrompt: string;
  appendSystemPrompt: string;
}

/** The name of a project's config folder. */
export const PROJECT_CONFIG_DIR = ".keel";

/**
 * Resolves `$KEEL_HOME`: the variable when set (a relative value is taken
 * from `cwd`; a leading `~` from `HOME`), else `~/.keel`.
 *
 * @example
 * resolveKeelHome({ KEEL_HOME: "/tmp/k" }); // "/tmp/k"
 * resolveKeelHome({ HOME: "/home/me" }); // "/home/me/.keel"
 */
export function resolveKeelHome(env: Env, cwd: string = process.cwd()): string {
  const home = userHomeDir(env);
  const value = env.KEEL_HOME?.trim();
  if (value === undefined || value === "") return join(home, PROJECT_CONFIG_DIR);
  if (value === "~") return home;
  if (value.startsWith("~/")) return join(home, value.slice(2));
  return isAbsolute(value) ? value : resolve(cwd, value);
}

/** The user's home folder: `HOME` (or `USERPROFILE`) when set, else the OS's answer. */
export function userHomeDir(env: Env): string {
  const value = env.HOME?.trim() || env.USERPROFILE?.trim();
  return value ? value : homedir();
}

/** Every well-known file and folder under a `$KEEL_HOME`. */
export function keelHomePaths(home: string): KeelHomePaths {
  return {
    home,
    settings: join(home, "settings.json"),
    models: join(home, "models.json"),
    auth: join(home, "auth.json"),
    trust: join(home, "trust.json"),
    extensions: join(home, "extensions"),
    skills: join(home, "skills"),
    prompts: join(home, "prompts"),
    sessions: join(home, "sessions"),
    agents: join(home, "AGENTS.md"),
  };
}

/** Every well-known file and folder under `<root>/.keel/`. */
export function projectPaths(root: string): ProjectPaths {
  const dir = join(root, PROJECT_CONFIG_DIR);
  return {
    root,
    dir,
    settings: join(dir, "settings.json"),
    extensions: join(dir, "extensions"),
    skills: join(dir, "skills"),
    prompts: join(dir, "prompts"),
    systemPrompt: join(dir, "SYSTEM.md"),
    appendSystemPrompt: join(dir, "APPEND_SYSTEM.md"),
  };
}

/**
 * Whether `KEEL_OFFLINE` asks Keel not to reach the network at start-up
 * (`1`, `true`, `yes`, case-insensitive). Keel does nothing over the network
 * at start-up today; this flag keeps it that way for anything added later.
 */
export function isOffline(env: Env): boolean {
  const value = env.KEEL_OFFLINE?.trim().toLowerCase();
  return value === "1" || value === "true" || value === "yes";
}
