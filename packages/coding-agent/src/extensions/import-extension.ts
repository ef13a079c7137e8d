import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Jiti } from "jiti";
import type { Diagnostic } from "../diagnostics.js";
import type { ExtensionFactory } from "./extension-api.js";
import { resolveKeelAliases } from "./keel-aliases.js";

/** The outcome of {@link importExtension}. */
export type ImportExtensionResult =
  | { ok: true; path: string; factory: ExtensionFactory }
  | { ok: false; diagnostic: Diagnostic };

/** Options of {@link importExtension}. */
export interface ImportExtensionOptions {
  /** Import aliases. Default: Keel's own packages and `typebox` ({@link resolveKeelAliases}). */
  aliases?: Record<string, string>;
}

const INDEX_FILES = ["index.ts", "index.js", "index.mts", "index.mjs"];

let cached: { key: string; jiti: Promise<Jiti> } | undefined;

/** One loader per alias set; jiti itself is imported only when the first extension loads. */
function loader(aliases: Record<string, string>): Promise<Jiti> {
  const key = JSON.stringify(aliases);
  if (cached?.key !== key) {
    const jiti = import("jiti").then(({ createJiti }) =>
      // No file cache (nothing written outside the run), no module cache (a reload sees edits).
      createJiti(import.meta.url, { alias: aliases, fsCache: false, moduleCache: false, interopDefault: false }),
    );
    cached = { key, jiti };
  }
  return cached.jiti;
}

/** A file, or a folder's `index.ts|js`. */
function entryFile(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  if (!statSync(path).isDirectory()) return path;
  for (const name of INDEX_FILES) {
    const candidate = join(path, name);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function failure(source: string, message: string, hint: string): ImportExtensionResult {
  return { ok: false, diagnostic: { severity: "error", source, message, hint } };
}

/**
 * Loads an extension module (TypeScript or JavaScript, no build step) and
 * returns its default export. A missing file, a syntax error, a failing
 * import or a missing default export is a diagnostic naming the file;
 * nothing is thrown.
 */
export async function importExtension(
  path: string,
  options: ImportExtensionOptions = {},
): Promise<ImportExtensionResult> {
  const absolute = resolve(path);
  const file = entryFile(absolute);
  if (file === undefined) {
    return failure(
      absolute,
      existsSync(absolute) ? "extension folder has no index.ts or index.js" : "extension file not found",
      "Check the path given with -e/--extension or in the extensions setting.",
    );
  }
  let module: unknown;
  try {
    const jiti = await loader(options.aliases ?? resolveKeelAliases());
    module = await jiti.import(file);
  } catch (error) {
    const hint = "The run goes on without it; fix the file and start again.";
    const syntax = parseErrorLocation(error);
    if (syntax === undefined) return failure(file, `extension failed to load: ${describe(error)}`, hint);
    return {
      ok: false,
      diagnostic: {
        severity: "error",
        source: file,
        line: syntax.line,
        column: syntax.column,
        message: `extension failed to load: syntax error: ${syntax.message}`,
        hint,
      },
    };
  }
  const factory = (module as { default?: unknown } | null)?.default;
  if (typeof factory !== "function") {
    return failure(
      file,
      "extension has no default export function",
      "An extension module must `export default function (pi: ExtensionAPI) { … }`.",
    );
  }
  return { ok: true, path: file, factory: factory as ExtensionFactory };
}

/** jiti reports a syntax error as `ParseError: <what>` with `<file>:<line>:<column>` on the next line. */
function parseErrorLocation(error: unknown): { message: string; line: number; column: number } | undefined {
  const message = errorParts(error)?.message;
  if (message === undefined) return undefined;
  const match = /^ParseError: (.*?)\s*\n\s*\S.*:(\d+):(\d+)\s*$/s.exec(message);
  if (match === null) return undefined;
  return { message: match[1] as string, line: Number(match[2]), column: Number(match[3]) };
}

/** The first line of an error, with its name (`TypeError: …`). */
export function describe(error: unknown): string {
  const parts = errorParts(error);
  if (parts === undefined) return String(error);
  return `${parts.name}: ${(parts.message.split("\n")[0] ?? "").trim()}`;
}

/** Name and message of anything error-like; errors from an extension's module may come from another realm, so no `instanceof`. */
function errorParts(error: unknown): { name: string; message: string } | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (typeof message !== "string") return undefined;
  return { name: typeof name === "string" ? name : "Error", message };
}
