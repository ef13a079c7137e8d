import { jsonSyntaxDiagnostic, readConfigText } from "../config-files/config-text.js";
import { parseJsonDocument } from "../config-files/json-document.js";
import type { Diagnostic } from "../diagnostics.js";
import { closestName } from "../tools/closest-name.js";
import type { PermissionSettings } from "./permission-settings.js";
import { type SettingsFile, SettingsSchema } from "./settings-schema.js";
import { validateSettings } from "./validate-settings.js";

/** What reading one `settings.json` gave. */
export type SettingsFileResult =
  | { status: "missing"; path: string }
  | { status: "ok"; path: string; settings: SettingsFile; warnings: Diagnostic[] }
  | {
      status: "invalid";
      path: string;
      diagnostics: Diagnostic[];
      /**
       * True when the file's restrictions cannot be read (bad JSON, an
       * unreadable file, a `permissions` part that does not validate): no
       * run may start, since a deny rule would be lost.
       */
      blocksRun: boolean;
      /** The file's `permissions` part when it validates although other keys do not: it still applies. */
      permissions?: PermissionSettings;
    };

const SKIPPED = "This settings file was skipped (the other layers still apply); fix it and run again.";
const OTHERS_SKIPPED =
  "The other keys of this file were skipped (its permissions still apply; the other layers too); fix it and run again.";
/** The hint of a problem that stops every run: restrictions are never dropped. */
export const BLOCKS_RUN =
  "Keel does not start while a settings file's permissions cannot be read (its deny rules would be lost); fix this and run again.";

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
  if (read.status === "unreadable") {
    return { status: "invalid", path, diagnostics: [{ ...read.diagnostic, hint: BLOCKS_RUN }], blocksRun: true };
  }
  return parseSettingsText(read.text, path);
}

/** Like {@link readSettingsFile}, for text already in memory (`path` names it in diagnostics). */
export function parseSettingsText(text: string, path: string): SettingsFileResult {
  const doc = parseJsonDocument(text);
  if (!doc.ok) {
    return { status: "invalid", path, diagnostics: [jsonSyntaxDiagnostic(path, doc, BLOCKS_RUN)], blocksRun: true };
  }
  const result = validateSettings(doc.value);
  const typos = result.ok ? likelyTypos(result.settings) : [];
  const misspelt = permissionTypos(doc.value).map(
    ({ key, near }): Diagnostic => ({
      severity: "error",
      source: path,
      ...doc.locate(key),
      path: key,
      message: `unknown key in permissions (did you mean "${near}"?); its rules would be ignored`,
      hint: BLOCKS_RUN,
    }),
  );
  // `"denny": […]` would silently drop deny rules: a misspelt permissions key stops the run.
  if (result.ok && misspelt.length > 0) return { status: "invalid", path, blocksRun: true, diagnostics: misspelt };
  if (result.ok) {
    const warnings = typos.map(
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
  const permissions = permissionsPart(doc.value);
  const blocksRun = permissions === "broken";
  const ownHint = (pointer: string) =>
    pointer === "" || pointer === "/permissions" || pointer.startsWith("/permissions/")
      ? BLOCKS_RUN
      : blocksRun
        ? SKIPPED
        : OTHERS_SKIPPED;
  return {
    status: "invalid",
    path,
    blocksRun,
    ...(permissions !== "broken" && permissions !== undefined ? { permissions } : {}),
    diagnostics: [
      ...misspelt,
      ...result.issues.map(
        (issue): Diagnostic => ({
          severity: "error",
          source: path,
          ...doc.locate(issue.path),
          path: issue.path === "" ? "(root)" : issue.path,
          message: issue.message,
          hint: ownHint(issue.path),
        }),
      ),
    ].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)),
  };
}

/**
 * The `permissions` part of a file whose other keys may be broken: the
 * part when it validates on its own, `undefined` when there is none,
 * `"broken"` when it (or the file's shape) does not validate or has a
 * misspelt key.
 */
function permissionsPart(value: unknown): PermissionSettings | undefined | "broken" {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "broken";
  const part = (value as Record<string, unknown>).permissions;
  if (part === undefined) return undefined;
  const alone = validateSettings({ permissions: part });
  if (!alone.ok || permissionTypos(value).length > 0) return "broken";
  return alone.settings.permissions;
}

/** Misspelt keys inside a file's `permissions` object (`denny`, `Deny`). */
function permissionTypos(value: unknown): { key: string; near: string }[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  const part = (value as Record<string, unknown>).permissions;
  if (typeof part !== "object" || part === null || Array.isArray(part)) return [];
  return likelyTypos({ permissions: part });
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
