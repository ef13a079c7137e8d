import { homedir } from "node:os";
import { dirname, isAbsolute, join, resolve } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { defaultSettings } from "./default-settings.js";
import { mergeSettingsLayer } from "./merge-settings.js";
import { BLOCKS_RUN, readSettingsFile } from "./settings-file.js";
import { RESOURCE_LIST_KEYS, type Settings, type SettingsFile } from "./settings-schema.js";

/** Which layer a settings value came from. */
export type SettingsScope = "user" | "project" | "cli";

/** One layer that applied, with its resource paths already made absolute. */
export interface SettingsLayer {
  scope: SettingsScope;
  /** The file it came from (`--…` flags for the command line). */
  source: string;
  settings: SettingsFile;
}

/** Inputs of {@link resolveSettings}; every path is explicit so tests control them. */
export interface ResolveSettingsOptions {
  /** `$KEEL_HOME/settings.json`. */
  userFile: string;
  /** The project's `.keel/settings.json` — pass it only when the project is trusted. */
  projectFile?: string;
  /** Values from the command line, applied last. Resource paths in it resolve from `cwd`. */
  cli?: SettingsFile;
  /** Resolves relative command-line resource paths and a relative `sessionDir`. Default: `process.cwd()`. */
  cwd?: string;
  /** Expands a leading `~` in resource paths. Default: the OS home folder. */
  homeDir?: string;
}

/** The layered settings, the layers that applied, and every problem found. */
export interface ResolvedSettings {
  settings: Settings;
  layers: SettingsLayer[];
  diagnostics: Diagnostic[];
  /**
   * The errors that must stop every run before anything runs (exit 2): a
   * settings file whose restrictions cannot be read — bad JSON, unreadable,
   * or a `permissions` part that does not validate. Also in `diagnostics`.
   */
  blocking: Diagnostic[];
}

/**
 * Layers built-in defaults → user file → project file (when given, i.e.
 * trusted) → command line. A file with a wrong value elsewhere is reported
 * (file, line, column, key path) and skipped while the other layers — and
 * its own `permissions`, when they validate — apply. A file whose
 * restrictions cannot be read (bad JSON, unreadable, a broken `permissions`
 * part) is in `blocking`: restrictions are never dropped. A project
 * file's `defaultProjectTrust` is ignored with a warning: a project cannot
 * trust itself.
 *
 * @example
 * const { settings, diagnostics } = await resolveSettings({
 *   userFile: paths.settings, projectFile: trusted ? project.settings : undefined,
 * });
 */
export async function resolveSettings(options: ResolveSettingsOptions): Promise<ResolvedSettings> {
  const home = options.homeDir ?? homedir();
  const diagnostics: Diagnostic[] = [];
  const blocking: Diagnostic[] = [];
  const layers: SettingsLayer[] = [];
  const files: [SettingsScope, string | undefined][] = [
    ["user", options.userFile],
    ["project", options.projectFile],
  ];
  for (const [scope, path] of files) {
    if (path === undefined) continue;
    const result = await readSettingsFile(path);
    switch (result.status) {
      case "missing":
        break;
      case "invalid":
        diagnostics.push(...result.diagnostics);
        if (result.blocksRun) blocking.push(...result.diagnostics.filter((d) => d.hint === BLOCKS_RUN));
        // The other keys are skipped; the file's valid permissions still apply.
        if (result.permissions !== undefined)
          layers.push({ scope, source: path, settings: { permissions: result.permissions } });
        break;
      case "ok": {
        diagnostics.push(...result.warnings);
        const settings = resolveResourcePaths(result.settings, dirname(path), home);
        if (scope === "project" && settings.defaultProjectTrust !== undefined) {
          delete settings.defaultProjectTrust;
          diagnostics.push({
            severity: "warning",
            source: path,
            path: "/defaultProjectTrust",
            message: "ignored in a project's settings: a project cannot trust itself",
            hint: "Set it in $KEEL_HOME/settings.json, or trust this project with `keel trust`.",
          });
        }
        layers.push({ scope, source: path, settings });
        break;
      }
      default: {
        const never: never = result;
        throw new Error(`unhandled settings result ${JSON.stringify(never)}`);
      }
    }
  }
  if (options.cli !== undefined) {
    const cwd = options.cwd ?? process.cwd();
    layers.push({ scope: "cli", source: "command line", settings: resolveResourcePaths(options.cli, cwd, home) });
  }
  let settings = defaultSettings();
  for (const layer of layers) settings = mergeSettingsLayer(settings, layer.settings);
  // pi's rule: a relative sessionDir is taken from the working folder, whichever file set it.
  if (settings.sessionDir !== undefined) {
    settings.sessionDir = resolveUserPath(settings.sessionDir, options.cwd ?? process.cwd(), home);
  }
  return { settings, layers, diagnostics, blocking };
}

/** Makes the resource paths of one layer absolute: `~` from `homeDir`, relative from `baseDir`. */
export function resolveResourcePaths(settings: SettingsFile, baseDir: string, homeDir: string): SettingsFile {
  const out: SettingsFile = { ...settings };
  for (const key of RESOURCE_LIST_KEYS) {
    const list = settings[key];
    if (list !== undefined) out[key] = list.map((entry) => resolveUserPath(entry, baseDir, homeDir));
  }
  return out;
}

/** `~` and `~/x` from `homeDir`; absolute paths as they are; anything else from `baseDir`. */
export function resolveUserPath(path: string, baseDir: string, homeDir: string): string {
  if (path === "~") return homeDir;
  if (path.startsWith("~/")) return join(homeDir, path.slice(2));
  return isAbsolute(path) ? path : resolve(baseDir, path);
}
