import { Ajv, type ValidateFunction } from "ajv";

let ajv: Ajv | undefined;

/**
 * Compiles one of the coding agent's own schemas that is not precompiled
 * (the RPC frames; the files read at start-up use `precompiledValidator`)
 * with a shared Ajv instance: all errors reported, strict mode on.
 * The schemas are ours and tested, so Ajv's check of each schema against
 * the JSON Schema meta-schema is skipped — it costs ~50 ms at start-up.
 * Callers keep the returned function: compile each schema once.
 */
export function compileSchema(schema: object): ValidateFunction {
  ajv ??= new Ajv({ allErrors: true, strict: true, validateSchema: false });
  return ajv.compile(schema);
}
