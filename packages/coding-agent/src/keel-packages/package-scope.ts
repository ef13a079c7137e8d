import { createHash } from "node:crypto";
import { basename, dirname, join } from "node:path";
import { LOCK_FILE_NAME } from "./lock-file.js";
import type { PackageSource } from "./package-source.js";

/** Which settings file a package is declared in; `temporary` is a `-e npm:…` for one run. */
export type PackageScopeName = "user" | "project" | "temporary";

/** Where one scope keeps its declarations, its lock file and its installed copies. */
export interface PackageScope {
  name: PackageScopeName;
  /** The settings file holding the `packages` list (for `temporary`, none is written). */
  settingsFile: string;
  /** `packages-lock.json` beside the settings file. */
  lockFile: string;
  /** Where npm and git copies go: `$KEEL_HOME/packages` for the user; a per-project folder under it for a project. */
  installRoot: string;
}

/** The user's scope: `$KEEL_HOME/settings.json` and `$KEEL_HOME/packages/`. */
export function userPackageScope(keelHome: string): PackageScope {
  return {
    name: "user",
    settingsFile: join(keelHome, "settings.json"),
    lockFile: join(keelHome, LOCK_FILE_NAME),
    installRoot: join(keelHome, "packages"),
  };
}

/**
 * A project's scope: its `.keel/settings.json` and lock file; the copies go
 * to a cache under `$KEEL_HOME/packages/projects/`, one folder per project
 * (so nothing is written into the project besides the two files).
 */
export function projectPackageScope(keelHome: string, projectRoot: string, projectSettingsFile: string): PackageScope {
  const id = createHash("sha256").update(projectRoot).digest("hex").slice(0, 12);
  const label = basename(projectRoot).replace(/[^A-Za-z0-9._-]/g, "_") || "root";
  return {
    name: "project",
    settingsFile: projectSettingsFile,
    lockFile: join(dirname(projectSettingsFile), LOCK_FILE_NAME),
    installRoot: join(keelHome, "packages", "projects", `${label}-${id}`),
  };
}

/** The scope of `-e npm:…` / `-e git:…`: a cache under `$KEEL_HOME/packages/tmp/`, with its own lock file. */
export function temporaryPackageScope(keelHome: string): PackageScope {
  const root = join(keelHome, "packages", "tmp");
  return { name: "temporary", settingsFile: "", lockFile: join(root, LOCK_FILE_NAME), installRoot: root };
}

/**
 * Where a source's copy lives inside a scope: npm packages get their own
 * npm prefix (`npm/<name>/`, the package in its `node_modules/<name>`), so
 * each package has its own dependency tree; git sources are cloned to
 * `git/<host>/<path>/`. Local sources are not copied: their own path.
 */
export function installLocation(scope: PackageScope, source: PackageSource): { dir: string; root: string } {
  switch (source.kind) {
    case "npm": {
      const prefix = join(scope.installRoot, "npm", source.name);
      return { root: join(prefix, "node_modules", source.name), dir: prefix };
    }
    case "git": {
      const dir = join(scope.installRoot, "git", ...source.repository.split("/"));
      return { root: dir, dir };
    }
    case "local":
      return { root: source.path, dir: source.path };
    default: {
      const never: never = source;
      throw new Error(`unknown source ${JSON.stringify(never)}`);
    }
  }
}
