import type { Static, TSchema } from "typebox";
import { Compile } from "typebox/schema";

/** A model's answer read as JSON of a known shape, or what is wrong with it (for the user, on stderr). */
export type JsonAnswer<T> = { ok: true; value: T } | { ok: false; error: string };

const FENCED = /^```[\w-]*[ \t]*\n([\s\S]*?)\n?```$/;
const MAX_REPORTED = 3;

/**
 * Makes a reader for answers that must be JSON matching `schema` (a
 * distribution that prints structured output, like `keel-review`). The
 * validator is compiled once, here. The reader accepts the JSON alone or
 * in one Markdown code fence, and never throws: text that is not JSON, or
 * JSON of another shape, comes back as an error naming the first
 * mismatches by JSON Pointer.
 *
 * @example
 * const readAnswer = createJsonAnswerReader(Type.Array(Type.String()));
 * readAnswer('["a", "b"]'); // { ok: true, value: ["a", "b"] }
 * readAnswer("[1]");        // { ok: false, error: "/0 must be string" }
 */
export function createJsonAnswerReader<T extends TSchema>(schema: T): (answer: string) => JsonAnswer<Static<T>> {
  const validator = Compile(schema);
  return (answer) => {
    const trimmed = answer.trim();
    const json = FENCED.exec(trimmed)?.[1] ?? trimmed;
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch (error) {
      return { ok: false, error: `the answer is not JSON (${(error as Error).message})` };
    }
    if (validator.Check(value)) return { ok: true, value: value as Static<T> };
    const [, errors] = validator.Errors(value);
    return {
      ok: false,
      error: describeErrors(errors as SchemaError[])
        .slice(0, MAX_REPORTED)
        .join("; "),
    };
  };
}

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: object;
  message: string;
}

/**
 * One line per wrong value, in the order found: the allowed constants of a
 * union of literals gathered into one "must be one of", a union's own
 * summary only when nothing more precise was said.
 */
function describeErrors(errors: readonly SchemaError[]): string[] {
  const byPath = new Map<string, { allowed: unknown[]; messages: string[]; union?: string }>();
  for (const error of errors) {
    const path = error.instancePath || "/";
    const at = byPath.get(path) ?? { allowed: [], messages: [] };
    byPath.set(path, at);
    const params = error.params as { allowedValue?: unknown; additionalProperties?: string[] };
    if (error.keyword === "const") at.allowed.push(params.allowedValue);
    else if (error.keyword === "anyOf") at.union = error.message;
    else if (error.keyword === "additionalProperties") {
      at.messages.push(`must not have the properties ${(params.additionalProperties ?? []).join(", ")}`);
    } else if (error.keyword !== "boolean") at.messages.push(error.message);
  }
  const lines: string[] = [];
  for (const [path, at] of byPath) {
    const messages = [...at.messages];
    if (at.allowed.length > 0)
      messages.unshift(`must be one of ${at.allowed.map((v) => JSON.stringify(v)).join(", ")}`);
    else if (at.union !== undefined && messages.length === 0) messages.push(at.union);
    if (messages.length > 0) lines.push(`${path} ${messages.join(", ")}`);
  }
  return lines;
}
