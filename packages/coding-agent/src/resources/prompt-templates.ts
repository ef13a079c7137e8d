import { readFile } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { parseFrontMatter } from "./front-matter.js";
import { canonicalFile, listDir, type ResourceSource, statOrUndefined } from "./resource-paths.js";
import { parseSlashCommand } from "./slash-command.js";

/** A prompt template: `/name args` expands to its body with the arguments filled in. */
export interface PromptTemplate {
  /** The file name without `.md`: the command name. */
  name: string;
  /** From front matter, else the first non-empty line of the body. */
  description: string;
  /** `argument-hint` from front matter, e.g. `<file> [focus]`. */
  argumentHint?: string;
  body: string;
  path: string;
  source: ResourceSource;
}

/** Inputs of {@link discoverPromptTemplates}: absolute paths, all explicit. */
export interface DiscoverPromptTemplatesOptions {
  /** `$KEEL_HOME/prompts`. */
  userDir: string;
  /** A trusted project's `.keel/prompts` (omit when untrusted). */
  projectDir?: string;
  /** A trusted project's `.claude/commands` (omit when untrusted or `compat.claude` is off): Claude Code's slash commands. */
  claudeDir?: string;
  /** `prompts` from the layered settings (files or folders). */
  settingsPaths?: readonly string[];
  /** `--prompt-template` paths; they load even with `--no-prompt-templates`. */
  cliPaths?: readonly string[];
  /** `--no-prompt-templates`. */
  noPromptTemplates?: boolean;
}

/** The direct `*.md` children of a folder. */
async function scan(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const name of await listDir(dir)) {
    if (extname(name) !== ".md" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if ((await statOrUndefined(path))?.isFile()) files.push(path);
  }
  return files;
}

/**
 * Finds prompt templates: the `*.md` files directly in `$KEEL_HOME/prompts`,
 * a trusted project's `.keel/prompts`, the settings' `prompts` list and
 * `--prompt-template` paths. The first template of a name wins; later ones
 * are reported. `--no-prompt-templates` keeps only explicit paths.
 */
export async function discoverPromptTemplates(
  options: DiscoverPromptTemplatesOptions,
): Promise<{ templates: PromptTemplate[]; diagnostics: Diagnostic[] }> {
  const templates: PromptTemplate[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const load = async (path: string, source: ResourceSource) => {
    const key = await canonicalFile(path);
    if (seen.has(key)) return;
    seen.add(key);
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      diagnostics.push({ severity: "error", source: path, message: `cannot read: ${(error as Error).message}` });
      return;
    }
    const parsed = parseFrontMatter(text);
    if (!parsed.ok) {
      diagnostics.push({
        severity: "error",
        source: path,
        line: parsed.line,
        message: `prompt template not loaded: ${parsed.message}`,
      });
      return;
    }
    const name = basename(path, ".md");
    const taken = templates.find((t) => t.name === name);
    if (taken) {
      diagnostics.push({
        severity: "warning",
        source: path,
        message: `prompt template "/${name}" is already defined by ${taken.path}; this one is ignored`,
      });
      return;
    }
    const body = parsed.body.replace(/^\s*\n/, "");
    const description =
      parsed.data.description?.trim() ||
      (body
        .split("\n")
        .find((line) => line.trim() !== "")
        ?.trim() ??
        "");
    const hint = parsed.data["argument-hint"]?.trim();
    templates.push({ name, description, ...(hint ? { argumentHint: hint } : {}), body, path, source });
  };
  const listed = async (path: string, source: ResourceSource, label: string) => {
    const info = await statOrUndefined(path);
    if (info === undefined)
      diagnostics.push({ severity: "error", source: label, message: `prompt template not found: ${path}` });
    else if (info.isFile()) await load(path, source);
    else for (const file of await scan(path)) await load(file, source);
  };
  if (options.noPromptTemplates !== true) {
    for (const file of await scan(options.userDir)) await load(file, "user");
    if (options.projectDir !== undefined)
      for (const file of await scan(options.projectDir)) await load(file, "project");
    if (options.claudeDir !== undefined) for (const file of await scan(options.claudeDir)) await load(file, "project");
    for (const path of options.settingsPaths ?? []) await listed(path, "settings", "settings: prompts");
  }
  for (const path of options.cliPaths ?? []) await listed(path, "cli", "--prompt-template");
  return { templates, diagnostics };
}

/**
 * Splits template arguments like a shell: spaces separate; a quote opens
 * quoting only at the start of an argument (so `doesn't` stays one word);
 * an unclosed quote is kept as text; inside quotes, a backslash before the
 * same quote keeps it.
 */
export function splitTemplateArgs(text: string): string[] {
  const args: string[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text.charAt(i))) i++;
    if (i >= text.length) break;
    const quote = text.charAt(i);
    if (quote === '"' || quote === "'") {
      let j = i + 1;
      let value = "";
      let closed = false;
      while (j < text.length) {
        const c = text.charAt(j);
        if (c === "\\" && text.charAt(j + 1) === quote) {
          value += quote;
          j += 2;
        } else if (c === quote) {
          closed = true;
          j++;
          break;
        } else {
          value += c;
          j++;
        }
      }
      if (closed) {
        args.push(value);
        i = j;
        continue;
      }
    }
    let j = i;
    while (j < text.length && !/\s/.test(text.charAt(j))) j++;
    args.push(text.slice(i, j));
    i = j;
  }
  return args;
}

/**
 * Fills a template body: `$1`, `$2`…; `$@` and `$ARGUMENTS` (all, joined by
 * spaces); `${1:-default}`; `${@:-default}`; `${@:N}` (from position N);
 * `${@:N:L}` (L arguments from N).
 *
 * @example
 * fillTemplate("Review $1 for ${2:-bugs}", ["a.ts"]); // "Review a.ts for bugs"
 */
export function fillTemplate(body: string, args: readonly string[]): string {
  const all = args.join(" ");
  return body.replace(
    /\$\{(\d+|@)(?::-([^}]*)|:(\d+)(?::(\d+))?)?\}|\$(\d+)|\$ARGUMENTS|\$@/g,
    (
      match,
      braced: string | undefined,
      fallback: string | undefined,
      from: string | undefined,
      count: string | undefined,
      bare: string | undefined,
    ) => {
      if (bare !== undefined) return args[Number(bare) - 1] ?? "";
      if (braced === undefined) return all;
      if (braced === "@") {
        if (from !== undefined) {
          const start = Math.max(0, Number(from) - 1);
          return args.slice(start, count === undefined ? undefined : start + Number(count)).join(" ");
        }
        return all !== "" ? all : (fallback ?? "");
      }
      if (from !== undefined) return match;
      const value = args[Number(braced) - 1];
      return value !== undefined && value !== "" ? value : (fallback ?? "");
    },
  );
}

/**
 * Expands `/name args` when `name` is a template; any other input gives
 * `undefined` (send it as it is).
 *
 * @example
 * expandPromptTemplate('/review "API compat" fast', templates); // the review template, filled in
 */
export function expandPromptTemplate(input: string, templates: readonly PromptTemplate[]): string | undefined {
  const command = parseSlashCommand(input);
  if (command === undefined) return undefined;
  const template = templates.find((t) => t.name === command.name);
  if (!template) return undefined;
  return fillTemplate(template.body, splitTemplateArgs(command.args));
}
