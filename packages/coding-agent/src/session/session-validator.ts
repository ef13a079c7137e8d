import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { SESSION_ENTRY_SCHEMAS, SessionLineSchema } from "./session-schema.js";

/** What is wrong with one line, as `path: message` pairs (JSON Pointer paths). */
export interface LineIssue {
  /** JSON Pointer inside the line (`""` for the line itself). */
  path: string;
  message: string;
}

let validator: ValidateFunction | undefined;

/** The one compiled validator of {@link SessionLineSchema}, built on first use. */
function compiled(): ValidateFunction {
  validator ??= new Ajv({ allErrors: true, strict: false }).compile(SessionLineSchema);
  return validator;
}

/** Index of each line kind inside the union (`anyOf/<index>`), header first. */
const KIND_INDEX = new Map<string, number>([
  ["session", 0],
  ...SESSION_ENTRY_SCHEMAS.map((schema, i) => [String(schema.properties.type.const), i + 1] as [string, number]),
]);

/** The kinds a line may have, for messages. */
export const SESSION_LINE_KINDS: readonly string[] = [...KIND_INDEX.keys()];

/**
 * Checks one parsed line against the session line schema. Returns no issues
 * when it is valid; otherwise the issues of the kind its `type` names (so a
 * bad `message` entry is not also reported as a bad `label`).
 */
export function validateSessionLine(value: unknown): LineIssue[] {
  const validate = compiled();
  if (validate(value)) return [];
  const type = typeof value === "object" && value !== null ? (value as { type?: unknown }).type : undefined;
  const index = typeof type === "string" ? KIND_INDEX.get(type) : undefined;
  if (index === undefined) {
    const got = type === undefined ? 'no "type"' : `"type" ${JSON.stringify(type)}`;
    return [{ path: "/type", message: `unknown line kind (${got}); expected one of ${SESSION_LINE_KINDS.join(", ")}` }];
  }
  const prefix = `#/anyOf/${index}/`;
  const errors = (validate.errors ?? []).filter((error) => error.schemaPath.startsWith(prefix));
  return dedupe(withoutMismatchedBranches(errors).map(toIssue));
}

/**
 * Drops the errors of union branches whose tag (`type` or `role`) did not
 * match, so `{ role: "user", content: 3 }` reports the `content` problem
 * only, not every field the assistant and tool-result shapes require.
 */
function withoutMismatchedBranches(errors: ErrorObject[]): ErrorObject[] {
  const mismatched: string[] = [];
  for (const error of errors) {
    if (error.keyword !== "const" || !/\/(type|role)$/.test(error.instancePath)) continue;
    const at = error.schemaPath.lastIndexOf("/properties/");
    if (at > 0) mismatched.push(error.schemaPath.slice(0, at + 1));
  }
  if (mismatched.length === 0) return errors;
  const kept = errors.filter((error) => !mismatched.some((prefix) => error.schemaPath.startsWith(prefix)));
  const specific = kept.filter((error) => error.keyword !== "anyOf");
  return specific.length > 0 ? specific : kept;
}

function toIssue(error: ErrorObject): LineIssue {
  const missing =
    error.keyword === "required" ? (error.params as { missingProperty?: string }).missingProperty : undefined;
  if (missing !== undefined) return { path: `${error.instancePath}/${missing}`, message: "is required" };
  return { path: error.instancePath, message: error.message ?? "is invalid" };
}

function dedupe(issues: LineIssue[]): LineIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
