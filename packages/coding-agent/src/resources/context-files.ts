import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Diagnostic } from "../diagnostics.js";
import { canonicalFile, statOrUndefined } from "./resource-paths.js";

/** A context file: instructions for the model, in the order they are given to it. */
export interface ContextFile {
  path: string;
  content: string;
}

/** Inputs of {@link loadContextFiles}. */
export interface LoadContextFilesOptions {
  /** `$KEEL_HOME`: its `AGENTS.md` (else `CLAUDE.md`) comes first. */
  keelHome: string;
  cwd: string;
  /** `--no-context-files`: load none. */
  noContextFiles?: boolean;
}

const NAMES = ["AGENTS.md", "CLAUDE.md"];

async function pick(dir: string): Promise<string | undefined> {
  for (const name of NAMES) {
    const path = join(dir, name);
    if ((await statOrUndefined(path))?.isFile()) return path;
  }
  return undefined;
}

/**
 * Loads the context files: the global `$KEEL_HOME/AGENTS.md`, then one per
 * folder from the file-system root down to `cwd` (`AGENTS.md`, else
 * `CLAUDE.md`), so the nearest comes last. They are text for the model and
 * load whether or not the project is trusted. Unreadable files are
 * diagnostics; the same file is never given twice.
 */
export async function loadContextFiles(
  options: LoadContextFilesOptions,
): Promise<{ files: ContextFile[]; diagnostics: Diagnostic[] }> {
  if (options.noContextFiles === true) return { files: [], diagnostics: [] };
  const dirs: string[] = [];
  for (let dir = resolve(options.cwd); ; dir = dirname(dir)) {
    dirs.unshift(dir);
    if (dirname(dir) === dir) break;
  }
  const candidates = [await pick(options.keelHome)];
  for (const dir of dirs) candidates.push(await pick(dir));
  const files: ContextFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const path of candidates) {
    if (path === undefined) continue;
    const key = await canonicalFile(path);
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      files.push({ path, content: await readFile(path, "utf8") });
    } catch (error) {
      diagnostics.push({
        severity: "warning",
        source: path,
        message: `context file not loaded: ${(error as Error).message}`,
      });
    }
  }
  return { files, diagnostics };
}
