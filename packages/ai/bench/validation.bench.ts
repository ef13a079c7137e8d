/**
 * Tool-argument validation: a typical 5-property TypeBox schema validated
 * 100,000 times after the first (one-time) compile, with a breakdown of
 * where the time goes.
 */
import { Type } from "typebox";
import { cloneJsonValue } from "../src/validation/clone-json-value.js";
import { getCompiledValidator } from "../src/validation/compiled-validator.js";
import { validateToolArguments } from "../src/validation/validate-tool-arguments.js";
import { measure } from "./measure.js";

const ITERATIONS = 100_000;

const readTool = {
  name: "read",
  parameters: Type.Object({
    path: Type.String({ minLength: 1 }),
    offset: Type.Integer({ minimum: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 2000 }),
    encoding: Type.Union([Type.Literal("utf8"), Type.Literal("base64")]),
    followSymlinks: Type.Boolean(),
  }),
};

const validArgs = { path: "src/index.ts", offset: 10, limit: 200, encoding: "utf8", followSymlinks: false };
const coercedArgs = { path: "src/index.ts", offset: "10", limit: "200", encoding: "utf8", followSymlinks: "false" };
const invalidArgs = { path: "", offset: 0, encoding: "latin1", followSymlinks: "maybe" };

/** Microseconds per call of `fn`, median of several runs of `ITERATIONS` calls after warm-up. */
function perCall(fn: () => unknown): string {
  const timing = measure(
    () => {
      let last: unknown;
      for (let i = 0; i < ITERATIONS; i++) last = fn();
      return last;
    },
    { warmup: 2, runs: 7 },
  );
  return `${((timing.median * 1000) / ITERATIONS).toFixed(2)} µs (min ${((timing.min * 1000) / ITERATIONS).toFixed(2)} µs)`;
}

/** Prints the figures. */
export async function run(): Promise<void> {
  const start = performance.now();
  const first = validateToolArguments(readTool, validArgs);
  const compileMs = performance.now() - start;
  if (
    !first.ok ||
    !validateToolArguments(readTool, coercedArgs).ok ||
    validateToolArguments(readTool, invalidArgs).ok
  ) {
    throw new Error("bench inputs do not validate as intended");
  }
  const compiled = getCompiledValidator(readTool.parameters);
  if (!compiled.ok) throw new Error(compiled.error);
  const validate = compiled.validate;

  console.log(`first call (compiles the schema once): ${compileMs.toFixed(2)} ms`);
  console.log(
    `validateToolArguments, valid 5-property object:       ${perCall(() => validateToolArguments(readTool, validArgs))}`,
  );
  console.log(
    `validateToolArguments, with 3 coercions:              ${perCall(() => validateToolArguments(readTool, coercedArgs))}`,
  );
  console.log(
    `validateToolArguments, invalid (builds the message):  ${perCall(() => validateToolArguments(readTool, invalidArgs))}`,
  );
  console.log("breakdown of the valid case:");
  console.log(`  cached lookup (WeakMap):          ${perCall(() => getCompiledValidator(readTool.parameters))}`);
  console.log(`  copy with cloneJsonValue:         ${perCall(() => cloneJsonValue(validArgs))}`);
  console.log(`  ajv compiled function alone:      ${perCall(() => validate(validArgs))}`);
  console.log(`  (structuredClone, for comparison: ${perCall(() => structuredClone(validArgs))})`);
}
