import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { expandPackagePaths } from "./expand-package-paths.js";

/** The resource types a package can carry. */
export const RESOURCE_TYPES = ["extensions", "skills", "prompts", "themes"] as const;

/** One resource type. */
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * How a package says what it carries: a `keel` key in package.json, a
 * `pi` key (a package made for pi), the conventional folders, or — for a
 * local file — the file itself as one extension.
 */
export type ManifestShape = "keel" | "pi" | "folders" | "file";

/** What a package carries, as absolute paths the resource finders take. */
export interface PackageResources {
  shape: ManifestShape;
  /** `name@version` from package.json, or the folder when it has none. */
  label: string;
  extensions: string[];
  skills: string[];
  prompts: string[];
  themes: string[];
  /** Entries of the manifest that were refused (outside the package, matching nothing). */
  problems: string[];
}

/** The outcome of {@link readPackageResources}: errors are data. */
export type ReadPackageResult =
  | { ok: true; resources: PackageResources }
  | { ok: false; reason: string; hint?: string };

async function kindOf(path: string): Promise<"file" | "folder" | undefined> {
  try {
    return (await stat(path)).isDirectory() ? "folder" : "file";
  } catch {
    return undefined;
  }
}

/**
 * Reads what a package carries from its folder: the lists under the
 * `keel` key of package.json (else the `pi` key), each a list of paths
 * relative to the package with globs and `!` exclusions; without either
 * key, the folders `extensions/`, `skills/`, `prompts/`, `themes/` that
 * exist. A local file is one extension.
 *
 * @example
 * const read = await readPackageResources("/home/me/.keel/packages/npm/tools/node_modules/tools");
 * if (read.ok) console.log(read.resources.extensions);
 */
export async function readPackageResources(root: string): Promise<ReadPackageResult> {
  const kind = await kindOf(root);
  if (kind === undefined) return { ok: false, reason: `${root} does not exist` };
  const empty = { extensions: [], skills: [], prompts: [], themes: [], problems: [] };
  if (kind === "file") return { ok: true, resources: { ...empty, shape: "file", label: root, extensions: [root] } };
  let manifest: Record<string, unknown> | undefined;
  const manifestPath = join(root, "package.json");
  if ((await kindOf(manifestPath)) === "file") {
    try {
      const parsed: unknown = JSON.parse(await readFile(manifestPath, "utf8"));
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
      manifest = parsed as Record<string, unknown>;
    } catch (error) {
      return {
        ok: false,
        reason: `${manifestPath} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
        hint: "Fix the package's package.json.",
      };
    }
  }
  const label =
    typeof manifest?.name === "string"
      ? `${manifest.name}${typeof manifest.version === "string" ? `@${manifest.version}` : ""}`
      : root;
  const shape: ManifestShape = manifest?.keel !== undefined ? "keel" : manifest?.pi !== undefined ? "pi" : "folders";
  const resources: PackageResources = { ...empty, shape, label, problems: [] };
  if (shape === "folders") {
    for (const type of RESOURCE_TYPES) {
      const folder = join(root, type);
      if ((await kindOf(folder)) === "folder") resources[type] = [folder];
    }
    return { ok: true, resources };
  }
  const declared = manifest?.[shape];
  if (typeof declared !== "object" || declared === null || Array.isArray(declared)) {
    return {
      ok: false,
      reason: `the "${shape}" key of ${manifestPath} must be an object of resource lists`,
      hint: `Write "${shape}": { "extensions": ["./extensions"], "skills": […], "prompts": […], "themes": […] }.`,
    };
  }
  for (const type of RESOURCE_TYPES) {
    const list = (declared as Record<string, unknown>)[type];
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.every((entry) => typeof entry === "string")) {
      return {
        ok: false,
        reason: `"${shape}.${type}" in ${manifestPath} must be a list of paths`,
        hint: `Write "${type}": ["./${type}"].`,
      };
    }
    const expanded = await expandPackagePaths(root, list);
    resources[type] = expanded.paths;
    resources.problems.push(...expanded.problems.map((problem) => `${shape}.${type}: ${problem}`));
  }
  return { ok: true, resources };
}
