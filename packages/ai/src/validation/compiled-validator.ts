import { createRequire } from "node:module";
import type { Ajv, ValidateFunction } from "ajv";

type AddFormats = (ajv: Ajv) => Ajv;

/** The validator compiler: ajv and its formats plugin. */
interface Compiler {
  Ajv: typeof Ajv;
  addFormats: AddFormats;
}

// ajv-formats is CommonJS with `module.exports = plugin` and `exports.default = plugin`:
// Node's ESM import gives the function as `default`, require gives it directly, and
// bundlers may give either. `.default ?? module` works for all of them.
function formatsPlugin(module: unknown): AddFormats {
  return (module as { default?: AddFormats }).default ?? (module as AddFormats);
}

// ajv is loaded on first use, not at import: a program that never validates a tool
// call (or a CLI answering one prompt) does not pay for reading the compiler.
let compiler: Compiler | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the validator compiler (ajv) ahead of the first validation, without
 * blocking. Optional: {@link getCompiledValidator} and `validateToolArguments`
 * load it synchronously when it is not loaded yet. The agent loop awaits this
 * before its first validation, so a bundle can keep ajv out of its start-up
 * files (loaded with `import()`, as a chunk of its own).
 *
 * @example
 * await prepareToolValidation();
 * const result = validateToolArguments(tool, args);
 */
export function prepareToolValidation(): Promise<void> {
  if (compiler !== undefined) return Promise.resolve();
  loading ??= Promise.all([import("ajv"), import("ajv-formats")]).then(([ajv, formats]) => {
    // ajv is CommonJS too: Node's import names `Ajv`; a bundler's chunk may offer only `default`.
    const named = (ajv as { Ajv?: typeof Ajv }).Ajv ?? (ajv as unknown as { default: { Ajv: typeof Ajv } }).default.Ajv;
    compiler ??= { Ajv: named, addFormats: formatsPlugin(formats) };
  });
  return loading;
}

function loadedCompiler(): Compiler {
  if (compiler === undefined) {
    const require = createRequire(import.meta.url);
    compiler = { Ajv: (require("ajv") as { Ajv: typeof Ajv }).Ajv, addFormats: formatsPlugin(require("ajv-formats")) };
  }
  return compiler;
}

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
    const { Ajv, addFormats } = loadedCompiler();
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
