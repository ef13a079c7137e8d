import type { JsonSchema } from "../context.js";

/** A keyword that lists allowed values. */
export type LiteralKeyword = "const" | "enum";

/** Why a literal list could not be expressed; the caller turns it into an error. */
export interface LiteralProblem {
  keyword: LiteralKeyword;
  reason: string;
}

/**
 * Turns a list of allowed values (from `const`, `enum` or a union of
 * literals) into Gemini's form: strings → `{ type: "string", enum }`;
 * numbers → `{ type: "number" | "integer", format: "enum", enum: [as strings] }`
 * (the form Gemini documents for numeric enums); booleans → `{ type: "boolean" }`;
 * `null` → `nullable: true`. Values of several kinds give an `anyOf` of
 * one schema per kind. Objects and arrays cannot be listed: a problem is
 * returned instead.
 *
 * @param declaredType - the `type` written next to the literal, used to keep `integer`.
 */
export function literalsToGemini(
  values: readonly unknown[],
  declaredType: unknown,
  keyword: LiteralKeyword,
): { schema: JsonSchema; nullable: boolean } | LiteralProblem {
  const strings: string[] = [];
  const numbers: number[] = [];
  let booleans = false;
  let nullable = false;
  for (const value of values) {
    if (value === null) nullable = true;
    else if (typeof value === "string") pushUnique(strings, value);
    else if (typeof value === "number" && Number.isFinite(value)) pushUnique(numbers, value);
    else if (typeof value === "boolean") booleans = true;
    else {
      return {
        keyword,
        reason: `lists ${Array.isArray(value) ? "an array" : `a ${typeof value}`} value (${JSON.stringify(value)}), which a Gemini enum cannot express`,
      };
    }
  }
  const groups: JsonSchema[] = [];
  if (strings.length > 0) groups.push({ type: "string", enum: strings });
  if (numbers.length > 0) {
    const integer = declaredType === "integer" && numbers.every(Number.isInteger);
    groups.push({ type: integer ? "integer" : "number", format: "enum", enum: numbers.map(String) });
  }
  if (booleans) groups.push({ type: "boolean" });
  if (groups.length === 0) return { schema: {}, nullable: true };
  if (groups.length === 1) return { schema: groups[0] as JsonSchema, nullable };
  return { schema: { anyOf: groups }, nullable };
}

/** True when `schema` only lists allowed values (`const` or `enum`), so unions of them can become one enum. */
export function isLiteralSchema(schema: JsonSchema): boolean {
  return Object.hasOwn(schema, "const") || Array.isArray(schema.enum);
}

/** The values a literal schema allows. */
export function literalValues(schema: JsonSchema): unknown[] {
  if (Object.hasOwn(schema, "const")) return [schema.const];
  return Array.isArray(schema.enum) ? [...schema.enum] : [];
}

function pushUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}
