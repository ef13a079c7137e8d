import type { ErrorObject, ValidateFunction } from "ajv";
import { precompiledValidator } from "../validation/precompiled-validator.js";
import { type SettingsFile, SettingsSchema } from "./settings-schema.js";

/** One failed check in a settings value: a JSON Pointer (`""` for the root) and what was wrong. */
export interface SettingsIssue {
  path: string;
  message: string;
}

/** The validator of {@link SettingsSchema}, precompiled (scripts/file-validators.ts). */
function validator(): ValidateFunction {
  return precompiledValidator("validateSettingsFile");
}

/**
 * Checks a parsed `settings.json` value against {@link SettingsSchema}.
 *
 * @example
 * const result = validateSettings({ retry: { maxRetries: "3" } });
 * if (!result.ok) result.issues; // [{ path: "/retry/maxRetries", message: "must be integer" }]
 */
export function validateSettings(
  value: unknown,
): { ok: true; settings: SettingsFile } | { ok: false; issues: SettingsIssue[] } {
  const validate = validator();
  if (validate(value)) return { ok: true, settings: value as SettingsFile };
  return { ok: false, issues: toIssues(validate.errors ?? []) };
}

function toIssues(errors: readonly ErrorObject[]): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    let message = error.message ?? `fails the "${error.keyword}" check`;
    if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
      message = `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(", ")}`;
    } else if (error.keyword === "type" && error.instancePath === "") {
      message = "must be a JSON object";
    }
    const key = `${error.instancePath}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ path: error.instancePath, message });
  }
  return issues;
}
