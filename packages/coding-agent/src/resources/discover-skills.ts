import { readFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { parseFrontMatter } from "./front-matter.js";
import { canonicalFile, listDir, type ResourceSource, statOrUndefined } from "./resource-paths.js";

/** A skill: instructions the model reads from `path` when its description fits the task. */
export interface Skill {
  name: string;
  description: string;
  /** The `SKILL.md` file. */
  path: string;
  /** The skill's folder; relative paths inside the skill resolve from here. */
  baseDir: string;
  source: ResourceSource;
  /** `disable-model-invocation: true`: not listed in the system prompt, only used when asked for by name. */
  disableModelInvocation: boolean;
}

/** Inputs of {@link discoverSkills}: absolute paths, all explicit. */
export interface DiscoverSkillsOptions {
  /** `$KEEL_HOME/skills`. */
  userDir: string;
  /** A trusted project's `.keel/skills` (omit when untrusted). */
  projectDir?: string;
  /** A trusted project's `.claude/skills` (omit when untrusted or `compat.claude` is off); after `.keel/skills`. */
  claudeDir?: string;
  /** `skills` from the layered settings. */
  settingsPaths?: readonly string[];
  /** `--skill` paths; they load even with `--no-skills`. */
  cliPaths?: readonly string[];
  /** `--no-skills`. */
  noSkills?: boolean;
}

const SKILL_FILE = "SKILL.md";
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every `SKILL.md` under a folder (recursively; dot folders and `node_modules` skipped). */
async function scan(dir: string, depth = 0): Promise<string[]> {
  if (depth > 8) return [];
  const own = join(dir, SKILL_FILE);
  if ((await statOrUndefined(own))?.isFile()) return [own];
  const found: string[] = [];
  for (const name of await listDir(dir)) {
    if (name.startsWith(".") || name === "node_modules") continue;
    const path = join(dir, name);
    if ((await statOrUndefined(path))?.isDirectory()) found.push(...(await scan(path, depth + 1)));
  }
  return found;
}

/**
 * Finds skills: folders holding a `SKILL.md` (found recursively) under
 * `$KEEL_HOME/skills`, a trusted project's `.keel/skills`, the settings'
 * `skills` list and `--skill` paths (a folder, or a Markdown file).
 * `SKILL.md` needs `name` and `description` front matter (`name` defaults
 * to the folder name); a file without a description, with malformed front
 * matter, or whose name is taken is reported and left out.
 *
 * @example
 * const { skills, diagnostics } = await discoverSkills({ userDir: paths.skills, noSkills: args.noSkills });
 */
export async function discoverSkills(
  options: DiscoverSkillsOptions,
): Promise<{ skills: Skill[]; diagnostics: Diagnostic[] }> {
  const skills: Skill[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const load = async (file: string, source: ResourceSource) => {
    const key = await canonicalFile(file);
    if (seen.has(key)) return;
    seen.add(key);
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (error) {
      diagnostics.push({ severity: "error", source: file, message: `cannot read: ${(error as Error).message}` });
      return;
    }
    const parsed = parseFrontMatter(text);
    if (!parsed.ok) {
      diagnostics.push({
        severity: "error",
        source: file,
        line: parsed.line,
        message: `skill not loaded: ${parsed.message}`,
      });
      return;
    }
    const baseDir = dirname(file);
    const name =
      parsed.data.name?.trim() || (basename(file) === SKILL_FILE ? basename(baseDir) : basename(file, ".md"));
    const description = parsed.data.description?.trim() ?? "";
    if (description === "") {
      diagnostics.push({
        severity: "warning",
        source: file,
        line: 1,
        message: "skill not loaded: it has no description",
        hint: "Add front matter with `name:` and `description:` (what it does and when to use it).",
      });
      return;
    }
    if (!NAME.test(name) || name.length > 64) {
      diagnostics.push({
        severity: "warning",
        source: file,
        message: `skill name "${name}" should be lowercase letters, digits and single hyphens (at most 64)`,
      });
    }
    const taken = skills.find((skill) => skill.name === name);
    if (taken) {
      diagnostics.push({
        severity: "warning",
        source: file,
        message: `skill "${name}" is already defined by ${taken.path}; this one is ignored`,
      });
      return;
    }
    skills.push({
      name,
      description,
      path: file,
      baseDir,
      source,
      disableModelInvocation: parsed.data["disable-model-invocation"]?.trim() === "true",
    });
  };
  const listed = async (path: string, source: ResourceSource, label: string) => {
    const info = await statOrUndefined(path);
    if (info === undefined) {
      diagnostics.push({ severity: "error", source: label, message: `skill not found: ${path}` });
      return;
    }
    if (info.isFile()) return load(path, source);
    for (const file of await scan(path)) await load(file, source);
  };
  if (options.noSkills !== true) {
    for (const file of await scan(options.userDir)) await load(file, "user");
    if (options.projectDir !== undefined)
      for (const file of await scan(options.projectDir)) await load(file, "project");
    if (options.claudeDir !== undefined) for (const file of await scan(options.claudeDir)) await load(file, "project");
    for (const path of options.settingsPaths ?? []) await listed(path, "settings", "settings: skills");
  }
  for (const path of options.cliPaths ?? []) await listed(path, "cli", "--skill");
  return { skills, diagnostics };
}
