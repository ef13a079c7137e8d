import { readFile } from "node:fs/promises";
import type { Diagnostic } from "../diagnostics.js";
import type { JsonSyntaxError } from "./json-document.js";

/** The text of a config file: found, missing (not a problem), or unreadable (a diagnostic). */
export type ConfigText =
  | { status: "ok"; text: string }
  | { status: "missing" }
  | { status: "unreadable"; diagnostic: Diagnostic };

/**
 * Reads one of Keel's config files (`settings.json`, `auth.json`,
 * `trust.json`, `models.json`). A file that does not exist is `missing`;
 * any other failure is a diagnostic naming the file and the reason.
 */
export async function readConfigText(path: string, hint?: string): Promise<ConfigText> {
  try {
    return { status: "ok", text: await readFile(path, "utf8") };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { status: "missing" };
    const reason = error instanceof Error ? error.message : String(error);
    const diagnostic: Diagnostic = { severity: "error", source: path, message: `cannot read the file: ${reason}` };
    if (hint !== undefined) diagnostic.hint = hint;
    return { status: "unreadable", diagnostic };
  }
}

/** The diagnostic of a config file that is not valid JSON: its line, column and what was expected. */
export function jsonSyntaxDiagnostic(path: string, error: JsonSyntaxError, hint?: string): Diagnostic {
  const diagnostic: Diagnostic = {
    severity: "error",
    source: path,
    line: error.line,
    column: error.column,
    message: `invalid JSON: ${error.message}`,
  };
  if (hint !== undefined) diagnostic.hint = hint;
  return diagnostic;
}
