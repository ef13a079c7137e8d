import type { Diagnostic } from "../diagnostics.js";
import { closestName } from "../tools/closest-name.js";
import { jsonSyntaxDiagnostic, readConfigText } from "./config-text.js";
import { parseJsonDocument } from "./json-document.js";
import { type SettingsFile, SettingsSchema } from "./settings-schema.js";
import { validateSettings } from "./validate-settings.js";

/** What reading one `settings.json` gave. */
export type SettingsFileResult =
  | { status: "missing"; path: string }
  | { status: "ok"; path: string; settings: SettingsFile; warnings: Diagnostic[] }
  | { status: "invalid"; path: string; diagnostics: Diagnostic[] };

const SKIPPED = "This settings file was skipped (the other layers still apply); fix it and run again.";

/**
 * Reads and validates one settings file. A missing file is not a problem; an
 * unreadable file, bad JSON, a value of the wrong type or an unknown enum
 * value makes the file `invalid`, with one diagnostic per problem naming
 * the file, line, column and key path. The file is never changed.
 *
 * @example
 * const result = await readSettingsFile("/home/me/.keel/settings.json");
 * if (result.status === "invalid") for (const d of result.diagnostics) console.error(formatDiagnostic(d));
 */
export async function readSettingsFile(path: string): Promise<SettingsFileResult> {
  const read = await readConfigText(path, SKIPPED);
  if (read.status === "missing") return { status: "missing", path };
  if (read.status === "unreadable") return { status: "invalid", path, diagnostics: [read.diagnostic] };
  return parseSettingsText(read.text, path);
}

/** Like {@link readSettingsFile}, for text already in memory (`path` names it in diagnostics). */
export function parseSettingsText(text: string, path: string): SettingsFileResult {
  const doc = parseJsonDocument(text);
  if (!doc.ok) {
    return { status: "invalid", path, diagnostics: [jsonSyntaxDiagnostic(path, doc, SKIPPED)] };
  }
  const result = validateSettings(doc.value);
  if (result.ok) {
    const warnings = likelyTypos(result.settings).map(
      ({ key, near }): Diagnostic => ({
        severity: "warning",
        source: path,
        ...doc.locate(key),
        path: key,
        message: "unknown key (kept, but Keel does not use it)",
        hint: `Did you mean "${near}"?`,
      }),
    );
    return { status: "ok", path, settings: result.settings, warnings };
  }
  return {
    status: "invalid",
    path,
    diagnostics: result.issues
      .map(
        (issue): Diagnostic => ({
          severity: "error",
          source: path,
          ...doc.locate(issue.path),
          path: issue.path === "" ? "(root)" : issue.path,
          message: issue.message,
          hint: SKIPPED,
        }),
      )
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)),
  };
}

interface ObjectSchema {
  properties?: Record<string, unknown>;
}

/**
 * Keys Keel does not know that look like a misspelt known key, at the top
 * level and inside the known objects (`retry`, `compaction`). Other unknown
 * keys are fine and kept.
 */
function likelyTypos(
  value: Record<string, unknown>,
  schema: ObjectSchema = SettingsSchema,
  at = "",
): { key: string; near: string }[] {
  const known = Object.keys(schema.properties ?? {});
  const found: { key: string; near: string }[] = [];
  for (const [key, child] of Object.entries(value)) {
    const pointer = `${at}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    const childSchema = schema.properties?.[key] as ObjectSchema | undefined;
    if (childSchema === undefined) {
      const near = closestName(key, known);
      if (near !== undefined) found.push({ key: pointer, near });
    } else if (childSchema.properties && typeof child === "object" && child !== null && !Array.isArray(child)) {
      found.push(...likelyTypos(child as Record<string, unknown>, childSchema, pointer));
    }
  }
  return found;
}
