import { existsSync } from "node:fs";
import { installGitPackage } from "./install-git.js";
import { installNpmPackage } from "./install-npm.js";
import type { InstallContext, InstallOutcome } from "./install-outcome.js";
import { installLocation, type PackageScope } from "./package-scope.js";
import type { PackageSource } from "./package-source.js";

/**
 * Makes one package available on disk with the ordinary client for its
 * source: npm for `npm:`, git (then npm for its dependencies) for git
 * sources; a local folder or file is used where it is. Never throws:
 * failures are `{ ok: false, reason }`.
 */
export async function installPackage(
  source: PackageSource,
  scope: PackageScope,
  context: InstallContext,
): Promise<InstallOutcome> {
  try {
    switch (source.kind) {
      case "npm":
        return await installNpmPackage(source, installLocation(scope, source), context);
      case "git":
        return await installGitPackage(source, installLocation(scope, source), context);
      case "local":
        if (existsSync(source.path)) return { ok: true, root: source.path, lock: undefined, changed: false };
        return { ok: false, reason: `${source.path} does not exist`, hint: "Check the path in the packages setting." };
      default: {
        const never: never = source;
        throw new Error(`unknown source ${JSON.stringify(never)}`);
      }
    }
  } catch (error) {
    // A file-system failure (a full disk, a permission) is a failed install, not a crash.
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
