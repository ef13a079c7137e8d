import type { ErrorObject } from "ajv";

/** One failed check: where (a JSON Pointer, or `(root)`) and what was expected. */
export interface ValidationIssue {
  /** JSON Pointer to the offending value, e.g. `/edits/0/oldText`; `(root)` for the whole object. */
  path: string;
  /** What was wrong, e.g. `must be string`, `is required`. */
  message: string;
}

function pointerSegment(name: string): string {
  return `/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
}

function formatAllowed(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Turns ajv errors into issues a model can act on: a missing required
 * property and an unexpected additional property are reported at the
 * property's own path; `const` and `enum` failures list the allowed values.
 * Identical issues (ajv repeats some under `anyOf`) are reported once.
 */
export function toValidationIssues(errors: readonly ErrorObject[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    let path = error.instancePath;
    let message = error.message ?? `failed the "${error.keyword}" check`;
    if (error.keyword === "required" && typeof params.missingProperty === "string") {
      path += pointerSegment(params.missingProperty);
      message = "is required";
    } else if (error.keyword === "additionalProperties" && typeof params.additionalProperty === "string") {
      path += pointerSegment(params.additionalProperty);
      message = "is not an allowed property (additional properties are not allowed)";
    } else if (error.keyword === "const") {
      message = `must be equal to ${formatAllowed(params.allowedValue)}`;
    } else if (error.keyword === "enum" && Array.isArray(params.allowedValues)) {
      message = `must be one of ${params.allowedValues.map(formatAllowed).join(", ")}`;
    }
    const issue = { path: path === "" ? "(root)" : path, message };
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}
