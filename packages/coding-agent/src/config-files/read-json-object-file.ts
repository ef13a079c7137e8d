import { readFile } from "node:fs/promises";
import type { Diagnostic } from "../diagnostics.js";
import { parseJsonDocument } from "./json-document.js";

/** The outcome of {@link readJsonObjectFile}: the object (`{}` for an absent or blank file), or why it cannot be edited. */
export type JsonObjectFile = { ok: true; value: Record<string, unknown> } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Reads a JSON config file that Keel is about to change (`settings.json`,
 * `mcp.json`…): an absent or blank file is `{}`; a file that cannot be read,
 * is not valid JSON (with line and column) or is not an object is refused,
 * so a user's half-edited file is never overwritten.
 *
 * @example
 * const read = await readJsonObjectFile(paths.settings);
 * if (!read.ok) return read; // diagnostics say what to fix
 */
export async function readJsonObjectFile(path: string): Promise<JsonObjectFile> {
  let text: string | undefined;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        diagnostics: [{ severity: "error", source: path, message: `cannot read the file: ${reason}` }],
      };
    }
  }
  if (text === undefined || text.trim() === "") return { ok: true, value: {} };
  const doc = parseJsonDocument(text);
  if (!doc.ok || typeof doc.value !== "object" || doc.value === null || Array.isArray(doc.value)) {
    return {
      ok: false,
      diagnostics: [
        {
          severity: "error",
          source: path,
          ...(doc.ok ? {} : { line: doc.line, column: doc.column }),
          message: doc.ok ? "is not a JSON object; not changed" : `invalid JSON (${doc.message}); not changed`,
          hint: "Fix the file by hand, then try again.",
        },
      ],
    };
  }
  return { ok: true, value: doc.value as Record<string, unknown> };
}
