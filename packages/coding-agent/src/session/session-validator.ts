import { Compile } from "typebox/schema";
import { SESSION_ENTRY_SCHEMAS, SessionHeaderSchema, type SessionLineSchema } from "./session-schema.js";

/** What is wrong with one line, as `path: message` pairs (JSON Pointer paths). */
export interface LineIssue {
  /** JSON Pointer inside the line (`""` for the line itself). */
  path: string;
  message: string;
}

/** The parts of a validation error this module reads (TypeBox reports them in Ajv's shape). */
interface SchemaError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: unknown;
  message?: string;
}

/** TypeBox's schema validator (`typebox/schema`: checks and errors, without the value pipeline of `typebox/compile`). */
interface LineValidator {
  Check(value: unknown): boolean;
  /** Whether the value is valid, and the errors when it is not. */
  Errors(value: unknown): [boolean, SchemaError[]];
}

/**
 * The schema of each line kind, by its `type` tag: a line is valid when it
 * matches the schema its tag names ({@link SessionLineSchema} is the union of
 * these, told apart by `type`).
 */
const KIND_SCHEMAS = new Map<string, object>([
  ["session", SessionHeaderSchema],
  ...SESSION_ENTRY_SCHEMAS.map((schema) => [String(schema.properties.type.const), schema] as [string, object]),
]);

/** The kinds a line may have, for messages. */
export const SESSION_LINE_KINDS: readonly string[] = [...KIND_SCHEMAS.keys()];

/**
 * One compiled validator per kind, built the first time a line of that kind
 * is checked (TypeBox's compiler: a few milliseconds, where Ajv takes about a
 * hundred for the union). A run that writes a header and messages compiles
 * those two, not every kind: the first write is on the start-up path.
 */
const validators = new Map<string, LineValidator>();
function validatorOf(kind: string, schema: object): LineValidator {
  let found = validators.get(kind);
  if (found === undefined) {
    found = Compile(schema as Parameters<typeof Compile>[0]) as unknown as LineValidator;
    validators.set(kind, found);
  }
  return found;
}

/** Whether `schemaPath` lies under the schema at `prefix` (the prefix ends with `/`). */
function under(schemaPath: string, prefix: string): boolean {
  return `${schemaPath}/`.startsWith(prefix);
}

/**
 * Checks one parsed line against the session line schema. Returns no issues
 * when it is valid; otherwise the issues of the kind its `type` names (so a
 * bad `message` entry is not also reported as a bad `label`).
 */
export function validateSessionLine(value: unknown): LineIssue[] {
  const type = typeof value === "object" && value !== null ? (value as { type?: unknown }).type : undefined;
  const schema = typeof type === "string" ? KIND_SCHEMAS.get(type) : undefined;
  if (schema === undefined) {
    const got = type === undefined ? 'no "type"' : `"type" ${JSON.stringify(type)}`;
    return [{ path: "/type", message: `unknown line kind (${got}); expected one of ${SESSION_LINE_KINDS.join(", ")}` }];
  }
  const validate = validatorOf(type as string, schema);
  if (validate.Check(value)) return [];
  const [, errors] = validate.Errors(value);
  const issues = dedupe(withoutMismatchedBranches(errors).flatMap(toIssues));
  // No branch's tag matched (e.g. a message with role "robot"): report the tag errors themselves.
  return issues.length > 0 ? issues : dedupe(errors.flatMap(toIssues));
}

/**
 * Drops the errors of union branches whose tag (`type` or `role`) did not
 * match, so `{ role: "user", content: 3 }` reports the `content` problem
 * only, not every field the assistant and tool-result shapes require.
 */
function withoutMismatchedBranches(errors: SchemaError[]): SchemaError[] {
  const mismatched: string[] = [];
  for (const error of errors) {
    if (error.keyword !== "const" || !/\/(type|role)$/.test(error.instancePath)) continue;
    const at = error.schemaPath.lastIndexOf("/properties/");
    if (at > 0) mismatched.push(error.schemaPath.slice(0, at + 1));
  }
  if (mismatched.length === 0) return errors;
  const kept = errors.filter((error) => !mismatched.some((prefix) => under(error.schemaPath, prefix)));
  const specific = kept.filter((error) => error.keyword !== "anyOf");
  return specific.length > 0 ? specific : kept;
}

function toIssues(error: SchemaError): LineIssue[] {
  if (error.keyword === "required") {
    const params = error.params as { requiredProperties?: string[]; missingProperty?: string };
    const missing = params.requiredProperties ?? (params.missingProperty === undefined ? [] : [params.missingProperty]);
    return missing.map((name) => ({ path: `${error.instancePath}/${name}`, message: "is required" }));
  }
  return [{ path: error.instancePath, message: error.message ?? "is invalid" }];
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
