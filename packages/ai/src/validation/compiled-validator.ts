import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

type AddFormats = (ajv: Ajv) => Ajv;

// ajv-formats is CommonJS with `module.exports = plugin` and `exports.default = plugin`:
// Node's ESM default import gives the function, TypeScript (NodeNext) types it as the
// module object, and bundlers may give either. `.default ?? module` works for all three.
const addFormats: AddFormats =
  (addFormatsModule as unknown as { default?: AddFormats }).default ?? (addFormatsModule as unknown as AddFormats);

/**
 * A schema compiled for validation: the ajv validate function, or why the
 * schema could not be compiled (a bug in the tool definition).
 */
export type CompiledValidator = { ok: true; validate: ValidateFunction } | { ok: false; error: string };

let sharedAjv: Ajv | undefined;
const cache = new WeakMap<object, CompiledValidator>();

/**
 * The one Ajv instance behind every tool schema. Coercion is on because
 * weak models send `"5"` for 5 and `"true"` for true; validation always runs
 * on a copy of the arguments (see `validateToolArguments`).
 */
function ajv(): Ajv {
  if (sharedAjv === undefined) {
    sharedAjv = new Ajv({ strict: false, allErrors: true, coerceTypes: true, useDefaults: true });
    addFormats(sharedAjv);
  }
  return sharedAjv;
}

/**
 * Compiles a JSON Schema (TypeBox schemas included) once and returns the
 * same result for the same schema object afterwards; compile failures are
 * cached too. Keyed by object identity in a WeakMap, so a schema that is
 * no longer referenced is released with its compiled code.
 *
 * @example
 * const compiled = getCompiledValidator(tool.parameters);
 * if (compiled.ok && compiled.validate(copy)) { ... }
 */
export function getCompiledValidator(schema: object): CompiledValidator {
  if (typeof schema !== "object" || schema === null) {
    return { ok: false, error: `expected a JSON Schema object, got ${schema === null ? "null" : typeof schema}` };
  }
  let compiled = cache.get(schema);
  if (compiled === undefined) {
    compiled = compile(schema);
    cache.set(schema, compiled);
  }
  return compiled;
}

function compile(schema: object): CompiledValidator {
  const instance = ajv();
  try {
    return { ok: true, validate: instance.compile(schema as Record<string, unknown>) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    // Ajv also caches by schema in a strong Map and registers `$id`s; drop both, our
    // WeakMap owns the compiled function. This keeps memory bounded and lets two
    // tools use schemas with the same `$id`.
    try {
      instance.removeSchema(schema as Record<string, unknown>);
    } catch {
      // Nothing was registered.
    }
  }
}
