import { readFile, stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import type { ProjectPaths } from "../home/keel-home.js";

/** The replacement and additions for the system prompt, from files and flags. */
export interface SystemPromptSources {
  /** Replaces the base text: `--system-prompt`, else a trusted project's `SYSTEM.md`. */
  customPrompt?: string;
  /** Added in order: a trusted project's `APPEND_SYSTEM.md`, then each `--append-system-prompt`. */
  appendPrompts: string[];
  diagnostics: Diagnostic[];
}

/** Inputs of {@link loadSystemPromptSources}. */
export interface SystemPromptSourceOptions {
  cwd: string;
  /** The project's paths — only when the project is trusted. */
  project?: ProjectPaths;
  /** `--system-prompt <text|file>`. */
  systemPrompt?: string;
  /** Every `--append-system-prompt <text|file>`. */
  appendSystemPrompt?: readonly string[];
}

/**
 * A `--system-prompt`-style value: the contents of the file it names (a
 * path resolved from `cwd`) when that file exists, else the text itself.
 */
export async function readTextOrFile(value: string, cwd: string): Promise<string> {
  const path = resolve(cwd, value);
  try {
    if ((await stat(path)).isFile()) return await readFile(path, "utf8");
  } catch {
    // not a file: the value is the text
  }
  return value;
}

async function optionalFile(path: string, diagnostics: Diagnostic[]): Promise<string | undefined> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ENOTDIR") {
      diagnostics.push({ severity: "warning", source: path, message: `not loaded: ${(error as Error).message}` });
    }
    return undefined;
  }
}

/**
 * Collects what replaces or extends the system prompt: `--system-prompt`
 * wins over a trusted `.keel/SYSTEM.md`; a trusted `.keel/APPEND_SYSTEM.md`
 * and every `--append-system-prompt` are appended, in that order.
 */
export async function loadSystemPromptSources(options: SystemPromptSourceOptions): Promise<SystemPromptSources> {
  const diagnostics: Diagnostic[] = [];
  const appendPrompts: string[] = [];
  let customPrompt: string | undefined;
  if (options.systemPrompt !== undefined) customPrompt = await readTextOrFile(options.systemPrompt, options.cwd);
  else if (options.project) customPrompt = await optionalFile(options.project.systemPrompt, diagnostics);
  if (options.project) {
    const append = await optionalFile(options.project.appendSystemPrompt, diagnostics);
    if (append !== undefined) appendPrompts.push(append);
  }
  for (const value of options.appendSystemPrompt ?? []) appendPrompts.push(await readTextOrFile(value, options.cwd));
  return { ...(customPrompt !== undefined ? { customPrompt } : {}), appendPrompts, diagnostics };
}
