import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { renderSettingsJsonSchema, SETTINGS_JSON_SCHEMA_FILE } from "./settings-json-schema.js";

const shipped = fileURLToPath(new URL(`../../${SETTINGS_JSON_SCHEMA_FILE}`, import.meta.url));

describe("schema/settings.schema.json", () => {
  it("is up to date with the TypeBox schema (regenerate: pnpm exec tsx scripts/generate-settings-schema.ts)", () => {
    // Compared as JSON: the shipped file is laid out by the repository's formatter.
    expect(JSON.parse(readFileSync(shipped, "utf8"))).toEqual(JSON.parse(renderSettingsJsonSchema()));
  });

  it("is a JSON Schema an editor can use to check a settings file", () => {
    const validate = new Ajv({ strict: false }).compile(JSON.parse(readFileSync(shipped, "utf8")));
    expect(validate({ $schema: "./x", defaultTools: ["read"], retry: { maxRetries: 2 } })).toBe(true);
    expect(validate({ steeringMode: "sometimes" })).toBe(false);
  });
});
