/** What {@link renderStandaloneValidators} writes into the module it renders. */
export interface StandaloneValidatorsOptions {
  /** Export name → JSON Schema (TypeBox schemas included). */
  schemas: Record<string, object>;
  /** Where the schemas come from, for the module's header (e.g. `src/settings/settings-schema.ts`). */
  source: string;
  /** The command that regenerates the module, for the header. */
  regenerate: string;
}

/** ajv's own code the generated validators may call, and the local function that replaces it. */
const RUNTIME_HELPERS: Record<string, { name: string; code: string }> = {
  "ajv/dist/runtime/ucs2length": {
    name: "ucs2length",
    // A string's length in code points (a surrogate pair counts once), as JSON Schema counts it.
    code: "function ucs2length(text) {\n  let length = 0;\n  for (const _ of text) length++;\n  return length;\n}",
  },
};

/**
 * The source of a TypeScript module holding precompiled validators for
 * fixed schemas (ajv's standalone code: all errors, strict mode), one
 * export per schema; each is an ajv `ValidateFunction` (`errors` set when it
 * returns false). A program that checks its own files with these never loads
 * the ajv compiler for them, which keeps start-up short. The module depends on
 * nothing: ajv's run-time helpers are replaced by local functions, and a
 * schema that needs another helper (a `format`, deep `const` equality) is an
 * error here. Deterministic for the same schemas and ajv version, so a test
 * can compare the checked-in module with a fresh rendering.
 *
 * Loads ajv when called (meant for generator scripts and tests, not for start-up).
 *
 * @example
 * const source = await renderStandaloneValidators({
 *   schemas: { validateSettingsFile: SettingsSchema },
 *   source: "src/settings/settings-schema.ts",
 *   regenerate: "pnpm exec tsx scripts/generate-validators.ts",
 * });
 */
export async function renderStandaloneValidators(options: StandaloneValidatorsOptions): Promise<string> {
  const [{ Ajv }, standalone] = await Promise.all([import("ajv"), import("ajv/dist/standalone/index.js")]);
  const standaloneCode = (standalone as unknown as { default: typeof standalone.default }).default ?? standalone;
  const ajv = new Ajv({ allErrors: true, strict: true, code: { source: true, esm: true, lines: true } });
  const refs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(options.schemas)) {
    ajv.addSchema(schema, name);
    refs[name] = name;
  }
  let code = (standaloneCode as unknown as (ajv: unknown, refs: Record<string, string>) => string)(ajv, refs);
  const helpers: string[] = [];
  code = code.replace(/require\("([^"]+)"\)(\.default)?/g, (_whole, module: string) => {
    const helper = RUNTIME_HELPERS[module];
    if (helper === undefined) {
      throw new Error(`renderStandaloneValidators: the generated code needs ${module}; only ucs2length is supported`);
    }
    if (!helpers.includes(helper.code)) helpers.push(helper.code);
    return helper.name;
  });
  code = code.replace(/^"use strict";\s*/, "");
  const header = [
    `// Generated from the schemas in ${options.source} by ajv's standalone code. Do not edit:`,
    `// regenerate with \`${options.regenerate}\` (a test fails when this file is out of date).`,
    "// @ts-nocheck",
  ];
  return `${[...header, code.trim(), ...helpers].join("\n")}\n`;
}
