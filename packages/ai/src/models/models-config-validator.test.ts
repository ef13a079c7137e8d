import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { validateModelsConfig } from "./models-config.validator.generated.js";
import { MODELS_CONFIG_VALIDATOR_FILE, renderModelsConfigValidator } from "./models-config-validator.js";

const checkedIn = fileURLToPath(new URL(`../../${MODELS_CONFIG_VALIDATOR_FILE}`, import.meta.url));

describe("the precompiled models.json validator", () => {
  it("is up to date with MODELS_CONFIG_SCHEMA (regenerate: pnpm --filter @keel/ai generate)", async () => {
    expect(readFileSync(checkedIn, "utf8")).toBe(await renderModelsConfigValidator());
  });

  it("imports nothing: reading models.json loads no validator compiler", () => {
    const source = readFileSync(checkedIn, "utf8");
    expect(source).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it("reports every failing path, like the compiled schema", () => {
    const validate = validateModelsConfig as unknown as ((value: unknown) => boolean) & {
      errors?: { instancePath: string; keyword: string }[];
    };
    expect(
      validate({ providers: { local: { baseUrl: "http://x", api: "openai-completions", models: [{ id: "m" }] } } }),
    ).toBe(true);
    expect(validate({ providers: { local: { baseUrl: "ftp://x", api: "", models: [{}] } }, extra: 1 })).toBe(false);
    expect(validate.errors?.map((error) => `${error.instancePath} ${error.keyword}`).sort()).toEqual([
      " additionalProperties",
      "/providers/local/api minLength",
      "/providers/local/baseUrl pattern",
      "/providers/local/models/0 required",
    ]);
  });

  it("counts string length in code points, as JSON Schema does", () => {
    const validate = validateModelsConfig as unknown as (value: unknown) => boolean;
    // "😀" is one code point (two UTF-16 units): a one-character api name is long enough.
    expect(validate({ providers: { local: { baseUrl: "http://x", api: "😀", models: [{ id: "m" }] } } })).toBe(true);
  });
});
