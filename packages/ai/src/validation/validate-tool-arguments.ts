import { cloneJsonValue } from "./clone-json-value.js";
import { getCompiledValidator } from "./compiled-validator.js";
import { toValidationIssues, type ValidationIssue } from "./validation-issues.js";

export type { ValidationIssue } from "./validation-issues.js";

/** What validation needs from a tool: its name (for messages) and its parameter schema. */
export interface ValidatableTool {
  name: string;
  /**
   * A JSON Schema object. Typed `object` rather than `Record<string, unknown>`
   * so TypeBox schemas (interfaces without an index signature) are accepted.
   */
  parameters: object;
}

/**
 * The outcome of validating tool arguments: the validated (coerced,
 * defaults filled) copy, or the issues and a message written for the model.
 */
export type ValidationResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; errors: ValidationIssue[]; message: string };

function stringifyForModel(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Validates a tool call's arguments against the tool's schema, compiled
 * once per schema object (see {@link getCompiledValidator}).
 *
 * Validation runs on a copy: safe primitive coercion (`"5"` → 5,
 * `"true"` → true, which weak models need) and schema defaults are applied
 * to the copy returned as `value`; the caller's object is never changed.
 *
 * On failure, `message` starts with `Validation failed for tool "NAME":`,
 * lists one `path: message` line per issue, then echoes the received
 * arguments so the model can correct its call. A schema that cannot be
 * compiled gives `ok: false` naming the tool and the compile error; it
 * never throws.
 *
 * @example
 * const result = validateToolArguments(tool, call.arguments);
 * if (!result.ok) return errorResult(result.message);
 * await tool.execute(call.id, result.value, signal, onUpdate);
 */
export function validateToolArguments(tool: ValidatableTool, args: unknown): ValidationResult {
  const compiled = getCompiledValidator(tool.parameters);
  if (!compiled.ok) {
    const message =
      `Validation failed for tool "${tool.name}": its parameter schema is invalid and could not be compiled ` +
      `(a bug in the tool definition, not in the arguments): ${compiled.error}`;
    return { ok: false, errors: [{ path: "(root)", message: `invalid schema: ${compiled.error}` }], message };
  }
  const copy = cloneJsonValue(args);
  if (compiled.validate(copy)) return { ok: true, value: copy as Record<string, unknown> };
  const errors = toValidationIssues(compiled.validate.errors ?? []);
  const lines = errors.map((issue) => `${issue.path}: ${issue.message}`);
  const message = [
    `Validation failed for tool "${tool.name}":`,
    ...lines,
    "",
    `Received arguments:\n${stringifyForModel(args)}`,
  ].join("\n");
  return { ok: false, errors, message };
}
